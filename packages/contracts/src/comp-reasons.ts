import { PROPERTY_TYPE_LABELS, type PropertyType } from './property-types.ts';

/**
 * Why a comparable was chosen (issue 55): the analysis decides the parts once; `compReasonText` words
 * them in English (the result's `reasons`, the report and the letter's exhibits, read by the board)
 * and the screens word the same parts in the visitor's language. Zod-free: the web loads it with
 * the comparables list.
 */

/** The widest search step assessors usually accept (steps 5+ widen radius, size or time further). */
export const LAST_ACCEPTED_STEP = 4;

/** A comparable sale as its reasons read it. */
export interface ReasonSale {
  propertyType: PropertyType;
  distanceMiles: number;
  /** YYYY-MM-DD. */
  saleDate: string;
  sqft: number | null;
  yearBuilt: number | null;
  beds: number | null;
  baths: number | null;
  /** The home's own sale (decision 245). */
  ownSale?: boolean;
}

/** The home the sale is compared with. */
export interface ReasonSubject {
  sqft: number | null;
  yearBuilt: number | null;
  beds: number | null;
  baths: number | null;
}

export type CompReasonPart =
  | { kind: 'ownSale' }
  | { kind: 'type'; propertyType: PropertyType }
  | { kind: 'distance'; miles: number; radiusMiles: number }
  /** `month`: YYYY-MM; `before`: how long before the lien date, null when sold after it (by March 31). */
  | { kind: 'sold'; month: string; before: { unit: 'day' | 'month'; n: number } | null }
  /** `pct`: larger (positive) or smaller than the home, whole percent. */
  | { kind: 'size'; sqft: number; pct: number }
  | { kind: 'built'; year: number; gap: number }
  | { kind: 'rooms'; beds: number | null; baths: number | null; same: boolean }
  | { kind: 'widerSearch' }
  /** A sale the owner added (decision 249): where they saw it; its distance is not known. */
  | { kind: 'owner'; seenAt: string };

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** The parts, in the order they are said. `search`: the step that found the sale and its radius. */
export function compReasonParts(
  subject: ReasonSubject,
  sale: ReasonSale,
  lienDate: string,
  search: { step: number; radiusMiles: number },
): CompReasonPart[] {
  const parts: CompReasonPart[] = [];
  if (sale.ownSale) parts.push({ kind: 'ownSale' });
  parts.push({ kind: 'type', propertyType: sale.propertyType });
  parts.push({ kind: 'distance', miles: sale.distanceMiles, radiusMiles: search.radiusMiles });
  const days = dayOf(lienDate) - dayOf(sale.saleDate);
  const months = days / 30.4375;
  parts.push({
    kind: 'sold',
    month: sale.saleDate.slice(0, 7),
    before:
      days <= 0 ? null : months < 1 ? { unit: 'day', n: days } : { unit: 'month', n: Math.round(months) },
  });
  if (subject.sqft !== null && sale.sqft !== null)
    parts.push({ kind: 'size', sqft: sale.sqft, pct: Math.round((sale.sqft / subject.sqft - 1) * 100) });
  if (subject.yearBuilt !== null && sale.yearBuilt !== null)
    parts.push({ kind: 'built', year: sale.yearBuilt, gap: Math.abs(sale.yearBuilt - subject.yearBuilt) });
  if (sale.beds !== null || sale.baths !== null)
    parts.push({
      kind: 'rooms',
      beds: sale.beds,
      baths: sale.baths,
      same: sale.beds === subject.beds && sale.baths === subject.baths,
    });
  if (search.step > LAST_ACCEPTED_STEP) parts.push({ kind: 'widerSearch' });
  return parts;
}

/**
 * Said first of the home's own sale among its comparables (decision 245): an open-market purchase
 * near the lien date is what a board weighs first (R&T §110(b)), time-adjusted like any other.
 */
export const OWN_SALE_REASON =
  "This home's own sale: a board presumes an open-market purchase price is the market value (R&T §110(b))";

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** One part in English, the way an appeal board reads it. */
export function compReasonText(part: CompReasonPart): string {
  switch (part.kind) {
    case 'ownSale':
      return OWN_SALE_REASON;
    case 'type':
      return `Same property type (${PROPERTY_TYPE_LABELS[part.propertyType]})`;
    case 'distance':
      return `${part.miles.toFixed(2)} mi away (search radius ${part.radiusMiles} mi)`;
    case 'sold': {
      const month = `${MONTHS[Number(part.month.slice(5, 7)) - 1]} ${part.month.slice(0, 4)}`;
      return part.before === null
        ? `Sold ${month}, after the lien date and by March 31`
        : `Sold ${month}, ${plural(part.before.n, part.before.unit)} before the lien date`;
    }
    case 'size':
      return `${whole.format(part.sqft)} sq ft, ${part.pct === 0 ? 'the same size' : `${Math.abs(part.pct)}% ${part.pct > 0 ? 'larger' : 'smaller'}`}`;
    case 'built':
      return `Built ${part.year}${part.gap === 0 ? ', same year' : `, ${plural(part.gap, 'year')} apart`}`;
    case 'rooms':
      return `${part.beds ?? '?'} bd / ${part.baths ?? '?'} ba${part.same ? ', same as the subject' : ''}`;
    case 'widerSearch':
      return 'Found only by a wider search than assessors usually accept';
    case 'owner':
      return `Supplied by the owner (seen on: ${part.seenAt}); its distance is not known.`;
  }
}
