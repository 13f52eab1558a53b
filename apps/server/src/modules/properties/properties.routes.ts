import {
  AnalysisRequestSchema,
  AnalysisResponseSchema,
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  LookupRequestSchema,
  LookupResponseSchema,
  PlaceDetailsQuerySchema,
  PlaceDetailsResponseSchema,
  PROPERTY_MESSAGES,
  QueryResultQuerySchema,
  QueryResultResponseSchema,
} from '@homie/contracts/properties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '#lib/errors.ts';
import { createPropertiesModule } from './properties.module.ts';
import { GooglePlacesError } from './autocomplete.google.ts';
import { loadAnalysisResult, runAnalysis } from './analysis.service.ts';
import { lookupProperty } from './lookup.service.ts';
import { startMarketWarmUp } from './market-warmup.ts';

/** Any 4xx body: `{ error }` from the error handler, or `{ success: false, error, … }` from a route. */
const Failure = z.looseObject({ error: z.string() });

/**
 * The analysis API on the property-tax host (spec §7): address autocomplete and place details in
 * Google Places' shapes, property lookup, and the analysis job (run at once, stored, read back).
 */
export default async function propertiesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mod = createPropertiesModule(app);
  if (app.config.nodeEnv !== 'test') {
    const warmUp = startMarketWarmUp({ clock: mod.clock, indexes: mod.indexes, log: app.log });
    app.addHook('onClose', async () => warmUp.stop());
  }

  app.get(
    '/autocomplete_address',
    {
      schema: {
        querystring: AutocompleteQuerySchema.extend({ zip: z.string().max(10).optional() }),
        response: { 200: AutocompleteResponseSchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => {
      const predictions = await mod.autocomplete.predictions(request.query.query, {
        zip: request.query.zip ?? null,
      });
      return { predictions, status: predictions.length ? ('OK' as const) : ('ZERO_RESULTS' as const) };
    },
  );

  app.get(
    '/autocomplete_address_details',
    {
      schema: { querystring: PlaceDetailsQuerySchema, response: { 200: PlaceDetailsResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      try {
        const result = await mod.autocomplete.details(request.query.place_id);
        if (!result) throw notFound(PROPERTY_MESSAGES.placeNotFound);
        return { result, status: 'OK' as const };
      } catch (err) {
        if (err instanceof GooglePlacesError) {
          request.log.warn({ err }, 'Google Places details failed');
          throw new HttpError(
            502,
            'Address details are unavailable right now. Please type the address instead.',
          );
        }
        throw err;
      }
    },
  );

  app.post(
    '/api/lookup_property',
    {
      schema: {
        body: LookupRequestSchema,
        response: { 200: LookupResponseSchema, 400: Failure, 404: Failure },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { rollYear } = await mod.clock.current();
      const provider = mod.provider?.forRequest();
      const answer = await lookupProperty(mod.properties, request.body, rollYear, {
        onMiss: provider?.onMiss,
        refresh: provider?.refresh,
      });
      if (answer.success) return answer;
      const status = answer.reason === 'unreadable' ? 400 : 404;
      return reply.status(status).send({
        success: false,
        // A provider that could not be asked says so (decision 118); the answer stays "not in records".
        error: provider?.notice() ?? answer.error ?? PROPERTY_MESSAGES.addressNotFound,
        data: null,
        reason: answer.reason,
        county_name: answer.county_name ?? null,
      });
    },
  );

  app.post(
    '/manual_analysis',
    {
      preHandler: app.identify,
      schema: {
        body: AnalysisRequestSchema,
        response: {
          200: AnalysisResponseSchema,
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
      });
      if (outcome.ok) return { success: true, job_id: outcome.jobId, error: null };
      const status = outcome.error === PROPERTY_MESSAGES.addressUnreadable ? 400 : 404;
      return reply.status(status).send({ success: false, job_id: null, error: outcome.error });
    },
  );

  app.get(
    '/query_result',
    {
      preHandler: app.identify,
      schema: { querystring: QueryResultQuerySchema, response: { 200: QueryResultResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await loadAnalysisResult(mod.jobs, request.query.job_id, {
        userId: request.user?.id ?? null,
      });
      if (!result) throw notFound(PROPERTY_MESSAGES.jobNotFound);
      return result;
    },
  );
}
