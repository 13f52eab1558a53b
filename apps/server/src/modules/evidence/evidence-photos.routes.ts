import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EVIDENCE_API,
  evidenceJobParamsSchema,
  orderEvidenceListSchema,
  orderEvidenceSchema,
  setEvidencePhotosSchema,
} from '@homie/contracts/evidence';
import type { EvidencePhotosService } from './evidence-photos.service.ts';

/**
 * Photos for the appeal (decision 113): the signed-in owner's paid orders with their photos, and
 * the choice of photos (with captions, in print order) for one order. Signed-in owners only: a
 * guest is told to sign in (401), an order not theirs is 403, a capture not theirs is 404.
 */
export default async function evidencePhotosRoutes(
  fastify: FastifyInstance,
  { service }: { service: EvidencePhotosService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get(
    EVIDENCE_API.orders,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: orderEvidenceListSchema } },
      config: limit(120),
    },
    async (request) => ({ orders: await service.listOrders(request.user!.id) }),
  );

  app.get(
    API_PATHS.evidence.photos,
    {
      onRequest: app.authenticate,
      schema: { params: evidenceJobParamsSchema, response: { 200: orderEvidenceSchema } },
      config: limit(120),
    },
    async (request) => service.orderPhotos(request.user!.id, request.params.jobId),
  );

  app.put(
    API_PATHS.evidence.photos,
    {
      onRequest: app.authenticate,
      schema: {
        params: evidenceJobParamsSchema,
        body: setEvidencePhotosSchema,
        response: { 200: orderEvidenceSchema },
      },
      config: limit(60),
    },
    async (request) => service.setPhotos(request.user!.id, request.params.jobId, request.body),
  );
}
