// A job takes at most MAX_VIDEOS_PER_JOB videos, also when uploads for it arrive together: the
// check before an upload admits them all, so the count is checked again with the insert, under a
// per-job lock (decision 171). Runs on PGlite and, with `npm run test:pg`, on PostgreSQL, where the
// inserts really run at once.
import { randomUUID } from 'node:crypto';
import { MAX_VIDEOS_PER_JOB, VIDEO_MESSAGES } from '@homie/contracts/videos';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storage } from '#lib/storage.ts';
import { createJob } from '#modules/payments/payments.test-helpers.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { recordVideo } from './video-upload.service.ts';

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

describe('videos of one job uploaded at the same time', () => {
  it(`keep at most ${MAX_VIDEOS_PER_JOB}; the others are refused with 409 and their bytes removed`, async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const { database } = created;
    const jobId = await createJob(database);
    const deleted: string[] = [];
    const storage = { delete: async (key: string) => void deleted.push(key) } as unknown as Storage;
    const upload = (i: number) =>
      recordVideo(
        { database, storage },
        {
          key: `videos/${randomUUID()}`,
          size: 1_000,
          probe: { container: 'mp4', durationSeconds: 5 },
          filename: `walk-${i}.mp4`,
          jobId,
          source: 'details',
          ip: '127.0.0.1',
          userId: null,
        },
      );
    const results = await Promise.allSettled(
      Array.from({ length: MAX_VIDEOS_PER_JOB + 4 }, (_, i) => upload(i)),
    );
    const kept = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(kept).toHaveLength(MAX_VIDEOS_PER_JOB);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        statusCode: 409,
        message: VIDEO_MESSAGES.tooManyForJob(MAX_VIDEOS_PER_JOB),
      });
    }
    expect(deleted).toHaveLength(4);
    const rows = await database.query<{ n: number }>(
      'select count(*)::int as n from videos where job_id = $1',
      [jobId],
    );
    expect(rows[0]!.n).toBe(MAX_VIDEOS_PER_JOB);
    // A video without a job is not limited by it.
    await expect(
      recordVideo(
        { database, storage },
        {
          key: `videos/${randomUUID()}`,
          size: 1,
          probe: { container: 'mp4', durationSeconds: 1 },
          filename: 'walk.mp4',
          jobId: null,
          source: 'upload_page',
          ip: '127.0.0.1',
          userId: null,
        },
      ),
    ).resolves.toMatchObject({ job_id: null });
  });
});
