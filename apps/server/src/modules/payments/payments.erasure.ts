import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { orders } from './payments.schema.ts';
import { randomToken, sha256 } from '#lib/ids.ts';

/** The ids of every order a user holds, paid or not. */
export async function orderIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Account deletion (decision 093): unpaid orders go (their checkout sessions with them); paid
 * orders stay for the books but lose every link to the person: no user, no buyer e-mail. The owner
 * column becomes the hash of a token nobody holds (the table requires an owner), so nobody can open
 * the order again. What the appeals module keeps for an order is erased first, by its own hook.
 */
export async function eraseOrdersOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(orders).where(and(eq(orders.userId, userId), ne(orders.status, 'paid')));
  for (const id of await orderIdsOfUser(db, userId)) {
    await db
      .update(orders)
      .set({ userId: null, guestTokenHash: sha256(randomToken(32)), buyerEmail: null, updatedAt: new Date() })
      .where(eq(orders.id, id));
  }
}
