import type { BaseYearAppeal } from '@homie/contracts/base-year';
import type { HearingKitParts } from '@homie/contracts/hearing-kit';
import {
  baseYearWords as baseYearIn,
  type HearingKitWords,
  hearingKitWords as hearingKitIn,
  type KitMessage,
} from '@homie/contracts/hearing-kit-words';
import { type ReportNoteKey, reportNoteKey } from '@homie/contracts/report-notes';
import { type MessageId, type useI18n, wordingOf } from '#lib/i18n/i18n.tsx';

/**
 * The hearing kit's owner-facing sentences, the base-year note and the report's fixed notes in the
 * visitor's language (issue 55, decision 271): contracts' worder (`hearing-kit-words`, shared with
 * the PDF report) with the `form` catalogue's messages, word for word contracts' English in English.
 */

type I18n = ReturnType<typeof useI18n>;

const KIT_IDS: Record<KitMessage, MessageId> = {
  'kit.outline.appeal': 'form.kit.outline.appeal',
  'kit.outline.evidenceGrid': 'form.kit.outline.evidenceGrid',
  'kit.outline.evidenceList': 'form.kit.outline.evidenceList',
  'kit.outline.closest': 'form.kit.outline.closest',
  'kit.outline.reconciliation': 'form.kit.outline.reconciliation',
  'kit.outline.difference': 'form.kit.outline.difference',
  'kit.outline.condition': 'form.kit.outline.condition',
  'kit.outline.request': 'form.kit.outline.request',
  'kit.word.theProperty': 'form.kit.word.theProperty',
  'kit.word.valueOnNotice': 'form.kit.word.valueOnNotice',
  'kit.word.valueIState': 'form.kit.word.valueIState',
  'kit.word.noPrice': 'form.kit.word.noPrice',
  'kit.word.notAdjusted': 'form.kit.word.notAdjusted',
  'kit.word.opinionBlank': 'form.kit.word.opinionBlank',
  'kit.what.exchange': 'form.kit.what.exchange',
  'kit.what.early': 'form.kit.what.early',
  'kit.what.threshold': 'form.kit.what.threshold',
  'kit.send.opinion': 'form.kit.send.opinion',
  'kit.send.sales': 'form.kit.send.sales',
  'kit.send.to': 'form.kit.send.to',
  'kit.when.start': 'form.kit.when.start',
  'kit.when.assessor': 'form.kit.when.assessor',
  'kit.when.proof': 'form.kit.when.proof',
  'kit.copies.board': 'form.kit.copies.board',
  'kit.copies.ask': 'form.kit.copies.ask',
  'kit.rebuttal.far.objection': 'form.kit.rebuttal.far.objection',
  'kit.rebuttal.far.answer': 'form.kit.rebuttal.far.answer',
  'kit.rebuttal.timing.objection': 'form.kit.rebuttal.timing.objection',
  'kit.rebuttal.timeAdjustment.objection': 'form.kit.rebuttal.timeAdjustment.objection',
  'kit.rebuttal.timeAdjustment.answer': 'form.kit.rebuttal.timeAdjustment.answer',
  'kit.rebuttal.different.objection': 'form.kit.rebuttal.different.objection',
  'kit.rebuttal.different.answer': 'form.kit.rebuttal.different.answer',
  'kit.rebuttal.condition.objection': 'form.kit.rebuttal.condition.objection',
  'kit.rebuttal.condition.answer': 'form.kit.rebuttal.condition.answer',
  'kit.rebuttal.paid.objection': 'form.kit.rebuttal.paid.objection',
  'kit.rebuttal.paid.answer': 'form.kit.rebuttal.paid.answer',
  'kit.rebuttal.prop13.objection': 'form.kit.rebuttal.prop13.objection',
  'kit.rebuttal.prop13.answer': 'form.kit.rebuttal.prop13.answer',
  'kit.rebuttal.presumption.objection': 'form.kit.rebuttal.presumption.objection',
  'kit.rebuttal.presumption.answer': 'form.kit.rebuttal.presumption.answer',
  'kit.rebuttal.timing.late': 'form.kit.rebuttal.timing.late',
  'kit.rebuttal.timing.onTime': 'form.kit.rebuttal.timing.onTime',
  'kit.stipulationText': 'form.kit.stipulationText',
  'kit.withdrawalText': 'form.kit.withdrawalText',
  'baseYear.bought': 'form.baseYear.bought',
  'baseYear.lastYear': 'form.baseYear.lastYear',
  'baseYear.argues': 'form.baseYear.argues',
  'baseYear.different': 'form.baseYear.different',
};

const NOTE_IDS: Record<ReportNoteKey, MessageId> = {
  demo: 'form.note.demoReport',
  completeForm: 'form.note.completeForm',
};

/** A report note in the visitor's language, or null for one that stays the report's English. */
export function reportNoteWords({ t }: I18n, note: string): string | null {
  const key = reportNoteKey(note);
  return key ? t(NOTE_IDS[key]) : null;
}

/** The kit's owner-facing sentences in the visitor's language (the shape of `hearingKitText`). */
export const hearingKitWords = (i18n: I18n, parts: HearingKitParts): HearingKitWords =>
  hearingKitIn(wordingOf(i18n, KIT_IDS), parts);

/** The base-year note in the visitor's language (null for a report assembled before decision 271). */
export const baseYearWords = (i18n: I18n, appeal: BaseYearAppeal): string | null =>
  baseYearIn(wordingOf(i18n, KIT_IDS), appeal);
