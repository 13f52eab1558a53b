/**
 * Dates on the appeal form are US-style MM/DD/YYYY (spec §2 placeholder, §3 normalisation). These
 * helpers work in UTC calendar days so a date never shifts by the viewer's time zone.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The months' English names, January first (no Intl: the same text on the server and in every browser). */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatUsDate(date: CalendarDate): string {
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

/** "YYYY-MM-DD", the contract's form of a calendar date in JSON. */
export function isoCalendarDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Days since the epoch, for comparing calendar dates. */
export function dayNumber(date: CalendarDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

/** Parses "YYYY-MM-DD" (a contract date, or the start of an ISO timestamp); null when it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** Parses "MM/DD/YYYY" (one-digit month and day allowed); null when it is not a real date. */
export function parseUsDate(text: string): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/**
 * Normalises a sale date to MM/DD/YYYY from an ISO timestamp ("2024-03-05T00:00:00Z"), ten-digit
 * unix seconds (number or string), thirteen-digit milliseconds, "YYYY-MM-DD" or an existing US date.
 * Anything else comes back as it was (trimmed), so the owner can see and correct it.
 */
export function normalizeSaleDate(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value >= 1e9 && value < 1e14 ? (fromEpoch(value) ?? '') : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatUsDate(calendarDateOf(value));
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (text === '') return '';
  if (/^\d{10}(\.\d+)?$/.test(text) || /^\d{13}$/.test(text)) return fromEpoch(Number(text)) ?? text;
  const us = parseUsDate(text);
  if (us) return formatUsDate(us);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (iso) {
    // A timestamp with a zone is read at that instant in UTC; a bare date is taken as written.
    const hasTime = text.length > 10;
    if (hasTime) {
      const instant = new Date(text);
      if (!Number.isNaN(instant.getTime())) return formatUsDate(calendarDateOf(instant));
    }
    const date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    if (isRealDate(date)) return formatUsDate(date);
  }
  return text;
}

function fromEpoch(value: number): string | null {
  const millis = value >= 1e12 ? value : value * 1000;
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return null;
  const calendar = calendarDateOf(date);
  return isRealDate(calendar) ? formatUsDate(calendar) : null;
}
