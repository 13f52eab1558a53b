import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { LocalStorage } from '#lib/storage.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { removeOrphanVideoFiles } from './video-upload.service.ts';
import { insertVideo } from './videos.repository.ts';

let database: Database;
let drop: () => Promise<void>;
const root = mkdtempSync(join(tmpdir(), 'homie-orphans-'));
const storage = new LocalStorage(root);

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
  rmSync(root, { recursive: true, force: true });
});

const put = (key: string) => storage.put(key, Readable.from([Buffer.from('bytes')]));

describe('start-up sweep of video files without a row', () => {
  it('removes only video files no row points at, and keeps every other file', async () => {
    const kept = randomUUID();
    const orphan = randomUUID();
    await put(`videos/${kept}`);
    await put(`videos/${orphan}`);
    await put('reports/not-a-video');
    // A half-written file is the other sweep's (removeIncomplete), never listed as a video.
    writeFileSync(join(root, 'videos', '.partial-abc'), 'half');
    await insertVideo(database.db, {
      id: kept,
      jobId: null,
      storageKey: `videos/${kept}`,
      originalFilename: 'home.mp4',
      sizeBytes: 5,
      durationSeconds: 1,
      container: 'mp4',
      source: 'upload_page',
      uploaderIp: '127.0.0.1',
    });

    expect(await storage.list('videos/')).toEqual([`videos/${kept}`, `videos/${orphan}`].sort());
    expect(await removeOrphanVideoFiles({ database, storage })).toEqual([`videos/${orphan}`]);
    expect(readdirSync(join(root, 'videos')).sort()).toEqual(['.partial-abc', kept]);
    expect(await storage.exists('reports/not-a-video')).toBe(true);
    expect(await removeOrphanVideoFiles({ database, storage })).toEqual([]);
  });

  it('does nothing on storage that cannot list its files (S3)', async () => {
    const { list: _ignored, ...withoutList } = storage;
    expect(await removeOrphanVideoFiles({ database, storage: { ...withoutList } as never })).toEqual([]);
  });
});
