import type { ConditionRating } from './video-findings.summary.ts';
import type { Database } from '#db/client.ts';
import type { StoredFindings } from './video-findings.summary.ts';

/** SQL of what the server saw in uploaded videos (video_findings, migration 0018). */

export interface FindingsRow {
  video_id: string;
  job_id: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  frames_sampled: number;
  findings: StoredFindings | null;
  error: string | null;
  owner_condition: ConditionRating | null;
  updated_at: Date;
}

const COLUMNS = 'video_id, job_id, status, frames_sampled, findings, error, owner_condition, updated_at';

/** Records that a video waits to be looked at (again: a finished look is kept). */
export async function insertPending(
  database: Database,
  videoId: string,
  jobId: string | null,
): Promise<void> {
  await database.query(
    `insert into video_findings (video_id, job_id) values ($1, $2) on conflict (video_id) do nothing`,
    [videoId, jobId],
  );
}

/** Videos whose look was interrupted (pending, or running when the process stopped). */
export async function unfinished(database: Database): Promise<string[]> {
  const rows = await database.query<{ video_id: string }>(
    `select video_id from video_findings where status in ('pending', 'running') order by created_at limit 100`,
  );
  return rows.map((r) => r.video_id);
}

export async function videoToLookAt(
  database: Database,
  videoId: string,
): Promise<{ storage_key: string; duration_seconds: number; job_id: string | null } | null> {
  const [row] = await database.query<{
    storage_key: string;
    duration_seconds: number;
    job_id: string | null;
  }>('select storage_key, duration_seconds, job_id from videos where id = $1', [videoId]);
  return row ?? null;
}

export async function markRunning(database: Database, videoId: string): Promise<void> {
  await database.query(
    `update video_findings set status = 'running', error = null, updated_at = now() where video_id = $1`,
    [videoId],
  );
}

export async function markDone(
  database: Database,
  videoId: string,
  framesSampled: number,
  findings: StoredFindings,
): Promise<void> {
  await database.query(
    `update video_findings set status = 'done', frames_sampled = $2, findings = $3::jsonb, error = null,
       updated_at = now() where video_id = $1`,
    [videoId, framesSampled, JSON.stringify(findings)],
  );
}

export async function markFailed(database: Database, videoId: string, error: string): Promise<void> {
  await database.query(
    `update video_findings set status = 'failed', error = $2, updated_at = now() where video_id = $1`,
    [videoId, error.slice(0, 500)],
  );
}

/** The findings of every video of the job, oldest video first. */
export async function findingsOfJob(database: Database, jobId: string): Promise<FindingsRow[]> {
  return database.query<FindingsRow>(
    `select ${COLUMNS.split(', ')
      .map((c) => `f.${c}`)
      .join(', ')}
       from video_findings f join videos v on v.id = f.video_id
      where v.job_id = $1 order by v.created_at, v.id`,
    [jobId],
  );
}

export async function findingsOfVideo(database: Database, videoId: string): Promise<FindingsRow | null> {
  const [row] = await database.query<FindingsRow>(
    `select ${COLUMNS} from video_findings where video_id = $1`,
    [videoId],
  );
  return row ?? null;
}

export async function setOwnerCondition(
  database: Database,
  videoId: string,
  condition: ConditionRating | null,
): Promise<void> {
  await database.query(
    'update video_findings set owner_condition = $2, updated_at = now() where video_id = $1',
    [videoId, condition],
  );
}
