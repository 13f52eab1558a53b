import { isValueSource, type ValueNotePart, type ValueSource } from '@homie/contracts/value-notes';
import type { MailMessageId, MailText } from './mail-text.ts';

/**
 * Where the assessed value and the tax come from (decision 272), worded from the analysis' parts in
 * a mail's language (issue 55, decision 274). In English the words are contracts' `valueNoteText`,
 * byte for byte (the API's `assessed_value_note` and `annual_tax_note`).
 */

const SOURCE_IDS: Record<ValueSource, MailMessageId> = {
  redfin: 'valueNote.source.redfin',
  zillow: 'valueNote.source.zillow',
  reso: 'valueNote.source.reso',
  'la-assessor': 'valueNote.source.laAssessor',
  'roll-csv': 'valueNote.source.rollCsv',
  rentcast: 'valueNote.source.rentcast',
  mls: 'valueNote.source.mls',
};

function partWords(m: MailText, part: ValueNotePart): string {
  const english = m.locale === 'en';
  switch (part.kind) {
    case 'demo':
      return m.t('valueNote.demo');
    case 'enteredValue':
      return m.t('valueNote.enteredValue');
    case 'ownerRecordValue':
      return m.t('valueNote.ownerRecordValue');
    case 'rollValue': {
      const year = String(part.rollYear);
      if (!part.source) return m.t('valueNote.rollValue', { year });
      const from = isValueSource(part.source)
        ? m.t(SOURCE_IDS[part.source])
        : m.t('valueNote.source.other', { source: part.source });
      return m.t('valueNote.rollValueFrom', { year, from });
    }
    case 'prop13': {
      const [y, mo, d] = part.baseDate.split('-').map(Number);
      const values = {
        byOwner: part.byOwner ? 'yes' : 'no',
        price: m.money(part.basePrice),
        // The English note names the day as stored (YYYY-MM-DD).
        date: english ? part.baseDate : m.date({ year: y ?? 0, month: mo ?? 1, day: d ?? 1 }),
        year: String(part.rollYear),
      };
      if (part.afterLienDate)
        return m.t('valueNote.prop13AfterLien', { ...values, baseYear: String(part.baseRollYear) });
      const factored = m.t('valueNote.prop13', {
        ...values,
        factor: english
          ? part.factor.toFixed(4)
          : new Intl.NumberFormat(m.locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
              part.factor,
            ),
        value: m.money(part.factoredBaseYearValue),
      });
      const prop8 =
        part.prop8Value === null ? '' : ` ${m.t('valueNote.prop8', { value: m.money(part.prop8Value) })}`;
      return `${factored}${prop8} ${m.t('valueNote.replace')}`;
    }
    case 'enteredTax':
      return m.t('valueNote.enteredTax');
    case 'billTax':
      return m.t('valueNote.billTax', { year: String(part.rollYear) });
    case 'rateTax':
      return m.t('valueNote.rateTax', {
        exemption: part.exemption > 0 ? m.money(part.exemption) : 'none',
        county: part.countyName,
        rate: english
          ? `${(part.rate * 100).toFixed(2)}%`
          : new Intl.NumberFormat(m.locale, {
              style: 'percent',
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }).format(part.rate),
      });
  }
}

/**
 * The note in the mail's language from its parts; without parts (a result stored before them) the
 * English note as it came; null when there is neither.
 */
export function valueNoteIn(
  m: MailText,
  parts: readonly ValueNotePart[] | null | undefined,
  english: string | null,
): string | null {
  if (!parts?.length) return english;
  return parts.map((part) => partWords(m, part)).join(' ');
}
