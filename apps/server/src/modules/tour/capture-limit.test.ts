// A user keeps at most TOUR_LIMITS.capturesPerUser captures, also when saves arrive together: the
// count before the image is stored admits them all, so it is made again with the insert, under a
// per-user lock (decision 187). Runs on PGlite and, with `npm run test:pg`, on PostgreSQL, where the
// inserts really run at once.
import { TOUR_LIMITS } from '@homie/contracts/tour';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storage } from '#lib/storage.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { photoBytes, sampleReport } from '../evidence/evidence-photos.test-helpers.ts';
import { keepCapture } from './keep-frame.ts';

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

/** The storage quota does not matter here (decision 204's own tests are in capture-storage.test.ts). */
const noQuota = { reserve: async () => ({ grow() {}, commit() {}, release() {} }) };

const FULL_MESSAGE = `You can keep up to ${TOUR_LIMITS.capturesPerUser} captures. Delete some to save more.`;

describe('tour captures saved at the same time', () => {
  it('stop at the per-user limit; the others are refused with 409 and their images removed', async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const { database } = created;
    const [user] = await database.query<{ id: string }>(
      `insert into users (email, email_lower, password_hash, first_name)
       values ('tour@example.com', 'tour@example.com', 'x', 'T') returning id`,
    );
    const userId = user!.id;
    const free = 2;
    // The account already keeps all but two captures (rows only: their images do not matter here).
    await database.query(
      `insert into tour_captures
         (user_id, analysis, report, image_key, content_type, image_bytes, image_sha256, width, height)
       select $1, 'earlier', '{}'::jsonb, 'tour/' || n, 'image/jpeg', 1, 'sha-' || n, 1, 1
       from generate_series(1, $2::int) as n`,
      [userId, TOUR_LIMITS.capturesPerUser - free],
    );
    const images = await Promise.all(Array.from({ length: free + 4 }, (_, i) => photoBytes(i + 1, 64, 48)));
    const stored: string[] = [];
    const deleted: string[] = [];
    // Every save has passed the first count and is storing its image before any inserts its row:
    // the race, made certain (PGlite would otherwise mostly run the saves one after another).
    let release = () => {};
    const allStoring = new Promise<void>((resolve) => {
      release = resolve;
    });
    const storage = {
      put: async (key: string) => {
        stored.push(key);
        if (stored.length === images.length) release();
        await allStoring;
      },
      delete: async (key: string) => void deleted.push(key),
    } as unknown as Storage;

    const results = await Promise.allSettled(
      images.map((bytes) =>
        keepCapture({ database, storage, space: noQuota }, userId, bytes, {
          analysis: 'kitchen',
          report: sampleReport('kitchen'),
        }),
      ),
    );

    const kept = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(kept).toHaveLength(free);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 409, message: FULL_MESSAGE });
    const [count] = await database.query<{ n: number }>(
      'select count(*)::int as n from tour_captures where user_id = $1',
      [userId],
    );
    expect(count!.n).toBe(TOUR_LIMITS.capturesPerUser);
    // Every image stored for a refused save is removed again; the kept ones stay.
    const keptKeys = await database.query<{ image_key: string }>(
      `select image_key from tour_captures where user_id = $1 and analysis = 'kitchen'`,
      [userId],
    );
    expect(keptKeys).toHaveLength(free);
    expect(deleted.sort()).toEqual(stored.filter((k) => !keptKeys.some((r) => r.image_key === k)).sort());
    // Saving an image the user already keeps answers that capture, also when the account is full.
    const keptImage = images[results.findIndex((r) => r.status === 'fulfilled')]!;
    const again = await keepCapture({ database, storage, space: noQuota }, userId, keptImage, {
      analysis: 'kitchen',
      report: sampleReport('kitchen'),
    });
    expect(again.created).toBe(false);
  });
});
