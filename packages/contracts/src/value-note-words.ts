import { isValueSource, type ValueNotePart, type ValueSource } from './value-notes.ts';
import type { Wording } from './wording.ts';

/**
 * Where the assessed value and the tax come from (decision 272), worded once from the analysis'
 * parts in the owner's language (issue 55, decision 274) for the result page and the re-check mail.
 * Each side hands over its `Wording`; in English the words are contracts' `valueNoteText`, byte for
 * byte (the API's `assessed_value_note` and `annual_tax_note`).
 */

const SOURCES = {
  redfin: 'source.redfin',
  zillow: 'source.zillow',
  reso: 'source.reso',
  'la-assessor': 'source.laAssessor',
  'roll-csv': 'source.rollCsv',
  rentcast: 'source.rentcast',
  mls: 'source.mls',
} as const satisfies Record<ValueSource, string>;

/** The value notes' messages, by the key each side's catalogue files them under. */
export type ValueNoteMessage =
  | 'demo'
  | 'enteredValue'
  | 'ownerRecordValue'
  | 'rollValue'
  | 'rollValueFrom'
  | (typeof SOURCES)[ValueSource]
  | 'source.other'
  | 'prop13'
  | 'prop13AfterLien'
  | 'prop8'
  | 'replace'
  | 'enteredTax'
  | 'billTax'
  | 'rateTax';

function partWords(language: Wording<ValueNoteMessage>, part: ValueNotePart): string {
  const { say, money, locale } = language;
  const english = locale === 'en';
  switch (part.kind) {
    case 'demo':
    case 'enteredValue':
    case 'ownerRecordValue':
    case 'enteredTax':
      return say(part.kind);
    case 'rollValue': {
      const year = String(part.rollYear);
      if (!part.source) return say('rollValue', { year });
      const from = isValueSource(part.source)
        ? say(SOURCES[part.source])
        : say('source.other', { source: part.source });
      return say('rollValueFrom', { year, from });
    }
    case 'prop13': {
      const [year, month, day] = part.baseDate.split('-').map(Number);
      const values = {
        byOwner: part.byOwner ? 'yes' : 'no',
        price: money(part.basePrice),
        // The English note names the day as stored (YYYY-MM-DD).
        date: english
          ? part.baseDate
          : language.longDate({ year: year ?? 0, month: month ?? 1, day: day ?? 1 }),
        year: String(part.rollYear),
      };
      if (part.afterLienDate)
        return say('prop13AfterLien', { ...values, baseYear: String(part.baseRollYear) });
      const factored = say('prop13', {
        ...values,
        factor: english
          ? part.factor.toFixed(4)
          : new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
              part.factor,
            ),
        value: money(part.factoredBaseYearValue),
      });
      const prop8 = part.prop8Value === null ? '' : ` ${say('prop8', { value: money(part.prop8Value) })}`;
      return `${factored}${prop8} ${say('replace')}`;
    }
    case 'billTax':
      return say('billTax', { year: String(part.rollYear) });
    case 'rateTax':
      return say('rateTax', {
        exemption: part.exemption > 0 ? money(part.exemption) : 'none',
        county: part.countyName,
        rate: english
          ? `${(part.rate * 100).toFixed(2)}%`
          : new Intl.NumberFormat(locale, {
              style: 'percent',
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }).format(part.rate),
      });
  }
}

/** A value note's parts in the language, one sentence after the other. */
export const valueNoteWords = (language: Wording<ValueNoteMessage>, parts: readonly ValueNotePart[]) =>
  parts.map((part) => partWords(language, part)).join(' ');
