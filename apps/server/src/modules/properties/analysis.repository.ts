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
}

const COLUMNS = `id, property_id as "propertyId", user_id as "userId", status, request, result, error, runs,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/** Analysis jobs (migration 0003): the request and the stored result, written once per run. */
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
        `insert into analysis_jobs (id, property_id, user_id, status, request, result, error)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
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
    },

    /** A re-run with the owner's corrections: same id, new request and result, one more run. */
    async update(job: JobWrite): Promise<boolean> {
      const rows = await database.query(
        `update analysis_jobs set property_id = $2, user_id = coalesce(user_id, $3), status = $4, request = $5::jsonb,
           result = $6::jsonb, error = $7, runs = runs + 1, updated_at = now()
         where id = $1 returning id`,
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
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
