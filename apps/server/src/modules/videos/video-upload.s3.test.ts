import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '#lib/errors.ts';
import { S3Storage } from '#lib/storage.s3.ts';
import { CREDENTIALS, startFakeS3 } from '#lib/storage.s3.stand-in.ts';
import { FFMPEG_SKIP_MESSAGE, hasFfmpeg, makeVideo } from './video-fixtures.ts';
import { streamVideoToStorage } from './video-upload.service.ts';

/** An upload as the multipart parser hands it over: the file's bytes in network-sized chunks. */
const incoming = (bytes: Buffer, chunk = 16 * 1024) => ({
  filename: 'clip.mp4',
  file: Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  ),
});

describe.skipIf(!hasFfmpeg)(
  `video uploads into S3-compatible storage${hasFfmpeg ? '' : ` (${FFMPEG_SKIP_MESSAGE})`}`,
  () => {
    let fake: ReturnType<typeof startFakeS3>;
    let storage: S3Storage;
    beforeAll(async () => {
      fake = startFakeS3();
      await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
      const { port } = fake.server.address() as AddressInfo;
      storage = new S3Storage(
        { endpoint: `http://127.0.0.1:${port}`, bucket: 'bucket', forcePathStyle: true, ...CREDENTIALS },
        { maxAttempts: 1 },
      );
    });
    afterAll(() => {
      fake.server.closeAllConnections();
      return new Promise<void>((resolve) => fake.server.close(() => resolve()));
    });

    it('stores a checked video under its key, byte for byte, with its measured duration', async () => {
      const video = readFileSync(makeVideo('s3-clip', { seconds: 3, ext: 'mp4' }));
      const stored = await streamVideoToStorage(storage, incoming(video), 10 * 1024 * 1024);
      expect(stored.size).toBe(video.length);
      expect(stored.probe.container).toBe('mp4');
      expect(stored.probe.durationSeconds).toBeCloseTo(3, 0);
      expect(fake.objects.get(stored.key)?.body.equals(video)).toBe(true);
      expect(await storage.exists(stored.key)).toBe(true);
    });

    it('refuses a file that is not a video with 415 and leaves nothing in the bucket', async () => {
      const before = fake.objects.size;
      const text = Buffer.from('not a video, whatever the name says\n'.repeat(2000));
      const error = await streamVideoToStorage(storage, incoming(text), 10 * 1024 * 1024).catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(415);
      expect(fake.objects.size).toBe(before);
      expect(fake.uploads.size).toBe(0);
    });
  },
);
