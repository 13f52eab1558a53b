import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tooLargeMessage } from '@homie/contracts/videos';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '#lib/storage.ts';
import { errorHandler } from '#plugins/error-handler.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { multipartBody } from './multipart-body.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';
import videosRoutes from './videos.routes.ts';

const CAP = 64 * 1024;

describe.skipIf(!hasFfmpeg)(`video size cap${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`, () => {
  let app: FastifyInstance;
  let root: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'homie-video-cap-'));
    const { database, drop: dropDb } = await createTestDatabase();
    drop = dropDb;
    app = Fastify({ logger: false });
    app.decorate('database', database);
    app.decorate('storage', new LocalStorage(root));
    await app.register(errorHandler);
    await app.register(videosRoutes, { maxBytes: CAP });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a file over the cap with 413 and keeps no bytes', async () => {
    const bytes = readFileSync(makeVideo('cap-big', { seconds: 10, ext: 'mp4', size: '320x240', fps: 25 }));
    expect(bytes.length).toBeGreaterThan(CAP);
    const { body, contentType } = multipartBody(
      {},
      { field: 'video', filename: 'big.mp4', contentType: 'video/mp4', bytes },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/property-tax/videos/',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: tooLargeMessage(CAP) });
    expect(readdirSync(root, { recursive: true }).filter((f) => String(f).startsWith('videos/'))).toEqual([]);
  });

  it('still accepts a file under the cap', async () => {
    const bytes = readFileSync(makeVideo('cap-small', { seconds: 1, ext: 'mp4', size: '64x48', fps: 5 }));
    expect(bytes.length).toBeLessThan(CAP);
    const { body, contentType } = multipartBody(
      {},
      { field: 'video', filename: 'small.mp4', contentType: 'video/mp4', bytes },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/property-tax/videos/',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(201);
  });
});
