import { eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import { analysisJobs } from '#modules/properties/properties.schema.ts';
import { videos } from './videos.schema.ts';

export type NewVideo = typeof videos.$inferInsert;
export type VideoRow = typeof videos.$inferSelect;

export async function insertVideo(db: Db, video: NewVideo): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(video).returning();
  return row!;
}

/** The videos linked to an analysis job, oldest first. */
export async function videosOfJob(db: Db, jobId: string): Promise<VideoRow[]> {
  return db.select().from(videos).where(eq(videos.jobId, jobId)).orderBy(videos.createdAt);
}

/** Which of `keys` have a video row (the start-up sweep keeps those files). */
export async function storedVideoKeys(database: Database, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await database.query<{ storage_key: string }>(
    'SELECT storage_key FROM videos WHERE storage_key = ANY($1::text[])',
    [keys],
  );
  return new Set(rows.map((row) => row.storage_key));
}

/** Bytes of every stored video, and of those linked to no analysis job (one cheap SUM). */
export async function storedVideoBytes(database: Database): Promise<{ total: number; unattached: number }> {
  const [row] = await database.query<{ total: string | number; unattached: string | number }>(
    `SELECT coalesce(sum(size_bytes), 0)::text AS total,
            coalesce(sum(size_bytes) FILTER (WHERE job_id IS NULL), 0)::text AS unattached
       FROM videos`,
  );
  return { total: Number(row?.total ?? 0), unattached: Number(row?.unattached ?? 0) };
}

/** How many videos an analysis job has (videos_job_idx). */
export async function countVideosOfJob(database: Database, jobId: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM videos WHERE job_id = $1',
    [jobId],
  );
  return row?.n ?? 0;
}

/**
 * Account deletion (decision 093): removes the video rows of the analysis jobs the user owns and
 * answers their storage keys; the caller deletes the files once the transaction has committed. The
 * jobs are read through the properties module's table (decision 149); its own step, which deletes
 * them, runs after this one (decision 153).
 */
export async function deleteVideosOfUser(db: Db, userId: string): Promise<string[]> {
  const jobsOfUser = db
    .select({ id: analysisJobs.id })
    .from(analysisJobs)
    .where(eq(analysisJobs.userId, userId));
  const rows = await db
    .delete(videos)
    .where(inArray(videos.jobId, jobsOfUser))
    .returning({ key: videos.storageKey });
  return rows.map((row) => row.key);
}
