import type { FrameReport, TourCapture } from '@homie/contracts/tour';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_STORAGE_MIN_FREE_BYTES,
  DEFAULT_STORAGE_QUOTA_BYTES,
  StorageSpace,
} from '#lib/storage-quota.ts';
import { createEvidenceSigner } from './evidence-token.ts';
import { CAPTURE_MESSAGES, keepCapture } from './keep-frame.ts';
import { createFrameAnalyser } from './tour.analysers.ts';
import tourRoutes from './tour.routes.ts';
import { deleteCapturesOfUser, storedCaptureBytes } from './tour.repository.ts';
import { createTourService } from './tour.service.ts';

/** What other modules (videos) may use of the tour: keeping a frame as one of the user's captures. */
export interface TourPublicService {
  /** Keeps a JPEG frame with the findings made for it as the user's capture (the same image once). */
  keepFrame(
    userId: string,
    bytes: Buffer,
    finding: { analysis: string; report: FrameReport },
  ): Promise<{ capture: TourCapture; created: boolean }>;
  /** Bytes of every stored capture image (the other uploads' storage quota counts them; decision 204). */
  storedBytes(): Promise<number>;
  /**
   * Another module's stored bytes (videos, notices) join what the captures' storage quota counts
   * (decision 204): one quota over every stored upload.
   */
  countStoredBytes(source: () => Promise<number>): void;
}

/** The captures' storage quota (tests set them; config by default). */
export interface TourOptions {
  quotaBytes?: number;
  minFreeBytes?: number;
  /** Free bytes of the storage's disk; else the storage adapter's own `freeBytes`. */
  freeBytes?: () => Promise<number | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tour: TourPublicService;
  }
}

/**
 * The camera tour (spec §7, decisions 111 and 114) on the module recipe (decision 144): the frame
 * analyser, its queue and the evidence signer are made once here and handed to the thin routes.
 */
export const tourPlugin = fp(
  async (app: FastifyInstance, opts: TourOptions) => {
    // Saved captures reserve their bytes in the uploads' quota and free-space reserve (decisions 092, 204).
    const otherStoredBytes: Array<() => Promise<number>> = [];
    const storage = app.storage;
    const space = new StorageSpace({
      quotaBytes: opts.quotaBytes ?? app.config.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
      minFreeBytes: opts.minFreeBytes ?? app.config.storageMinFreeBytes ?? DEFAULT_STORAGE_MIN_FREE_BYTES,
      usedBytes: async () => {
        const all = await Promise.all([
          storedCaptureBytes(app.database.db),
          ...otherStoredBytes.map((f) => f()),
        ]);
        return all.reduce((a, b) => a + b, 0);
      },
      freeBytes: opts.freeBytes ?? (storage.freeBytes ? () => storage.freeBytes!() : undefined),
      message: CAPTURE_MESSAGES.storageFull,
    });
    const { analyser, queue } = createFrameAnalyser(app.config, app.log);
    app.addHook('onClose', () => analyser.close());
    if (app.config.nodeEnv === 'production') {
      app.addHook('onReady', async () => {
        analyser.warm().then(
          () => app.log.info('frame analyser ready'),
          (err: unknown) => app.log.error({ err }, 'frame analyser failed to load'),
        );
      });
    }
    const tour = createTourService({
      database: app.database,
      storage: app.storage,
      analyser,
      signer: createEvidenceSigner(app.config.jwtSecret),
      space,
      queue,
      onAnalyserError: (err) => app.log.error({ err }, 'frame analyser failed'),
    });
    const deps = { database: app.database, storage: app.storage, space };
    app.decorate('tour', {
      keepFrame: (userId, bytes, finding) => keepCapture(deps, userId, bytes, finding),
      storedBytes: () => storedCaptureBytes(app.database.db),
      countStoredBytes: (source) => {
        otherStoredBytes.push(source);
      },
    } satisfies TourPublicService);
    // Account deletion's part of the tour (decision 153): the captures, and their image files.
    app.auth.onAccountErasure((tx, user) => deleteCapturesOfUser(tx, user.id));
    await app.register(tourRoutes, { tour });
  },
  {
    name: 'tour',
    fastify: '5.x',
    dependencies: ['bearer-auth', 'auth'],
    decorators: { fastify: ['config', 'database', 'storage', 'authenticate', 'auth'] },
  },
);

// The analyser and the frame decoding the videos module runs its sampled frames through (decision 114).
export type { FrameAnalyser } from './frame-analyser.ts';
export { decodeFrame } from './frame-image.ts';
export { createFrameAnalyser } from './tour.analysers.ts';
export { deleteCapturesSavedBefore } from './tour.repository.ts';
// The tour's words, for the video findings worded in the owner's language (decision 276).
export {
  ratingMeaning,
  roomName,
  severityWord,
  someObjects,
  type TourWords,
  tourWords,
} from './tour-words.ts';
export { objectOfName } from './visible-features.ts';
