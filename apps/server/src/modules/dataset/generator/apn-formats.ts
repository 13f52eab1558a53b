/**
 * Assessor's parcel numbers in each county's own format. Los Angeles calls it the AIN: map book,
 * page and parcel, 4-3-3 digits (e.g. 2581-006-055).
 */
import type { CountyKey } from '@homie/contracts/counties';

/** Digit groups of each county's APN, joined by hyphens. */
export const APN_GROUPS: Record<CountyKey, readonly number[]> = {
  la: [4, 3, 3],
  alameda: [3, 4, 3, 2],
  san_mateo: [3, 3, 3],
  contra_costa: [3, 3, 3, 1],
  san_bernardino: [4, 3, 2, 4],
  riverside: [3, 3, 3],
  ventura: [3, 1, 3, 3],
  santa_clara: [3, 2, 3],
};

/** A regular expression matching the county's APN format. */
export function apnPattern(county: CountyKey): RegExp {
  return new RegExp(`^${APN_GROUPS[county].map((n) => `\\d{${n}}`).join('-')}$`);
}

const pad = (value: number, width: number) => String(value % 10 ** width).padStart(width, '0');

/**
 * The APN of parcel `parcel` (1-based) on map sheet `sheet` of a county: the sheet fills the leading
 * groups (book, page), the parcel the third, and any fourth group is zero, as for a plain lot.
 */
export function formatApn(county: CountyKey, sheet: number, parcel: number): string {
  const groups = APN_GROUPS[county];
  const [bookWidth = 3, pageWidth = 3, parcelWidth = 3] = groups;
  const pages = 10 ** pageWidth - 1;
  const firstBook = bookWidth === 4 ? 1000 : 100;
  const book = firstBook + Math.floor(sheet / pages);
  const page = (sheet % pages) + 1;
  const parts = [pad(book, bookWidth), pad(page, pageWidth), pad(parcel, parcelWidth)];
  for (const width of groups.slice(3)) parts.push(pad(0, width));
  return parts.join('-');
}
