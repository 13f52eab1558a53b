import { errorResponseSchema } from '@homie/contracts/error-response';
import {
  ownerSaleInputSchema,
  ownerSaleParamsSchema,
  ownerSalesParamsSchema,
  ownerSalesResponseSchema,
} from '@homie/contracts/owner-sales';
import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnalysisJobReader } from './analysis-jobs.ts';
import type { AnalysisCaller } from './analysis.service.ts';
import { addOwnerSale, listOwnerSales, removeOwnerSale } from './owner-sales.service.ts';
import type { PropertiesModule } from './properties.module.ts';

const Failure = errorResponseSchema;
const FAILURES = { 400: Failure, 401: Failure, 403: Failure, 404: Failure, 409: Failure } as const;

/** Who asks, as the job's rule reads it (decision 206): the account, or this browser's key. */
const callerOf = (request: FastifyRequest): AnalysisCaller => ({
  userId: request.caller.userId,
  browserKey: request.caller.browserKey,
  staleSignIn: request.headers.authorization !== undefined && !request.user,
});

/**
 * Sales the owner knows, on the job they made (issue 50 item 5, decision 249): list, add, remove.
 * Only the job's maker; each answer lists the sales and the job's comparables now.
 */
export default async function ownerSalesRoutes(
  fastify: FastifyInstance,
  opts: { mod: PropertiesModule; analysisJobs: AnalysisJobReader },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = opts.mod.ownerSales;
  const read = (jobId: string) => opts.analysisJobs.result(jobId);
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    API_PATHS.properties.ownerSales,
    {
      onRequest: app.identifyCaller,
      schema: { params: ownerSalesParamsSchema, response: { 200: ownerSalesResponseSchema, ...FAILURES } },
      config,
    },
    (request) => listOwnerSales(deps, read, request.params.jobId, callerOf(request)),
  );

  app.post(
    API_PATHS.properties.ownerSales,
    {
      onRequest: app.identifyCaller,
      schema: {
        params: ownerSalesParamsSchema,
        body: ownerSaleInputSchema,
        response: { 201: ownerSalesResponseSchema, ...FAILURES },
      },
      config,
    },
    async (request, reply) => {
      const answer = await addOwnerSale(deps, read, request.params.jobId, request.body, callerOf(request));
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    API_PATHS.properties.ownerSale,
    {
      onRequest: app.identifyCaller,
      schema: { params: ownerSaleParamsSchema, response: { 200: ownerSalesResponseSchema, ...FAILURES } },
      config,
    },
    (request) => removeOwnerSale(deps, read, request.params.jobId, request.params.saleId, callerOf(request)),
  );
}
