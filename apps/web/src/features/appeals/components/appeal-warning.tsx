import { APPLICATION_FIELD_LABELS, fieldLabel } from '@homie/contracts/appeals';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
import type { ShownWarning } from '../utils/appeal-warnings.ts';
import { InEnglish } from './in-english.tsx';
import { reportNotePartWords } from './report-note-words.ts';

/**
 * A server warning in the visitor's language, worded from its parts (issue 55): the county's printed
 * labels inside it stay English, marked (decision 265). In English, or without parts (an older
 * server), the server's English as it came, marked in another language. A notice's closed period is
 * worded as the report's note on it (decision 274).
 */
export function AppealWarning({ warning, county }: { warning: ShownWarning; county: CountyKey }) {
  const i18n = useI18n();
  const { t, rich, intl, locale } = i18n;
  const { part } = warning;
  if (locale === 'en' || !part) return <InEnglish>{warning.text}</InEnglish>;
  const countyName = COUNTIES[county].name;
  const date = (day: { year: number; month: number; day: number }) => formatLongDate(intl, day);
  switch (part.kind) {
    case 'recommended':
      return rich('form.warning.recommended', {
        field: <InEnglish>{fieldLabel(part.field, county)}</InEnglish>,
        county: countyName,
      });
    case 'oldSale':
      return t('form.warning.oldSale', { sale: part.sale, year: String(part.lienYear) });
    case 'opinionNotBelow':
      return rich('form.warning.opinionNotBelow', {
        opinion: <InEnglish>{fieldLabel('opinion_value', county)}</InEnglish>,
        assessed: <InEnglish>{fieldLabel('assessed_value', county)}</InEnglish>,
      });
    case 'unanswered':
      return rich('form.warning.unanswered', {
        question: <InEnglish>{APPLICATION_FIELD_LABELS[part.field]}</InEnglish>,
      });
    case 'notice':
      return reportNotePartWords(i18n, { ...part, open: false });
    case 'window': {
      const year = String(part.rollYear);
      if (part.state === 'not_open')
        return t('form.warning.windowNotOpen', {
          year,
          county: countyName,
          opens: date(part.opens),
          closes: date(part.closes),
        });
      const closed = t('form.warning.windowClosed', { year, county: countyName, closes: date(part.closes) });
      return part.next
        ? `${closed} ${t('form.warning.windowNext', { opens: date(part.next.opens), closes: date(part.next.closes) })}`
        : closed;
    }
  }
}
