/**
 * Los Angeles County Assessor's public parcel exports, in the three layouts the county publishes
 * (../shared/design/real-data-sources.md, decision 116). The layout is recognised from the header:
 *   A  yearly "Assessor Parcels Data" CSV: AIN, RollYear, LandValue, ImprovementValue, HouseNo, …
 *   B  "Parcel Data Rolls 2021–present": AIN, RollYear, Roll_LandValue, SitusHouseNo, SitusStreet, …
 *   C  monthly parcel layer: AIN, Roll_Year, Roll_LandValue, SitusAddress, SQFTmain1, Bedrooms1, …
 */
import type { PropertyType } from '@homie/contracts/property-types';
import type { RawParcelFields, RollLayout, TypeDecision } from './roll-types.ts';

/** PropertyType column of layout A. */
const TYPE_CODES: Record<string, PropertyType> = {
  SFR: 'single_family',
  CND: 'condo',
  'R-I': 'multi_family',
};
const TYPE_NAMES: Record<string, string> = {
  C: 'commercial',
  I: 'industrial',
  VAC: 'vacant land',
  OTH: 'other',
};

/**
 * LA's four-character use code: the first digit is the class (0 residential), the second the
 * number of units (1 one, 2–4 two to four, 5 five or more); a residential fourth character C or E
 * marks a condominium, D a planned development (townhouses), V vacant land. Other classes are not homes.
 */
export function laUseCodeType(useCode: string): TypeDecision {
  const code = useCode.trim().toUpperCase();
  const m = /^0([0-9])([0-9A-Z])([0-9A-Z])$/.exec(code);
  if (!m) return { reason: code ? `not a home: use code "${code}"` : 'missing use code' };
  const units = m[1] as string;
  const detail = m[3] as string;
  if (detail === 'V') return { reason: `not a home: use code "${code}" (vacant land)` };
  if (units === '1') {
    if (detail === 'C' || detail === 'E') return { type: 'condo' };
    if (detail === 'D') return { type: 'townhouse' };
    return { type: 'single_family' };
  }
  if (['2', '3', '4', '5'].includes(units)) return { type: 'multi_family' };
  return { reason: `not a home: use code "${code}"` };
}

function laType(raw: RawParcelFields): TypeDecision {
  const useType = raw.useType?.trim() ?? '';
  if (useType && !/^resid/i.test(useType) && !/^(SFR|CND|R-I)$/i.test(useType))
    return { reason: `not a home: use type "${useType}"` };
  const code = raw.typeCode?.trim().toUpperCase() ?? '';
  if (TYPE_NAMES[code]) return { reason: `not a home: property type "${code}" (${TYPE_NAMES[code]})` };
  if (raw.useCode?.trim()) {
    const byUse = laUseCodeType(raw.useCode);
    // The use code says more than SFR/CND (a townhouse, a duplex); the type code decides otherwise.
    if ('type' in byUse || !TYPE_CODES[code]) return byUse;
  }
  if (TYPE_CODES[code]) return { type: TYPE_CODES[code] as PropertyType };
  if (code) return { reason: `not a home: property type "${code}"` };
  return { reason: 'missing use code' };
}

/** The first of several columns that has a value. */
const firstOf = (get: (c: string) => string | undefined, ...columns: string[]) => {
  for (const column of columns) {
    const value = get(column);
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
};

/** The values of the Roll_* columns that layouts B and C share, and the last recording date. */
const rollValues = (get: (c: string) => string | undefined) => ({
  land: get('Roll_LandValue'),
  improvements: get('Roll_ImpValue'),
  total: get('Roll_TotalValue'),
  landBaseYear: get('Roll_LandBaseYear'),
  improvementsBaseYear: get('Roll_ImpBaseYear'),
  homeownersExemption: get('Roll_HomeOwnersExemp'),
  recordingDate: get('RecordingDate'),
});

export const laLayoutA: RollLayout = {
  name: 'LA County Assessor Parcels Data (yearly CSV)',
  requiredColumns: ['AIN', 'RollYear', 'LandValue', 'ImprovementValue'],
  requiredOneOf: [
    ['HouseNo', 'PropertyLocation'],
    ['ZIPcode5', 'ZIPcode'],
  ],
  fields: (get) => ({
    apn: get('AIN'),
    rollYear: get('RollYear'),
    streetLine: get('PropertyLocation'),
    houseNumber: get('HouseNo'),
    houseFraction: get('HouseFraction'),
    direction: get('StreetDirection'),
    streetName: get('StreetName'),
    unit: get('UnitNo'),
    city: firstOf(get, 'City', 'TaxRateArea_CITY'),
    zip: firstOf(get, 'ZIPcode5', 'ZIPcode'),
    typeCode: get('PropertyType'),
    useCode: get('PropertyUseCode'),
    beds: get('Bedrooms'),
    baths: get('Bathrooms'),
    sqft: get('SQFTmain'),
    yearBuilt: get('YearBuilt'),
    land: get('LandValue'),
    improvements: get('ImprovementValue'),
    total: get('TotalLandImpValue'),
    landBaseYear: get('LandBaseYear'),
    improvementsBaseYear: get('ImpBaseYear'),
    homeownersExemption: get('HomeownersExemption'),
    recordingDate: get('RecordingDate'),
    lat: get('CENTER_LAT'),
    lon: get('CENTER_LON'),
  }),
  propertyType: laType,
};

export const laLayoutB: RollLayout = {
  name: 'LA County Parcel Data Rolls (2021 to present)',
  requiredColumns: ['AIN', 'RollYear', 'Roll_LandValue', 'Roll_ImpValue'],
  requiredOneOf: [
    ['SitusStreet', 'PropertyLocation'],
    ['SitusZIP5', 'SitusZIP'],
  ],
  fields: (get) => ({
    apn: get('AIN'),
    rollYear: get('RollYear'),
    streetLine: get('PropertyLocation'),
    houseNumber: get('SitusHouseNo'),
    houseFraction: get('SitusFraction'),
    direction: get('SitusDirection'),
    streetName: get('SitusStreet'),
    unit: get('SitusUnit'),
    city: get('SitusCity'),
    zip: firstOf(get, 'SitusZIP5', 'SitusZIP'),
    useType: get('UseType'),
    useCode: get('UseCode'),
    beds: get('Bedrooms'),
    baths: get('Bathrooms'),
    sqft: get('SQFTmain'),
    yearBuilt: get('YearBuilt'),
    ...rollValues(get),
    lat: get('CENTER_LAT'),
    lon: get('CENTER_LON'),
  }),
  propertyType: laType,
};

export const laLayoutC: RollLayout = {
  name: 'LA County monthly parcel layer',
  requiredColumns: ['AIN', 'Roll_Year', 'Roll_LandValue', 'Roll_ImpValue'],
  requiredOneOf: [
    ['SitusAddress', 'SitusFullAddress'],
    ['SitusZIP', 'SitusZIP5'],
  ],
  fields: (get) => ({
    apn: get('AIN'),
    rollYear: get('Roll_Year'),
    streetLine: get('SitusAddress'),
    city: get('SitusCity'),
    zip: firstOf(get, 'SitusZIP', 'SitusZIP5'),
    useType: get('UseType'),
    useCode: get('UseCode'),
    // Building line 1 is the main building.
    beds: get('Bedrooms1'),
    baths: get('Bathrooms1'),
    sqft: get('SQFTmain1'),
    yearBuilt: get('YearBuilt1'),
    ...rollValues(get),
    lat: firstOf(get, 'CENTER_LAT', 'LAT', 'Latitude'),
    lon: firstOf(get, 'CENTER_LON', 'LON', 'Longitude'),
  }),
  propertyType: laType,
};

export const LA_LAYOUTS = [laLayoutA, laLayoutB, laLayoutC] as const;
