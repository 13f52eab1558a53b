import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { contactMessages } from './contact.schema.ts';

/** Account deletion (decision 093): removes every contact message sent from this e-mail address. */
export async function deleteMessagesByEmail(db: Db, emailLower: string): Promise<void> {
  await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${emailLower}`);
}
