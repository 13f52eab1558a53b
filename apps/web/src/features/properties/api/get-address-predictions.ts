import { API_PATHS } from '@homie/contracts/routes';
import type { AutocompletePrediction } from '@homie/contracts/properties';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '#lib/api-client.ts';
import { propertyResponseSchemas } from '../utils/response-schemas.ts';

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

const PREDICTIONS_KEY = ['properties', 'address-predictions'] as const;

/**
 * The suggestions as a query the street field asks after its own debounce (spec §9): `search(query)`
 * reads through the cache (never kept: every pause asks afresh), `cancel()` cancels the read in
 * flight (the library aborts its request); a cancelled search answers an empty list.
 */
export function useAddressPredictions() {
  const queryClient = useQueryClient();
  const search = useCallback(
    (query: string) =>
      queryClient
        .fetchQuery({
          queryKey: [...PREDICTIONS_KEY, query],
          queryFn: ({ signal }) => getAddressPredictions(query, signal),
          staleTime: 0,
          gcTime: 0,
          retry: false,
        })
        .catch((): AutocompletePrediction[] => []),
    [queryClient],
  );
  const cancel = useCallback(
    () => void queryClient.cancelQueries({ queryKey: PREDICTIONS_KEY }),
    [queryClient],
  );
  return { search, cancel };
}
