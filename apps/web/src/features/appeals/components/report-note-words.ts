import { type PrefillNotice, prefillNoticeText } from '@homie/contracts/appeals-prefill';
import { parseUsDate } from '@homie/contracts/appeals-dates';
import type { AppealReport, ReportNotePart } from '@homie/contracts/appeals-report';
import type { NoticeAppeal } from '@homie/contracts/notice-appeals';
import {
  type ReportNoteMessage,
  reportNotePartWords as partWordsIn,
} from '@homie/contracts/report-note-words';
import { formatLongDate, type MessageId, type useI18n, wordingOf } from '#lib/i18n/i18n.tsx';
import { reportNoteWords } from './hearing-kit-words.ts';

/**
 * The report's notes in the visitor's language (issue 55, decision 274): each note's parts, sent
 * beside its English (`note_parts`), worded by contracts' `reportNotePartWords` from the `form`
 * catalogue. In English the server's notes are shown as they came; a report without parts that line
 * up keeps its notes' English (the fixed ones still worded: decision 271), marked by the caller.
 */

type I18n = ReturnType<typeof useI18n>;

const NOTE_PART_IDS: Record<ReportNoteMessage, MessageId> = {
  demo: 'form.note.demoReport',
  estimatedAssessed: 'form.reportNote.estimatedAssessed',
  recentPurchase: 'form.reportNote.recentPurchase',
  notBelowAssessed: 'form.reportNote.notBelowAssessed',
  fewComparables: 'form.reportNote.fewComparables',
  'noticeType.supplemental': 'form.reportNote.noticeType.supplemental',
  'noticeType.escape': 'form.reportNote.noticeType.escape',
  'noticeType.rollChange': 'form.reportNote.noticeType.rollChange',
  'noticeType.calamity': 'form.reportNote.noticeType.calamity',
  'noticeType.penalty': 'form.reportNote.noticeType.penalty',
  noticeOpen: 'form.reportNote.noticeOpen',
  noticeClosed: 'form.reportNote.noticeClosed',
  supplementalPurchase: 'form.reportNote.supplementalPurchase',
  periodClosed: 'form.reportNote.periodClosed',
  noticePreliminary: 'form.reportNote.noticePreliminary',
  preliminary: 'form.reportNote.preliminary',
  opinionOutsideGrid: 'form.reportNote.opinionOutsideGrid',
  homeownersExemption: 'form.reportNote.homeownersExemption',
  boardUnverified: 'form.reportNote.boardUnverified',
  completeForm: 'form.note.completeForm',
};

/** One note's parts in the visitor's language. */
export const reportNotePartWords = (i18n: I18n, part: ReportNotePart): string =>
  partWordsIn(wordingOf(i18n, NOTE_PART_IDS), part);

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
