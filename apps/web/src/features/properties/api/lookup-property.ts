import { API_PATHS } from '@homie/contracts/routes';
import type { CompassData, ParsedAddress } from '@homie/contracts/properties';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#lib/api-client.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { addressLine } from '../utils/place-to-address.ts';
import { callPropertyApi } from '../utils/call-property-api.ts';
import { propertyResponseSchemas } from '../utils/response-schemas.ts';

export interface LookupAnswer {
  parsed_address: ParsedAddress;
  compass_data: CompassData;
}

/**
 * POST /api/lookup_property with the one-line address (plus the separate fields as hints). Throws
 * the server's error, or "Could not find property information…" when data is missing (spec §5).
 */
export async function lookupProperty(
  address: UserEnteredAddress,
  signal?: AbortSignal,
): Promise<LookupAnswer> {
  const schemas = propertyResponseSchemas();
  const body = await callPropertyApi(API_PATHS.properties.lookup, {
    method: 'POST',
    body: {
      address: addressLine(address),
      street: address.street,
      unit: address.unit,
      city: address.city,
      state: address.state,
      zip: address.zipCode,
    },
    signal,
  });
  const { lookupResponseSchema } = await schemas;
  const parsed = lookupResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.data)
    throw new ApiError(ANALYSIS_ERRORS.lookupMissingData, 200, body, { kind: 'invalid' });
  return parsed.data.data;
}

/** The lookup as a mutation: the analysis chain awaits it (`mutateAsync`) with the run's signal. */
export function useLookupProperty() {
  return useMutation({
    mutationFn: ({ address, signal }: { address: UserEnteredAddress; signal?: AbortSignal }) =>
      lookupProperty(address, signal),
  });
}
