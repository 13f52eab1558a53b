import { appealCalendar, daysUntil } from '@homie/contracts/appeal-calendar';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import type { CountyKey } from '@homie/contracts/counties';

export interface AppealDeadline {
  county: CountyKey;
  countyName: string;
  /** The last day to file (inclusive), a weekend already moved to the Monday. */
  ends: CalendarDate;
  /** The window opens on July 2 of the same year. */
  opens: CalendarDate;
  /** Whole days from today (in California) to the end; 0 on the last day. */
  daysToGo: number;
  /** Whole days from today to the opening; 0 once the window is open. */
  daysToOpen: number;
  isOpen: boolean;
}

/**
 * The county's next formal appeal window still to come or open: this year's, else next year's
 * (from `now`, the app's clock). A window not open yet is counted to its opening, not its end. The
 * dates come from the one appeal calendar (contracts `appeal-calendar`), in California's time zone.
 */
export function nextAppealDeadline(county: CountyKey, now: Date = new Date()): AppealDeadline {
  const calendar = appealCalendar(county, now);
  const window = calendar.nextFormal ?? calendar.formal;
  return {
    county,
    countyName: calendar.countyName,
    ends: window.closes,
    opens: window.opens,
    daysToGo: daysUntil(calendar.today, window.closes),
    daysToOpen: Math.max(0, daysUntil(calendar.today, window.opens)),
    isOpen: window.state === 'open',
  };
}

/** Short US date, e.g. 9/15/2027 (spec §9), the same in every browser locale. */
export function shortUsDate(date: CalendarDate): string {
  return `${date.month}/${date.day}/${date.year}`;
}
