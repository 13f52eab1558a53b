import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { createAnalysisRepository, deleteExpiredAnonymousJobs, JOBS_CHANGED } from './analysis.repository.ts';
import { createOwnerSalesRepository } from './owner-sales.repository.ts';

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

  it('writes a job and answers it again with one check of the log, nothing planned per call (decisions 164, 200)', async () => {
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
    // (A repository's first remembered job also prunes the log, in the background: not this test's.)
    const named = () => sent.filter((s) => !s.startsWith('query delete'));
    expect(named()).toEqual(['prepared analysis_job_insert', `prepared ${JOBS_CHANGED}`]);
    // Another repository has not seen it: it reads the row, through the prepared read.
    sent.length = 0;
    expect(await createAnalysisRepository(recording).find('repo-job-prepared-aaaa')).toEqual(stored);
    expect(named()).toEqual(['prepared analysis_job_by_id']);
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

/**
 * Decision 200: a job this process wrote or read is answered again from memory while no statement
 * that could change it has committed since (migration 0030's log). Each case writes, remembers,
 * changes the row some other way, and reads again: the answer must be the database's.
 */
describe('analysis jobs remembered until a change commits (decision 200)', () => {
  /** What the database answers now: a repository that has remembered nothing reads the row. */
  const fromDatabase = (id: string) => createAnalysisRepository(database).find(id);
  const full = (id: string, over: Parameters<typeof job>[1] = {}) =>
    job(id, {
      status: 'completed',
      request: { street: '4820 Tassajara Rd', zip: '94568', beds: 3, note: 'ünïcode "q" \\ /' },
      result: { valuation: { estimate: 1_234_567.5, low: 0.1 + 0.2, sources: ['roll', null] }, big: 1e21 },
      error: null,
      ...over,
    });

  it('answers a job as written exactly as the database reads it', async () => {
    const jobs = createAnalysisRepository(database);
    await jobs.insert(full('remember-written-aaaa'));
    await jobs.insert(job('remember-failed-aaaaa'));
    for (const id of ['remember-written-aaaa', 'remember-failed-aaaaa'])
      expect(await jobs.find(id)).toEqual(await fromDatabase(id));
  });

  it("gives each caller its own copy: one caller's change is not another's answer", async () => {
    const jobs = createAnalysisRepository(database);
    await jobs.insert(full('remember-copy-aaaaaaa'));
    const first = await jobs.find('remember-copy-aaaaaaa');
    (first!.result as { valuation: { estimate: number } }).valuation.estimate = 1;
    (first!.request as { beds: number }).beds = 9;
    const second = await jobs.find('remember-copy-aaaaaaa');
    expect(second).toEqual(await fromDatabase('remember-copy-aaaaaaa'));
    expect(second).toMatchObject({ result: { valuation: { estimate: 1_234_567.5 } }, request: { beds: 3 } });
  });

  it("shows another repository's re-run and another process's update at the next read", async () => {
    const jobs = createAnalysisRepository(database);
    await jobs.insert(full('remember-rerun-aaaaaa'));
    expect(await jobs.find('remember-rerun-aaaaaa')).toMatchObject({ runs: 1 });

    await createAnalysisRepository(database).update(full('remember-rerun-aaaaaa', { result: { ok: 2 } }));
    expect(await jobs.find('remember-rerun-aaaaaa')).toMatchObject({ runs: 2, result: { ok: 2 } });

    await database.query(`update analysis_jobs set error = 'changed elsewhere' where id = $1`, [
      'remember-rerun-aaaaaa',
    ]);
    const now = await jobs.find('remember-rerun-aaaaaa');
    expect(now).toMatchObject({ error: 'changed elsewhere' });
    expect(now).toEqual(await fromDatabase('remember-rerun-aaaaaa'));
  });

  it('forgets a deleted job: the expiry sweep and a delete by hand', async () => {
    const jobs = createAnalysisRepository(database);
    await jobs.insert(full('remember-expired-aaaa'));
    await jobs.insert(full('remember-deleted-aaaa'));
    expect(await jobs.find('remember-expired-aaaa')).not.toBeNull();
    expect(await jobs.find('remember-deleted-aaaa')).not.toBeNull();

    const later = new Date(Date.now() + 60_000);
    expect(await deleteExpiredAnonymousJobs(database, later, 10_000)).toContain('remember-expired-aaaa');
    expect(await jobs.find('remember-expired-aaaa')).toBeNull();

    await jobs.insert(full('remember-deleted-bbbb'));
    await database.query(`delete from analysis_jobs where id = $1`, ['remember-deleted-bbbb']);
    expect(await jobs.find('remember-deleted-bbbb')).toBeNull();
  });

  it("shows the links a deleted account, home or earlier version sets to null (the foreign keys' updates)", async () => {
    const jobs = createAnalysisRepository(database);
    const [user] = await database.query<{ id: string }>(
      `insert into users (email, email_lower, password_hash, first_name)
       values ('remember-owner@example.com', 'remember-owner@example.com', 'x', 'Remember') returning id`,
    );
    const [home] = await database.query<{ id: number }>(
      `insert into properties (apn, street_number, street_name, city, zip, address_normalized, county, property_type, source)
       values ('remember-1', '1', 'Remember St', 'Dublin', '94568', '1 REMEMBER ST', 'alameda', 'single_family', 'test')
       returning id`,
    );
    await jobs.insert(full('remember-parent-aaaaa'));
    await jobs.insert(
      full('remember-linked-aaaaa', {
        userId: user!.id,
        propertyId: home!.id,
        versionOf: 'remember-parent-aaaaa',
      }),
    );
    expect(await jobs.find('remember-linked-aaaaa')).toMatchObject({
      userId: user!.id,
      propertyId: home!.id,
      versionOf: 'remember-parent-aaaaa',
    });

    await database.query(`delete from users where id = $1`, [user!.id]);
    expect(await jobs.find('remember-linked-aaaaa')).toMatchObject({ userId: null, propertyId: home!.id });
    await database.query(`delete from properties where id = $1`, [home!.id]);
    expect(await jobs.find('remember-linked-aaaaa')).toMatchObject({ propertyId: null });
    await database.query(`delete from analysis_jobs where id = $1`, ['remember-parent-aaaaa']);
    const now = await jobs.find('remember-linked-aaaaa');
    expect(now).toMatchObject({ userId: null, propertyId: null, versionOf: null });
    expect(now).toEqual(await fromDatabase('remember-linked-aaaaa'));
  });

  it("carries the owner's sales, read by the same statement, and shows every write of them at the next read (decision 267)", async () => {
    const jobs = createAnalysisRepository(database);
    const sales = createOwnerSalesRepository(database);
    const id = 'remember-sales-aaaaaa';
    const sale = (saleId: string, over: Record<string, unknown> = {}) => ({
      id: saleId,
      jobId: id,
      address: '12 Neighbour Ct, Dublin',
      saleDate: '2025-11-03',
      price: 1_105_000,
      livingSqft: 1_640,
      beds: 3,
      baths: 2.5,
      yearBuilt: 1987,
      lotSqft: null,
      seenAt: 'Zillow',
      ...over,
    });
    await jobs.insert(full(id));
    expect((await jobs.find(id))?.ownerSales).toEqual([]);

    // This process adds two (through the repository), another adds one by hand: each shows at once.
    expect(await sales.add(sale('remember-sale-1'), 10)).toBe(true);
    let now = await jobs.find(id);
    expect(now?.ownerSales).toMatchObject([
      { id: 'remember-sale-1', saleDate: '2025-11-03', price: 1_105_000, baths: 2.5, lotSqft: null },
    ]);
    expect(now?.ownerSales[0]?.createdAt).toBeInstanceOf(Date);
    expect(await sales.add(sale('remember-sale-2', { saleDate: '2025-12-20', yearBuilt: null }), 10)).toBe(
      true,
    );
    await database.query(
      `insert into owner_sales (id, job_id, address, sale_date, price, living_sqft, beds, baths, seen_at)
       values ('remember-sale-3', $1, '9 Elsewhere Ln', '2025-10-01', 990000, 1500, 3, 2, 'Redfin')`,
      [id],
    );
    now = await jobs.find(id);
    expect(now?.ownerSales.map((s) => s.id)).toEqual([
      'remember-sale-1',
      'remember-sale-2',
      'remember-sale-3',
    ]);
    expect(now).toEqual(await fromDatabase(id));

    // An update and a delete by hand, a remove through the repository, then a truncate.
    await database.query(`update owner_sales set price = 1000000 where id = 'remember-sale-3'`);
    expect((await jobs.find(id))?.ownerSales.at(-1)).toMatchObject({ price: 1_000_000 });
    await database.query(`delete from owner_sales where id = 'remember-sale-1'`);
    expect(await sales.remove(id, 'remember-sale-2')).toBe(true);
    now = await jobs.find(id);
    expect(now?.ownerSales.map((s) => s.id)).toEqual(['remember-sale-3']);
    expect(now).toEqual(await fromDatabase(id));
    await database.query(`truncate owner_sales`);
    expect((await jobs.find(id))?.ownerSales).toEqual([]);
  });

  it('reads again once a job is older than it is kept', async () => {
    const aged = createAnalysisRepository(database, { ttlMs: -1, maxEntries: 10 });
    await aged.insert(full('remember-aged-aaaaaaa'));
    await database.query(`update analysis_jobs set error = 'aged' where id = $1`, ['remember-aged-aaaaaaa']);
    expect(await aged.find('remember-aged-aaaaaaa')).toMatchObject({ error: 'aged' });
  });
});
