/** Redfin "Download All" sold-homes CSV (27 columns: SALE TYPE, SOLD DATE, PROPERTY TYPE, ADDRESS, …). */
import type { PropertyType } from '@homie/contracts/property-types';
import { parseLotSqft } from './field-parsers.ts';
import type { SalesFormat } from './sales-format.ts';

const TYPES: Record<string, PropertyType> = {
  'single family residential': 'single_family',
  'condo/co-op': 'condo',
  townhouse: 'townhouse',
  'multi-family (2-4 unit)': 'multi_family',
  'multi-family (5+ unit)': 'multi_family',
};

export const redfinFormat: SalesFormat = {
  name: 'Redfin sold-homes export',
  requiredColumns: ['SOLD DATE', 'PROPERTY TYPE', 'ADDRESS', 'CITY', 'ZIP OR POSTAL CODE', 'PRICE'],
  mapType: (type) => TYPES[type.toLowerCase()] ?? null,
  fields: (get) => ({
    streetLine: get('ADDRESS'),
    city: get('CITY'),
    state: get('STATE OR PROVINCE'),
    zip: get('ZIP OR POSTAL CODE'),
    price: get('PRICE'),
    date: get('SOLD DATE'),
    type: get('PROPERTY TYPE'),
    beds: get('BEDS'),
    baths: get('BATHS'),
    sqft: get('SQUARE FEET'),
    lotSqft: parseLotSqft(get('LOT SIZE')),
    yearBuilt: get('YEAR BUILT'),
    lat: get('LATITUDE'),
    lon: get('LONGITUDE'),
  }),
};
