/**
 * One RESO Data Dictionary Property record → one sale with source `mls`, or why it is skipped
 * (decision 232). Every field is checked (bounded texts, finite numbers); a record we cannot read
 * whole is skipped and counted, never stored in part. California residential sales only: another
 * state, a non-residential type (land, commercial, lease, …) or a type we do not know is skipped.
 */
import type { PropertyType } from '@homie/contracts/property-types';
import { z } from 'zod';
import { resoFormat } from '../import/reso.format.ts';
import { buildSale } from '../import/sale-builder.ts';
import type { ImportedSale } from '../import/import-types.ts';

const str = (max: number) => z.string().max(max).nullish();
/** OData sends numbers as numbers; a few servers send decimals as strings (IEEE754Compatible). */
const num = z.union([z.number().finite(), z.string().max(40)]).nullish();

export const ResoPropertySchema = z.looseObject({
  ListingKey: z.string().trim().min(1).max(255),
  ModificationTimestamp: z.string().max(40),
  StandardStatus: str(40),
  ClosePrice: num,
  CloseDate: str(40),
  UnparsedAddress: str(300),
  StreetNumber: num,
  StreetDirPrefix: str(20),
  StreetName: str(150),
  StreetSuffix: str(40),
  StreetDirSuffix: str(20),
  UnitNumber: num,
  City: str(100),
  PostalCode: num,
  StateOrProvince: str(40),
  Latitude: num,
  Longitude: num,
  BedroomsTotal: num,
  BathroomsTotalInteger: num,
  LivingArea: num,
  LotSizeSquareFeet: num,
  LotSizeArea: num,
  LotSizeUnits: str(40),
  YearBuilt: num,
  PropertyType: str(60),
  PropertySubType: str(60),
  ParcelNumber: str(60),
});

/** Data Dictionary PropertyType values that are homes we value. */
const RESIDENTIAL = new Set(['residential', 'residentialincome']);
/** Known PropertyType values that are not: skipped as "not residential". */
const NOT_RESIDENTIAL = new Set([
  'land',
  'farm',
  'commercialsale',
  'commerciallease',
  'businessopportunity',
  'residentiallease',
  'manufacturedinpark',
]);

export type MlsRecord =
  | { kind: 'sale'; listingKey: string; modifiedAt: string; sale: ImportedSale }
  | { kind: 'skip'; reason: string; modifiedAt: string | null };

const key = (value: string) => value.toLowerCase().replace(/[\s_-]/g, '');
const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

/** The record's change time as ISO, or null when it is not a timestamp. */
function timestampOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A change time this far past the clock is garbage: it would lift the mark over every real change. */
const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

/**
 * What a record says, or why it is skipped. `now` (app.clock) bounds sale dates and change times; a
 * change time more than a day ahead is not a time and moves no mark.
 */
export function mapResoRecord(record: unknown, index: number, now: Date): MlsRecord {
  const today = now.toISOString().slice(0, 10);
  const rawTime =
    record && typeof record === 'object' ? (record as Record<string, unknown>).ModificationTimestamp : null;
  const readTime = timestampOf(rawTime);
  const future = readTime !== null && Date.parse(readTime) > now.getTime() + MAX_CLOCK_SKEW_MS;
  const modifiedAt = future ? null : readTime;
  if (future)
    return { kind: 'skip', reason: 'malformed record (ModificationTimestamp in the future)', modifiedAt };
  const skip = (reason: string): MlsRecord => ({ kind: 'skip', reason, modifiedAt });
  const parsed = ResoPropertySchema.safeParse(record);
  if (!parsed.success)
    return skip(`malformed record (${parsed.error.issues[0]?.path.join('.') || 'not an object'})`);
  const r = parsed.data;
  if (!modifiedAt) return skip('malformed record (ModificationTimestamp)');
  if (r.StandardStatus && r.StandardStatus !== 'Closed') return skip('not closed');

  const state = r.StateOrProvince?.trim() ?? '';
  if (state === '') return skip('missing state');
  if (!['ca', 'california'].includes(state.toLowerCase())) return skip('not California');

  const type = key(r.PropertyType ?? '');
  if (type === '') return skip('missing property type');
  if (NOT_RESIDENTIAL.has(type)) return skip('not residential');
  if (!RESIDENTIAL.has(type)) return skip('unknown property type');
  let propertyType: PropertyType | null;
  if (r.PropertySubType?.trim()) {
    propertyType = resoFormat.mapType(r.PropertySubType.trim());
    if (!propertyType) return skip('unknown property sub-type');
  } else if (type === 'residentialincome') propertyType = 'multi_family';
  else return skip('missing property sub-type');

  const units = (r.LotSizeUnits ?? '').toLowerCase();
  const lotSqft =
    r.LotSizeSquareFeet !== null && r.LotSizeSquareFeet !== undefined
      ? lotOf(asText(r.LotSizeSquareFeet), 'sqft')
      : units.startsWith('ac')
        ? lotOf(asText(r.LotSizeArea), 'acres')
        : units.startsWith('square') || units === 'sqft'
          ? lotOf(asText(r.LotSizeArea), 'sqft')
          : null;
  const name = [r.StreetDirPrefix, r.StreetName, r.StreetSuffix, r.StreetDirSuffix]
    .filter((part) => part?.trim())
    .join(' ');
  const built = buildSale(
    {
      streetLine: (r.UnparsedAddress ?? '').split(',')[0],
      streetNumber: asText(r.StreetNumber),
      streetName: name,
      unit: asText(r.UnitNumber),
      city: r.City ?? undefined,
      state: 'CA',
      zip: asText(r.PostalCode),
      price: asText(r.ClosePrice),
      date: r.CloseDate ?? undefined,
      type: r.PropertySubType ?? r.PropertyType ?? '',
      beds: asText(r.BedroomsTotal),
      baths: asText(r.BathroomsTotalInteger),
      sqft: asText(r.LivingArea),
      lotSqft,
      yearBuilt: asText(r.YearBuilt),
      lat: asText(r.Latitude),
      lon: asText(r.Longitude),
      apn: r.ParcelNumber ?? undefined,
    },
    index,
    'mls',
    () => propertyType,
    today,
  );
  if (built.kind === 'error') return skip(built.reason);
  return { kind: 'sale', listingKey: r.ListingKey.trim(), modifiedAt, sale: built };
}

function lotOf(value: string | undefined, unit: 'sqft' | 'acres'): number | null {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n <= 0) return null;
  const sqft = unit === 'acres' ? n * 43_560 : n;
  return sqft > 100_000_000 ? null : Math.round(sqft);
}
