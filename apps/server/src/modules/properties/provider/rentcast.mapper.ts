/**
 * A RentCast property record as the rows we store (decision 118): the home (normalised like every
 * importer's, so one address is one home), its sales (the last sale and every priced sale of its
 * history) and its assessments by year (taxAssessments with propertyTaxes' totals as the annual tax).
 */
import {
  abbreviateStreetType,
  canonicalUnit,
  normalizeAddressKey,
  normalizeZip,
  splitStreetNumber,
  splitUnit,
} from '@homie/contracts/address';
import { detectCounty } from '@homie/contracts/county-detection';
import type { PropertyType } from '@homie/contracts/property-types';
import type { AssessmentRow, HomeFacts, PropertyRow, SaleRow } from '../properties.schema.ts';
import { displayCity, syntheticApn } from '../property-records.ts';
import type { RentcastProperty } from './rentcast.client.ts';

/** A provider's home as it is stored: the `properties` columns, its sales and its assessments. */
export type ProviderHome = HomeFacts &
  Pick<PropertyRow, 'apnSynthetic'> & {
    sales: { date: SaleRow['saleDate']; price: SaleRow['price'] }[];
    assessments: Pick<AssessmentRow, 'rollYear' | 'land' | 'improvements' | 'total' | 'annualTax'>[];
  };

const TYPES: Record<string, PropertyType> = {
  'single family': 'single_family',
  manufactured: 'single_family',
  condo: 'condo',
  townhouse: 'townhouse',
  'multi-family': 'multi_family',
  'multi family': 'multi_family',
  apartment: 'multi_family',
};

/** The most sales stored of one record (its most recent). */
const MAX_SALES = 200;

const inRange = (value: number | null | undefined, min: number, max: number, integer = false) =>
  value === null || value === undefined || !Number.isFinite(value) || value < min || value > max
    ? null
    : integer
      ? Math.round(value)
      : value;

/** "2017-10-19T00:00:00.000Z" → "2017-10-19"; null when not a date. */
const dayOf = (value: string | null | undefined) => {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return m && !Number.isNaN(Date.parse(m[1] as string)) ? (m[1] as string) : null;
};

/** The home a record describes, or why it cannot be one of ours. */
export function homeOfRecord(
  record: RentcastProperty,
  today = new Date().toISOString().slice(0, 10),
): { home: ProviderHome } | { reason: string } {
  const state = (record.state ?? 'CA').trim().toUpperCase();
  if (state !== 'CA') return { reason: `not in California (${state})` };
  const zip = normalizeZip(record.zipCode);
  if (!zip) return { reason: 'no ZIP code' };
  const lineText = (record.addressLine1 ?? record.formattedAddress?.split(',')[0] ?? '').trim();
  const split = splitUnit(lineText.replace(/\s+/g, ' '));
  const unit = canonicalUnit(record.addressLine2?.trim() || split.unit);
  const { number, name } = splitStreetNumber(split.street);
  if (!number || !name) return { reason: `no house number in "${lineText}"` };
  const city = displayCity(record.city ?? '');
  if (!city) return { reason: 'no city' };
  const county = detectCounty({ zip, city });
  if (!county.supported) return { reason: county.reason };
  const type = TYPES[(record.propertyType ?? '').trim().toLowerCase()];
  if (!type) return { reason: `not a home we value (${record.propertyType ?? 'no type'})` };
  const addressNormalized = normalizeAddressKey(split.street, unit);
  const apn = record.assessorID?.trim() ?? '';
  const lat = inRange(record.latitude, 32, 42.1);
  const lon = inRange(record.longitude, -124.5, -114);
  const thisYear = Number(today.slice(0, 4));

  const sales = new Map<string, { date: string; price: number }>();
  const addSale = (date: string | null, price: number | null) => {
    if (date && price && date <= today) sales.set(`${date}|${price}`, { date, price });
  };
  addSale(dayOf(record.lastSaleDate), inRange(record.lastSalePrice, 1, 2_000_000_000, true));
  for (const event of Object.values(record.history ?? {})) {
    if (!/sale/i.test(event.event ?? '')) continue;
    addSale(dayOf(event.date), inRange(event.price, 1, 2_000_000_000, true));
  }

  // One assessment per roll year (decision 210): an answer naming a year twice ("2024" and "2025"
  // both saying year 2025) keeps the entry filed under its own year, else the first one.
  const byYear = new Map<number, { row: ProviderHome['assessments'][number]; ownKey: boolean }>();
  for (const [key, item] of Object.entries(record.taxAssessments ?? {})) {
    const rollYear = inRange(item.year ?? Number(key), 1975, thisYear + 1, true);
    const land = inRange(item.land, 0, 2_000_000_000, true);
    const improvements = inRange(item.improvements, 0, 2_000_000_000, true);
    const total =
      inRange(item.value, 0, 2_000_000_000, true) ??
      (land !== null && improvements !== null ? land + improvements : null);
    if (rollYear === null || total === null) continue;
    const ownKey = key === String(rollYear);
    const seen = byYear.get(rollYear);
    if (seen && (seen.ownKey || !ownKey)) continue;
    const tax = record.propertyTaxes?.[String(rollYear)]?.total;
    byYear.set(rollYear, {
      row: { rollYear, land, improvements, total, annualTax: inRange(tax, 0, 2_000_000_000, true) },
      ownKey,
    });
  }
  const assessments = [...byYear.values()].map((v) => v.row);

  return {
    home: {
      apn: apn || syntheticApn(zip, addressNormalized),
      apnSynthetic: apn === '',
      streetNumber: number,
      streetName: abbreviateStreetType(`1 ${name}`).slice(2),
      unit,
      city,
      zip,
      county: county.county,
      addressNormalized,
      lat: lat !== null && lon !== null ? lat : null,
      lon: lat !== null && lon !== null ? lon : null,
      propertyType: type,
      beds: inRange(record.bedrooms, 0, 50, true),
      baths: inRange(record.bathrooms, 0, 50),
      livingSqft: inRange(record.squareFootage, 100, 100_000, true),
      lotSqft: inRange(record.lotSize, 1, 100_000_000, true),
      yearBuilt: inRange(record.yearBuilt, 1800, thisYear + 1, true),
      // The most recent sales, a bounded number (decision 210): the client's schema bounds the history too.
      sales: [...sales.values()].sort((a, b) => b.date.localeCompare(a.date)).slice(0, MAX_SALES),
      assessments,
    },
  };
}
