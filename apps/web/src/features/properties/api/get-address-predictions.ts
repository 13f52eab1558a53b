import { API_PATHS } from '@homie/contracts/routes';
import type { AutocompletePrediction } from '@homie/contracts/properties';
import { request } from '#lib/api-client.ts';
import { propertyResponseSchemas } from './response-schemas.ts';

/**
 * GET /autocomplete_address?query=: suggestions for what the owner typed. Failures are silent
 * (spec §8): a non-200 answer or a network error gives an empty list.
 */
export async function getAddressPredictions(
  query: string,
  signal?: AbortSignal,
): Promise<AutocompletePrediction[]> {
  try {
    const schemas = propertyResponseSchemas();
    const body = await request(`${API_PATHS.properties.autocomplete}?query=${encodeURIComponent(query)}`, {
      signal,
    });
    const { autocompleteResponseSchema } = await schemas;
    const parsed = autocompleteResponseSchema.safeParse(body);
    return parsed.success ? parsed.data.predictions : [];
  } catch {
    return [];
  }
}
