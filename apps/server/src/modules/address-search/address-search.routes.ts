import { API_PATHS } from '@homie/contracts/routes';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  placeDetailsQuerySchema,
  placeDetailsResponseSchema,
  PROPERTY_MESSAGES,
} from '@homie/contracts/properties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '#lib/errors.ts';
import type { AutocompleteService } from './address-search.service.ts';
import { GooglePlacesError } from './autocomplete.google.ts';

/** Address autocomplete and place details in Google Places' shapes (spec §7). */
export default async function addressSearchRoutes(
  fastify: FastifyInstance,
  opts: { autocomplete: AutocompleteService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { autocomplete } = opts;

  app.get(
    API_PATHS.properties.autocomplete,
    {
      schema: {
        querystring: autocompleteQuerySchema.extend({ zip: z.string().max(10).optional() }),
        response: { 200: autocompleteResponseSchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => {
      const predictions = await autocomplete.predictions(request.query.query, {
        zip: request.query.zip ?? null,
      });
      return { predictions, status: predictions.length ? ('OK' as const) : ('ZERO_RESULTS' as const) };
    },
  );

  app.get(
    API_PATHS.properties.placeDetails,
    {
      schema: { querystring: placeDetailsQuerySchema, response: { 200: placeDetailsResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      try {
        const result = await autocomplete.details(request.query.place_id);
        if (!result) throw notFound(PROPERTY_MESSAGES.placeNotFound, 'place_not_found');
        return { result, status: 'OK' as const };
      } catch (err) {
        if (err instanceof GooglePlacesError) {
          request.log.warn({ err }, 'Google Places details failed');
          throw new HttpError(
            'bad_gateway',
            'Address details are unavailable right now. Please type the address instead.',
          );
        }
        throw err;
      }
    },
  );
}
