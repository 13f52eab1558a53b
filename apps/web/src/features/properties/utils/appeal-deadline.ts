import { COUNTIES, type CountyKey } from '@homie/contracts/counties';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date at local midnight. */
const dateOnly = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The filing deadline of a window ending on month/day of `year`: a weekend moves it to Monday (R&T §1603). */
export function windowEndOfYear(county: CountyKey, year: number): Date {
  const { month, day } = COUNTIES[county].appealWindowEnd;
  const end = new Date(year, month - 1, day);
  const weekday = end.getDay();
  if (weekday === 6) end.setDate(end.getDate() + 2);
  if (weekday === 0) end.setDate(end.getDate() + 1);
  return end;
}

export interface AppealDeadline {
  county: CountyKey;
  countyName: string;
  /** The last day to file (inclusive). */
  ends: Date;
  /** The window opens on July 2 of the same year. */
  opens: Date;
  /** Whole days from today to the end; 0 on the last day. */
  daysToGo: number;
  isOpen: boolean;
}

/** The next formal appeal deadline of the county on or after `today` (this year's, else next year's). */
export function nextAppealDeadline(county: CountyKey, today: Date = new Date()): AppealDeadline {
  const day = dateOnly(today);
  let ends = windowEndOfYear(county, day.getFullYear());
  if (ends < day) ends = windowEndOfYear(county, day.getFullYear() + 1);
  const opens = new Date(ends.getFullYear(), 6, 2);
  return {
    county,
    countyName: COUNTIES[county].name,
    ends,
    opens,
    daysToGo: Math.round((ends.getTime() - day.getTime()) / DAY_MS),
    isOpen: day >= opens,
  };
}

/** Short US date, e.g. 9/15/2027. */
export function shortUsDate(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'numeric', day: 'numeric', year: 'numeric' });
}
