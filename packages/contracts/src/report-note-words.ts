import { formatUsDate } from './appeals-dates.ts';
import type { ReportNotePart } from './appeals-report.ts';
import { COUNTIES } from './counties.ts';
import type { NoticeType } from './notice-appeals.ts';
import { PLANS } from './payments.ts';
import { monthDayIn, type Wording } from './wording.ts';

/**
 * The report's notes in the owner's language (issue 55, decision 274), worded once from their parts
 * for /fill-form, the PDF and the HTML report. Each side hands over its `Wording` (the web's `form`
 * catalogue, the server's mail catalogues); in English the words are the API's notes, byte for byte.
 */

const NOTICE_TYPES = {
  supplemental: 'noticeType.supplemental',
  escape: 'noticeType.escape',
  roll_change: 'noticeType.rollChange',
  calamity: 'noticeType.calamity',
  penalty: 'noticeType.penalty',
} as const satisfies Record<NoticeType, string>;

/** The notes' messages, by the key each side's catalogue files them under. */
export type ReportNoteMessage =
  | Exclude<ReportNotePart['kind'], 'notice'>
  | (typeof NOTICE_TYPES)[NoticeType]
  | 'noticeOpen'
  | 'noticeClosed';

/** One note's parts in the language. */
export function reportNotePartWords(language: Wording<ReportNoteMessage>, part: ReportNotePart): string {
  const { say, money, longDate: long, locale } = language;
  const english = locale === 'en';
  switch (part.kind) {
    case 'demo':
    case 'estimatedAssessed':
    case 'supplementalPurchase':
    case 'homeownersExemption':
    case 'completeForm':
      return say(part.kind);
    case 'recentPurchase':
      return say('recentPurchase', {
        date: long(part.date),
        price: money(part.price),
        assessed: money(part.assessed),
      });
    case 'notBelowAssessed':
      return say('notBelowAssessed', { estimate: money(part.estimate), assessed: money(part.assessed) });
    case 'fewComparables':
      return say('fewComparables', {
        count: part.count,
        plan: PLANS[part.tier].name,
        min: String(part.min),
        max: String(part.max),
      });
    case 'notice': {
      const name = say(NOTICE_TYPES[part.type]);
      // The kind's name starts the open period's English sentence; elsewhere it is lower-cased.
      const lower = name.toLocaleLowerCase(locale);
      const values = {
        closes: long(part.closes),
        sixMonths: part.type === 'calamity' ? 'yes' : 'no',
        // The English sentence names the mailing as printed on the notice (MM/DD/YYYY).
        mailed: english ? formatUsDate(part.noticeDate) : long(part.noticeDate),
        valueDate: long(part.valueDate),
      };
      return part.open
        ? say('noticeOpen', { ...values, type: english ? name : lower })
        : say('noticeClosed', { ...values, type: lower });
    }
    case 'periodClosed':
      return say('periodClosed', {
        year: String(part.rollYear),
        county: COUNTIES[part.county].name,
        closes: long(part.closes),
        opens: long(part.opens),
        nextCloses: long(part.nextCloses),
        valueDay: long({ year: part.nextRollYear, month: 1, day: 1 }),
        salesUntil: long({ year: part.nextRollYear, month: 3, day: 31 }),
      });
    case 'noticePreliminary':
      return say('noticePreliminary', { cutoff: long(part.cutoff), valueDate: long(part.valueDate) });
    case 'preliminary':
      return say('preliminary', {
        salesUntil: long({ year: part.rollYear, month: 3, day: 31 }),
        valueDay: long({ year: part.rollYear, month: 1, day: 1 }),
        after: monthDayIn(locale, 3, 31),
        recheck: monthDayIn(locale, 4, 15),
      });
    case 'opinionOutsideGrid':
      return say('opinionOutsideGrid', {
        opinion: money(part.opinion),
        relation: part.relation,
        low: money(part.low),
        high: money(part.high),
        reconciled: money(part.reconciled),
      });
    case 'boardUnverified':
      return say('boardUnverified', { county: COUNTIES[part.county].name });
  }
}
