import type { AddressComponent, PlaceDetailsResponse } from '@homie/contracts/properties';
import { abbreviateStreetType, reduceUnit } from '@homie/contracts/address';
import type { UserEnteredAddress } from '../stores/property-store.ts';

const find = (components: AddressComponent[], type: string) => components.find((c) => c.types.includes(type));

/**
 * Fills the address fields from a chosen suggestion's place details (spec §3, §5): street from the
 * street number and route with its street type abbreviated, unit reduced to its first digit run,
 * city from the locality (else the neighbourhood), state's short name, ZIP. Without components the
 * street is the suggestion's description.
 */
export function placeToAddress(
  details: PlaceDetailsResponse['result'] | null,
  description: string,
): UserEnteredAddress {
  const components = details?.address_components ?? [];
  const number = find(components, 'street_number')?.long_name ?? '';
  const route = find(components, 'route')?.long_name ?? '';
  const line = [number, route].filter(Boolean).join(' ');
  if (!line) return { street: description, unit: '', city: '', state: '', zipCode: '' };
  const subpremise = find(components, 'subpremise')?.long_name ?? '';
  return {
    street: abbreviateStreetType(line),
    unit: subpremise ? reduceUnit(subpremise) : '',
    city: (find(components, 'locality') ?? find(components, 'neighborhood'))?.long_name ?? '',
    state: find(components, 'administrative_area_level_1')?.short_name ?? '',
    zipCode: find(components, 'postal_code')?.long_name ?? '',
  };
}

/** The one-line address the lookup takes: street, city, state, zip and unit joined by spaces (spec §7). */
export function addressLine(address: UserEnteredAddress): string {
  return [address.street, address.city, address.state, address.zipCode, address.unit]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
