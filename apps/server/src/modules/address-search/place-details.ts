import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { STREET_SUFFIXES } from '@homie/contracts/data/street-suffixes';
import type { AddressComponent, PlaceDetailsResponse } from '@homie/contracts/properties';
import { displayCase, type PropertyRecord, streetLine } from '#modules/properties/properties.plugin.ts';

/** Local place ids: a home ("p", with its unit) or the street address of its building ("s", no unit). */
export type LocalPlace = { kind: 'p' | 's'; propertyId: number };

export const localPlaceId = (place: LocalPlace) => `homie_${place.kind}_${place.propertyId}`;

export function parseLocalPlaceId(placeId: string): LocalPlace | null {
  const match = /^homie_([ps])_(\d{1,10})$/.exec(placeId);
  if (!match) return null;
  const propertyId = Number(match[2]);
  return propertyId > 0 && propertyId <= 2_147_483_647 ? { kind: match[1] as 'p' | 's', propertyId } : null;
}

const PRIMARY_BY_ABBREVIATION = new Map(STREET_SUFFIXES.map(([primary, standard]) => [standard, primary]));

/** Google's long route name spells the street type out ("Calistoga Lane"); the short one abbreviates it. */
function routeNames(streetName: string): { long: string; short: string } {
  const short = displayCase(streetName);
  const words = streetName.toUpperCase().split(' ');
  const last = words.length > 1 ? PRIMARY_BY_ABBREVIATION.get(words[words.length - 1]!) : undefined;
  if (!last) return { long: short, short };
  return { long: displayCase([...words.slice(0, -1), last].join(' ')), short };
}

/** One prediction's text, street first, the way Google writes it. */
export function describe(
  property: Pick<PropertyRecord, 'streetNumber' | 'streetName' | 'unit' | 'city' | 'state' | 'zip'>,
  withUnit: boolean,
): string {
  const unit = withUnit && property.unit ? ` #${property.unit}` : '';
  return `${streetLine(property)}${unit}, ${displayCase(property.city)}, ${property.state} ${property.zip}`;
}

/** Place Details in Google's shape for a home of the property database. */
export function placeDetailsOf(property: PropertyRecord, place: LocalPlace): PlaceDetailsResponse['result'] {
  const route = routeNames(property.streetName);
  const city = displayCase(property.city);
  const components: AddressComponent[] = [
    { long_name: property.streetNumber, short_name: property.streetNumber, types: ['street_number'] },
    { long_name: route.long, short_name: route.short, types: ['route'] },
  ];
  if (place.kind === 'p' && property.unit)
    components.push({ long_name: property.unit, short_name: property.unit, types: ['subpremise'] });
  components.push({ long_name: city, short_name: city, types: ['locality', 'political'] });
  if (isCountyKey(property.county)) {
    const county = `${COUNTIES[property.county].name} County`;
    components.push({
      long_name: county,
      short_name: county,
      types: ['administrative_area_level_2', 'political'],
    });
  }
  components.push(
    {
      long_name: 'California',
      short_name: property.state,
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: property.zip, short_name: property.zip, types: ['postal_code'] },
  );
  return {
    place_id: localPlaceId(place),
    name: streetLine(property),
    formatted_address: `${describe(property, place.kind === 'p')}, USA`,
    address_components: components,
    ...(property.lat != null && property.lon != null
      ? { geometry: { location: { lat: property.lat, lng: property.lon } } }
      : {}),
  };
}
