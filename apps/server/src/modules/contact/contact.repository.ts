import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { contactMessages } from './contact.schema.ts';

/** A message as it is stored; `userId` is the signed-in caller who sent it (decision 206), null for a visitor. */
export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'message' | 'ip' | 'userAgent' | 'userId'
>;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function markMailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}

/**
 * Account deletion (decisions 093, 206): removes the messages the account sent while signed in. A
 * message typed by a visitor with the same address is not the account's and stays.
 */
export async function deleteMessagesOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}
