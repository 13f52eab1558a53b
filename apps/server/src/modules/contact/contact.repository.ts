import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { contactMessages } from './contact.schema.ts';

export async function insertContactMessage(
  db: Db,
  message: { name: string; email: string; message: string; ip: string; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function markMailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}

/** Account deletion (decision 093): removes every contact message sent from this e-mail address. */
export async function deleteMessagesByEmail(db: Db, emailLower: string): Promise<void> {
  await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${emailLower}`);
}
