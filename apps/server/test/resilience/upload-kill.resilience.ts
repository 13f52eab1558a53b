// SIGKILL while a video streams in, and again right after its last byte, then a restart: the
// videos uploaded before are intact (row and file), the interrupted one left no row, no partial
// file and no file without a row, and the restarted server takes uploads again.
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, sampleMp4 } from '../security/journeys.ts';
import { storedFiles, tablesReadable, tempDataDir, withPglite } from './data-dir.ts';
import { eventually, type ServerProcess, startServer } from './server-process.ts';

const data = tempDataDir('upload');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  data.remove();
});

const small = sampleMp4(3);
const large = sampleMp4(80);

async function upload(url: string, body: Buffer): Promise<number> {
  const form = multipart([{ name: 'video', filename: 'home.mp4', contentType: 'video/mp4', body }]);
  const res = await fetch(`${url}/property-tax/videos/`, {
    method: 'POST',
    body: form.payload,
    headers: form.headers,
  });
  return res.status;
}

/** Starts an upload and keeps the connection open after sending `fraction` of the body. */
function startSlowUpload(url: string, body: Buffer, fraction: number) {
  const form = multipart([{ name: 'video', filename: 'home.mp4', contentType: 'video/mp4', body }]);
  const { hostname, port } = new URL(url);
  const req = request({
    hostname,
    port,
    method: 'POST',
    path: '/upload-video',
    headers: { ...form.headers, 'content-length': String(form.payload.length) },
  });
  req.on('error', () => {});
  req.write(form.payload.subarray(0, Math.floor(form.payload.length * fraction)));
  return req;
}

describe.skipIf(!small || !large)('SIGKILL during a video upload', () => {
  it('leaves no half upload behind and keeps the finished ones', { timeout: 600_000 }, async () => {
    server = await startServer({ DATA_DIR: data.dir });
    expect(await upload(server.url, small!)).toBe(201);

    // 1. Killed mid-stream, while the partial file is being written.
    const slow = startSlowUpload(server.url, large!, 0.5);
    const writing = await eventually(
      async () => storedFiles(data.dir).some((f) => f.includes('.partial-')),
      30_000,
      20,
    );
    expect(writing, 'the server started writing the upload').toBe(true);
    await server.stop('SIGKILL');
    slow.destroy();

    // 2. Killed as the last byte arrives (the probe, the rename and the row insert race the kill).
    server = await startServer({ DATA_DIR: data.dir });
    const whole = startSlowUpload(server.url, large!, 1);
    await new Promise((r) => setTimeout(r, 30));
    await server.stop('SIGKILL');
    whole.destroy();

    server = await startServer({ DATA_DIR: data.dir });
    expect(await upload(server.url, small!), 'uploads work after the restarts').toBe(201);
    await server.stop('SIGTERM');

    await withPglite(data.dir, async (db) => {
      expect(await tablesReadable(db)).toEqual([]);
      const rows = await db.query<{ storage_key: string; size_bytes: number }>(
        'select storage_key, size_bytes from videos',
      );
      const files = storedFiles(data.dir);
      expect(
        files.filter((f) => f.includes('.partial-')),
        'partial files left by the kill',
      ).toEqual([]);
      const keys = new Set(rows.map((r) => r.storage_key));
      expect(
        files.filter((f) => !keys.has(f)),
        'files without a row',
      ).toEqual([]);
      expect(
        rows.filter((r) => !files.includes(r.storage_key)),
        'rows without a file',
      ).toEqual([]);
      // The two finished small uploads are there; the one killed mid-stream is not.
      expect(rows.filter((r) => r.size_bytes === small!.length).length).toBe(2);
      expect(rows.length).toBeLessThanOrEqual(3);
    });
  });
});
