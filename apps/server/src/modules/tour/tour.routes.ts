import { API_PATHS } from '@homie/contracts/routes';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyzeFrameResponseSchema,
  captureIdParamsSchema,
  TOUR_LIMITS,
  tourCaptureListSchema,
  tourCaptureSchema,
} from '@homie/contracts/tour';
import { badRequest } from '#lib/errors.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';
import { readFrameUpload } from './frame-upload.ts';
import type { TourService } from './tour.service.ts';

/** A per-user limit; it runs after authentication so it can key on the user. */
const perUser = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  },
});

/** The camera tour API: POST /api/analyze-frame/ (spec §7) and the user's evidence captures. */
export default async function tourRoutes(
  fastify: FastifyInstance,
  opts: { tour: TourService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tour } = opts;
  // Multipart is registered per module; skip it if the app ever registers it for everyone.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.post(
    API_PATHS.tour.analyzeFrame,
    {
      preHandler: app.authenticate,
      config: perUser('tour-analyse', TOUR_LIMITS.analysesPerMinute),
      schema: { response: { 200: analyzeFrameResponseSchema } },
    },
    async (request, reply) => {
      const { bytes } = await readFrameUpload(request);
      // The reply in the owner's language: the account's choice, else the request's (decision 270).
      const locale = (await app.auth.languageOf(request.user!.id)) ?? requestLocale(request);
      // A client that leaves while its frame waits in the queue frees its place (decision 111).
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      return tour.analyseFrame(
        request.user!.id,
        bytes,
        ({ waitMs, runMs }) => {
          // How long the frame waited for a worker and how long it took (decision 111).
          reply.header('server-timing', `queue;dur=${waitMs.toFixed(0)}, analyse;dur=${runMs.toFixed(0)}`);
        },
        left.signal,
        locale,
      );
    },
  );

  app.get(
    API_PATHS.tour.captures,
    { preHandler: app.authenticate, schema: { response: { 200: tourCaptureListSchema } } },
    async (request) => ({ captures: await tour.listCaptures(request.user!.id) }),
  );

  app.post(
    API_PATHS.tour.captures,
    {
      preHandler: app.authenticate,
      config: perUser('tour-capture', 60),
      schema: { response: { 200: tourCaptureSchema, 201: tourCaptureSchema } },
    },
    async (request, reply) => {
      const { bytes, fields } = await readFrameUpload(request);
      const token = fields.evidence_token;
      if (!token) throw badRequest('Missing evidence_token: analyze the view first, then save it.');
      const { capture, created } = await tour.saveCapture(request.user!.id, bytes, token);
      return reply.status(created ? 201 : 200).send(capture);
    },
  );

  app.get(
    API_PATHS.tour.captureImage,
    { preHandler: app.authenticate, schema: { params: captureIdParamsSchema } },
    async (request, reply) => {
      const image = await tour.captureImage(request.user!.id, request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', String(image.size))
        .header('cache-control', 'private, no-store')
        .send(image.stream);
    },
  );

  app.delete(
    API_PATHS.tour.capture,
    { preHandler: app.authenticate, schema: { params: captureIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await tour.deleteCapture(request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
