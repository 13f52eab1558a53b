import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '@homie/contracts/retention';
import { loadConfig } from '#config/env.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { insertPaidOrder } from '../appeals/appeals.test-helpers.ts';
import { frameUpload, multipart } from '../tour/multipart.test-helper.ts';
import { insertVideo } from '#modules/videos/videos.service.ts';
import { saveTestCapture } from './evidence-photos.test-helpers.ts';
import { createRetentionSweeper, sweepExpired } from './retention-sweep.ts';

/**
 * Retention as the Privacy Policy states it (issue 18 item 6, decision 115): videos and saved tour
 * photos deleted on the schedule and with the account; unsaved frames never stored.
 */

type Session = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 3600 * 1000;
let t: TestApp;
const policy = { videoDays: RETENTION.videoDays, captureDays: RETENTION.captureDays };
const deps = () => ({ database: t.database, storage: t.app.storage });

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

/** Every file the storage holds (local disk under DATA_DIR/files). */
function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  } catch {
    return [];
  }
}

async function storeVideo(jobId: string | null, createdAt: Date): Promise<string> {
  const id = randomUUID();
  const key = `videos/${id}`;
  await t.app.storage.put(key, Readable.from([Buffer.from('not really a video')]));
  await insertVideo(t.database.db, {
    id,
    jobId,
    storageKey: key,
    originalFilename: 'home.mp4',
    sizeBytes: 18,
    durationSeconds: 12,
    container: 'mp4',
    source: 'details',
    uploaderIp: '127.0.0.1',
    createdAt,
  });
  await t.database.query(
    `insert into video_findings (video_id, job_id, status, frames_sampled, findings) values ($1, $2, 'done', 3, '{}'::jsonb)`,
    [id, jobId],
  );
  return key;
}

const rowCount = async (sql: string, params: unknown[] = []) =>
  Number((await t.database.query<{ n: number }>(sql, params))[0]?.n ?? 0);

describe('the schedule', () => {
  it('deletes videos past 180 days and tour photos past 2 years (rows, findings, appeal links, files), and keeps the rest', async () => {
    const user = await signUp(t.app);
    const now = new Date();
    const oldVideo = await storeVideo(null, new Date(now.getTime() - (policy.videoDays + 1) * DAY));
    const youngVideo = await storeVideo(null, new Date(now.getTime() - (policy.videoDays - 1) * DAY));
    const oldCapture = await saveTestCapture(
      deps(),
      user.user_id,
      1,
      undefined,
      new Date(now.getTime() - (policy.captureDays + 1) * DAY),
    );
    const youngCapture = await saveTestCapture(
      deps(),
      user.user_id,
      2,
      undefined,
      new Date(now.getTime() - (policy.captureDays - 1) * DAY),
    );
    const orderId = await insertPaidOrder(t.database, {
      jobId: 'job_retention_1',
      tier: 'basic',
      userId: user.user_id,
    });
    await t.database.query(
      `insert into order_evidence_photos (order_id, capture_id, caption, position) values ($1, $2, 'old', 0), ($1, $3, 'new', 1)`,
      [orderId, oldCapture.id, youngCapture.id],
    );

    const result = await sweepExpired(deps(), policy, now);
    expect(result).toEqual({ videos: 1, captures: 1, filesRemoved: 2 });
    expect(await t.app.storage.exists(oldVideo)).toBe(false);
    expect(await t.app.storage.exists(oldCapture.key)).toBe(false);
    expect(await t.app.storage.exists(youngVideo)).toBe(true);
    expect(await t.app.storage.exists(youngCapture.key)).toBe(true);
    expect(await rowCount('select count(*)::int as n from videos where storage_key = $1', [oldVideo])).toBe(
      0,
    );
    expect(await rowCount('select count(*)::int as n from video_findings')).toBe(1);
    expect(
      await t.database.query('select capture_id from order_evidence_photos where order_id = $1', [orderId]),
    ).toEqual([{ capture_id: youngCapture.id }]);
    // Run again: nothing more is past its date.
    expect(await sweepExpired(deps(), policy, now)).toEqual({ videos: 0, captures: 0, filesRemoved: 0 });
  });

  it('sweeps periodically at the configured interval, not just once', async () => {
    const sweeper = createRetentionSweeper({ ...deps(), policy, intervalMs: 40, firstRunMs: 5 });
    sweeper.start();
    try {
      const long = new Date(Date.now() - 1000 * DAY);
      const first = await storeVideo(null, long);
      await expect.poll(() => t.app.storage.exists(first), { timeout: 5_000 }).toBe(false);
      const second = await storeVideo(null, long);
      await expect.poll(() => t.app.storage.exists(second), { timeout: 5_000 }).toBe(false);
    } finally {
      await sweeper.stop();
    }
  });

  it('reads the schedule and the interval from the environment (0 = no periodic sweep)', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir };
    expect(loadConfig(base).retention).toEqual({
      videoDays: 180,
      captureDays: 730,
      sweepIntervalMs: 6 * 3600_000,
    });
    const custom = loadConfig({
      ...base,
      RETENTION_VIDEO_DAYS: '30',
      RETENTION_CAPTURE_DAYS: '90',
      RETENTION_SWEEP_INTERVAL_MINUTES: '15',
    });
    expect(custom.retention).toEqual({ videoDays: 30, captureDays: 90, sweepIntervalMs: 15 * 60_000 });
    const off = loadConfig({ ...base, RETENTION_SWEEP_INTERVAL_MINUTES: '0' });
    const sweeper = createRetentionSweeper({
      ...deps(),
      policy,
      intervalMs: off.retention.sweepIntervalMs,
      firstRunMs: 1,
    });
    sweeper.start();
    const video = await storeVideo(null, new Date(Date.now() - 1000 * DAY));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.storage.exists(video)).toBe(true);
    await sweeper.stop();
    await sweepExpired(deps(), policy);
  });
});

describe('account deletion', () => {
  it("deletes the account's videos, their findings, its tour photos and their appeal links, files included", async () => {
    const user: Session = await signUp(
      t.app,
      `erase-${randomUUID().slice(0, 8)}@example.com`,
      'correct horse',
    );
    const other = await signUp(t.app);
    const jobId = `job_erase_${randomUUID().slice(0, 8)}`;
    await t.database.query(
      `insert into analysis_jobs (id, user_id, status, request) values ($1, $2, 'completed', '{}'::jsonb)`,
      [jobId, user.user_id],
    );
    const video = await storeVideo(jobId, new Date());
    const captures = [
      await saveTestCapture(deps(), user.user_id, 11),
      await saveTestCapture(deps(), user.user_id, 12),
    ];
    const kept = await saveTestCapture(deps(), other.user_id, 13);
    const orderId = await insertPaidOrder(t.database, { jobId, tier: 'basic', userId: user.user_id });
    await t.database.query(
      `insert into order_evidence_photos (order_id, capture_id, position) values ($1, $2, 0), ($1, $3, 1)`,
      [orderId, captures[0]!.id, captures[1]!.id],
    );
    const before = storedFiles();
    expect(before).toEqual(expect.arrayContaining([video, ...captures.map((c) => c.key), kept.key]));

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account/',
      headers: { authorization: `Bearer ${user.access}` },
      payload: { password: 'correct horse' },
    });
    expect(res.statusCode).toBe(204);

    const after = storedFiles();
    for (const key of [video, ...captures.map((c) => c.key)]) expect(after).not.toContain(key);
    expect(after).toContain(kept.key);
    expect(await rowCount('select count(*)::int as n from videos where job_id = $1', [jobId])).toBe(0);
    expect(await rowCount('select count(*)::int as n from video_findings where job_id = $1', [jobId])).toBe(
      0,
    );
    expect(
      await rowCount('select count(*)::int as n from tour_captures where user_id = $1', [user.user_id]),
    ).toBe(0);
    expect(
      await rowCount('select count(*)::int as n from order_evidence_photos where order_id = $1', [orderId]),
    ).toBe(0);
  });
});

describe('unsaved frames', () => {
  it('analysing a frame stores nothing: no file, no row; only "Save as evidence" stores one', async () => {
    const user = await signUp(t.app);
    const before = storedFiles();
    const captures = () =>
      rowCount('select count(*)::int as n from tour_captures where user_id = $1', [user.user_id]);
    const frame = await sharp({
      create: {
        width: 640,
        height: 360,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const body = frameUpload(frame);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-frame/',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${user.access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().evidence_token).toBeTruthy();
    expect(storedFiles()).toEqual(before);
    expect(await captures()).toBe(0);
    // Saving it (the image and its signed analysis) is what stores a file and a row.
    const save = multipart([
      { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: frame },
      { name: 'evidence_token', value: res.json().evidence_token },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tour/captures/',
      payload: save.payload,
      headers: { ...save.headers, authorization: `Bearer ${user.access}` },
    });
    expect(saved.statusCode).toBe(201);
    expect(await captures()).toBe(1);
    expect(storedFiles().filter((f) => !before.includes(f))).toEqual([
      expect.stringMatching(new RegExp(`^tour/${user.user_id}/[0-9a-f-]+\\.jpg$`)),
    ]);
    // Nothing under the data folder but the secret, the web build and the files folder either.
    expect(
      readdirSync(t.config.dataDir).filter((name) => !['files', 'web-dist', 'secrets'].includes(name)),
    ).toEqual([]);
  }, 120_000);
});
