/**
 * Turns the fields one format read from a record into a validated ImportedSale, or says exactly
 * why the record cannot be imported. Shared by every format so all imports normalise alike.
 */
import { abbreviateStreetType, canonicalUnit, foldText, normalizeAddressKey } from '@homie/contracts/address';
import { detectCounty } from '@homie/contracts/county-detection';
import type { PropertyType } from '@homie/contracts/property-types';
import { parseInRange, parseNumber, parseSaleDate, parseZipField, splitStreetLine } from './field-parsers.ts';
import type { ImportedSale, ImportRowError, SaleSource } from './import-types.ts';
import { displayCity, syntheticApn } from '#modules/properties/properties.plugin.ts';

/** Fields as text, straight from a record; each format fills what it has. */
export interface RawSaleFields {
  /** Street line, possibly with a unit ("6985 Calistoga Ln #204"), when the file has no parts. */
  streetLine?: string;
  streetNumber?: string;
  streetName?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
  price?: string;
  date?: string;
  type?: string;
  beds?: string;
  baths?: string;
  sqft?: string;
  lotSqft?: number | null;
  yearBuilt?: string;
  lat?: string;
  lon?: string;
  apn?: string;
  armsLength?: boolean;
  taxAssessedValue?: string;
  taxAnnualAmount?: string;
  taxYear?: string;
}

const MAX_PRICE = 2_000_000_000;

export function buildSale(
  raw: RawSaleFields,
  line: number,
  source: SaleSource,
  mapType: (type: string) => PropertyType | null,
  today = new Date().toISOString().slice(0, 10),
): ImportedSale | ImportRowError {
  const fail = (reason: string): ImportRowError => ({ kind: 'error', line, reason });
  const dateText = raw.date?.trim() ?? '';
  if (dateText === '') return fail('missing sale date');
  const saleDate = parseSaleDate(dateText);
  if (!saleDate) return fail(`invalid sale date "${dateText}"`);
  if (saleDate > today) return fail(`sale date ${saleDate} is in the future`);
  if (saleDate < '1900-01-01') return fail(`sale date ${saleDate} is before 1900`);

  const priceText = raw.price?.trim() ?? '';
  if (priceText === '') return fail('missing price');
  const price = parseNumber(priceText);
  if (price === null || price <= 0) return fail(`invalid price "${priceText}"`);
  if (price > MAX_PRICE) return fail(`price ${priceText} is out of range`);

  let street = foldText(raw.streetLine ?? '') === '' ? '' : (raw.streetLine ?? '').trim();
  let unitText = raw.unit?.trim() || null;
  if (raw.streetNumber?.trim() || raw.streetName?.trim())
    street = `${raw.streetNumber ?? ''} ${raw.streetName ?? ''}`.trim();
  if (street === '') return fail('missing street address');
  const split = splitStreetLine(street, unitText);
  street = split.street;
  unitText = split.unitText;
  const { number, name } = split;
  if (number === '' || name === '') return fail(`no house number in the street "${street}"`);

  const zipField = parseZipField(raw.zip);
  if ('error' in zipField) return fail(zipField.error);
  const { zip } = zipField;
  const state = (raw.state?.trim() || 'CA').toUpperCase();
  if (state !== 'CA' && state !== 'CALIFORNIA') return fail(`state "${raw.state?.trim()}" is not California`);

  const typeText = raw.type?.trim() ?? '';
  const propertyType = mapType(typeText);
  if (!propertyType)
    return fail(typeText ? `unsupported property type "${typeText}"` : 'missing property type');

  const city = displayCity(raw.city ?? '');
  if (city === '') return fail('missing city');
  const county = detectCounty({ zip, city });
  if (!county.supported) return fail(`county not supported: ${county.reason}`);

  const unit = canonicalUnit(unitText);
  const addressNormalized = normalizeAddressKey(street, unit);
  const apnText = raw.apn?.trim() ?? '';
  const lat = parseInRange(raw.lat, 32, 42.1);
  const lon = parseInRange(raw.lon, -124.5, -114);
  const total = parseInRange(raw.taxAssessedValue, 1, MAX_PRICE, true);
  const taxYear = parseInRange(raw.taxYear, 1975, Number(today.slice(0, 4)) + 1, true);
  return {
    kind: 'sale',
    line,
    source,
    apn: apnText || syntheticApn(zip, addressNormalized),
    apnSynthetic: apnText === '',
    streetNumber: number,
    streetName: abbreviateStreetType(`1 ${name}`).slice(2),
    unit,
    city,
    state: 'CA',
    zip,
    county: county.county,
    addressNormalized,
    lat: lat !== null && lon !== null ? lat : null,
    lon: lat !== null && lon !== null ? lon : null,
    propertyType,
    beds: parseInRange(raw.beds, 0, 50, true),
    baths: parseInRange(raw.baths, 0, 50),
    livingSqft: parseInRange(raw.sqft, 100, 100_000, true),
    lotSqft: raw.lotSqft ?? null,
    yearBuilt: parseInRange(raw.yearBuilt, 1800, Number(today.slice(0, 4)) + 1, true),
    saleDate,
    price: Math.round(price),
    armsLength: raw.armsLength ?? true,
    assessment: total
      ? {
          rollYear: taxYear ?? Number(saleDate.slice(0, 4)),
          total,
          annualTax: parseInRange(raw.taxAnnualAmount, 0, MAX_PRICE, true),
        }
      : null,
  };
}
