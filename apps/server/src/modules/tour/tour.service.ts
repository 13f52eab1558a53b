import type { Readable } from 'node:stream';
import type { Locale } from '@homie/contracts/locales';
import { TOUR_LIMITS, type AnalyzeFrameResponse, type TourCapture } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { badRequest, HttpError, notFound } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { INVALID_EVIDENCE, type EvidenceSigner } from './evidence-token.ts';
import type { FrameAnalyser } from './frame-analyser.ts';
import { decodeFrame } from './frame-image.ts';
import { FrameAbandonedError, FrameQueue, QueueFullError, type QueueTimings } from './frame-queue.ts';
import { type KeepCaptureDeps, keepCapture, toCapture } from './keep-frame.ts';
import { DetectorBusyError } from './object-detector.ts';
import * as repo from './tour.repository.ts';

export interface TourServiceDeps {
  database: Database;
  storage: Storage;
  analyser: FrameAnalyser;
  signer: EvidenceSigner;
  /** The storage quota and free-space reserve saved captures reserve their bytes in (decision 204). */
  space: KeepCaptureDeps['space'];
  /** Where frames wait for the analyser (decision 111); a one-worker queue when not given. */
  queue?: FrameQueue;
  /** Told when the analyser itself fails (model missing, worker crashed); the caller gets a 503. */
  onAnalyserError?: (err: unknown) => void;
}

export const BUSY_MESSAGE = 'The analyser is busy with other frames right now. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE =
  'The frame analyser is not available right now. Please try again in a moment.';

/** The camera tour's rules: analyse a frame, and keep a user's evidence captures private to them. */
export function createTourService({
  database,
  storage,
  analyser,
  signer,
  space,
  queue = new FrameQueue({ workers: 1, maxWaiting: 8 }),
  onAnalyserError,
}: TourServiceDeps) {
  const { db } = database;

  return {
    /**
     * Analyses a frame after its turn in the queue; `onTimings` hears how long it waited and ran;
     * `signal` aborts when the client leaves, so a frame still waiting is dropped, not analysed; the
     * reply is in `locale` when the analyser can say it there (`reply_language` tells which).
     */
    async analyseFrame(
      userId: string,
      bytes: Buffer,
      onTimings?: (timings: QueueTimings) => void,
      signal?: AbortSignal,
      locale: Locale = 'en',
    ): Promise<AnalyzeFrameResponse> {
      const frame = await decodeFrame(bytes);
      try {
        const { value, timings } = await queue.run(
          userId,
          () => analyser.analyse(frame, bytes, { locale }),
          signal,
        );
        onTimings?.(timings);
        const { analysis, report, language, english } = value;
        // A saved capture keeps the English reply with the English report (decisions 266, 270).
        return {
          analysis,
          report,
          reply_language: language ?? 'en',
          evidence_token: signer.issue(userId, bytes, { analysis: english ?? analysis, report }),
        };
      } catch (err) {
        // Nobody is listening any more; the status is for the log only.
        if (err instanceof FrameAbandonedError) throw new HttpError('client_closed_request');
        if (err instanceof QueueFullError)
          throw new HttpError(
            'unavailable',
            err.message,
            {},
            { 'retry-after': String(err.retryAfterSeconds) },
          );
        if (err instanceof DetectorBusyError)
          throw new HttpError('unavailable', BUSY_MESSAGE, {}, { 'retry-after': '2' });
        if (err instanceof HttpError) throw err;
        onAnalyserError?.(err);
        throw new HttpError('unavailable', UNAVAILABLE_MESSAGE, {}, { 'retry-after': '5' });
      }
    },

    /** Saves an analysed frame; saving the same frame again returns the first capture. */
    async saveCapture(
      userId: string,
      bytes: Buffer,
      token: string,
    ): Promise<{ capture: TourCapture; created: boolean }> {
      const claims = signer.verify(token, userId, bytes);
      if (!claims) throw badRequest(INVALID_EVIDENCE);
      return keepCapture({ database, storage, space }, userId, bytes, claims);
    },

    async listCaptures(userId: string): Promise<TourCapture[]> {
      return (await repo.listCaptures(db, userId, TOUR_LIMITS.capturesPerUser)).map(toCapture);
    },

    async captureImage(
      userId: string,
      id: string,
    ): Promise<{ stream: Readable; contentType: string; size: number }> {
      const row = await repo.findCapture(db, userId, id);
      if (!row) throw notFound('Capture not found.');
      return { stream: await storage.get(row.imageKey), contentType: row.contentType, size: row.imageBytes };
    },

    async deleteCapture(userId: string, id: string): Promise<void> {
      const row = await repo.deleteCapture(db, userId, id);
      if (!row) throw notFound('Capture not found.');
      await storage.delete(row.imageKey);
    },
  };
}
export type TourService = ReturnType<typeof createTourService>;

// The tour module's public surface for other modules (decision 146): the uploaded-video analysis
// (videos) reuses the tour's frame analyser, frame checks and evidence captures.
export { imageHash } from './evidence-token.ts';
export type { FrameAnalyser } from './frame-analyser.ts';
export { decodeFrame, inspectFrame } from './frame-image.ts';
export { createFrameAnalyser } from './tour.analysers.ts';
export { insertCapture } from './tour.repository.ts';
