/** Zillow "recently sold" CSV (address, zipCode, city, state, price, bed, bath, sqft, lotArea, …). */
import type { PropertyType } from '@homie/contracts/property-types';
import { parseLotSqft } from './field-parsers.ts';
import type { SalesFormat } from './sales-format.ts';

const TYPES: Record<string, PropertyType> = {
  single_family: 'single_family',
  condo: 'condo',
  apartment: 'condo',
  townhouse: 'townhouse',
  multi_family: 'multi_family',
};

export const zillowFormat: SalesFormat = {
  name: 'Zillow-style sold-homes CSV',
  requiredColumns: ['address', 'zipCode', 'city', 'price', 'dateSold', 'homeType'],
  mapType: (type) => TYPES[type.toLowerCase()] ?? null,
  fields: (get) => ({
    // "26920 Helmond Dr, Calabasas, CA 91301": the street line is the part before the first comma.
    streetLine: (get('address') ?? '').split(',')[0],
    city: get('city'),
    state: get('state'),
    zip: get('zipCode'),
    price: get('price'),
    date: get('dateSold') || get('dateSoldNumeric'),
    type: get('homeType'),
    beds: get('bed'),
    baths: get('bath'),
    sqft: get('sqft'),
    lotSqft: parseLotSqft(get('lotArea'), get('lotAreaType')),
    lat: get('latitude'),
    lon: get('longitude'),
  }),
};
