import {
  californiaDate,
  formalWindow,
  longCalendarDate,
  appealCalendar,
} from '@homie/contracts/appeal-calendar';
import { type CalendarDate, dayNumber, formatUsDate } from '@homie/contracts/appeals-dates';
import type { CountyKey } from '@homie/contracts/counties';

/**
 * The regular filing period of a county's Assessment Appeals Board (R&T §1603) as the appeal
 * report uses it. The dates come from the one appeal calendar (contracts `appeal-calendar`), where
 * "today" is the date in California, not in the server's time zone.
 */
export interface FilingWindow {
  rollYear: number;
  lienDate: CalendarDate;
  opens: CalendarDate;
  closes: CalendarDate;
}

export function filingWindowFor(county: CountyKey, rollYear: number): FilingWindow {
  const { opens, closes } = formalWindow(county, rollYear, { year: rollYear, month: 1, day: 1 });
  return { rollYear, lienDate: { year: rollYear, month: 1, day: 1 }, opens, closes };
}

/** This year's window while its last day has not passed, otherwise next year's. */
export function upcomingFilingWindow(county: CountyKey, now: Date): FilingWindow {
  const calendar = appealCalendar(county, now);
  return filingWindowFor(county, (calendar.nextFormal ?? calendar.formal).rollYear);
}

export type WindowState = 'not_open' | 'open' | 'closed';

export function windowState(window: FilingWindow, now: Date): WindowState {
  const today = dayNumber(californiaDate(now));
  if (today < dayNumber(window.opens)) return 'not_open';
  return today <= dayNumber(window.closes) ? 'open' : 'closed';
}

export const usDateOf = formatUsDate;

/** "November 30, 2026". */
export const longDate = longCalendarDate;
