/**
 * The generic roll CSV (decision 117): one parcel per row, for any county's extract (Alameda's
 * parcel layer, an assessor's bulk extract under agreement). Header names, any order, any case:
 *   required  apn, roll_year, street (house number and street, optionally with the unit), city, zip,
 *             property_type, and total or land + improvements
 *   optional  unit, county, land, improvements, total, land_base_year (or base_year),
 *             improvements_base_year, homeowners_exemption, annual_tax, beds, baths, living_sqft,
 *             lot_sqft, year_built, lat, lon, recording_date, sale_price
 * property_type: single_family | condo | townhouse | multi_family, or SFR, Condominium, Townhouse,
 * Duplex, Triplex, Fourplex. A sale is recorded only when both recording_date and sale_price are given.
 */
import { PROPERTY_TYPES, type PropertyType } from '@homie/contracts/property-types';
import type { RollLayout, TypeDecision } from './roll-types.ts';

export const ROLL_CSV_COLUMNS = {
  required: ['apn', 'roll_year', 'street', 'city', 'zip', 'property_type'],
  optional: [
    'unit',
    'county',
    'land',
    'improvements',
    'total',
    'land_base_year',
    'base_year',
    'improvements_base_year',
    'homeowners_exemption',
    'annual_tax',
    'beds',
    'baths',
    'living_sqft',
    'lot_sqft',
    'year_built',
    'lat',
    'lon',
    'recording_date',
    'sale_price',
  ],
} as const;

const WORDS: Record<string, PropertyType> = {
  sfr: 'single_family',
  singlefamily: 'single_family',
  singlefamilyresidence: 'single_family',
  house: 'single_family',
  cnd: 'condo',
  condominium: 'condo',
  condo: 'condo',
  townhouse: 'townhouse',
  townhome: 'townhouse',
  pud: 'townhouse',
  duplex: 'multi_family',
  triplex: 'multi_family',
  fourplex: 'multi_family',
  quadruplex: 'multi_family',
  multifamily: 'multi_family',
};

export function genericRollType(text: string | undefined): TypeDecision {
  const value = text?.trim() ?? '';
  if (value === '') return { reason: 'missing property type' };
  if ((PROPERTY_TYPES as readonly string[]).includes(value)) return { type: value as PropertyType };
  const type = WORDS[value.toLowerCase().replace(/[\s_-]/g, '')];
  return type ? { type } : { reason: `unsupported property type "${value}"` };
}

export const rollCsvLayout: RollLayout = {
  name: 'generic roll CSV (decision 117)',
  requiredColumns: ROLL_CSV_COLUMNS.required,
  requiredOneOf: [['total', 'land']],
  fields: (get) => ({
    apn: get('apn'),
    rollYear: get('roll_year'),
    streetLine: get('street'),
    unit: get('unit'),
    city: get('city'),
    zip: get('zip'),
    county: get('county'),
    typeCode: get('property_type'),
    beds: get('beds'),
    baths: get('baths'),
    sqft: get('living_sqft'),
    lotSqft: get('lot_sqft'),
    yearBuilt: get('year_built'),
    land: get('land'),
    improvements: get('improvements'),
    total: get('total'),
    landBaseYear: get('land_base_year') || get('base_year'),
    improvementsBaseYear: get('improvements_base_year'),
    homeownersExemption: get('homeowners_exemption'),
    annualTax: get('annual_tax'),
    recordingDate: get('recording_date'),
    salePrice: get('sale_price'),
    lat: get('lat'),
    lon: get('lon'),
  }),
  propertyType: (raw) => genericRollType(raw.typeCode),
};
