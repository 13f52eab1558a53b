import type { CalendarDate } from './appeals-dates.ts';

/**
 * What a language hands contracts' worders (the hearing kit, the report's notes, the value notes:
 * issue 55): its catalogue's message for each of the worder's keys (the web's and the server's
 * catalogues file them under their own ids, each side's table written literally so that its
 * catalogue test sees every id used), its money and its long date. Numbers and numeric dates are
 * formatted by Intl for `locale`.
 */
export interface Wording<M extends string> {
  /** A BCP 47 tag ("en", "es", "zh-Hant"). */
  locale: string;
  say(message: M, values?: Record<string, string | number>): string;
  /** Whole dollars in the language ("$1,908" in English). */
  money(amount: number): string;
  /** A calendar day in the language's long form ("January 5, 2026" in English). */
  longDate(date: CalendarDate): string;
}

/** A day of the month without its year ("March 31"), in the language. */
export const monthDayIn = (locale: string, month: number, day: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2001, month - 1, day),
  );
