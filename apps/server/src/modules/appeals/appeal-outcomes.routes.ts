import { API_PATHS } from '@homie/contracts/routes';
import { Readable } from 'node:stream';
import {
  NOTICE_MAX_BYTES,
  NOTICE_TYPES,
  orderIdParamsSchema,
  orderSummarySchema,
  recordProgressBodySchema,
  reportOutcomeBodySchema,
} from '@homie/contracts/paid-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_STORAGE_MIN_FREE_BYTES,
  DEFAULT_STORAGE_QUOTA_BYTES,
  StorageSpace,
} from '#lib/storage-quota.ts';
import { unsupportedMediaType } from '#lib/errors.ts';
import { attachNotice, type NoticeStore, recordProgress, reportOutcome } from './appeal-outcomes.ts';
import type { AppealsContext } from './appeals.context.ts';
import { storedNoticeBytes } from './appeals.repository.ts';

/**
 * POST /api/orders/:order_id/outcome (the board's decision) and PUT …/outcome/notice (the notice
 * of decision, a PDF or a photo, stored through the storage adapter within its quota; decision 109).
 */
export default async function appealOutcomesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: AppealsContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = app.config as { storageQuotaBytes?: number; storageMinFreeBytes?: number };
  const storage = app.storage;
  const space = new StorageSpace({
    quotaBytes: settings.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
    minFreeBytes: settings.storageMinFreeBytes ?? DEFAULT_STORAGE_MIN_FREE_BYTES,
    usedBytes: async () => {
      const [videos, notices, captures] = await Promise.all([
        app.videos.storedBytes(),
        storedNoticeBytes(ctx.database),
        app.tour.storedBytes(),
      ]);
      return videos.total + notices + captures;
    },
    freeBytes: storage.freeBytes ? () => storage.freeBytes!() : undefined,
    message: 'There is no room to store your notice right now. Please try again later.',
  });
  const store: NoticeStore = {
    put: async (key, bytes) => {
      await storage.put(key, Readable.from([bytes]));
    },
    delete: (key) => storage.delete(key),
    reserve: async (bytes) => {
      const reservation = await space.reserve(bytes);
      reservation.grow(bytes);
      return reservation;
    },
  };
  app.addContentTypeParser(
    [...NOTICE_TYPES],
    { parseAs: 'buffer', bodyLimit: NOTICE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.post(
    API_PATHS.orders.outcome,
    {
      preHandler: app.identifyCaller,
      schema: {
        params: orderIdParamsSchema,
        body: reportOutcomeBodySchema,
        response: { 200: orderSummarySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => reportOutcome(ctx, request.params.order_id, request.caller, request.body, ctx.now()),
  );

  r.put(
    API_PATHS.orders.progress,
    {
      preHandler: app.identifyCaller,
      schema: {
        params: orderIdParamsSchema,
        body: recordProgressBodySchema,
        response: { 200: orderSummarySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => recordProgress(ctx, request.params.order_id, request.caller, request.body, ctx.now()),
  );

  r.put(
    API_PATHS.orders.outcomeNotice,
    {
      preHandler: app.identifyCaller,
      bodyLimit: NOTICE_MAX_BYTES,
      schema: { params: orderIdParamsSchema, response: { 200: orderSummarySchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, bodyTimeout: 'upload' },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body))
        throw unsupportedMediaType('Send the notice as a PDF, a JPEG or a PNG file.');
      return attachNotice(ctx, store, request.params.order_id, request.caller, body, ctx.now());
    },
  );
}
