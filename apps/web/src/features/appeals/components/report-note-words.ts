import { type PrefillNotice, prefillNoticeText } from '@homie/contracts/appeals-prefill';
import { parseUsDate } from '@homie/contracts/appeals-dates';
import type { AppealReport, ReportNotePart } from '@homie/contracts/appeals-report';
import { COUNTIES } from '@homie/contracts/counties';
import type { NoticeAppeal, NoticeType } from '@homie/contracts/notice-appeals';
import { PLANS } from '@homie/contracts/payments';
import { formatLongDate, type MessageId, type useI18n } from '#lib/i18n/i18n.tsx';
import { reportNoteWords } from './hearing-kit-words.ts';

/**
 * The report's notes in the visitor's language (issue 55, decision 274): each note's parts, sent
 * beside its English (`note_parts`), worded from the `form` catalogue. In English the server's notes
 * are shown as they came; a report without parts that line up keeps its notes' English (the fixed
 * ones still worded: decision 271), marked by the caller.
 */

type I18n = ReturnType<typeof useI18n>;

const NOTICE_TYPE_IDS: Record<NoticeType, MessageId> = {
  supplemental: 'form.reportNote.noticeType.supplemental',
  escape: 'form.reportNote.noticeType.escape',
  roll_change: 'form.reportNote.noticeType.rollChange',
  calamity: 'form.reportNote.noticeType.calamity',
  penalty: 'form.reportNote.noticeType.penalty',
};

/** One note's parts in the visitor's language. */
export function reportNotePartWords(i18n: I18n, part: ReportNotePart): string {
  const { t, money, intl, locale } = i18n;
  const long = (date: { year: number; month: number; day: number }) => formatLongDate(intl, date);
  const monthDay = (month: number, day: number) =>
    intl.formatDate(Date.UTC(2001, month - 1, day), { month: 'long', day: 'numeric', timeZone: 'UTC' });
  switch (part.kind) {
    case 'demo':
      return t('form.note.demoReport');
    case 'estimatedAssessed':
      return t('form.reportNote.estimatedAssessed');
    case 'recentPurchase':
      return t('form.reportNote.recentPurchase', {
        date: long(part.date),
        price: money(part.price),
        assessed: money(part.assessed),
      });
    case 'notBelowAssessed':
      return t('form.reportNote.notBelowAssessed', {
        estimate: money(part.estimate),
        assessed: money(part.assessed),
      });
    case 'fewComparables':
      return t('form.reportNote.fewComparables', {
        count: part.count,
        plan: PLANS[part.tier].name,
        min: String(part.min),
        max: String(part.max),
      });
    case 'notice': {
      const name = t(NOTICE_TYPE_IDS[part.type]);
      const lower = name.toLocaleLowerCase(locale);
      const values = {
        closes: long(part.closes),
        sixMonths: part.type === 'calamity' ? 'yes' : 'no',
        mailed: long(part.noticeDate),
        valueDate: long(part.valueDate),
      };
      return part.open
        ? t('form.reportNote.noticeOpen', { ...values, type: locale === 'en' ? name : lower })
        : t('form.reportNote.noticeClosed', { ...values, type: lower });
    }
    case 'supplementalPurchase':
      return t('form.reportNote.supplementalPurchase');
    case 'periodClosed':
      return t('form.reportNote.periodClosed', {
        year: String(part.rollYear),
        county: COUNTIES[part.county].name,
        closes: long(part.closes),
        opens: long(part.opens),
        nextCloses: long(part.nextCloses),
        valueDay: long({ year: part.nextRollYear, month: 1, day: 1 }),
        salesUntil: long({ year: part.nextRollYear, month: 3, day: 31 }),
      });
    case 'noticePreliminary':
      return t('form.reportNote.noticePreliminary', {
        cutoff: long(part.cutoff),
        valueDate: long(part.valueDate),
      });
    case 'preliminary':
      return t('form.reportNote.preliminary', {
        salesUntil: long({ year: part.rollYear, month: 3, day: 31 }),
        valueDay: long({ year: part.rollYear, month: 1, day: 1 }),
        after: monthDay(3, 31),
        recheck: monthDay(4, 15),
      });
    case 'opinionOutsideGrid':
      return t('form.reportNote.opinionOutsideGrid', {
        opinion: money(part.opinion),
        relation: part.relation,
        low: money(part.low),
        high: money(part.high),
        reconciled: money(part.reconciled),
      });
    case 'homeownersExemption':
      return t('form.reportNote.homeownersExemption');
    case 'boardUnverified':
      return t('form.reportNote.boardUnverified', { county: COUNTIES[part.county].name });
    case 'completeForm':
      return t('form.note.completeForm');
  }
}

/** Each note with its words in the visitor's language, or null where it stays the report's English. */
export function reportNotesWords(
  i18n: I18n,
  report: Pick<AppealReport, 'notes' | 'note_parts'>,
): { note: string; words: string | null }[] {
  const parts = report.note_parts;
  const paired = parts !== undefined && parts.length === report.notes.length;
  return report.notes.map((note, index) => {
    if (i18n.locale === 'en') return { note, words: note };
    const part = paired ? parts[index] : undefined;
    return { note, words: part ? reportNotePartWords(i18n, part) : reportNoteWords(i18n, note) };
  });
}

/** A notice before the form (decision 274): contracts' English in English, the catalogue's elsewhere. */
export function prefillNoticeWords(i18n: I18n, notice: PrefillNotice): string {
  const { t, money, intl, locale } = i18n;
  if (locale === 'en') return prefillNoticeText(notice);
  switch (notice.kind) {
    case 'demo':
      return t('form.note.demoPrefill');
    case 'estimatedAssessed':
      return t('form.prefill.estimatedAssessed');
    case 'recentPurchase': {
      const day = parseUsDate(notice.date);
      return t('form.prefill.recentPurchase', {
        date: day ? formatLongDate(intl, day) : notice.date,
        price: money(notice.price),
        assessed: money(notice.assessed),
      });
    }
    case 'notBelow':
      return t('form.prefill.notBelow', {
        estimate: money(notice.estimate),
        assessed: money(notice.assessed),
      });
  }
}

/** A paid notice's filing period (decision 246): contracts' English in English, worded elsewhere. */
export function noticeAppealWords(i18n: I18n, appeal: NoticeAppeal): string {
  if (i18n.locale === 'en') return appeal.message;
  return reportNotePartWords(i18n, {
    kind: 'notice',
    type: appeal.type,
    open: appeal.open,
    noticeDate: appeal.noticeDate,
    closes: appeal.closes,
    valueDate: appeal.valueDate,
  });
}
