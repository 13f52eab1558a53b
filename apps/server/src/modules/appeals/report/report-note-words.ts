import type { AppealReport, ReportNotePart } from '@homie/contracts/appeals-report';
import { type ReportNoteMessage, reportNotePartWords } from '@homie/contracts/report-note-words';
import { type MailMessageId, type MailText, wordingOf } from '#lib/i18n/mail-text.ts';

/**
 * The report's notes in the owner's language (issue 55, decision 274): each note's parts worded by
 * contracts' `reportNotePartWords` from the mail catalogues (`report.note.*`). English keeps the
 * notes as the API gives them (byte for byte); a report whose parts do not line up with its notes
 * (one assembled before them) keeps its English notes.
 */
export function reportNotesIn(report: Pick<AppealReport, 'notes' | 'note_parts'>, m: MailText): string[] {
  const parts = report.note_parts;
  if (m.locale === 'en' || !parts || parts.length !== report.notes.length) return report.notes;
  return parts.map((part) => reportNoteWords(part, m));
}

const NOTE_IDS: Record<ReportNoteMessage, MailMessageId> = {
  demo: 'report.note.demo',
  estimatedAssessed: 'report.note.estimatedAssessed',
  recentPurchase: 'report.note.recentPurchase',
  notBelowAssessed: 'report.note.notBelowAssessed',
  fewComparables: 'report.note.fewComparables',
  'noticeType.supplemental': 'report.note.noticeType.supplemental',
  'noticeType.escape': 'report.note.noticeType.escape',
  'noticeType.rollChange': 'report.note.noticeType.rollChange',
  'noticeType.calamity': 'report.note.noticeType.calamity',
  'noticeType.penalty': 'report.note.noticeType.penalty',
  noticeOpen: 'report.note.noticeOpen',
  noticeClosed: 'report.note.noticeClosed',
  supplementalPurchase: 'report.note.supplementalPurchase',
  periodClosed: 'report.note.periodClosed',
  noticePreliminary: 'report.note.noticePreliminary',
  preliminary: 'report.note.preliminary',
  opinionOutsideGrid: 'report.note.opinionOutsideGrid',
  homeownersExemption: 'report.note.homeownersExemption',
  boardUnverified: 'report.note.boardUnverified',
  completeForm: 'report.note.completeForm',
};

/** One note's parts in the mail's language. */
export const reportNoteWords = (part: ReportNotePart, m: MailText): string =>
  reportNotePartWords(wordingOf(m, NOTE_IDS), part);
