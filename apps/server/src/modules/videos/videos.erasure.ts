import { inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { videos } from './videos.schema.ts';

/**
 * Account deletion (decision 093): removes the video rows of the given jobs and answers their
 * storage keys; the caller deletes the files once the transaction has committed.
 */
export async function deleteVideosOfJobs(db: Db, jobIds: readonly string[]): Promise<string[]> {
  if (!jobIds.length) return [];
  const rows = await db
    .delete(videos)
    .where(inArray(videos.jobId, [...jobIds]))
    .returning({ key: videos.storageKey });
  return rows.map((row) => row.key);
}
