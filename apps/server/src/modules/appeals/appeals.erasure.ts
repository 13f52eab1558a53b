import { inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { appealApplications, appealReports } from '#db/schema/appeals.ts';

/**
 * Account deletion (decision 093): removes the appeal applications (drafts) and reports (with the
 * owner's edited letters) of the given orders. The orders themselves are the payments module's.
 */
export async function deleteAppealsOfOrders(db: Db, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  await db.delete(appealApplications).where(inArray(appealApplications.orderId, [...orderIds]));
  await db.delete(appealReports).where(inArray(appealReports.orderId, [...orderIds]));
}
