import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import evidencePhotosRoutes from './evidence-photos.routes.ts';
import {
  createEvidencePhotosService,
  letterPhotoSummary,
  loadPdfEvidencePhotos,
  type PdfEvidencePhoto,
} from './evidence-photos.service.ts';
import { createRetentionSweeper } from './retention-sweep.ts';

/** What other modules (appeals' report PDF and letter) may use of the evidence photos. */
export interface EvidenceService {
  /** The order's chosen photos scaled down for the PDF worker (decision 113); unreadable ones left out. */
  pdfPhotos(orderId: string, onSkip?: (err: unknown) => void): Promise<PdfEvidencePhoto[]>;
  /** The order's photos as the letter names them (room, date, caption), without the images. */
  letterPhotos(orderId: string): Promise<{ room: string | null; takenOn: string; caption: string }[]>;
}

/** The retention sweep's first run, a minute after start (then every RETENTION_SWEEP_INTERVAL_MINUTES). */
const FIRST_SWEEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    evidence: EvidenceService;
  }
}

/**
 * Photos for the appeal (decision 113) and the retention sweep of videos and tour photos (decision
 * 115) on the module recipe (decision 144). Orders are read through `app.payments`.
 */
export const evidencePlugin = fp(
  async (app: FastifyInstance) => {
    const { database, storage } = app;
    app.decorate('evidence', {
      pdfPhotos: (orderId, onSkip) => loadPdfEvidencePhotos({ database, storage }, orderId, onSkip),
      letterPhotos: (orderId) => letterPhotoSummary(database, orderId),
    } satisfies EvidenceService);
    const service = createEvidencePhotosService({ database, payments: app.payments, clock: app.clock });
    await app.register(evidencePhotosRoutes, { service });
    // Videos and tour photos deleted on the Privacy Policy's schedule (decision 115): the sweep starts
    // when the app is ready and stops when it closes.
    const { retention } = app.config;
    const sweeper = createRetentionSweeper({
      database,
      storage,
      policy: retention,
      intervalMs: retention.sweepIntervalMs,
      firstRunMs: Math.min(FIRST_SWEEP_MS, retention.sweepIntervalMs),
      log: app.log,
      clock: app.clock,
    });
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
  },
  {
    name: 'evidence',
    fastify: '5.x',
    dependencies: ['bearer-auth', 'payments'],
    decorators: { fastify: ['config', 'database', 'storage', 'clock', 'payments', 'authenticate'] },
  },
);

export type { PdfEvidencePhoto } from './evidence-photos.service.ts';
