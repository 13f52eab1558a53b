import type { AppealReport, ReportNotePart } from '@homie/contracts/appeals-report';
import { formatUsDate } from '@homie/contracts/appeals-dates';
import { COUNTIES } from '@homie/contracts/counties';
import type { NoticeType } from '@homie/contracts/notice-appeals';
import { PLANS } from '@homie/contracts/payments';
import type { MailMessageId, MailText } from '#lib/i18n/mail-text.ts';

/**
 * The report's notes in the owner's language (issue 55, decision 274): each note's parts worded
 * through mailText. English keeps the notes as the API gives them (byte for byte); a report whose
 * parts do not line up with its notes (one assembled before them) keeps its English notes.
 */
export function reportNotesIn(report: Pick<AppealReport, 'notes' | 'note_parts'>, m: MailText): string[] {
  const parts = report.note_parts;
  if (m.locale === 'en' || !parts || parts.length !== report.notes.length) return report.notes;
  return parts.map((part) => reportNoteWords(part, m));
}

const NOTICE_TYPE_IDS: Record<NoticeType, MailMessageId> = {
  supplemental: 'report.note.noticeType.supplemental',
  escape: 'report.note.noticeType.escape',
  roll_change: 'report.note.noticeType.rollChange',
  calamity: 'report.note.noticeType.calamity',
  penalty: 'report.note.noticeType.penalty',
};

/** A day of the month without its year ("March 31"), in the locale. */
function monthDay(m: MailText, month: number, day: number): string {
  return new Intl.DateTimeFormat(m.locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2001, month - 1, day),
  );
}

/** One note's parts in the mail's language. */
export function reportNoteWords(part: ReportNotePart, m: MailText): string {
  switch (part.kind) {
    case 'demo':
      return m.t('report.note.demo');
    case 'estimatedAssessed':
      return m.t('report.note.estimatedAssessed');
    case 'recentPurchase':
      return m.t('report.note.recentPurchase', {
        date: m.date(part.date),
        price: m.money(part.price),
        assessed: m.money(part.assessed),
      });
    case 'notBelowAssessed':
      return m.t('report.note.notBelowAssessed', {
        estimate: m.money(part.estimate),
        assessed: m.money(part.assessed),
      });
    case 'fewComparables':
      return m.t('report.note.fewComparables', {
        count: part.count,
        plan: PLANS[part.tier].name,
        min: String(part.min),
        max: String(part.max),
      });
    case 'notice': {
      const name = m.t(NOTICE_TYPE_IDS[part.type]);
      // The kind's name starts the open period's English sentence; elsewhere it is lower-cased.
      const lower = name.toLocaleLowerCase(m.locale);
      const values = {
        closes: m.date(part.closes),
        sixMonths: part.type === 'calamity' ? 'yes' : 'no',
        // The English sentence names the mailing as printed on the notice (MM/DD/YYYY).
        mailed: m.locale === 'en' ? formatUsDate(part.noticeDate) : m.date(part.noticeDate),
        valueDate: m.date(part.valueDate),
      };
      return part.open
        ? m.t('report.note.noticeOpen', { ...values, type: m.locale === 'en' ? name : lower })
        : m.t('report.note.noticeClosed', { ...values, type: lower });
    }
    case 'supplementalPurchase':
      return m.t('report.note.supplementalPurchase');
    case 'periodClosed':
      return m.t('report.note.periodClosed', {
        year: String(part.rollYear),
        county: COUNTIES[part.county].name,
        closes: m.date(part.closes),
        opens: m.date(part.opens),
        nextCloses: m.date(part.nextCloses),
        valueDay: m.date({ year: part.nextRollYear, month: 1, day: 1 }),
        salesUntil: m.date({ year: part.nextRollYear, month: 3, day: 31 }),
      });
    case 'noticePreliminary':
      return m.t('report.note.noticePreliminary', {
        cutoff: m.date(part.cutoff),
        valueDate: m.date(part.valueDate),
      });
    case 'preliminary':
      return m.t('report.note.preliminary', {
        salesUntil: m.date({ year: part.rollYear, month: 3, day: 31 }),
        valueDay: m.date({ year: part.rollYear, month: 1, day: 1 }),
        after: monthDay(m, 3, 31),
        recheck: monthDay(m, 4, 15),
      });
    case 'opinionOutsideGrid':
      return m.t('report.note.opinionOutsideGrid', {
        opinion: m.money(part.opinion),
        relation: part.relation,
        low: m.money(part.low),
        high: m.money(part.high),
        reconciled: m.money(part.reconciled),
      });
    case 'homeownersExemption':
      return m.t('report.note.homeownersExemption');
    case 'boardUnverified':
      return m.t('report.note.boardUnverified', { county: COUNTIES[part.county].name });
    case 'completeForm':
      return m.t('report.note.completeForm');
  }
}
