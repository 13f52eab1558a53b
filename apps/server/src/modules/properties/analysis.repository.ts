import { and, eq, getTableName, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import {
  type AnalysisJobRow,
  analysisJobChanges,
  analysisJobs,
  type OwnerSaleRow,
} from './properties.schema.ts';
import {
  createRememberedReads,
  READ_HORIZON,
  type RememberedReadsOptions,
} from '#lib/read-copies/remembered-reads.ts';

/**
 * A stored job as the API answers it: its times as ISO text (UTC, milliseconds), with the sales its
 * owner added (migration 0053, oldest first), read by the same statement (decision 267).
 */
export type StoredJob = Omit<AnalysisJobRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  ownerSales: OwnerSaleRow[];
};

/** What a run writes; `versionOf` is set on a new version of a paid job (insert only). */
export type JobWrite = Pick<
  AnalysisJobRow,
  'id' | 'propertyId' | 'userId' | 'status' | 'request' | 'result' | 'error'
> &
  Partial<Pick<AnalysisJobRow, 'versionOf' | 'browserKeyHash'>>;

/** A value as the JSON text of the jsonb it is stored as (`null` too: the JSON null, not SQL NULL). */
const jsonText = (value: unknown) => JSON.stringify(value) ?? null;

/** A JSON value as the jsonb it was always stored as. */
const jsonb = (value: unknown) => sql`${jsonText(value)}::jsonb`;

/**
 * Whether job `id` has a paid order. Orders (migration 0005, the payments domain) are read, never
 * written, here; each branch matches one of their partial (job_id, owner) indexes.
 */
const paid = (id: string): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from orders where job_id = ${id} and user_id is not null and status = 'paid')
  or exists (select 1 from orders where job_id = ${id} and guest_token_hash is not null and status = 'paid'))`;

/** The times of a job as the API answers them: ISO text (UTC, milliseconds). */
const JOB_TIMES = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/**
 * The job's owner-supplied sales as JSON text, oldest first, their fields named as `OwnerSaleRow`'s
 * (decision 267: the job's remembered read carries them; migration 0060 logs their writes).
 */
const OWNER_SALES = `(select coalesce(json_agg(json_build_object('id', s.id, 'jobId', s.job_id,
    'address', s.address, 'saleDate', s.sale_date, 'price', s.price, 'livingSqft', s.living_sqft,
    'beds', s.beds, 'baths', s.baths, 'yearBuilt', s.year_built, 'lotSqft', s.lot_sqft,
    'seenAt', s.seen_at, 'createdAt', s.created_at) order by s.created_at, s.id), '[]'::json)::text
  from owner_sales s where s.job_id = analysis_jobs.id)`;

/**
 * A job by id, its request, result and owner's sales as JSON text (parsed for each caller, who may
 * change what it is given), with its snapshot's horizon (decision 200).
 */
const FIND_JOB = `select id, property_id as "propertyId", user_id as "userId", status, request::text as request,
  result::text as result, error, runs, version_of as "versionOf", browser_key_hash as "browserKeyHash",
  ${JOB_TIMES}, ${OWNER_SALES} as "ownerSales", ${READ_HORIZON} as "readHorizon"
  from analysis_jobs where id = $1`;

/** A first run's job; `runs`, `created_at` and `updated_at` take their defaults, answered with the horizon. */
const INSERT_JOB = `insert into analysis_jobs (id, property_id, user_id, status, request, result, error, version_of,
    browser_key_hash)
  values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)
  returning ${JOB_TIMES}, ${READ_HORIZON} as "readHorizon"`;

/** A stored job with its request, result and owner's sales as JSON text, as remembered. */
type JobText = Omit<StoredJob, 'request' | 'result' | 'ownerSales'> & {
  request: string | null;
  result: string | null;
  ownerSales: string;
};

/** The statement that checks the log of changed jobs (migration 0030). */
export const JOBS_CHANGED = 'analysis_jobs_changed_since';

/**
 * Jobs remembered as written or read (decision 200): a result is read back right after its analysis
 * wrote it, so a few minutes and a few thousand jobs (each a few KB of text) cover it.
 */
const REMEMBERED: RememberedReadsOptions = { ttlMs: 2 * 60_000, maxEntries: 2_000 };

const parsed = (job: JobText): StoredJob => ({
  ...job,
  request: job.request === null ? null : JSON.parse(job.request),
  result: job.result === null ? null : JSON.parse(job.result),
  ownerSales: (JSON.parse(job.ownerSales) as (Omit<OwnerSaleRow, 'createdAt'> & { createdAt: string })[]).map(
    (sale) => ({ ...sale, createdAt: new Date(sale.createdAt) }),
  ),
});

/**
 * Analysis jobs (migrations 0003, 0008): the request and the stored result, written once per run.
 * A job this process wrote or read is answered again from memory while no statement that could have
 * changed it has committed since (decision 200, the recipe of decision 196).
 */
export function createAnalysisRepository(database: Database, options: Partial<RememberedReadsOptions> = {}) {
  const remembered = createRememberedReads(
    database,
    { table: getTableName(analysisJobChanges), check: JOBS_CHANGED },
    { ...REMEMBERED, ...options },
  );
  return {
    // Every analysis writes one job and reads it back: both statements are prepared (decision 164).
    async find(id: string): Promise<StoredJob | null> {
      const job = await remembered.read<JobText | null>(id, async () => {
        const [row] = await database.prepared<JobText & { readHorizon: string }>(
          'analysis_job_by_id',
          FIND_JOB,
          [id],
        );
        if (!row) return { value: null, horizon: null };
        const { readHorizon, ...stored } = row;
        return { value: stored, horizon: readHorizon };
      });
      return job ? parsed(job) : null;
    },

    async insert(job: JobWrite): Promise<void> {
      const request = jsonText(job.request);
      const result = jsonText(job.result);
      const [row] = await database.prepared<{ createdAt: string; updatedAt: string; readHorizon: string }>(
        'analysis_job_insert',
        INSERT_JOB,
        [
          job.id,
          job.propertyId,
          job.userId,
          job.status,
          request,
          result,
          job.error,
          job.versionOf ?? null,
          job.browserKeyHash ?? null,
        ],
      );
      if (!row) return;
      const written: JobText = {
        id: job.id,
        propertyId: job.propertyId,
        userId: job.userId,
        status: job.status,
        request,
        result,
        error: job.error,
        runs: 1,
        versionOf: job.versionOf ?? null,
        browserKeyHash: job.browserKeyHash ?? null,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        // A new job: no sale can name it before this statement commits.
        ownerSales: '[]',
      };
      remembered.wrote(job.id, written, row.readHorizon);
    },

    /** Whether a plan was paid for the job (decision 091: a paid job is never changed). */
    async isPaid(id: string): Promise<boolean> {
      const result = await database.db.execute(sql`select ${paid(id)} as paid`);
      return (result as unknown as { rows: { paid: boolean }[] }).rows[0]?.paid === true;
    },

    /**
     * A re-run with the owner's corrections: same id, new request and result, one more run. Writes
     * only while the job is unpaid and still a guest's or `job.userId`'s (a guest job re-run by a
     * signed-in caller becomes theirs), checked in the same statement, so a payment or another
     * account's claim landing meanwhile makes it answer false and change nothing.
     */
    async update(job: JobWrite): Promise<boolean> {
      const rows = await database.db
        .update(analysisJobs)
        .set({
          propertyId: job.propertyId,
          userId: sql`coalesce(${analysisJobs.userId}, ${job.userId}::uuid)`,
          status: job.status,
          request: jsonb(job.request),
          result: jsonb(job.result),
          error: job.error,
          runs: sql`${analysisJobs.runs} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(analysisJobs.id, job.id),
            or(isNull(analysisJobs.userId), sql`${analysisJobs.userId} = ${job.userId}::uuid`),
            sql`not ${paid(job.id)}`,
          ),
        )
        .returning({ id: analysisJobs.id });
      return rows.length === 1;
    },

    /**
     * The jobs that are versions of a job (a paid job's home re-analysed with corrected facts is
     * stored as a new job naming it, decision 091), however many times re-analysed.
     */
    async versionsOf(jobId: string): Promise<string[]> {
      const rows = await database.query<Pick<AnalysisJobRow, 'id'>>(
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
      const rows = await database.query<Pick<AnalysisJobRow, 'id'>>(
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
 * orders), no lead, no video or video finding, no watch (its re-checks re-value the job's home,
 * decision 238) and no newer version naming it. Answers their ids.
 * Jobs of an account are kept with the account (deleted with it, decision 093). Decision 128; the
 * partial index of migration 0020 finds the candidates oldest first.
 */
export async function deleteExpiredAnonymousJobs(
  database: Database,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const expired = `select j.id from analysis_jobs j
       where j.user_id is null and j.updated_at < $1::timestamptz
         and not exists (select 1 from orders o where o.job_id = j.id)
         and not exists (select 1 from leads l where l.job_id = j.id)
         and not exists (select 1 from videos v where v.job_id = j.id)
         and not exists (select 1 from video_findings f where f.job_id = j.id)
         and not exists (select 1 from watches w where w.job_id = j.id)
         and not exists (select 1 from analysis_jobs n where n.version_of = j.id)
       order by j.updated_at limit $2`;
  const params = [cutoff.toISOString(), limit];
  // A sweep that finds nothing writes nothing: a delete, even of no row, is logged for the remembered
  // jobs (migration 0030) and would make every one of them be read again.
  if ((await database.query(expired, params)).length === 0) return [];
  const rows = await database.query<Pick<AnalysisJobRow, 'id'>>(
    `delete from analysis_jobs where id in (${expired}) returning id`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * Account deletion (decision 093): removes the analysis jobs the user owns (their requests hold the
 * owner's facts and notes). The videos module's step, registered after this one, ran before it and
 * removed the videos linked to them (decision 153).
 */
export async function deleteJobsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(analysisJobs).where(eq(analysisJobs.userId, userId));
}
