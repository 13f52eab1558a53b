import { isoCalendarDate, normalizeSaleDate, parseUsDate } from './appeals-dates.ts';
import {
  APPEAL_FIELD_MAX_CHARS,
  APPEAL_FIELDS,
  type AppealPropertyInfo,
  COMPARABLE_FIELD_MAX_CHARS,
  COMPARABLE_FIELDS,
  type ComparableSale,
  emptyPropertyInfo,
} from './appeals.ts';
import { parseFormAmount } from './appeals-validation.ts';
import { PROPERTY_TYPE_LABELS, type PropertyType } from './property-types.ts';
import { parseCurrency } from './valuation.ts';
import { marketValueOf, opinionWithheldBecause, proposedOpinion } from './verdict.ts';
import { groupDigits } from './number-format.ts';

/**
 * Pre-fill of the appeal form from the looked-up property and the analysis' comparables (spec §3).
 * Sources are loosely shaped (lookup data, stored results, imports), so fields are found under many
 * alternative names, compared without case, spaces, dashes or underscores.
 */

type Loose = Record<string, unknown>;

const NAMES = {
  address: [
    'address',
    'full_address',
    'street_address',
    'formatted_address',
    'property_address',
    'unparsed_address',
    'addr',
  ],
  saleDate: [
    'sale_date',
    'sold_date',
    'date_sold',
    'last_sold_date',
    'sold_on',
    'close_date',
    'closing_date',
    'sale_dt',
    'date_sold_numeric',
    'date',
  ],
  price: ['sale_price', 'sold_price', 'price', 'last_sold_price', 'close_price', 'closing_price', 'sold_for'],
  sqft: ['sqft', 'square_footage', 'square_feet', 'living_area', 'sq_ft', 'building_sqft', 'living_sqft'],
  beds: ['beds', 'bedrooms', 'bed', 'bedrooms_total', 'num_bedrooms', 'bedroom_count'],
  baths: [
    'baths',
    'bathrooms',
    'bath',
    'bathrooms_total',
    'bathrooms_total_integer',
    'num_bathrooms',
    'bathroom_count',
  ],
  type: ['property_type', 'home_type', 'type', 'propertytype'],
  yearBuilt: ['year_built', 'built_year', 'yr_built', 'built'],
  lot: ['lot_sqft', 'lot_size', 'lot_size_square_feet', 'lot_area', 'lot_size_sqft', 'lot'],
  description: ['description', 'remarks', 'public_remarks', 'notes', 'summary'],
} as const;

const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first non-empty value found under any of the names, at the top level or in `compass_data`. */
function pick(source: Loose | null | undefined, names: readonly string[]): unknown {
  if (!source) return undefined;
  const index = new Map<string, unknown>();
  for (const [key, value] of Object.entries(source)) index.set(squash(key), value);
  for (const name of names) {
    const value = index.get(squash(name));
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseCurrency(value);
  return null;
}

/** "750,000" from 750000, "$750,000" or "750000.4"; '' when there is no positive amount. */
export function amountText(value: unknown): string {
  const amount = asNumber(value);
  return amount !== null && amount > 0 ? groupDigits(Math.round(amount)) : '';
}

function countText(value: unknown): string {
  const count = asNumber(value);
  return count !== null && count >= 0 ? String(Math.round(count * 100) / 100) : '';
}

function addressText(value: unknown, source: Loose): string {
  if (typeof value === 'string') {
    // A bare street line ("100 Oak Ave") gets the comp's city and ZIP (every property here is in CA).
    const city = pick(source, ['city']);
    if (value.includes(',') || typeof city !== 'string' || city.trim() === '') return value.trim();
    const zip = pick(source, ['zip', 'zip_code', 'zipcode', 'postal_code']);
    return joinAddress(value, '', city, pick(source, ['state']) ?? 'CA', zip);
  }
  const parts = value && typeof value === 'object' ? (value as Loose) : source;
  const street = pick(parts, ['street', 'street_address', 'line1']);
  if (typeof street !== 'string' || street.trim() === '') return '';
  const city = pick(parts, ['city']);
  const state = pick(parts, ['state', 'state_or_province']);
  const zip = pick(parts, ['zip', 'zip_code', 'zipcode', 'postal_code']);
  return joinAddress(street, '', city, state, zip);
}

function joinAddress(street: unknown, unit: unknown, city: unknown, state: unknown, zip: unknown): string {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const line1 = [text(street), text(unit) ? `#${text(unit).replace(/^#/, '')}` : '']
    .filter(Boolean)
    .join(' ');
  const stateZip = [text(state), text(zip)].filter(Boolean).join(' ');
  return [line1, text(city), stateZip].filter(Boolean).join(', ');
}

function typeText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_') as PropertyType;
  return PROPERTY_TYPE_LABELS[key] ?? value.trim().replace(/_/g, ' ');
}

/** "3bd/2ba, Single-family, built 1995, 5,000 sqft lot - description", or "Similar property". */
export function composeComparableDescription(comp: Loose): string {
  const beds = countText(pick(comp, NAMES.beds));
  const baths = countText(pick(comp, NAMES.baths));
  const year = asNumber(pick(comp, NAMES.yearBuilt));
  const lot = asNumber(pick(comp, NAMES.lot));
  const rawDescription = pick(comp, NAMES.description);
  const description = typeof rawDescription === 'string' ? rawDescription.trim() : '';
  const head = [
    [beds && `${beds}bd`, baths && `${baths}ba`].filter(Boolean).join('/'),
    typeText(pick(comp, NAMES.type)),
    year !== null && year > 1000 ? `built ${Math.round(year)}` : '',
    lot !== null && lot > 0 ? `${groupDigits(Math.round(lot))} sqft lot` : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (head && description) return `${head} - ${description}`;
  return head || description || 'Similar property';
}

/** Text cut to a field's cap (decision 090), ending with "..." when anything was cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 3).trimEnd()}...`;
}

/** One comparable sale of the form from an analysis comparable of any shape (each field within its cap). */
export function toComparableSale(comp: Loose): ComparableSale {
  const sqft = asNumber(pick(comp, NAMES.sqft));
  const sale: ComparableSale = {
    address: addressText(pick(comp, NAMES.address), comp),
    sale_date: normalizeSaleDate(pick(comp, NAMES.saleDate)),
    sale_price: amountText(pick(comp, NAMES.price)),
    sqft: sqft !== null && sqft > 0 ? String(Math.round(sqft)) : '',
    description: composeComparableDescription(comp),
  };
  for (const field of COMPARABLE_FIELDS) sale[field] = clip(sale[field], COMPARABLE_FIELD_MAX_CHARS[field]);
  return sale;
}

/** The first `max` comparables (they arrive best first) as form entries. */
export function prefillComparables(
  comparables: readonly unknown[] | null | undefined,
  max: number,
): ComparableSale[] {
  return (comparables ?? [])
    .filter((comp): comp is Loose => comp !== null && typeof comp === 'object')
    .slice(0, Math.max(0, max))
    .map(toComparableSale);
}

export interface PrefillSource {
  /** The looked-up property (spec §3 PropertyInfo, with its `compass_data`). */
  propertyInfo?: Loose | null;
  /** The address the owner entered (street, unit, city, state, zipCode). */
  address?: { street?: string; unit?: string; city?: string; state?: string; zipCode?: string } | null;
}

/** A date as YYYY-MM-DD from any form the records give it in, or null. */
function isoDateOf(value: unknown): string | null {
  const us = parseUsDate(normalizeSaleDate(value));
  return us ? isoCalendarDate(us) : null;
}

/** What the opinion's proposal rests on, read from the looked-up property (any shape). */
function opinionInputs(info: Loose) {
  const compass = (
    info.compass_data && typeof info.compass_data === 'object' ? info.compass_data : {}
  ) as Loose;
  const read = (names: readonly string[]) => pick(info, names) ?? pick(compass, names);
  const valuation =
    info.valuation && typeof info.valuation === 'object'
      ? (info.valuation as { market_value?: unknown; roll_year?: unknown })
      : null;
  const estimate = marketValueOf(
    valuation && typeof valuation.market_value === 'number' ? { market_value: valuation.market_value } : null,
  );
  const date = isoDateOf(read(['purchase_date', 'last_sold_date']));
  const price = asNumber(read(['purchase_price', 'last_sold_price']));
  const rollYear = typeof valuation?.roll_year === 'number' ? valuation.roll_year : null;
  return {
    estimate,
    assessedValue: asNumber(read(['assessed_value', 'total_assessment'])),
    purchase: date && price !== null ? { date, price } : null,
    rollYear,
  };
}

/**
 * The opinion of value proposed from the analysis: its market value (the one the landing and the
 * letter show, issue 15) when it is below the assessed value (a decline-in-value appeal asks for a
 * lower value) and no recent purchase at or above the assessed value contradicts it
 * (`proposedOpinion`); empty otherwise, for the owner to fill in (`prefillNotices` says why).
 */
function opinionText(info: Loose): string {
  const opinion = proposedOpinion(opinionInputs(info));
  return opinion === null ? '' : amountText(opinion);
}

/** Why the opinion of value starts empty although the analysis has a value, or null. */
function emptyOpinionNotice(info: Loose): PrefillNotice | null {
  const inputs = opinionInputs(info);
  const { estimate, assessedValue, purchase } = inputs;
  const reason = opinionWithheldBecause(inputs);
  if (!reason || estimate === null || assessedValue === null) return null;
  if (reason === 'recent_purchase' && purchase)
    return {
      kind: 'recentPurchase',
      date: normalizeSaleDate(purchase.date),
      price: Math.round(purchase.price),
      assessed: Math.round(assessedValue),
    };
  return { kind: 'notBelow', estimate: Math.round(estimate), assessed: Math.round(assessedValue) };
}

/**
 * The form's property_info: APN, purchase date and price and assessed value from the looked-up
 * property; sqft, beds and baths from its size fields; the address from what the owner entered.
 * The opinion of value is the analysis' market value when it is below the assessed value.
 * Owner name, mailing address, phone, email and additional information start empty.
 */
export function prefillPropertyInfo({ propertyInfo, address }: PrefillSource): AppealPropertyInfo {
  const info = propertyInfo ?? {};
  const compass = (
    info.compass_data && typeof info.compass_data === 'object' ? info.compass_data : {}
  ) as Loose;
  const read = (names: readonly string[]) => pick(info, names) ?? pick(compass, names);
  const apn = read(['apn', 'ain', 'parcel_number']);
  const prefilled: AppealPropertyInfo = {
    ...emptyPropertyInfo(),
    apn: typeof apn === 'string' || typeof apn === 'number' ? String(apn).trim() : '',
    purchase_date: normalizeSaleDate(read(['purchase_date', 'last_sold_date'])),
    purchase_price: amountText(read(['purchase_price', 'last_sold_price'])),
    // The form asks for the county's value: a Prop 13 estimate is left for the owner to type from the
    // bill (decision 120), never filed as if it were the roll's.
    assessed_value:
      read(['assessed_value_basis']) === 'prop13_estimate'
        ? ''
        : amountText(read(['assessed_value', 'total_assessment'])),
    opinion_value: opinionText(info),
    sqft: countText(read(['square_footage'])),
    beds: countText(read(['bedrooms'])),
    baths: countText(read(['bathrooms'])),
    property_address: address
      ? joinAddress(address.street, address.unit, address.city, address.state, address.zipCode)
      : '',
  };
  for (const field of APPEAL_FIELDS) prefilled[field] = clip(prefilled[field], APPEAL_FIELD_MAX_CHARS[field]);
  return prefilled;
}

/** Said before a demo home's form (issue 14 item 1); the screens say it in the owner's language. */
export const DEMO_PREFILL_NOTICE =
  'Demo data: this home and its figures are generated for illustration, not county records. Do not file this form with them.';

/**
 * What the owner must know before filing a form prefilled from this result (issue 14 item 1): a demo
 * home's figures are demo data, and an estimated assessed value is not the county's.
 */
export function prefillNotices(propertyInfo: Loose | null | undefined): string[] {
  return prefillNoticeParts(propertyInfo).map(prefillNoticeText);
}

/**
 * A notice before the form, in parts (issue 55, decision 274): the web words them in the visitor's
 * language; `prefillNoticeText` is the English, unchanged. `date` is the purchase's MM/DD/YYYY.
 */
export type PrefillNotice =
  | { kind: 'demo' }
  | { kind: 'estimatedAssessed' }
  | { kind: 'recentPurchase'; date: string; price: number; assessed: number }
  | { kind: 'notBelow'; estimate: number; assessed: number };

/** The notices' parts, in the order `prefillNotices` says them. */
export function prefillNoticeParts(propertyInfo: Loose | null | undefined): PrefillNotice[] {
  const info = propertyInfo ?? {};
  const compass = (
    info.compass_data && typeof info.compass_data === 'object' ? info.compass_data : {}
  ) as Loose;
  const read = (name: string) => info[name] ?? compass[name];
  const notices: PrefillNotice[] = [];
  if (read('source') === 'demo') notices.push({ kind: 'demo' });
  if (read('assessed_value_basis') === 'prop13_estimate') notices.push({ kind: 'estimatedAssessed' });
  else {
    const opinion = emptyOpinionNotice(info);
    if (opinion) notices.push(opinion);
  }
  return notices;
}

/** A notice in English (the words the form always said). */
export function prefillNoticeText(notice: PrefillNotice): string {
  const usd = (value: number) => `$${groupDigits(value)}`;
  switch (notice.kind) {
    case 'demo':
      return DEMO_PREFILL_NOTICE;
    case 'estimatedAssessed':
      return 'Current Assessed Value is left empty: we only estimated it under Prop 13. Type the value printed on your tax bill or assessment notice.';
    case 'recentPurchase':
      return `Your Opinion of Market Value is left empty: you bought the home on ${notice.date} for ${usd(notice.price)}, at or above its assessed value of ${usd(notice.assessed)}, and a board presumes the price of an open-market purchase is the market value. State your own value with evidence that it fell since you bought.`;
    case 'notBelow':
      return `Your Opinion of Market Value is left empty: our estimate of the market value, ${usd(notice.estimate)}, is not below the assessed value of ${usd(notice.assessed)}. State your own value, with your evidence, if you still appeal.`;
  }
}

/** The roll's land and improvement values of the looked-up property (its `compass_data`). */
export interface RollValueSplit {
  land: number;
  improvements: number;
}

/** The roll's land and improvements from the looked-up property, or null when either is unknown. */
export function rollValueSplit(propertyInfo: Loose | null | undefined): RollValueSplit | null {
  const info = propertyInfo ?? {};
  const compass = (
    info.compass_data && typeof info.compass_data === 'object' ? info.compass_data : {}
  ) as Loose;
  const read = (names: readonly string[]) => asNumber(pick(compass, names) ?? pick(info, names));
  const land = read(['land_assessment', 'land_value']);
  const improvements = read(['improvements_assessment', 'improvement_value', 'improvements_value']);
  if (land === null || improvements === null || land < 0 || improvements < 0) return null;
  return land + improvements > 0 ? { land, improvements } : null;
}

/**
 * The opinion of value split into land and improvements in the roll's proportion (decision 100):
 * land rounded to the dollar, improvements the rest, so the two always add up to the total.
 * Null when the total is not an amount or the roll's split is unknown.
 */
export function proposeOpinionSplit(
  opinionValue: string,
  roll: RollValueSplit | null,
): { opinion_land: string; opinion_improvements: string } | null {
  const total = parseFormAmount(opinionValue);
  if (total === null || !roll) return null;
  const whole = Math.round(total);
  const land = Math.round((whole * roll.land) / (roll.land + roll.improvements));
  const text = (value: number) => (value === 0 ? '0' : groupDigits(value));
  return { opinion_land: text(land), opinion_improvements: text(whole - land) };
}
