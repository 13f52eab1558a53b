import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { analysisJobs } from './properties.schema.ts';

/**
 * Account deletion (decision 093): removes the analysis jobs the user owns (their requests hold the
 * owner's facts and notes) and answers their ids, so the videos linked to them go too.
 */
export async function deleteJobsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(analysisJobs)
    .where(eq(analysisJobs.userId, userId))
    .returning({ id: analysisJobs.id });
  return rows.map((row) => row.id);
}
