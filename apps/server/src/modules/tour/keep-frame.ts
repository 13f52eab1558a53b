import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { TOUR_API, TOUR_LIMITS, type FrameReport, type TourCapture } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { conflict } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { imageHash } from './evidence-token.ts';
import { inspectFrame } from './frame-image.ts';
import {
  type CaptureRow,
  countCaptures,
  findCaptureByImage,
  insertCaptureWithinLimit,
} from './tour.repository.ts';

export const toCapture = (c: CaptureRow): TourCapture => ({
  id: c.id,
  created_at: c.createdAt.toISOString(),
  room: c.report.room,
  analysis: c.analysis,
  report: c.report,
  image_url: TOUR_API.captureImage(c.id),
});

const capturesFull = () =>
  conflict(`You can keep up to ${TOUR_LIMITS.capturesPerUser} captures. Delete some to save more.`);

/**
 * Keeps a frame with the findings made for it as one of the user's tour captures: a frame the tour
 * analysed (its evidence token checked by the caller) or a video's frame (decision 114). Saving the
 * same image twice answers the first capture; a user keeps at most TOUR_LIMITS.capturesPerUser,
 * also when saves arrive together (decision 187).
 */
export async function keepCapture(
  deps: { database: Database; storage: Storage },
  userId: string,
  bytes: Buffer,
  finding: { analysis: string; report: FrameReport },
): Promise<{ capture: TourCapture; created: boolean }> {
  const { db } = deps.database;
  const info = await inspectFrame(bytes);
  const sha256 = imageHash(bytes);
  const existing = await findCaptureByImage(db, userId, sha256);
  if (existing) return { capture: toCapture(existing), created: false };
  // Checked before the image is stored (a full account stores nothing), and again with the insert.
  if ((await countCaptures(db, userId)) >= TOUR_LIMITS.capturesPerUser) throw capturesFull();
  const id = randomUUID();
  const key = `tour/${userId}/${id}.${info.format === 'jpeg' ? 'jpg' : info.format}`;
  await deps.storage.put(key, Readable.from([bytes]), { contentType: info.contentType });
  const saved = await insertCaptureWithinLimit(
    deps.database,
    {
      id,
      userId,
      imageKey: key,
      image: {
        contentType: info.contentType,
        bytes: bytes.length,
        sha256,
        width: info.width,
        height: info.height,
      },
      finding,
    },
    TOUR_LIMITS.capturesPerUser,
  );
  if (saved === 'full') {
    // Another save filled the account meanwhile: this one is refused and its image removed.
    await deps.storage.delete(key);
    throw capturesFull();
  }
  if (saved) return { capture: toCapture(saved), created: true };
  // Saved concurrently by another request: keep theirs.
  await deps.storage.delete(key);
  const winner = await findCaptureByImage(db, userId, sha256);
  if (!winner) throw new Error('capture vanished after a conflicting insert');
  return { capture: toCapture(winner), created: false };
}
