import { detectCounty } from '@homie/contracts/county-detection';
import { PROPERTY_MESSAGES, type LookupRequest, type LookupResponse } from '@homie/contracts/properties';
import { sourceKindOf } from '@homie/contracts/provenance';
import { compassDataOf, parsedAddressOf, statedValues } from './compass-data.ts';
import type { PropertiesRepository, PropertyRecord } from './properties.repository.ts';
import { type AddressInput, resolveProperty } from './property-resolver.ts';

export interface LookupOptions {
  /**
   * Asked once when the address is in no record (the property-data provider, issue 14 item 5):
   * the stored record it fetched, or null. Absent offline.
   */
  onMiss?: (input: AddressInput) => Promise<PropertyRecord | null>;
  /** A provider's stored home, fetched again when older than the configured age (decision 118). */
  refresh?: (property: PropertyRecord) => Promise<PropertyRecord>;
}

/**
 * POST /api/lookup_property: the property an address names, with its latest assessment (for the roll
 * year being appealed or earlier) and its last sale, each figure with its source and basis (issue 14
 * items 1 and 3). An address we cannot read is `unreadable`; one outside the supported counties is
 * `county_not_supported` (spec §8's message); one in no record is `not_in_records`: the owner may
 * enter the home's facts instead (item 2).
 */
export async function lookupProperty(
  repository: PropertiesRepository,
  request: LookupRequest,
  rollYear: number,
  options: LookupOptions = {},
): Promise<LookupResponse> {
  const input: AddressInput = {
    line: request.address,
    street: request.street,
    unit: request.unit,
    city: request.city,
    zip: request.zip,
  };
  const resolution = await resolveProperty(repository, input);
  if (resolution.kind === 'unreadable')
    return { success: false, error: PROPERTY_MESSAGES.addressUnreadable, data: null, reason: 'unreadable' };
  if (resolution.kind === 'unit_needed')
    return { success: false, error: PROPERTY_MESSAGES.unitRequired, data: null, reason: 'unit_required' };
  let property = resolution.kind === 'found' ? resolution.property : null;
  if (property && options.refresh) property = await options.refresh(property);
  if (!property && resolution.kind === 'not_found') {
    const zip = resolution.line.zip ?? request.zip ?? null;
    const county = detectCounty({ zip, city: request.city });
    // Only a county we know to be unsupported (or a ZIP outside California) is said to be; an
    // address with neither a ZIP nor a known city is simply not in the records.
    if (!county.supported && (county.countyName !== null || Boolean(zip)))
      return {
        success: false,
        error: county.message,
        data: null,
        reason: 'county_not_supported',
        county_name: county.countyName,
      };
    property = (await options.onMiss?.(input)) ?? null;
  }
  if (!property)
    return { success: false, error: PROPERTY_MESSAGES.addressNotFound, data: null, reason: 'not_in_records' };
  const { assessment, lastSale, baseSale } = await repository.assessmentAndLastSale(property.id, rollYear);
  const stated = statedValues({
    source: sourceKindOf(property.source),
    county: property.county,
    rollYear,
    assessment,
    baseSale,
  });
  return {
    success: true,
    error: null,
    data: {
      parsed_address: parsedAddressOf(property),
      compass_data: compassDataOf(property, stated, lastSale),
    },
  };
}
