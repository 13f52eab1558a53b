import type { ValueNotePart, ValueSource } from '@homie/contracts/value-notes';
import { isValueSource } from '@homie/contracts/value-notes';
import { formatLongDate, type MessageId, useArea, useI18n } from '#lib/i18n/i18n.tsx';

const SOURCE_WORDS: Record<ValueSource, MessageId> = {
  redfin: 'analysis.note.source.redfin',
  zillow: 'analysis.note.source.zillow',
  reso: 'analysis.note.source.reso',
  'la-assessor': 'analysis.note.source.laAssessor',
  'roll-csv': 'analysis.note.source.rollCsv',
  rentcast: 'analysis.note.source.rentcast',
  mls: 'analysis.note.source.mls',
};

type Words = ReturnType<typeof useI18n>;

/** One part in the visitor's language (the English is contracts' `valueNoteText`, the API's note). */
function partWords({ t, money, intl }: Words, part: ValueNotePart): string {
  switch (part.kind) {
    case 'demo':
      return t('analysis.note.demo');
    case 'enteredValue':
      return t('analysis.note.enteredValue');
    case 'ownerRecordValue':
      return t('analysis.note.ownerRecordValue');
    case 'rollValue': {
      const year = String(part.rollYear);
      if (!part.source) return t('analysis.note.rollValue', { year });
      const from = isValueSource(part.source)
        ? t(SOURCE_WORDS[part.source])
        : t('analysis.note.source.other', { source: part.source });
      return t('analysis.note.rollValueFrom', { year, from });
    }
    case 'prop13': {
      const [y, m, d] = part.baseDate.split('-').map(Number);
      const values = {
        byOwner: part.byOwner ? 'yes' : 'no',
        price: money(part.basePrice),
        date: formatLongDate(intl, { year: y ?? 0, month: m ?? 1, day: d ?? 1 }),
        year: String(part.rollYear),
      };
      if (part.afterLienDate)
        return t('analysis.note.prop13AfterLien', { ...values, baseYear: String(part.baseRollYear) });
      const factored = t('analysis.note.prop13', {
        ...values,
        factor: intl.formatNumber(part.factor, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
        value: money(part.factoredBaseYearValue),
      });
      const prop8 =
        part.prop8Value === null ? '' : ` ${t('analysis.note.prop8', { value: money(part.prop8Value) })}`;
      return `${factored}${prop8} ${t('analysis.note.replace')}`;
    }
    case 'enteredTax':
      return t('analysis.note.enteredTax');
    case 'billTax':
      return t('analysis.note.billTax', { year: String(part.rollYear) });
    case 'rateTax':
      return t('analysis.note.rateTax', {
        exemption: part.exemption > 0 ? money(part.exemption) : 'none',
        county: part.countyName,
        rate: intl.formatNumber(part.rate, {
          style: 'percent',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
      });
  }
}

/**
 * Where a figure comes from, worded from its parts in the visitor's language (issue 55); its words
 * are the `analysis` area's, loaded here on `/` (nothing until they are: never a flash of English).
 */
export function ValueNote({ parts }: { parts: readonly ValueNotePart[] }) {
  const words = useI18n();
  const ready = useArea('analysis');
  if (!ready) return null;
  return <>{parts.map((part) => partWords(words, part)).join(' ')}</>;
}
