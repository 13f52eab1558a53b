import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
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
