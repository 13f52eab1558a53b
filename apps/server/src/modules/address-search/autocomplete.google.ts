import {
  type AutocompletePrediction,
  addressComponentSchema,
  type PlaceDetailsResponse,
} from '@homie/contracts/properties';
import { z } from 'zod';

export const GOOGLE_PLACES_BASE = 'https://maps.googleapis.com/maps/api/place';
const TIMEOUT_MS = 3_000;

const GoogleAutocompleteSchema = z.object({
  status: z.string(),
  predictions: z.array(z.object({ place_id: z.string(), description: z.string() })).default([]),
});

const GoogleDetailsSchema = z.object({
  status: z.string(),
  result: z
    .object({
      place_id: z.string().optional(),
      name: z.string().optional(),
      formatted_address: z.string().optional(),
      address_components: z.array(addressComponentSchema).default([]),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).optional(),
    })
    .optional(),
});

export class GooglePlacesError extends Error {}

export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Google Places Autocomplete and Place Details, called from the server so the key never reaches the
 * browser. Answers are re-shaped to exactly the fields our contract names. Throws GooglePlacesError
 * on any failure (network, timeout, non-OK status) so the caller can fall back to local search.
 */
export function createGooglePlaces(options: GooglePlacesOptions) {
  const base = (options.baseUrl ?? GOOGLE_PLACES_BASE).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}/${path}/json`);
    for (const [k, v] of Object.entries({ ...params, key: options.apiKey })) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new GooglePlacesError(`Google Places unreachable: ${(err as Error).message}`);
    }
    if (!response.ok) throw new GooglePlacesError(`Google Places answered HTTP ${response.status}`);
    return response.json().catch(() => {
      throw new GooglePlacesError('Google Places answered with invalid JSON');
    });
  }
  return {
    async predictions(query: string): Promise<AutocompletePrediction[]> {
      const parsed = GoogleAutocompleteSchema.safeParse(
        await call('autocomplete', { input: query, types: 'address', components: 'country:us' }),
      );
      if (!parsed.success) throw new GooglePlacesError('Unexpected Google Places autocomplete answer');
      if (parsed.data.status === 'ZERO_RESULTS') return [];
      if (parsed.data.status !== 'OK')
        throw new GooglePlacesError(`Google Places status ${parsed.data.status}`);
      return parsed.data.predictions.map(({ place_id, description }) => ({ place_id, description }));
    },

    /** Null when Google does not know the place id. */
    async details(placeId: string): Promise<PlaceDetailsResponse['result'] | null> {
      const parsed = GoogleDetailsSchema.safeParse(
        await call('details', {
          place_id: placeId,
          fields: 'address_components,name,formatted_address,geometry,place_id',
        }),
      );
      if (!parsed.success) throw new GooglePlacesError('Unexpected Google Places details answer');
      const { status, result } = parsed.data;
      if (status === 'NOT_FOUND' || status === 'INVALID_REQUEST') return null;
      if (status !== 'OK' || !result) throw new GooglePlacesError(`Google Places status ${status}`);
      return {
        place_id: result.place_id ?? placeId,
        name: result.name ?? '',
        formatted_address: result.formatted_address ?? '',
        address_components: result.address_components,
        ...(result.geometry ? { geometry: result.geometry } : {}),
      };
    },
  };
}

export type GooglePlaces = ReturnType<typeof createGooglePlaces>;
