import { API_PATHS } from '@homie/contracts/routes';
import { draftResponseSchema, orderIdParamsSchema, saveDraftBodySchema } from '@homie/contracts/paid-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getDraft, saveDraft } from './appeal-drafts.ts';
import type { AppealsContext } from './appeals.context.ts';

/** GET/PUT /api/orders/:order_id/draft: the appeal form as the owner typed it (decision 107). */
export default async function appealDraftsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: AppealsContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API_PATHS.orders.draft,
    {
      preHandler: app.identifyCaller,
      schema: { params: orderIdParamsSchema, response: { 200: draftResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => getDraft(ctx, request.params.order_id, request.caller),
  );
  r.put(
    API_PATHS.orders.draft,
    {
      preHandler: app.identifyCaller,
      bodyLimit: 256 * 1024,
      schema: {
        params: orderIdParamsSchema,
        body: saveDraftBodySchema,
        response: { 200: draftResponseSchema },
      },
      // The form saves a moment after the owner stops typing: a few a minute, many more for a fast typist.
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => saveDraft(ctx, request.params.order_id, request.caller, request.body, ctx.now()),
  );
}
