import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import { analysisJobs } from '#modules/properties/properties.schema.ts';
import { videos } from './videos.schema.ts';

export type NewVideo = typeof videos.$inferInsert;
export type VideoRow = typeof videos.$inferSelect;

export async function insertVideo(db: Db, video: NewVideo): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(video).returning();
  return row!;
}

/**
 * Inserts a video; one for a job only while the job has fewer than `maxPerJob`. The count and the
 * insert run under a per-job advisory lock in one transaction, so concurrent uploads cannot pass the
 * limit together (a check before the upload alone let them). Undefined when the job is full.
 */
export async function insertVideoWithinLimit(
  database: Database,
  video: NewVideo,
  maxPerJob: number,
): Promise<VideoRow | undefined> {
  const jobId = video.jobId;
  if (!jobId) return insertVideo(database.db, video);
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`videos:${jobId}`}))`);
    if ((await tx.$count(videos, eq(videos.jobId, jobId))) >= maxPerJob) return undefined;
    return insertVideo(tx, video);
  });
}

/** The videos linked to an analysis job, oldest first. */
export async function videosOfJob(db: Db, jobId: string): Promise<VideoRow[]> {
  return db.select().from(videos).where(eq(videos.jobId, jobId)).orderBy(videos.createdAt);
}

/** Which of `keys` have a video row (the start-up sweep keeps those files). */
export async function storedVideoKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: videos.storageKey })
    .from(videos)
    .where(inArray(videos.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}

/** Bytes of every stored video, and of those linked to no analysis job (one cheap SUM). */
export async function storedVideoBytes(db: Db): Promise<{ total: number; unattached: number }> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${videos.sizeBytes}), 0)::text`,
      unattached: sql<string>`coalesce(sum(${videos.sizeBytes}) filter (where ${videos.jobId} is null), 0)::text`,
    })
    .from(videos);
  return { total: Number(row?.total ?? 0), unattached: Number(row?.unattached ?? 0) };
}

/** How many videos an analysis job has (videos_job_idx). */
export async function countVideosOfJob(db: Db, jobId: string): Promise<number> {
  return db.$count(videos, eq(videos.jobId, jobId));
}

/**
 * Retention (decision 115): deletes up to `limit` videos uploaded before `cutoff`, oldest first
 * (their findings go with them), and answers their storage keys for the caller to delete.
 */
export async function deleteVideosUploadedBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const oldest = db
    .select({ id: videos.id })
    .from(videos)
    .where(lt(videos.createdAt, cutoff))
    .orderBy(videos.createdAt)
    .limit(limit);
  const rows = await db
    .delete(videos)
    .where(inArray(videos.id, oldest))
    .returning({ key: videos.storageKey });
  return rows.map((row) => row.key);
}

/**
 * Account deletion (decision 093): removes the video rows of the analysis jobs the user owns and of
 * every video the user uploaded signed in (decision 205), and answers their storage keys; the caller deletes the files once the transaction has committed. The
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
    // Their jobs' videos, and every video they uploaded signed in (the upload page's too; decision 205).
    .where(or(inArray(videos.jobId, jobsOfUser), eq(videos.userId, userId)))
    .returning({ key: videos.storageKey });
  return rows.map((row) => row.key);
}
