import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  appealApplications,
  appealDrafts,
  appealOutcomes,
  appealReports,
  letterRecipients,
} from './appeals.schema.ts';

/**
 * Account deletion (decision 093), for the given orders: removes the appeal applications, the
 * reports (with the owner's edited letters), the letter recipients and the appeal form drafts
 * (name, phone, e-mail); the uploaded notices of decision are unlinked and their storage keys
 * answered, for the caller to delete the files once the transaction is committed (the board's
 * decision itself stays with the order). The orders themselves are the payments module's.
 */
export async function eraseAppealsOfOrders(db: Db, orderIds: readonly string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  const ids = [...orderIds];
  await db.delete(appealApplications).where(inArray(appealApplications.orderId, ids));
  await db.delete(appealReports).where(inArray(appealReports.orderId, ids));
  await db.delete(letterRecipients).where(inArray(letterRecipients.orderId, ids));
  await db.delete(appealDrafts).where(inArray(appealDrafts.orderId, ids));
  const withNotice = and(inArray(appealOutcomes.orderId, ids), isNotNull(appealOutcomes.noticeKey));
  const notices = await db.select({ key: appealOutcomes.noticeKey }).from(appealOutcomes).where(withNotice);
  await db.update(appealOutcomes).set({ noticeKey: null, noticeBytes: null }).where(withNotice);
  return notices.map((row) => row.key).filter((key): key is string => Boolean(key));
}
