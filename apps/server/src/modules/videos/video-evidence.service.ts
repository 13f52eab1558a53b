import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { plainFinding, VIDEO_FINDINGS_TEXTS } from '@homie/contracts/evidence';
import { TOUR_API, TOUR_LIMITS, type TourCapture } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { conflict, HttpError, notFound, unauthorized } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import {
  imageHash,
  inspectFrame,
  countCaptures,
  findCaptureByImage,
  insertCapture,
} from '#modules/tour/tour.service.ts';
import { requireJobAccess } from './video-jobs.ts';
import { findingsOfVideo, videoToLookAt } from './video-findings.repository.ts';
import { clock } from './video-findings.summary.ts';
import { grabFrame, UNREADABLE_VIDEO } from './video-frames.ts';

const NO_FRAME = 'This frame of the video is not known.';

/**
 * A sampled frame of the owner's video kept as tour evidence (decision 114), by the owner's
 * choice only: the frame is taken again from the stored video at the same moment and saved as a
 * capture with the findings the look stored for it, so it can be attached to an appeal like any
 * tour photo. Saving the same frame twice answers the first capture.
 */
export async function keepVideoFrame(
  deps: { database: Database; storage: Storage },
  userId: string | undefined,
  videoId: string,
  index: number,
): Promise<{ capture: TourCapture; created: boolean }> {
  if (!userId) throw unauthorized(VIDEO_FINDINGS_TEXTS.signInToKeep);
  const row = await findingsOfVideo(deps.database, videoId);
  if (!row?.job_id) throw notFound(NO_FRAME);
  await requireJobAccess(deps.database, row.job_id, userId);
  const frame = row.findings?.frames[index];
  const video = await videoToLookAt(deps.database, videoId);
  if (!frame || !video) throw notFound(NO_FRAME);
  const input = deps.storage.localPath
    ? { path: deps.storage.localPath(video.storage_key) }
    : { stream: () => deps.storage.get(video.storage_key) };
  // One frame, at the moment the look took it.
  const bytes = await grabFrame(input, frame.at_seconds, { count: 1 });
  if (!bytes) throw new HttpError('unprocessable', UNREADABLE_VIDEO);
  const sha256 = imageHash(bytes);
  const toCapture = (c: NonNullable<Awaited<ReturnType<typeof insertCapture>>>): TourCapture => ({
    id: c.id,
    created_at: c.createdAt.toISOString(),
    room: c.report.room,
    analysis: c.analysis,
    report: c.report,
    image_url: TOUR_API.captureImage(c.id),
  });
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
    roomType: frame.report.room?.type ?? null,
    roomConfidence: frame.report.room?.confidence ?? null,
    analysis: `From your video at ${clock(frame.at_seconds)}: ${plainFinding(frame.report)}`,
    report: frame.report,
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
