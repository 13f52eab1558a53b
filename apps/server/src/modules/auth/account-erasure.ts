import type { Database } from '#db/client.ts';
import type { Storage } from '#lib/storage.ts';
import { eraseAppealsOfOrders } from '#modules/appeals/appeals.erasure.ts';
import { deleteLeadsByEmail } from '#modules/leads/leads.erasure.ts';
import { eraseOrdersOfUser, orderIdsOfUser } from '#modules/payments/payments.erasure.ts';
import { deleteJobsOfUser } from '#modules/properties/analysis.erasure.ts';
import { deleteCapturesOfUser } from '#modules/tour/tour.erasure.ts';
import { deleteVideosOfJobs } from '#modules/videos/videos.erasure.ts';
import { deleteUser } from './auth.repository.ts';

/**
 * Deletes an account and what it holds (decision 093), every table in one transaction: appeal
 * drafts and letters, unpaid orders, analysis jobs and their videos, tour captures, leads with the
 * address, mail kept for it, sessions, refresh tokens and reset links, then the user row. Paid
 * orders stay, anonymised. Files are removed once the rows are gone; a failure there is logged
 * (the videos' start-up sweep also removes video files left without a row).
 */
export async function eraseAccount(
  deps: { database: Database; storage: Storage; log?: { warn: (o: object, m: string) => void } },
  user: { id: string; emailLower: string },
): Promise<{ filesRemoved: number }> {
  const keys = await deps.database.transaction(async (tx) => {
    const noticeKeys = await eraseAppealsOfOrders(tx, await orderIdsOfUser(tx, user.id));
    await eraseOrdersOfUser(tx, user.id);
    const jobIds = await deleteJobsOfUser(tx, user.id);
    const videoKeys = await deleteVideosOfJobs(tx, jobIds);
    const captureKeys = await deleteCapturesOfUser(tx, user.id);
    await deleteLeadsByEmail(tx, user.emailLower);
    await deleteUser(tx, user);
    return [...videoKeys, ...captureKeys, ...noticeKeys];
  });
  let filesRemoved = 0;
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      filesRemoved++;
    } catch (err) {
      deps.log?.warn({ err }, 'A deleted account left a file behind');
    }
  }
  return { filesRemoved };
}
