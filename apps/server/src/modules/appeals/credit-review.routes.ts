import { API_PATHS } from '@homie/contracts/routes';
import {
  creditIdParamsSchema,
  creditItemSchema,
  creditReviewBodySchema,
  creditsQuerySchema,
  creditsResponseSchema,
} from '@homie/contracts/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppealsContext } from './appeals.context.ts';
import {
  creditNotice,
  listCredits,
  type Operator,
  type OperatorDoor,
  reviewCredit,
} from './credit-review.ts';

declare module 'fastify' {
  interface FastifyRequest {
    creditReviewer?: Operator;
  }
}

/**
 * /api/operator/credits…: the back office's review of "Free next year" credits (decision 212).
 * Every route checks the session and the operator role first (the operator module's rule).
 */
export default async function creditReviewRoutes(
  fastify: FastifyInstance,
  { ctx }: { ctx: AppealsContext },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operators: OperatorDoor = app.operator;
  app.decorateRequest('creditReviewer', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.creditReviewer = await operators.requireOperator(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const me = (request: FastifyRequest) => request.creditReviewer!;

  app.get(
    API_PATHS.operator.credits,
    { schema: { querystring: creditsQuerySchema, response: { 200: creditsResponseSchema } } },
    async (request) => ({ items: await listCredits(ctx, request.query.status) }),
  );
  app.get(
    API_PATHS.operator.creditNotice,
    { schema: { params: creditIdParamsSchema } },
    async (request, reply) => {
      const notice = await creditNotice(ctx, operators, me(request), request.params.id);
      const stream = await app.storage.get(notice.key);
      return reply
        .header('content-type', notice.contentType)
        .header('content-disposition', `attachment; filename="${notice.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
  app.post(
    API_PATHS.operator.creditReview,
    {
      schema: {
        params: creditIdParamsSchema,
        body: creditReviewBodySchema,
        response: { 200: creditItemSchema },
      },
    },
    async (request) => reviewCredit(ctx, operators, me(request), request.params.id, request.body),
  );
}
