import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { ConditionRating, StoredFindings } from './video-findings.summary.ts';
import { videoFindings, videos } from './videos.schema.ts';

/** What the server saw in uploaded videos (video_findings, migration 0018), through Drizzle. */

/** The columns a caller reads, under the names the findings contract uses. */
const FINDINGS = {
  video_id: videoFindings.videoId,
  job_id: videoFindings.jobId,
  status: videoFindings.status,
  frames_sampled: videoFindings.framesSampled,
  findings: videoFindings.findings,
  error: videoFindings.error,
  owner_condition: videoFindings.ownerCondition,
  updated_at: videoFindings.updatedAt,
};

/** One video's findings row, typed by the schema through the selection above. */
export type FindingsRow = Awaited<ReturnType<typeof selectFindings>>[number];

function selectFindings(database: Database) {
  return database.db.select(FINDINGS).from(videoFindings);
}

/** Records that a video waits to be looked at (again: a finished look is kept). */
export async function insertPending(
  database: Database,
  videoId: string,
  jobId: string | null,
): Promise<void> {
  await database.db.insert(videoFindings).values({ videoId, jobId }).onConflictDoNothing();
}

/** Videos whose look was interrupted (pending, or running when the process stopped). */
export async function unfinished(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ videoId: videoFindings.videoId })
    .from(videoFindings)
    .where(inArray(videoFindings.status, ['pending', 'running']))
    .orderBy(asc(videoFindings.createdAt))
    .limit(100);
  return rows.map((r) => r.videoId);
}

export async function videoToLookAt(database: Database, videoId: string) {
  const [row] = await database.db
    .select({
      storage_key: videos.storageKey,
      duration_seconds: videos.durationSeconds,
      job_id: videos.jobId,
    })
    .from(videos)
    .where(eq(videos.id, videoId));
  return row ?? null;
}

export async function markRunning(database: Database, videoId: string): Promise<void> {
  await database.db
    .update(videoFindings)
    .set({ status: 'running', error: null, updatedAt: sql`now()` })
    .where(eq(videoFindings.videoId, videoId));
}

export async function markDone(
  database: Database,
  videoId: string,
  framesSampled: number,
  findings: StoredFindings,
): Promise<void> {
  await database.db
    .update(videoFindings)
    .set({ status: 'done', framesSampled, findings, error: null, updatedAt: sql`now()` })
    .where(eq(videoFindings.videoId, videoId));
}

export async function markFailed(database: Database, videoId: string, error: string): Promise<void> {
  await database.db
    .update(videoFindings)
    .set({ status: 'failed', error: error.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(videoFindings.videoId, videoId));
}

/** The findings of every video of the job, oldest video first. */
export async function findingsOfJob(database: Database, jobId: string): Promise<FindingsRow[]> {
  return selectFindings(database)
    .innerJoin(videos, eq(videos.id, videoFindings.videoId))
    .where(eq(videos.jobId, jobId))
    .orderBy(asc(videos.createdAt), asc(videos.id));
}

export async function findingsOfVideo(database: Database, videoId: string): Promise<FindingsRow | null> {
  const [row] = await selectFindings(database).where(eq(videoFindings.videoId, videoId));
  return row ?? null;
}

export async function setOwnerCondition(
  database: Database,
  videoId: string,
  condition: ConditionRating | null,
): Promise<void> {
  await database.db
    .update(videoFindings)
    .set({ ownerCondition: condition, updatedAt: sql`now()` })
    .where(eq(videoFindings.videoId, videoId));
}
