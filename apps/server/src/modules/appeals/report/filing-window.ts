import { type CalendarDate, calendarDateOf, dayNumber, formatUsDate } from '@homie/contracts/appeals-dates';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';

/**
 * The regular filing period of a county's Assessment Appeals Board (R&T §1603): July 2 to
 * September 15 or November 30 of the roll year, for the value on January 1 of that year. A last day
 * on a Saturday or Sunday moves to the next Monday (no listed county deadline falls on a holiday).
 */
export interface FilingWindow {
  rollYear: number;
  lienDate: CalendarDate;
  opens: CalendarDate;
  closes: CalendarDate;
}

function nextBusinessDay(date: CalendarDate): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const weekday = utc.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return calendarDateOf(new Date(utc.getTime() + shift * 86_400_000));
}

export function filingWindowFor(county: CountyKey, rollYear: number): FilingWindow {
  const { month, day } = COUNTIES[county].appealWindowEnd;
  return {
    rollYear,
    lienDate: { year: rollYear, month: 1, day: 1 },
    opens: { year: rollYear, month: 7, day: 2 },
    closes: nextBusinessDay({ year: rollYear, month, day }),
  };
}

/** This year's window while its last day has not passed, otherwise next year's. */
export function upcomingFilingWindow(county: CountyKey, now: Date): FilingWindow {
  const today = calendarDateOf(now);
  const thisYear = filingWindowFor(county, today.year);
  return dayNumber(today) <= dayNumber(thisYear.closes) ? thisYear : filingWindowFor(county, today.year + 1);
}

export type WindowState = 'not_open' | 'open' | 'closed';

export function windowState(window: FilingWindow, now: Date): WindowState {
  const today = dayNumber(calendarDateOf(now));
  if (today < dayNumber(window.opens)) return 'not_open';
  return today <= dayNumber(window.closes) ? 'open' : 'closed';
}

export const usDateOf = formatUsDate;

/** "November 30, 2026". */
export function longDate(date: CalendarDate): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
