import { API_PATHS } from '@homie/contracts/routes';
import type { PlaceDetailsResponse } from '@homie/contracts/properties';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { propertyResponseSchemas } from '../utils/response-schemas.ts';

/** GET /autocomplete_address_details?place_id=: the chosen suggestion's parts; null on any failure. */
export async function getPlaceDetails(placeId: string): Promise<PlaceDetailsResponse['result'] | null> {
  try {
    const schemas = propertyResponseSchemas();
    const body = await request(
      `${API_PATHS.properties.placeDetails}?place_id=${encodeURIComponent(placeId)}`,
    );
    const { placeDetailsResponseSchema } = await schemas;
    const parsed = placeDetailsResponseSchema.safeParse(body);
    return parsed.success ? parsed.data.result : null;
  } catch {
    return null;
  }
}

/** The chosen suggestion's parts, asked when the owner picks one (`mutateAsync` in the street field). */
export function usePlaceDetails() {
  return useMutation({ mutationFn: getPlaceDetails });
}
