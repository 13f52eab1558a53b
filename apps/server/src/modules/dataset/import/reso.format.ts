/**
 * A RESO Data Dictionary CSV: ClosePrice, CloseDate, PropertyType / PropertySubType, BedroomsTotal,
 * BathroomsTotalInteger, LivingArea, LotSizeSquareFeet or LotSizeAcres, YearBuilt, UnparsedAddress or
 * StreetNumber + StreetName (+ StreetSuffix, UnitNumber) + City + PostalCode, ParcelNumber, Latitude,
 * Longitude, TaxAssessedValue, TaxAnnualAmount, TaxYear.
 */
import type { PropertyType } from '@homie/contracts/property-types';
import { PROPERTY_TYPES } from '@homie/contracts/property-types';
import { parseLotSqft } from './field-parsers.ts';
import type { SalesFormat } from './sales-format.ts';

const SUBTYPES: Record<string, PropertyType> = {
  singlefamilyresidence: 'single_family',
  singlefamily: 'single_family',
  cabin: 'single_family',
  condominium: 'condo',
  condo: 'condo',
  stockcooperative: 'condo',
  apartment: 'condo',
  townhouse: 'townhouse',
  duplex: 'multi_family',
  triplex: 'multi_family',
  quadruplex: 'multi_family',
  multifamily: 'multi_family',
  residentialincome: 'multi_family',
};
const NOT_ARMS_LENGTH = /auction|trustee|non.?arm|related|family/i;

export const resoFormat: SalesFormat = {
  name: 'RESO Data Dictionary CSV',
  requiredColumns: ['ClosePrice', 'CloseDate'],
  requiredOneOf: [['UnparsedAddress', 'StreetName'], ['PostalCode'], ['PropertyType', 'PropertySubType']],
  mapType: (type) => {
    const key = type.toLowerCase().replace(/[\s_-]/g, '');
    if ((PROPERTY_TYPES as readonly string[]).includes(type)) return type as PropertyType;
    return SUBTYPES[key] ?? null;
  },
  fields: (get) => {
    const name = [get('StreetDirPrefix'), get('StreetName'), get('StreetSuffix'), get('StreetDirSuffix')]
      .filter((part) => part?.trim())
      .join(' ');
    const acres = get('LotSizeAcres');
    return {
      streetLine: (get('UnparsedAddress') ?? '').split(',')[0],
      streetNumber: get('StreetNumber'),
      streetName: name,
      unit: get('UnitNumber'),
      city: get('City'),
      state: get('StateOrProvince'),
      zip: get('PostalCode'),
      price: get('ClosePrice'),
      date: get('CloseDate'),
      // The sub-type says more ("Condominium"); the type alone may be "Residential".
      type: get('PropertySubType') || get('PropertyType'),
      beds: get('BedroomsTotal'),
      baths: get('BathroomsTotalInteger') || get('BathroomsTotalDecimal'),
      sqft: get('LivingArea'),
      lotSqft: parseLotSqft(get('LotSizeSquareFeet')) ?? parseLotSqft(acres, 'acres'),
      yearBuilt: get('YearBuilt'),
      lat: get('Latitude'),
      lon: get('Longitude'),
      apn: get('ParcelNumber'),
      armsLength: !NOT_ARMS_LENGTH.test(get('SpecialListingConditions') ?? ''),
      taxAssessedValue: get('TaxAssessedValue'),
      taxAnnualAmount: get('TaxAnnualAmount'),
      taxYear: get('TaxYear'),
    };
  },
};
