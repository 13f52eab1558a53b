import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { createAnalysisRepository } from './analysis.repository.ts';

/**
 * The analysis-job rows (Drizzle's builder, decision 149; the insert and the read by id prepared,
 * decision 164) store and answer exactly what the former SQL did: times as ISO text in UTC with milliseconds, `null` results as the JSON null,
 * re-runs counted, and a job another account holds left unchanged. PGlite, and PostgreSQL with
 * `bash scripts/with-postgres.sh npx vitest run --project server <this file>`.
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const job = (
  id: string,
  over: Partial<Parameters<ReturnType<typeof createAnalysisRepository>['insert']>[0]> = {},
) => ({
  id,
  propertyId: null,
  userId: null,
  status: 'failed' as const,
  request: { address: '1 Main St', notes: 'a "quoted" note' },
  result: null,
  error: 'Address not found',
  ...over,
});

describe('analysis jobs repository', () => {
  it('stores a job and reads it back with ISO times and the JSON null result', async () => {
    const jobs = createAnalysisRepository(database);
    await jobs.insert(job('repo-job-aaaaaaaaaaaa'));
    const stored = await jobs.find('repo-job-aaaaaaaaaaaa');
    expect(stored).toMatchObject({
      id: 'repo-job-aaaaaaaaaaaa',
      propertyId: null,
      userId: null,
      status: 'failed',
      request: { address: '1 Main St', notes: 'a "quoted" note' },
      result: null,
      error: 'Address not found',
      runs: 1,
      versionOf: null,
    });
    expect(stored?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(stored!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(stored!.createdAt));
    const [kind] = await database.query<{ kind: string }>(
      `select jsonb_typeof(result) as kind from analysis_jobs where id = $1`,
      ['repo-job-aaaaaaaaaaaa'],
    );
    expect(kind?.kind).toBe('null');
    expect(await jobs.find('repo-job-unknown-zzzz')).toBeNull();
  });

  it('writes and reads a job through two prepared statements, nothing planned per call (decision 164)', async () => {
    const sent: string[] = [];
    const recording: Database = {
      ...database,
      query: (sql, params) => {
        sent.push(`query ${sql.slice(0, 40)}`);
        return database.query(sql, params);
      },
      prepared: (name, sql, params) => {
        sent.push(`prepared ${name}`);
        return database.prepared(name, sql, params);
      },
    };
    const jobs = createAnalysisRepository(recording);
    const request = { address: '2 Main St', refinements: { beds: 3 } };
    const result = { market_value: 880_281, comps: [{ price: 1, note: 'ünïcode "q"' }] };
    await jobs.insert(job('repo-job-prepared-aaaa', { status: 'completed', request, result, error: null }));
    const stored = await jobs.find('repo-job-prepared-aaaa');
    expect(stored).toMatchObject({ status: 'completed', request, result, error: null, runs: 1 });
    expect(sent).toEqual(['prepared analysis_job_insert', 'prepared analysis_job_by_id']);
  });

  it('re-runs an unpaid guest job, counting the run, and refuses one another account holds', async () => {
    const jobs = createAnalysisRepository(database);
    await jobs.insert(job('repo-job-bbbbbbbbbbbb', { versionOf: 'repo-job-aaaaaaaaaaaa' }));
    expect(
      await jobs.update(
        job('repo-job-bbbbbbbbbbbb', { status: 'completed', result: { ok: 1 }, error: null }),
      ),
    ).toBe(true);
    const rerun = await jobs.find('repo-job-bbbbbbbbbbbb');
    expect(rerun).toMatchObject({ status: 'completed', result: { ok: 1 }, error: null, runs: 2 });
    expect(rerun?.versionOf).toBe('repo-job-aaaaaaaaaaaa');
    expect(await jobs.versionsOf('repo-job-aaaaaaaaaaaa')).toEqual(['repo-job-bbbbbbbbbbbb']);
    expect(await jobs.ancestorsOf('repo-job-bbbbbbbbbbbb')).toEqual(['repo-job-aaaaaaaaaaaa']);
    expect(await jobs.isPaid('repo-job-bbbbbbbbbbbb')).toBe(false);

    const [user] = await database.query<{ id: string }>(
      `insert into users (email, email_lower, password_hash, first_name)
       values ('repo-owner@example.com', 'repo-owner@example.com', 'x', 'Repo') returning id`,
    );
    await database.query(`update analysis_jobs set user_id = $2 where id = $1`, [
      'repo-job-bbbbbbbbbbbb',
      user!.id,
    ]);
    const other = '00000000-0000-4000-8000-000000000001';
    expect(await jobs.update(job('repo-job-bbbbbbbbbbbb', { userId: other }))).toBe(false);
    expect(await jobs.update(job('repo-job-bbbbbbbbbbbb', { userId: null }))).toBe(false);
    expect(await jobs.find('repo-job-bbbbbbbbbbbb')).toMatchObject({ runs: 2, userId: user!.id });
    expect(await jobs.update(job('repo-job-bbbbbbbbbbbb', { userId: user!.id }))).toBe(true);
    expect(await jobs.find('repo-job-bbbbbbbbbbbb')).toMatchObject({ runs: 3, status: 'failed' });
  });
});
