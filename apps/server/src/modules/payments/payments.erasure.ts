import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { appealDrafts, appealOutcomes, letterRecipients, orders } from '#db/schema/payments.ts';
import { randomToken, sha256 } from '#lib/ids.ts';

/** The ids of every order a user holds, paid or not. */
export async function orderIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Account deletion (decision 093): unpaid orders go (their checkout sessions with them); paid
 * orders stay for the books but lose every link to the person: no user, no buyer e-mail, no letter
 * recipients. The owner column becomes the hash of a token nobody holds (the table requires an
 * owner), so nobody can open the order again. The appeal form drafts go (name, phone, e-mail), and
 * the uploaded notices of decision: their storage keys are answered for the caller to delete the
 * files once the transaction is committed (the board's decision itself stays with the order).
 */
export async function eraseOrdersOfUser(db: Db, userId: string): Promise<string[]> {
  await db.delete(orders).where(and(eq(orders.userId, userId), ne(orders.status, 'paid')));
  const paid = await orderIdsOfUser(db, userId);
  if (!paid.length) return [];
  await db.delete(letterRecipients).where(inArray(letterRecipients.orderId, paid));
  await db.delete(appealDrafts).where(inArray(appealDrafts.orderId, paid));
  const withNotice = and(inArray(appealOutcomes.orderId, paid), isNotNull(appealOutcomes.noticeKey));
  const notices = await db.select({ key: appealOutcomes.noticeKey }).from(appealOutcomes).where(withNotice);
  await db.update(appealOutcomes).set({ noticeKey: null, noticeBytes: null }).where(withNotice);
  for (const id of paid) {
    await db
      .update(orders)
      .set({ userId: null, guestTokenHash: sha256(randomToken(32)), buyerEmail: null, updatedAt: new Date() })
      .where(eq(orders.id, id));
  }
  return notices.map((row) => row.key).filter((key): key is string => Boolean(key));
}
