import { PROPERTY_MESSAGES, type LookupRequest, type LookupResponse } from '@homie/contracts/properties';
import { compassDataOf, parsedAddressOf } from './compass-data.ts';
import type { PropertiesRepository } from './properties.repository.ts';
import { resolveProperty } from './property-resolver.ts';

/**
 * POST /api/lookup_property: the property an address names, with its latest assessment (for the roll
 * year being appealed or earlier) and its last sale. An address we cannot read or do not know is
 * `success: false` with a message saying what to check.
 */
export async function lookupProperty(
  repository: PropertiesRepository,
  request: LookupRequest,
  rollYear: number,
): Promise<LookupResponse> {
  const resolution = await resolveProperty(repository, {
    line: request.address,
    street: request.street,
    unit: request.unit,
    city: request.city,
    zip: request.zip,
  });
  if (resolution.kind === 'unreadable')
    return { success: false, error: PROPERTY_MESSAGES.addressUnreadable, data: null };
  if (resolution.kind === 'not_found')
    return { success: false, error: PROPERTY_MESSAGES.addressNotFound, data: null };
  const { property } = resolution;
  const { assessment, lastSale } = await repository.assessmentAndLastSale(property.id, rollYear);
  return {
    success: true,
    error: null,
    data: {
      parsed_address: parsedAddressOf(property),
      compass_data: compassDataOf(property, assessment, lastSale),
    },
  };
}
