import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { tooLargeMessage, VIDEO_MESSAGES } from '@homie/contracts/videos';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, type Storage } from '#lib/storage.ts';
import { freeBytesAt, lowSpaceWarning, StorageSpace } from '#lib/storage-quota.ts';
import { jobReaderOnly } from '#modules/properties/properties.test-helpers.ts';
import { errorHandler } from '#plugins/error-handler.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { multipartBody } from './multipart-body.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';
import { streamVideoToStorage, UNATTACHED_SHARE } from './video-upload.service.ts';
import videosRoutes, { type VideosRoutesOptions } from './videos.routes.ts';

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
    app.decorate('properties', jobReaderOnly(database)); // who owns a job (app.properties.analysisJobs)
    app.decorate('identifyCaller', async () => {}); // no one signs in here: every upload is a guest's
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
    expect(res.json()).toEqual({ error: tooLargeMessage(CAP), code: 'payload_too_large' });
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

/** Every file under `root`/videos, finished or partial. */
const videoFiles = (root: string) => {
  try {
    return readdirSync(join(root, 'videos'));
  } catch {
    return [];
  }
};

/** A local storage whose writes fail with `code` once `after` bytes are written (a disk filling up). */
function failingStorage(root: string, code: string, after: number): Storage {
  const local = new LocalStorage(root);
  return Object.assign(Object.create(local) as LocalStorage, {
    put(key: string, source: Readable) {
      let written = 0;
      const disk = new Transform({
        transform(chunk: Buffer, _enc, done) {
          written += chunk.length;
          if (written > after) done(Object.assign(new Error(`${code}: write failed`), { code }));
          else done(null, chunk);
        },
      });
      disk.on('error', () => {}); // the adapter's pipeline reports it
      source.pipe(disk);
      return local.put(key, disk);
    },
  });
}

describe.skipIf(!hasFfmpeg)(
  `storage quota, reserve and write failures (issue 13)${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
  () => {
    const JOB = 'quota_job-0123456789ab';
    let small: Buffer;
    let medium: Buffer;
    beforeAll(() => {
      small = readFileSync(makeVideo('quota-small', { seconds: 1, ext: 'mp4', size: '64x48', fps: 5 }));
      medium = readFileSync(makeVideo('quota-medium', { seconds: 4, ext: 'mp4', size: '320x240', fps: 25 }));
      expect(medium.length).toBeGreaterThan(64 * 1024);
    }, 60_000);

    /** The videos routes alone, on a fresh database and folder, with one guest analysis job. */
    async function videoApp(options: VideosRoutesOptions, storageFor?: (root: string) => Storage) {
      const root = mkdtempSync(join(tmpdir(), 'homie-video-quota-'));
      const { database, drop } = await createTestDatabase();
      await database.query(
        `INSERT INTO analysis_jobs (id, status, request) VALUES ($1, 'completed', '{}'::jsonb)`,
        [JOB],
      );
      const app = Fastify({ logger: false });
      app.decorate('database', database);
      app.decorate('storage', storageFor ? storageFor(root) : new LocalStorage(root));
      await app.register(errorHandler);
      app.decorate('properties', jobReaderOnly(database)); // who owns a job (app.properties.analysisJobs)
      app.decorate('identifyCaller', async () => {}); // no one signs in here: every upload is a guest's
      await app.register(videosRoutes, options);
      await app.ready();
      const send = (
        bytes: Buffer,
        fields: Record<string, string> = { job_id: JOB },
        url = '/upload-video',
      ) => {
        const { body, contentType } = multipartBody(
          fields,
          { field: 'video', filename: 'home.mp4', contentType: 'video/mp4', bytes },
          { fieldsFirst: true },
        );
        return app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': contentType } });
      };
      /** The same upload as a stream without Content-Length: only the per-chunk count can stop it. */
      const sendUndeclared = (bytes: Buffer) => {
        const { body, contentType } = multipartBody(
          { job_id: JOB },
          { field: 'video', filename: 'home.mp4', contentType: 'video/mp4', bytes },
          { fieldsFirst: true },
        );
        const chunks = Array.from({ length: Math.ceil(body.length / 4096) }, (_, i) =>
          body.subarray(i * 4096, (i + 1) * 4096),
        );
        return app.inject({
          method: 'POST',
          url: '/upload-video',
          payload: Readable.from(chunks),
          headers: { 'content-type': contentType },
        });
      };
      const rows = async () => (await database.query('SELECT id FROM videos')).length;
      return {
        root,
        send,
        sendUndeclared,
        rows,
        async close() {
          await app.close();
          await drop();
          rmSync(root, { recursive: true, force: true });
        },
      };
    }

    it('refuses with 507 the upload that would cross the global quota, keeping no bytes and no row', async () => {
      const v = await videoApp({ quotaBytes: small.length * 2 + medium.length / 2, minFreeBytes: 0 });
      try {
        expect((await v.send(small)).statusCode).toBe(201);
        expect((await v.send(small)).statusCode).toBe(201);
        const res = await v.send(medium);
        expect(res.statusCode).toBe(507);
        expect(res.json()).toEqual({ error: VIDEO_MESSAGES.storageFull, code: 'insufficient_storage' });
        expect(videoFiles(v.root)).toHaveLength(2);
        expect(await v.rows()).toBe(2);
        // A file that still fits is accepted: the quota counts what is stored, not what was refused.
        expect((await v.send(small, { job_id: JOB })).statusCode).toBe(201);
      } finally {
        await v.close();
      }
    });

    it('keeps the free-space reserve: refused before reading when below it, and mid-stream before crossing it', async () => {
      let free = 0;
      const v = await videoApp({ minFreeBytes: 1024 * 1024, freeBytes: async () => free });
      try {
        free = 1024 * 1024 - 1; // already below the reserve (as at a start-up on a full disk)
        let res = await v.send(small);
        expect(res.statusCode).toBe(507);
        expect(res.json()).toEqual({ error: VIDEO_MESSAGES.storageFull, code: 'insufficient_storage' });
        free = 1024 * 1024 + medium.length / 2; // room for half of it
        res = await v.send(medium);
        expect(res.statusCode).toBe(507);
        expect(videoFiles(v.root)).toEqual([]);
        expect(await v.rows()).toBe(0);
        res = await v.sendUndeclared(medium); // no Content-Length: stopped mid-stream
        expect(res.statusCode).toBe(507);
        expect(res.json()).toEqual({ error: VIDEO_MESSAGES.storageFull, code: 'insufficient_storage' });
        expect(videoFiles(v.root)).toEqual([]);
        expect(await v.rows()).toBe(0);
        free = 1024 * 1024 + 10 * medium.length;
        expect((await v.send(medium)).statusCode).toBe(201);
        expect((await v.sendUndeclared(small)).statusCode).toBe(201);
      } finally {
        await v.close();
      }
    });

    it('lets job-less uploads (the upload page) use only a share of the quota', async () => {
      const quota = Math.ceil((small.length * 1.5) / UNATTACHED_SHARE);
      const v = await videoApp({ quotaBytes: quota, minFreeBytes: 0 });
      try {
        expect((await v.send(small, {}, '/property-tax/videos/')).statusCode).toBe(201);
        const res = await v.send(small, {}, '/property-tax/videos/');
        expect(res.statusCode).toBe(507);
        expect(res.json()).toEqual({ error: VIDEO_MESSAGES.storageFull, code: 'insufficient_storage' });
        // Uploads for a job still have the rest of the quota.
        expect((await v.send(small, { job_id: JOB }, '/property-tax/videos/')).statusCode).toBe(201);
        expect(videoFiles(v.root)).toHaveLength(2);
      } finally {
        await v.close();
      }
    });

    it('answers 507 when the disk fills mid-write (ENOSPC), removing the partial file and leaving no row', async () => {
      const v = await videoApp({ minFreeBytes: 0 }, (root) => failingStorage(root, 'ENOSPC', 16 * 1024));
      try {
        const res = await v.send(medium);
        expect(res.statusCode).toBe(507);
        expect(res.json()).toEqual({ error: VIDEO_MESSAGES.storageFull, code: 'insufficient_storage' });
        expect(videoFiles(v.root)).toEqual([]);
        expect(await v.rows()).toBe(0);
      } finally {
        await v.close();
      }
    }, 15_000);

    it('answers a generic 500 for any other write failure, without internals, and keeps nothing', async () => {
      const v = await videoApp({ minFreeBytes: 0 }, (root) => failingStorage(root, 'EIO', 16 * 1024));
      try {
        const res = await v.send(medium);
        expect(res.statusCode).toBe(500);
        expect(res.json().error).not.toMatch(/EIO|write/);
        expect(videoFiles(v.root)).toEqual([]);
        expect(await v.rows()).toBe(0);
      } finally {
        await v.close();
      }
    }, 15_000);

    it('stops streaming at the quota, even when the size was not declared up front', async () => {
      const root = mkdtempSync(join(tmpdir(), 'homie-video-stream-'));
      try {
        const storage = new LocalStorage(root);
        const space = new StorageSpace({
          quotaBytes: 32 * 1024,
          minFreeBytes: 0,
          usedBytes: async () => 0,
          message: VIDEO_MESSAGES.storageFull,
        });
        const reservation = await space.reserve(); // no length known
        const chunks = Array.from({ length: Math.ceil(medium.length / 8192) }, (_, i) =>
          medium.subarray(i * 8192, (i + 1) * 8192),
        );
        const error = await streamVideoToStorage(
          storage,
          { filename: 'home.mp4', file: Readable.from(chunks) },
          10 * 1024 * 1024,
          reservation,
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ statusCode: 507, message: VIDEO_MESSAGES.storageFull });
        expect(videoFiles(root)).toEqual([]);
        reservation.release();
        expect(space.usedEstimate()).toBe(0);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  },
);

describe('start-up check of the free-space reserve', () => {
  it('warns loudly, without failing, when the data disk is below the reserve', async () => {
    const low = await lowSpaceWarning('/data', 2 * 1024 ** 3, async () => 100 * 1024 * 1024);
    expect(low).toMatch(/LOW DISK SPACE/);
    expect(low).toMatch(/100 MB free, below STORAGE_MIN_FREE_BYTES \(2048 MB\)/);
    expect(await lowSpaceWarning('/data', 2 * 1024 ** 3, async () => 3 * 1024 ** 3)).toBeUndefined();
    // The real disk answers a number (statfs), also for a folder not created yet.
    expect(await freeBytesAt(join(tmpdir(), 'not-there-yet', 'pglite'))).toBeGreaterThan(0);
  });
});
