import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { TOUR_API, TOUR_LIMITS, type FrameReport, type TourCapture } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { conflict } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { imageHash } from './evidence-token.ts';
import { inspectFrame } from './frame-image.ts';
import { type CaptureRow, countCaptures, findCaptureByImage, insertCapture } from './tour.repository.ts';

const toCapture = (c: CaptureRow): TourCapture => ({
  id: c.id,
  created_at: c.createdAt.toISOString(),
  room: c.report.room,
  analysis: c.analysis,
  report: c.report,
  image_url: TOUR_API.captureImage(c.id),
});

/**
 * Keeps a JPEG frame looked at elsewhere (a video's frame, decision 114) as one of the user's tour
 * captures, with the findings already made for it. Saving the same image twice answers the first
 * capture; a user keeps at most TOUR_LIMITS.capturesPerUser. Moved from videos (decision 144).
 */
export async function keepFrameAsCapture(
  deps: { database: Database; storage: Storage },
  userId: string,
  bytes: Buffer,
  finding: { analysis: string; report: FrameReport },
): Promise<{ capture: TourCapture; created: boolean }> {
  const sha256 = imageHash(bytes);
  const existing = await findCaptureByImage(deps.database.db, userId, sha256);
  if (existing) return { capture: toCapture(existing), created: false };
  if ((await countCaptures(deps.database.db, userId)) >= TOUR_LIMITS.capturesPerUser)
    throw conflict(`You can keep up to ${TOUR_LIMITS.capturesPerUser} captures. Delete some to save more.`);
  const info = await inspectFrame(bytes);
  const id = randomUUID();
  const key = `tour/${userId}/${id}.jpg`;
  await deps.storage.put(key, Readable.from([bytes]), { contentType: 'image/jpeg' });
  const saved = await insertCapture(deps.database.db, {
    id,
    userId,
    roomType: finding.report.room?.type ?? null,
    roomConfidence: finding.report.room?.confidence ?? null,
    analysis: finding.analysis,
    report: finding.report,
    imageKey: key,
    contentType: 'image/jpeg',
    imageBytes: bytes.length,
    imageSha256: sha256,
    width: info.width,
    height: info.height,
  });
  if (saved) return { capture: toCapture(saved), created: true };
  await deps.storage.delete(key);
  const winner = await findCaptureByImage(deps.database.db, userId, sha256);
  if (!winner) throw new Error('capture vanished after a conflicting insert');
  return { capture: toCapture(winner), created: false };
}
