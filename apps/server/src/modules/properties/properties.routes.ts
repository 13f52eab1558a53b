import { API_PATHS } from '@homie/contracts/routes';
import {
  analysisRequestSchema,
  analysisResponseSchema,
  type LookupMissReason,
  lookupRequestSchema,
  lookupResponseSchema,
  PROPERTY_MESSAGES,
  queryResultQuerySchema,
  queryResultResponseSchema,
} from '@homie/contracts/properties';
import { errorResponseSchema } from '@homie/contracts/error-response';
import { type ErrorCode, statusOfError } from '@homie/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '#lib/errors.ts';
import type { PropertiesModule } from './properties.module.ts';
import { loadAnalysisResult, runAnalysis } from './analysis.service.ts';
import type { AnalysisJobReader } from './analysis-jobs.ts';
import { lookupProperty } from './lookup.service.ts';
import ownerSalesRoutes from './owner-sales.routes.ts';
import { completeWithOwnerSales } from './owner-sales.service.ts';

/** Any 4xx body: `{ error, code }` from the error handler, or `{ success: false, error, code, … }` from a route. */
const Failure = errorResponseSchema;

/** A lookup that finds nothing: its code, hence its status (400 unreadable or unit required, else 404). */
const LOOKUP_MISS_CODES = {
  unreadable: 'address_unreadable',
  not_in_records: 'address_not_found',
  county_not_supported: 'address_county_not_supported',
  unit_required: 'address_unit_required',
} as const satisfies Record<LookupMissReason, ErrorCode>;

/**
 * The analysis API on the property-tax host (spec §7): property lookup and the analysis job (run at
 * once, stored, read back). Only routes: properties.plugin.ts builds the module and starts its copies.
 */
export default async function propertiesRoutes(
  fastify: FastifyInstance,
  opts: { mod: PropertiesModule; analysisJobs: AnalysisJobReader },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { mod } = opts;

  app.post(
    API_PATHS.properties.lookup,
    {
      schema: {
        body: lookupRequestSchema,
        response: { 200: lookupResponseSchema, 400: Failure, 404: Failure },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { rollYear } = await mod.clock.current();
      const provider = mod.provider?.forRequest(request.ip);
      const answer = await lookupProperty(mod.properties, request.body, rollYear, {
        onMiss: provider?.onMiss,
        refresh: provider?.refresh,
      });
      if (answer.success) return answer;
      const code = LOOKUP_MISS_CODES[answer.reason ?? 'not_in_records'];
      return reply.status(statusOfError(code)).send({
        success: false,
        code,
        // A provider that could not be asked says so (decision 118); the answer stays "not in records".
        error: provider?.notice() ?? answer.error ?? PROPERTY_MESSAGES.addressNotFound,
        data: null,
        reason: answer.reason,
        county_name: answer.county_name ?? null,
      });
    },
  );

  app.post(
    API_PATHS.properties.analysis,
    {
      // A Bearer token that is present but invalid answers 401, before the body is read; none is a
      // guest (decision 205).
      onRequest: app.identifyCaller,
      schema: {
        body: analysisRequestSchema,
        response: {
          200: analysisResponseSchema,
          400: Failure,
          401: Failure,
          403: Failure,
          404: Failure,
          409: Failure,
        },
      },
      config: { rateLimit: { max: app.config.analysisRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await runAnalysis(mod.analysisDeps, request.body, {
        userId: request.user?.id ?? null,
        staleSignIn: request.headers.authorization !== undefined && !request.user,
        // The browser making or re-running the job (decision 206), its key issued on its first analysis.
        browserKey: app.ensureBrowserKey(request, reply),
      });
      if (outcome.ok) return { success: true, job_id: outcome.jobId, error: null };
      return reply
        .status(statusOfError(outcome.code))
        .send({ success: false, job_id: null, error: outcome.error, code: outcome.code });
    },
  );

  app.get(
    API_PATHS.properties.result,
    {
      // A Bearer token that is present but invalid answers 401, before the body is read; none is a
      // guest (decision 205).
      onRequest: app.identifyCaller,
      schema: { querystring: queryResultQuerySchema, response: { 200: queryResultResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      // The owner's sales among the comparables, as every module reads the job (decision 249).
      const result = await loadAnalysisResult(mod.jobs, request.query.job_id, {
        viewer: { userId: request.user?.id ?? null },
        complete: completeWithOwnerSales(mod.ownerSales),
      });
      if (!result) throw notFound(PROPERTY_MESSAGES.jobNotFound, 'job_not_found');
      return result;
    },
  );

  await app.register(ownerSalesRoutes, { mod, analysisJobs: opts.analysisJobs });
}
