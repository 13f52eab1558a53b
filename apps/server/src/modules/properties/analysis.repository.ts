import type { Database } from '#db/client.ts';

export interface StoredJob {
  id: string;
  propertyId: number | null;
  userId: string | null;
  status: 'completed' | 'failed';
  request: unknown;
  result: unknown;
  error: string | null;
  runs: number;
  /** The paid job this one is a new version of (decision 091), or null. */
  versionOf: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface JobWrite {
  id: string;
  propertyId: number | null;
  userId: string | null;
  status: 'completed' | 'failed';
  request: unknown;
  result: unknown;
  error: string | null;
  /** Set on a new version of a paid job (insert only). */
  versionOf?: string | null;
}

const COLUMNS = `id, property_id as "propertyId", user_id as "userId", status, request, result, error, runs,
  version_of as "versionOf",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/**
 * Whether job $1 has a paid order. Orders (migration 0005, the payments domain) are read, never
 * written, here; each branch matches one of their partial (job_id, owner) indexes.
 */
const PAID = `(exists (select 1 from orders where job_id = $1 and user_id is not null and status = 'paid')
  or exists (select 1 from orders where job_id = $1 and guest_token_hash is not null and status = 'paid'))`;

/** Analysis jobs (migrations 0003, 0008): the request and the stored result, written once per run. */
export function createAnalysisRepository(database: Database) {
  return {
    async find(id: string): Promise<StoredJob | null> {
      const rows = await database.query<StoredJob>(`select ${COLUMNS} from analysis_jobs where id = $1`, [
        id,
      ]);
      return rows[0] ?? null;
    },

    async insert(job: JobWrite): Promise<void> {
      await database.query(
        `insert into analysis_jobs (id, property_id, user_id, status, request, result, error, version_of)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
        [
          job.id,
          job.propertyId,
          job.userId,
          job.status,
          JSON.stringify(job.request),
          JSON.stringify(job.result),
          job.error,
          job.versionOf ?? null,
        ],
      );
    },

    /** Whether a plan was paid for the job (decision 091: a paid job is never changed). */
    async isPaid(id: string): Promise<boolean> {
      const rows = await database.query<{ paid: boolean }>(`select ${PAID} as paid`, [id]);
      return rows[0]?.paid === true;
    },

    /**
     * A re-run with the owner's corrections: same id, new request and result, one more run. Writes
     * only while the job is unpaid and still a guest's or `job.userId`'s (a guest job re-run by a
     * signed-in caller becomes theirs), checked in the same statement, so a payment or another
     * account's claim landing meanwhile makes it answer false and change nothing.
     */
    async update(job: JobWrite): Promise<boolean> {
      const rows = await database.query(
        `update analysis_jobs set property_id = $2, user_id = coalesce(user_id, $3), status = $4, request = $5::jsonb,
           result = $6::jsonb, error = $7, runs = runs + 1, updated_at = now()
         where id = $1 and (user_id is null or user_id = $3::uuid) and not ${PAID}
         returning id`,
        [
          job.id,
          job.propertyId,
          job.userId,
          job.status,
          JSON.stringify(job.request),
          JSON.stringify(job.result),
          job.error,
        ],
      );
      return rows.length === 1;
    },

    /**
     * The jobs that are versions of a job (a paid job's home re-analysed with corrected facts is
     * stored as a new job naming it, decision 091), however many times re-analysed.
     */
    async versionsOf(jobId: string): Promise<string[]> {
      const rows = await database.query<{ id: string }>(
        `with recursive v(id, depth) as (
           select id, 1 from analysis_jobs where version_of = $1
           union all
           select j.id, v.depth + 1 from analysis_jobs j join v on j.version_of = v.id where v.depth < 20)
         select id from v limit 50`,
        [jobId],
      );
      return rows.map((r) => r.id);
    },

    /** The jobs a job is a version of (nearest first). */
    async ancestorsOf(jobId: string): Promise<string[]> {
      const rows = await database.query<{ id: string }>(
        `with recursive a(id, depth) as (
           select version_of, 1 from analysis_jobs where id = $1 and version_of is not null
           union all
           select j.version_of, a.depth + 1 from analysis_jobs j join a on j.id = a.id
            where j.version_of is not null and a.depth < 20)
         select id from a order by depth`,
        [jobId],
      );
      return rows.map((r) => r.id);
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;

/**
 * Deletes up to `limit` anonymous analysis jobs (no account: user_id is null) last run before
 * `cutoff` that nothing refers to: no order (paid or not; appeal applications and reports hang off
 * orders), no lead, no video or video finding, and no newer version naming it. Answers their ids.
 * Jobs of an account are kept with the account (deleted with it, decision 093). Decision 128; the
 * partial index of migration 0020 finds the candidates oldest first.
 */
export async function deleteExpiredAnonymousJobs(
  database: Database,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `delete from analysis_jobs where id in (
       select j.id from analysis_jobs j
       where j.user_id is null and j.updated_at < $1::timestamptz
         and not exists (select 1 from orders o where o.job_id = j.id)
         and not exists (select 1 from leads l where l.job_id = j.id)
         and not exists (select 1 from videos v where v.job_id = j.id)
         and not exists (select 1 from video_findings f where f.job_id = j.id)
         and not exists (select 1 from analysis_jobs n where n.version_of = j.id)
       order by j.updated_at limit $2
     ) returning id`,
    [cutoff.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}
