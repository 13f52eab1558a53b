import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import type { CalendarDate } from '@homie/contracts/appeals-dates';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@homie/contracts/locales';
import { formatPlanPrice } from '@homie/contracts/payments';
import { formatDollars } from '@homie/contracts/valuation';
import type { Wording } from '@homie/contracts/wording';
import { en, type MailMessageId } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import { ko } from './catalogs/ko.ts';
import { vi } from './catalogs/vi.ts';
import { zhHans } from './catalogs/zh-Hans.ts';
import { zhHant } from './catalogs/zh-Hant.ts';

/**
 * The texts of the e-mails (and the PDF report's owner pages) in the owner's language (issue 55
 * item 4, decision 263): one catalogue per locale (`catalogs/<locale>.ts`, English the source, its
 * texts exactly the ones the mails said before), ICU MessageFormat through FormatJS (`@formatjs/intl`,
 * the web app's library: decision 252). Dates and money go through `Intl` for the locale; English keeps
 * the contracts' own formatters, so its mails read byte for byte as before.
 */
export const MAIL_CATALOGUES: Record<Locale, Record<MailMessageId, string>> = {
  en,
  es,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  vi,
  ko,
};

export type { MailMessageId };
export type MailValues = Record<string, string | number>;

export interface MailText {
  locale: Locale;
  /** A message with its arguments (years and ids as strings: a number argument is grouped, "2,026"). */
  t(id: MailMessageId, values?: MailValues): string;
  /** A calendar day in words: "January 5, 2026" in English, the locale's long date otherwise. */
  date(date: CalendarDate): string;
  /** Whole dollars: "$1,908" in English, the locale's currency format of US dollars otherwise. */
  money(amount: number): string;
  /** Dollars and cents: "$99.00" in English, the locale's otherwise. */
  price(amountCents: number): string;
  /** A number with two decimals ("1.10"). */
  decimal2(value: number): string;
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: MAIL_CATALOGUES[locale],
        // A message a catalogue lacks reads in English (the quality test keeps them whole).
        onError: () => {},
        timeZone: 'UTC',
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** The owner's language if it is one of ours, else English. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The mail texts of a locale (English for anything not one of ours). */
export function mailText(language: unknown): MailText {
  const locale = localeOr(language);
  const intl = intlOf(locale);
  const english = locale === 'en';
  return {
    locale,
    t(id, values) {
      const message = MAIL_CATALOGUES[locale][id] ?? en[id];
      return String(intl.formatMessage({ id, defaultMessage: message }, values));
    },
    date(date) {
      if (english) return longCalendarDate(date);
      return intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
    },
    money(amount) {
      if (english || !Number.isFinite(amount)) return formatDollars(amount);
      return intl.formatNumber(Math.round(amount), {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      });
    },
    price(amountCents) {
      if (english) return formatPlanPrice(amountCents);
      return intl.formatNumber(amountCents / 100, { style: 'currency', currency: 'USD' });
    },
    decimal2(value) {
      if (english) return value.toFixed(2);
      return intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    },
  };
}

/** A mail's texts as contracts' worders take them: `ids` gives each of the worder's keys its catalogue id. */
export function wordingOf<M extends string>(m: MailText, ids: Record<M, MailMessageId>): Wording<M> {
  return {
    locale: m.locale,
    say: (message, values) => m.t(ids[message], values),
    money: (amount) => m.money(amount),
    longDate: (date) => m.date(date),
  };
}
