import { eq } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import { videos } from '#db/schema/videos.ts';

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
