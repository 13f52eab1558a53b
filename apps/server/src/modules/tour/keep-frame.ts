import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { TOUR_API, TOUR_LIMITS, type FrameReport, type TourCapture } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { conflict, payloadTooLarge } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { insufficientStorage, isDiskFull, type StorageSpace } from '#lib/storage-quota.ts';
import { imageHash } from './evidence-token.ts';
import { inspectFrame, withoutTrailingData } from './frame-image.ts';
import {
  type CaptureRow,
  captureBytesOfUser,
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

export const CAPTURE_MESSAGES = {
  /** The server's storage quota or the disk's free-space reserve (507, decision 204). */
  storageFull: 'We cannot store more photos right now. Please try again later.',
  /** The account's own bound on the bytes of its captures (507, decision 204). */
  accountFull: `Your saved captures take all the room an account has (${
    TOUR_LIMITS.captureBytesPerUser / (1024 * 1024)
  } MB). Delete some to save more.`,
  tooLarge: `The image is too large: at most ${TOUR_LIMITS.maxFrameBytes / (1024 * 1024)} MB.`,
} as const;

const accountFull = () => insufficientStorage(CAPTURE_MESSAGES.accountFull);

/** What keeping a capture needs: the database, the storage and its quota (decision 204). */
export interface KeepCaptureDeps {
  database: Database;
  storage: Storage;
  space: Pick<StorageSpace, 'reserve'>;
}

/**
 * Keeps a frame with the findings made for it as one of the user's tour captures: a frame the tour
 * analysed (its evidence token checked by the caller) or a video's frame (decision 114). Saving the
 * same image twice answers the first capture; a user keeps at most TOUR_LIMITS.capturesPerUser,
 * also when saves arrive together (decision 187). Only the image up to its end marker is kept, at
 * most TOUR_LIMITS.maxFrameBytes; its bytes are reserved in the storage quota and free-space reserve
 * the uploads use, and an account's captures take at most TOUR_LIMITS.captureBytesPerUser (507 over
 * either; decision 204). A refused save leaves no file, row or reservation behind.
 */
export async function keepCapture(
  deps: KeepCaptureDeps,
  userId: string,
  frame: Buffer,
  finding: { analysis: string; report: FrameReport },
): Promise<{ capture: TourCapture; created: boolean }> {
  const { db } = deps.database;
  const bytes = withoutTrailingData(frame);
  if (bytes.length > TOUR_LIMITS.maxFrameBytes) throw payloadTooLarge(CAPTURE_MESSAGES.tooLarge);
  const info = await inspectFrame(bytes);
  const sha256 = imageHash(bytes);
  const existing = await findCaptureByImage(db, userId, sha256);
  if (existing) return { capture: toCapture(existing), created: false };
  // Checked before the image is stored (a full account stores nothing), and again with the insert.
  if ((await countCaptures(db, userId)) >= TOUR_LIMITS.capturesPerUser) throw capturesFull();
  if ((await captureBytesOfUser(db, userId)) + bytes.length > TOUR_LIMITS.captureBytesPerUser)
    throw accountFull();
  const reservation = await deps.space.reserve(bytes.length);
  try {
    reservation.grow(bytes.length);
  } catch (error) {
    reservation.release();
    throw error;
  }
  const id = randomUUID();
  const key = `tour/${userId}/${id}.${info.format === 'jpeg' ? 'jpg' : info.format}`;
  let saved: Awaited<ReturnType<typeof insertCaptureWithinLimit>>;
  try {
    await deps.storage.put(key, Readable.from([bytes]), { contentType: info.contentType });
    saved = await insertCaptureWithinLimit(
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
      TOUR_LIMITS.captureBytesPerUser,
    );
  } catch (error) {
    reservation.release();
    await deps.storage.delete(key).catch(() => {});
    throw storedNothing(error);
  }
  if (saved === 'full' || saved === 'no_room') {
    // Another save filled the account meanwhile: this one is refused and its image removed.
    reservation.release();
    await deps.storage.delete(key);
    throw saved === 'full' ? capturesFull() : accountFull();
  }
  if (saved) {
    reservation.commit();
    return { capture: toCapture(saved), created: true };
  }
  // Saved concurrently by another request: keep theirs.
  reservation.release();
  await deps.storage.delete(key);
  const winner = await findCaptureByImage(db, userId, sha256);
  if (!winner) throw new Error('capture vanished after a conflicting insert');
  return { capture: toCapture(winner), created: false };
}

/** A full disk (ENOSPC, or PostgreSQL's 53100) while storing a capture is a clear 507, not a 500. */
function storedNothing(error: unknown): unknown {
  return isDiskFull(error) ? insufficientStorage(CAPTURE_MESSAGES.storageFull) : error;
}
