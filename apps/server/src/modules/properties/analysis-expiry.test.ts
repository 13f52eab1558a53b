import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env.ts';
import { insertPaidOrder } from '#modules/appeals/appeals.test-helpers.ts';
import { upsertLead } from '#modules/leads/leads.service.ts';
import { insertVideo } from '#modules/videos/videos.service.ts';
import { signUp } from '../../../test/helpers.ts';
import { createJobExpirySweeper, sweepExpiredJobs } from './analysis-expiry.sweep.ts';
import { SUBJECT_REQUEST } from './properties.test-fixtures.ts';
import { TEST_BROWSER_COOKIE, useSeededTestApp } from './properties.test-helpers.ts';

/**
 * Bounded storage (issue 20 item 5, decision 128): an anonymous analysis job is deleted
 * ANALYSIS_JOB_TTL_DAYS after its last run unless an order, a lead or a video names it; a job of an
 * account is kept with the account.
 */

const DAY = 24 * 3600 * 1000;
const TTL = 30;
const t = useSeededTestApp(60_000);

const home = SUBJECT_REQUEST;

/** A job made as a visitor makes one: POST /manual_analysis, with or without an account. */
async function analyse(access?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/manual_analysis',
    payload: home,
    headers: { cookie: TEST_BROWSER_COOKIE, ...(access ? { authorization: `Bearer ${access}` } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const jobId = response.json().job_id as string;
  expect(jobId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  return jobId;
}

/** Makes the job's last run `days` ago. */
const age = (jobId: string, days: number) =>
  t.database.query(`update analysis_jobs set created_at = $2, updated_at = $2 where id = $1`, [
    jobId,
    new Date(Date.now() - days * DAY).toISOString(),
  ]);

const exists = async (jobId: string) =>
  (await t.database.query('select 1 from analysis_jobs where id = $1', [jobId])).length === 1;

const queryResult = (jobId: string) => t.app.inject({ method: 'GET', url: `/query_result?job_id=${jobId}` });

describe('anonymous analysis jobs expire', () => {
  it('deletes an old anonymous job and keeps a young one, and those an order, a lead, a video, a watch or an account holds', async () => {
    const user = await signUp(t.app);
    const old = await analyse();
    const young = await analyse();
    const ordered = await analyse();
    const leadJob = await analyse();
    const videoJob = await analyse();
    const watchedJob = await analyse();
    const owned = await analyse(user.access);
    expect(await t.database.query('select user_id from analysis_jobs where id = $1', [owned])).toEqual([
      { user_id: user.user_id },
    ]);
    for (const id of [old, ordered, leadJob, videoJob, watchedJob, owned]) await age(id, TTL + 1);
    await age(young, TTL - 1);

    await insertPaidOrder(t.database, { jobId: ordered, tier: 'basic', guestToken: randomUUID() });
    await upsertLead(t.database.db, {
      email: 'lead@example.com',
      emailLower: 'lead@example.com',
      phone: '5105550134',
      street: home.street,
      unit: '',
      city: home.city,
      state: 'CA',
      zipCode: home.zip,
      addressKey: `expiry-${leadJob}`,
      jobId: leadJob,
      result: {},
    });
    const videoId = randomUUID();
    await t.app.storage.put(`videos/${videoId}`, Readable.from([Buffer.from('not really a video')]));
    await insertVideo(t.database.db, {
      id: videoId,
      jobId: videoJob,
      storageKey: `videos/${videoId}`,
      originalFilename: 'home.mp4',
      sizeBytes: 18,
      durationSeconds: 12,
      container: 'mp4',
      source: 'details',
      uploaderIp: '127.0.0.1',
      createdAt: new Date(),
    });

    // A visitor watches the home (decision 238: its re-checks value the job's home again).
    const watch = await t.app.inject({
      method: 'POST',
      url: '/api/watches',
      payload: { job_id: watchedJob, email: 'watcher@example.com' },
      headers: { cookie: TEST_BROWSER_COOKIE },
    });
    expect(watch.statusCode).toBe(201);

    expect((await queryResult(old)).statusCode).toBe(200);
    const result = await sweepExpiredJobs(t.database, TTL);
    expect(result.analysisJobs).toBe(1);
    expect(await exists(old)).toBe(false);
    expect((await queryResult(old)).statusCode).toBe(404);
    for (const kept of [young, ordered, leadJob, videoJob, watchedJob, owned])
      expect(await exists(kept)).toBe(true);
    expect((await queryResult(young)).statusCode).toBe(200);
    // Nothing else is past its date.
    expect(await sweepExpiredJobs(t.database, TTL)).toEqual({ analysisJobs: 0 });
  });

  it('counts from the last run: a re-run job is young again', async () => {
    const jobId = await analyse();
    await age(jobId, TTL + 5);
    const rerun = await t.app.inject({
      method: 'POST',
      url: '/manual_analysis',
      payload: { ...home, job_id: jobId, beds: 4 },
      headers: { cookie: TEST_BROWSER_COOKIE },
    });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json().job_id).toBe(jobId);
    await t.database.query(`update analysis_jobs set created_at = $2 where id = $1`, [
      jobId,
      new Date(Date.now() - (TTL + 5) * DAY).toISOString(),
    ]);
    await sweepExpiredJobs(t.database, TTL);
    expect(await exists(jobId)).toBe(true);
  });

  it("writes nothing when nothing has expired: not even a row in the jobs' change log", async () => {
    await analyse();
    // Its newest row (a background prune only deletes the rows below it).
    const logged = () =>
      t.database.query<{ n: string }>('select coalesce(max(seq), 0)::text as n from analysis_job_changes');
    const before = await logged();
    expect(await sweepExpiredJobs(t.database, TTL)).toEqual({ analysisJobs: 0 });
    expect(await logged()).toEqual(before);
  });

  it('sweeps periodically', async () => {
    const sweeper = createJobExpirySweeper({
      database: t.database,
      ttlDays: TTL,
      intervalMs: 40,
      firstRunMs: 5,
    });
    sweeper.start();
    try {
      const first = await analyse();
      await age(first, TTL + 1);
      await expect.poll(() => exists(first), { timeout: 5_000 }).toBe(false);
      const second = await analyse();
      await age(second, TTL + 1);
      await expect.poll(() => exists(second), { timeout: 5_000 }).toBe(false);
    } finally {
      await sweeper.stop();
    }
  });

  it('reads the time from ANALYSIS_JOB_TTL_DAYS (30 days unless set) and refuses nonsense', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir };
    expect(loadConfig(base).analysisJobTtlDays).toBe(30);
    expect(loadConfig({ ...base, ANALYSIS_JOB_TTL_DAYS: '7' }).analysisJobTtlDays).toBe(7);
    expect(() => loadConfig({ ...base, ANALYSIS_JOB_TTL_DAYS: '0' })).toThrow();
  });
});
