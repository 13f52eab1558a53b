// Issue 49, item 1 (decision 204): a tour capture keeps only the image (bytes after its end marker
// are dropped), at most TOUR_LIMITS.maxFrameBytes, and its bytes are reserved in the uploads' storage
// quota and free-space reserve, with a per-account bound; a refused save leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeFrameResponseSchema, TOUR_LIMITS } from '@homie/contracts/tour';
import type { BuildAppOptions } from '../../app.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { withoutTrailingData } from './frame-image.ts';
import { CAPTURE_MESSAGES } from './keep-frame.ts';
import { frameUpload, multipart } from './multipart.test-helper.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const jpeg = (seed: number, side = 64) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(modules: BuildAppOptions['modules'] = {}) {
  t = await createTestApp({}, { modules });
  return { app: t, user: await signUp(t.app) };
}

const bearer = (s: Session) => ({ authorization: `Bearer ${s.access}` });

async function post(app: TestApp, url: string, body: ReturnType<typeof multipart>, user: Session) {
  return app.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(user) },
  });
}

/** Analyses `image` (as sent) and saves it with its evidence token. */
async function analyseAndSave(app: TestApp, user: Session, image: Buffer) {
  const analysed = await post(app, '/api/analyze-frame/', frameUpload(image), user);
  expect(analysed.statusCode, analysed.body).toBe(200);
  const { evidence_token } = analyzeFrameResponseSchema.parse(analysed.json());
  return post(
    app,
    '/api/tour/captures/',
    multipart([
      { name: 'evidence_token', value: evidence_token },
      { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: image },
    ]),
    user,
  );
}

/** Every file under DATA_DIR/files/tour (images and partial files alike). */
function tourFiles(app: TestApp): { path: string; size: number }[] {
  const root = join(app.config.dataDir, 'files', 'tour');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, size: statSync(path).size };
    });
}

async function captureRows(app: TestApp, userId: string) {
  return app.database.query<{ image_bytes: number }>(
    'select image_bytes from tour_captures where user_id = $1',
    [userId],
  );
}

describe('tour captures and the storage they take (decision 204)', () => {
  it('a JPEG padded with random bytes is analysed, signed and stored as the image alone', async () => {
    const { app, user } = await start();
    const image = await jpeg(1);
    const padded = Buffer.concat([image, randomBytes(1024 * 1024)]);
    const saved = await analyseAndSave(app, user, padded);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await captureRows(app, user.user_id)).toEqual([{ image_bytes: image.length }]);
    expect(tourFiles(app).map((f) => f.size)).toEqual([image.length]);
    const served = await app.app.inject({ url: saved.json().image_url, headers: bearer(user) });
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('an upload over the per-frame cap is refused (413) before it is analysed', async () => {
    const { app, user } = await start();
    const big = Buffer.concat([await jpeg(2), randomBytes(TOUR_LIMITS.maxFrameBytes)]);
    expect(TOUR_LIMITS.maxFrameBytes).toBeLessThanOrEqual(5 * 1024 * 1024);
    const res = await post(app, '/api/analyze-frame/', frameUpload(big), user);
    expect(res.statusCode).toBe(413);
  });

  it('over the storage quota a save answers 507 and leaves no file, row or reservation', async () => {
    const first = await jpeg(3);
    const second = await jpeg(4, 128);
    const small = await jpeg(5, 32);
    expect(small.length).toBeLessThan(second.length);
    // Room for the first image and the small one, not for the second.
    const { app, user } = await start({
      tour: { quotaBytes: first.length + small.length + 16, minFreeBytes: 0 },
    });
    const kept = await analyseAndSave(app, user, first);
    expect(kept.statusCode, kept.body).toBe(201);
    for (let i = 0; i < 3; i++) {
      const refused = await analyseAndSave(app, user, second);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ error: CAPTURE_MESSAGES.storageFull, code: 'insufficient_storage' });
    }
    expect(await captureRows(app, user.user_id)).toHaveLength(1);
    expect(tourFiles(app)).toHaveLength(1);
    // The refusals reserved nothing that stays: the small image still fits.
    expect((await analyseAndSave(app, user, small)).statusCode).toBe(201);
  });

  it('below the disk free-space reserve a save answers 507 and stores nothing', async () => {
    const { app, user } = await start({
      tour: { minFreeBytes: 10 * 1024 * 1024, freeBytes: async () => 10 * 1024 * 1024 + 100 },
    });
    const refused = await analyseAndSave(app, user, await jpeg(6));
    expect(refused.statusCode).toBe(507);
    expect(await captureRows(app, user.user_id)).toHaveLength(0);
    expect(tourFiles(app)).toHaveLength(0);
  });

  it('videos count in the captures quota (one quota over stored uploads)', async () => {
    const image = await jpeg(6);
    const { app, user } = await start({ tour: { quotaBytes: 10 * image.length, minFreeBytes: 0 } });
    await app.database.query(
      `insert into videos (job_id, storage_key, original_filename, size_bytes, duration_seconds, container, source)
       values (null, 'videos/x', 'x.mp4', $1, 1, 'mp4', 'upload_page')`,
      [10 * image.length],
    );
    expect((await analyseAndSave(app, user, image)).statusCode).toBe(507);
  });

  it('an account whose captures take its whole bound gets 507 for the next one, nothing stored', async () => {
    const { app, user } = await start();
    const image = await jpeg(7);
    // The account already holds images worth all but a few bytes of its bound (rows only).
    await app.database.query(
      `insert into tour_captures
         (user_id, analysis, report, image_key, content_type, image_bytes, image_sha256, width, height)
       values ($1, 'earlier', '{}'::jsonb, 'tour/earlier', 'image/jpeg', $2, 'sha-earlier', 1, 1)`,
      [user.user_id, TOUR_LIMITS.captureBytesPerUser - 10],
    );
    const refused = await analyseAndSave(app, user, image);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ error: CAPTURE_MESSAGES.accountFull, code: 'insufficient_storage' });
    expect(await captureRows(app, user.user_id)).toHaveLength(1);
    expect(tourFiles(app)).toHaveLength(0);
  });
});

describe('withoutTrailingData', () => {
  it('cuts JPEG, PNG and WebP at their end marker and leaves a clean image as it is', async () => {
    const base = sharp({ create: { width: 40, height: 40, channels: 3, background: '#845' } });
    for (const image of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().jpeg({ progressive: true }).toBuffer(),
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      expect(withoutTrailingData(image)).toBe(image);
      const padded = Buffer.concat([image, Buffer.from([0xff, 0xd9, 1, 2, 3]), randomBytes(5000)]);
      expect(withoutTrailingData(padded).equals(image)).toBe(true);
    }
  });

  it('refuses a JPEG or PNG cut before its end (400)', async () => {
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#845' } })
      .png()
      .toBuffer();
    expect(() => withoutTrailingData(image.subarray(0, image.length - 6))).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
