import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './storage.s3.ts';
import { CREDENTIALS, startFakeS3 } from './storage.s3.stand-in.ts';

const MiB = 1024 * 1024;
/** The smallest part S3 (and lib-storage) accept but for the last one. */
const PART = 5 * MiB;

describe('S3Storage against a local stand-in', () => {
  let fake: ReturnType<typeof startFakeS3>;
  let storage: S3Storage;
  let endpoint: string;
  beforeAll(async () => {
    fake = startFakeS3();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    storage = new S3Storage(
      { endpoint, bucket: 'bucket', forcePathStyle: true, ...CREDENTIALS },
      { partBytes: PART, maxAttempts: 1 },
    );
  });
  afterAll(() => {
    fake.server.closeAllConnections();
    return new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 251));
  const chunked = (data: Buffer, size = 64 * 1024) =>
    Readable.from(
      (function* () {
        for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
      })(),
    );
  const read = async (key: string) => Buffer.concat(await (await storage.get(key)).toArray());

  it('refuses to start without credentials', () => {
    expect(
      () => new S3Storage({ endpoint, bucket: 'bucket', forcePathStyle: true, region: 'us-west-2' }),
    ).toThrow('S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  });

  it('puts a small file in one request and reads, checks and deletes it', async () => {
    fake.log.length = 0;
    const data = bytes(5000);
    expect(await storage.put('videos/small', chunked(data, 1000), { contentType: 'video/mp4' })).toEqual({
      key: 'videos/small',
      size: 5000,
    });
    expect(fake.log).toEqual(['PUT object']);
    expect(fake.objects.get('videos/small')?.contentType).toBe('video/mp4');
    expect((await read('videos/small')).equals(data)).toBe(true);
    expect(await storage.exists('videos/small')).toBe(true);
    await storage.delete('videos/small');
    expect(await storage.exists('videos/small')).toBe(false);
    await storage.delete('videos/small'); // deleting what is gone is not an error
  });

  it('streams a large file as a multipart upload, visible only once complete', async () => {
    fake.log.length = 0;
    const data = bytes(2 * PART + 300 * 1024);
    expect(await storage.put('videos/large', chunked(data))).toEqual({
      key: 'videos/large',
      size: data.length,
    });
    expect(fake.log[0]).toBe('POST create');
    expect(fake.log.filter((l) => l === 'PUT part').length).toBe(3);
    expect(fake.log.at(-1)).toBe('POST upload');
    expect((await read('videos/large')).equals(data)).toBe(true);
    expect(fake.uploads.size).toBe(0);
  });

  it('aborts the multipart upload and publishes nothing when the source fails', async () => {
    fake.log.length = 0;
    const source = new Readable({ read() {} });
    const put = storage.put('videos/broken', source);
    source.push(bytes(PART + 200 * 1024));
    setTimeout(() => source.destroy(new Error('client went away')), 200);
    await expect(put).rejects.toThrow('client went away');
    expect(fake.log).toContain('POST create');
    expect(fake.log).toContain('DELETE upload');
    expect(await storage.exists('videos/broken')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('aborts when the store refuses a part, and stops reading the source', async () => {
    fake.failOnPart(2);
    const source = chunked(bytes(3 * PART));
    await expect(storage.put('videos/refused', source)).rejects.toThrow(
      'S3 UploadPart failed: InternalError',
    );
    fake.failOnPart(null);
    expect(source.destroyed).toBe(true);
    expect(await storage.exists('videos/refused')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('refuses unsafe keys and a missing object', async () => {
    await expect(storage.put('../etc/passwd', chunked(bytes(1)))).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('videos/../x')).rejects.toThrow('Unsafe storage key');
    const missing = storage.get('videos/none');
    await expect(missing).rejects.toThrow('not readable: 404');
    await expect(missing).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is refused by the server with wrong credentials', async () => {
    const wrong = new S3Storage(
      { endpoint, bucket: 'bucket', forcePathStyle: true, ...CREDENTIALS, secretAccessKey: 'nope' },
      { maxAttempts: 1 },
    );
    await expect(wrong.put('videos/x', chunked(bytes(10)))).rejects.toThrow(
      'S3 PutObject failed: SignatureDoesNotMatch',
    );
    expect(fake.objects.has('videos/x')).toBe(false);
  });
});
