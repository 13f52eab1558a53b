import { parseUsDate } from './appeals-dates.ts';
import type { BaseYearAppeal } from './base-year.ts';
import {
  type HearingKit,
  type HearingKitParts,
  KIT_BLANK,
  KIT_REBUTTAL_KEYS,
  type KitOutlinePart,
  type KitRebuttalKey,
} from './hearing-kit.ts';
import type { Wording } from './wording.ts';

/**
 * The hearing kit's owner-facing sentences and the base-year note in the owner's language (issue 55,
 * decision 271), worded once for the /fill-form page and the PDF report. Each side hands over its
 * `Wording`: its catalogue's messages by the kit's keys (the web's `form.kit.*`, the server's
 * `report.kit.*`), its money and its long date; in English those catalogues say contracts'
 * own English (`hearingKitText`, `baseYearAppealFor`'s text) word for word. The exchange letter is
 * never worded here: it is sent to the assessor, in English.
 */

type RebuttalMessage =
  | `kit.rebuttal.${KitRebuttalKey}.objection`
  | `kit.rebuttal.${Exclude<KitRebuttalKey, 'timing'>}.answer`;

/** The kit's messages, by the key each side's catalogue files them under (after its area's prefix). */
export type KitMessage =
  | 'kit.outline.appeal'
  | 'kit.outline.evidenceGrid'
  | 'kit.outline.evidenceList'
  | 'kit.outline.closest'
  | 'kit.outline.reconciliation'
  | 'kit.outline.difference'
  | 'kit.outline.condition'
  | 'kit.outline.request'
  | 'kit.word.theProperty'
  | 'kit.word.valueOnNotice'
  | 'kit.word.valueIState'
  | 'kit.word.noPrice'
  | 'kit.word.notAdjusted'
  | 'kit.word.opinionBlank'
  | 'kit.what.exchange'
  | 'kit.what.early'
  | 'kit.what.threshold'
  | 'kit.send.opinion'
  | 'kit.send.sales'
  | 'kit.send.to'
  | 'kit.when.start'
  | 'kit.when.assessor'
  | 'kit.when.proof'
  | 'kit.copies.board'
  | 'kit.copies.ask'
  | RebuttalMessage
  | 'kit.rebuttal.timing.late'
  | 'kit.rebuttal.timing.onTime'
  | 'kit.stipulationText'
  | 'kit.withdrawalText'
  | 'baseYear.bought'
  | 'baseYear.lastYear'
  | 'baseYear.argues'
  | 'baseYear.different';

type KitLanguage = Wording<KitMessage>;

/** The kit's sentences the owner reads (the shape of contracts' `hearingKitText`, the letter aside). */
export type HearingKitWords = Omit<HearingKit, 'exchange' | 'parts' | 'copies'> & {
  exchange: Omit<HearingKit['exchange'], 'letter'>;
  copies: { text: string };
};

function formats(language: KitLanguage) {
  const english = language.locale === 'en';
  const decimal = new Intl.NumberFormat(language.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const numeric = new Intl.DateTimeFormat(language.locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  return {
    /** A MM/DD/YYYY date in the language's long form (the text as given when it is not a date). */
    long(usDate: string) {
      const date = parseUsDate(usDate);
      return date ? language.longDate(date) : usDate;
    },
    /** A MM/DD/YYYY date in the language's numeric form (in English, as the report gives it). */
    short(usDate: string) {
      const date = english ? null : parseUsDate(usDate);
      return date ? numeric.format(Date.UTC(date.year, date.month - 1, date.day)) : usDate;
    },
    /** One decimal, rounded as contracts' English rounds it (`toFixed`), in the language's digits. */
    oneDecimal: (value: number) => decimal.format(Number(value.toFixed(1))),
  };
}

function outlineWords(language: KitLanguage, part: KitOutlinePart, parts: HearingKitParts): string {
  const { say, money } = language;
  const { long, short, oneDecimal } = formats(language);
  const date = long(parts.value_date);
  const or = (value: number | null, word: KitMessage) => (value === null ? say(word) : money(value));
  switch (part.kind) {
    case 'appeal':
      return say('kit.outline.appeal', {
        year: String(part.roll_year),
        address: part.address || say('kit.word.theProperty'),
        parcel: part.parcel,
        assessed: or(part.assessed, 'kit.word.valueOnNotice'),
        date,
        opinion: or(part.opinion, 'kit.word.valueIState'),
      });
    case 'evidence': {
      const span = {
        count: part.count,
        dated: part.from !== null && part.to !== null ? 'yes' : 'no',
        from: part.from === null ? '' : long(part.from),
        to: part.to === null ? '' : long(part.to),
      };
      return part.range
        ? say('kit.outline.evidenceGrid', {
            ...span,
            date,
            low: money(part.range.low),
            high: money(part.range.high),
          })
        : say('kit.outline.evidenceList', span);
    }
    case 'closest':
      return say('kit.outline.closest', {
        address: part.address,
        date: short(part.date),
        price: or(part.price, 'kit.word.noPrice'),
        adjusted: or(part.adjusted, 'kit.word.notAdjusted'),
        weighted: part.weight === null ? 'no' : 'yes',
        weight: part.weight === null ? '' : oneDecimal(part.weight * 100),
        grossed: part.weight !== null && part.gross !== null ? 'yes' : 'no',
        gross: part.gross === null ? '' : oneDecimal(part.gross),
      });
    case 'reconciliation':
      return say('kit.outline.reconciliation', { value: money(part.value) });
    case 'difference':
      return say('kit.outline.difference', {
        assessed: money(part.assessed),
        gap: money(part.assessed - part.opinion),
        pct: oneDecimal(((part.assessed - part.opinion) / part.assessed) * 100),
        opinion: money(part.opinion),
      });
    case 'condition':
      return say('kit.outline.condition');
    case 'request':
      return say('kit.outline.request', { date, opinion: or(part.opinion, 'kit.word.valueIState') });
  }
}

/** The kit's owner-facing sentences in the language. */
export function hearingKitWords(language: KitLanguage, parts: HearingKitParts): HearingKitWords {
  const { say, money } = language;
  const { long } = formats(language);
  const date = long(parts.value_date);
  const { copies } = parts;
  const timing = say(parts.timing.late ? 'kit.rebuttal.timing.late' : 'kit.rebuttal.timing.onTime', {
    cutoff: long(parts.timing.cutoff),
    date,
  });
  return {
    exchange: {
      what: [say('kit.what.exchange'), say('kit.what.early'), say('kit.what.threshold')],
      send: [
        say('kit.send.opinion', {
          date,
          opinion:
            parts.opinion === null
              ? say('kit.word.opinionBlank', { blank: `$${KIT_BLANK}` })
              : money(parts.opinion),
        }),
        say('kit.send.sales', { count: parts.sale_count, grid: parts.grid ? 'yes' : 'no' }),
        say('kit.send.to', { county: parts.county_name }),
      ],
      when: [say('kit.when.start'), say('kit.when.assessor'), say('kit.when.proof')],
    },
    copies: {
      text:
        copies.kind === 'board'
          ? say('kit.copies.board', {
              board: copies.board,
              count: copies.count,
              source: copies.source,
              checked: copies.checked,
            })
          : say('kit.copies.ask', {
              board: copies.board,
              county: parts.county_name,
              count: copies.suggested,
            }),
    },
    outline: parts.outline.map((part) => outlineWords(language, part, parts)),
    rebuttals: KIT_REBUTTAL_KEYS.map((key) => ({
      objection: say(`kit.rebuttal.${key}.objection`),
      answer: key === 'timing' ? timing : say(`kit.rebuttal.${key}.answer`),
    })),
    stipulation: say('kit.stipulationText'),
    withdrawal: say('kit.withdrawalText', { year: String(parts.roll_year) }),
  };
}

/**
 * The base-year note in the language, from its fields; null for a report assembled before
 * decision 271 (no `roll_year`: its English `text` stands).
 */
export function baseYearWords(language: KitLanguage, appeal: BaseYearAppeal): string | null {
  const bought = parseUsDate(appeal.purchase_date);
  if (appeal.roll_year === undefined || !bought) return null;
  const { say } = language;
  const year = String(appeal.roll_year);
  const first = say('baseYear.bought', {
    date: language.longDate(bought),
    price: language.money(appeal.price),
    enrolled: String(appeal.enrolled_roll_year),
    last: String(appeal.last_roll_year),
  });
  const lastYear = appeal.roll_year === appeal.last_roll_year ? ` ${say('baseYear.lastYear', { year })}` : '';
  return [`${first}${lastYear}`, say('baseYear.argues'), say('baseYear.different', { year })].join(' ');
}
