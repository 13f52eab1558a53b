import { normalizeZip, splitStreetNumber, splitUnit } from '@homie/contracts/address';
import { numberOrNull } from '@homie/contracts/number-format';

/** Tolerant parsers for the fields of real-estate exports: money, numbers, dates, lot sizes. */

/** "$1,250,000" → 1250000; null when blank or not a number. */
export function parseNumber(value: string | undefined): number | null {
  // The contract's one parser (decision 148); "-", "N/A" and other non-numbers are null here.
  return numberOrNull(value, { money: true, exponent: true });
}

/** A number within [min, max], else null (implausible values are dropped, not imported). */
export function parseInRange(
  value: string | undefined,
  min: number,
  max: number,
  integer = false,
): number | null {
  const number = parseNumber(value);
  if (number === null || number < min || number > max) return null;
  return integer ? Math.round(number) : number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Sale dates as the exports write them: 2024-05-01 (RESO, optionally with a time), 1/10/2023
 * (Zillow), September-15-2020 (Redfin), Sep 15, 2020, or Unix milliseconds. Null when unreadable.
 */
export function parseSaleDate(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(text);
  if (m) {
    const year = Number(m[3]);
    return isoDate(year < 100 ? 2000 + year : year, Number(m[1]), Number(m[2]));
  }
  m = /^([A-Za-z]+)[-\s.]+(\d{1,2})(?:,\s*|[-\s]+)(\d{4})$/.exec(text);
  if (m) {
    const month =
      MONTHS[(m[1] ?? '').toLowerCase().slice(0, 4)] ?? MONTHS[(m[1] ?? '').toLowerCase().slice(0, 3)];
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  if (/^\d{12,13}$/.test(text)) return new Date(Number(text)).toISOString().slice(0, 10);
  return null;
}

/** Lot size in square feet from a value and its unit ("acres" or "sqft"). */
export function parseLotSqft(value: string | undefined, unit: string | undefined = 'sqft'): number | null {
  const number = parseNumber(value);
  if (number === null || number <= 0) return null;
  const sqft = /^ac/i.test((unit ?? '').trim()) ? number * 43_560 : number;
  return sqft > 100_000_000 ? null : Math.round(sqft);
}

/**
 * A street line (white space folded) split into the street without its unit, the unit (the one
 * given apart wins over one in the line), and the house number and street name.
 */
export function splitStreetLine(
  line: string,
  unitGiven: string | null,
): { street: string; unitText: string | null; number: string; name: string } {
  const split = splitUnit(line.replace(/\s+/g, ' '));
  const { number, name } = splitStreetNumber(split.street);
  return { street: split.street, unitText: unitGiven ?? split.unit, number, name };
}

/** A ZIP field as a 5-digit ZIP, or why it is not one ("missing ZIP code", "invalid ZIP code …"). */
export function parseZipField(value: string | undefined): { zip: string } | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '') return { error: 'missing ZIP code' };
  const zip = normalizeZip(text);
  return zip ? { zip } : { error: `invalid ZIP code "${text}"` };
}
