/**
 * Turns the fields a roll layout read from a record into a validated ImportedParcel, or says exactly
 * why the record cannot be imported (decisions 116, 117). Addresses are normalised like the sales
 * importers' (sale-builder.ts), so a home imported from a sales file and from the roll is one home.
 */
import { abbreviateStreetType, canonicalUnit, foldText, normalizeAddressKey } from '@homie/contracts/address';
import { type CountyKey, isCountyKey } from '@homie/contracts/counties';
import { detectCounty } from '@homie/contracts/county-detection';
import { parseInRange, parseNumber, parseSaleDate, parseZipField, splitStreetLine } from './field-parsers.ts';
import type { ImportRowError } from './import-types.ts';
import type { ImportedParcel, RawParcelFields, RollFormat, RollLayout } from './roll-types.ts';
import { displayCity } from '#modules/properties/properties.plugin.ts';

const MAX_VALUE = 2_000_000_000;

/** LA's AIN as 4-3-3 digits ("2004001003", "2004-001-003" → "2004-001-003"); null when not 10 digits. */
export function formatAin(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
}

/** Recording dates: 20150605, 2015-06-05, 6/5/2015 or epoch milliseconds (the service export). */
export function parseRecordingDate(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return parseSaleDate(`${compact[1]}-${compact[2]}-${compact[3]}`);
  // Epoch milliseconds before 2001 have fewer digits, before 1970 a sign.
  if (/^-?\d{9,13}$/.test(text)) {
    const date = new Date(Number(text));
    return date.getUTCFullYear() >= 1900 ? date.toISOString().slice(0, 10) : null;
  }
  return parseSaleDate(text);
}

/** "LOS ANGELES CA" (LA's situs city carries the state) → "LOS ANGELES". */
const cityOf = (value: string) => value.replace(/\s+(CA|CALIF|CALIFORNIA)\.?$/i, '').trim();

/** A county column: "la", "Los Angeles", "Los Angeles County", "san_mateo", "San Mateo". */
function countyKeyOf(value: string): CountyKey | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '')
    .replace(/[\s-]+/g, '_');
  const named = key === 'los_angeles' ? 'la' : key;
  return isCountyKey(named) ? named : null;
}

export function buildParcel(
  raw: RawParcelFields,
  line: number,
  source: RollFormat,
  layout: RollLayout,
  today = new Date().toISOString().slice(0, 10),
): ImportedParcel | ImportRowError {
  const fail = (reason: string): ImportRowError => ({ kind: 'error', line, reason });
  const thisYear = Number(today.slice(0, 4));

  const apnText = raw.apn?.trim() ?? '';
  if (apnText === '') return fail('missing parcel number');
  let apn = apnText;
  if (source === 'la-assessor') {
    const ain = formatAin(apnText);
    if (!ain) return fail(`invalid AIN "${apnText}" (10 digits expected)`);
    apn = ain;
  }

  const yearText = raw.rollYear?.trim() ?? '';
  if (yearText === '') return fail('missing roll year');
  const rollYear = parseInRange(yearText, 1975, thisYear + 1, true);
  if (rollYear === null || !/^\d{4}$/.test(yearText)) return fail(`invalid roll year "${yearText}"`);

  const typed = layout.propertyType(raw);
  if ('reason' in typed) return fail(typed.reason);

  // The street: the parts when the roll has them ("HouseNo 0" means no situs address), else the line.
  const houseNumber = raw.houseNumber?.trim().replace(/^0+$/, '') ?? '';
  let street = '';
  let unitText = raw.unit?.trim() || null;
  if (houseNumber && raw.streetName?.trim()) {
    street = [houseNumber, raw.houseFraction, raw.direction, raw.streetName]
      .map((part) => part?.trim() ?? '')
      .filter((part) => part !== '')
      .join(' ');
  } else if (foldText(raw.streetLine ?? '') !== '') {
    // LA's PropertyLocation ends with the city, state and ZIP: "1234 W MAIN ST  LOS ANGELES CA 90001",
    // usually after two spaces; with one, the state, ZIP and the row's city are taken off the end.
    const line = (raw.streetLine ?? '').split(/\s{2,}|,/)[0]?.trim() ?? '';
    const cityName = cityOf(raw.city ?? '').toUpperCase();
    street = line.replace(/\s+CA(?:LIF(?:ORNIA)?)?\.?\s+\d{5}(?:-\d{4})?$/i, '');
    if (street !== line && cityName && street.toUpperCase().endsWith(` ${cityName}`))
      street = street.slice(0, -cityName.length - 1).trim();
  }
  if (street === '') return fail('no situs address');
  const split = splitStreetLine(street, unitText);
  street = split.street;
  unitText = split.unitText;
  const { number, name } = split;
  if (number === '' || name === '' || /^0+$/.test(number))
    return fail(`no house number in the situs address "${street}"`);

  const zipField = parseZipField(raw.zip);
  if ('error' in zipField) return fail(zipField.error);
  const { zip } = zipField;
  const city = displayCity(cityOf(raw.city ?? ''));
  if (city === '') return fail('missing city');

  let county: CountyKey;
  if (source === 'la-assessor') county = 'la';
  else if (raw.county?.trim()) {
    const key = countyKeyOf(raw.county);
    if (!key) return fail(`county not supported: "${raw.county.trim()}"`);
    county = key;
  } else {
    const detected = detectCounty({ zip, city });
    if (!detected.supported) return fail(`county not supported: ${detected.reason}`);
    county = detected.county;
  }

  const money = (value: string | undefined) => parseInRange(value, 0, MAX_VALUE, true);
  const land = money(raw.land);
  const improvements = money(raw.improvements);
  const givenTotal = money(raw.total);
  const total =
    givenTotal ?? (land !== null || improvements !== null ? (land ?? 0) + (improvements ?? 0) : null);
  if (total === null) {
    const shown = raw.total?.trim() || raw.land?.trim();
    return fail(shown ? `invalid assessed value "${shown}"` : 'missing assessed value');
  }
  const baseYear = (value: string | undefined) => parseInRange(value, 1975, rollYear, true);

  const recordingDate = parseRecordingDate(raw.recordingDate);
  const price = parseNumber(raw.salePrice);
  const lat = parseInRange(raw.lat, 32, 42.1);
  const lon = parseInRange(raw.lon, -124.5, -114);
  const unit = canonicalUnit(unitText);
  return {
    kind: 'parcel',
    line,
    source,
    apn,
    streetNumber: number,
    streetName: abbreviateStreetType(`1 ${name}`).slice(2),
    unit,
    city,
    zip,
    county,
    addressNormalized: normalizeAddressKey(street, unit),
    lat: lat !== null && lon !== null ? lat : null,
    lon: lat !== null && lon !== null ? lon : null,
    propertyType: typed.type,
    beds: parseInRange(raw.beds, 0, 50, true),
    baths: parseInRange(raw.baths, 0, 50),
    livingSqft: parseInRange(raw.sqft, 100, 100_000, true),
    lotSqft: parseInRange(raw.lotSqft, 1, 100_000_000, true),
    yearBuilt: parseInRange(raw.yearBuilt, 1800, thisYear + 1, true),
    rollYear,
    land,
    improvements,
    total,
    landBaseYear: baseYear(raw.landBaseYear),
    improvementsBaseYear: baseYear(raw.improvementsBaseYear),
    homeownersExemption: money(raw.homeownersExemption),
    annualTax: money(raw.annualTax),
    recordingDate: recordingDate && recordingDate <= today ? recordingDate : null,
    salePrice: recordingDate && price !== null && price > 0 && price <= MAX_VALUE ? Math.round(price) : null,
  };
}
