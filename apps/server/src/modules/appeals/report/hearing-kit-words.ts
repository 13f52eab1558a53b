import type { BaseYearAppeal } from '@homie/contracts/base-year';
import type { HearingKitParts } from '@homie/contracts/hearing-kit';
import {
  baseYearWords as baseYearIn,
  type HearingKitWords,
  hearingKitWords as hearingKitIn,
  type KitMessage,
} from '@homie/contracts/hearing-kit-words';
import { type MailMessageId, type MailText, wordingOf } from '#lib/i18n/mail-text.ts';

/**
 * The hearing kit's owner-facing sentences and the base-year note in the PDF report's language
 * (issue 55, decision 271): contracts' worder (`hearing-kit-words`, shared with /fill-form) with the
 * mail catalogues' `report.kit.*` and `report.baseYear.*` messages. English prints the report's own
 * sentences (contracts' `hearingKitText`); the exchange letter is never worded here.
 */

const KIT_IDS: Record<KitMessage, MailMessageId> = {
  'kit.outline.appeal': 'report.kit.outline.appeal',
  'kit.outline.evidenceGrid': 'report.kit.outline.evidenceGrid',
  'kit.outline.evidenceList': 'report.kit.outline.evidenceList',
  'kit.outline.closest': 'report.kit.outline.closest',
  'kit.outline.reconciliation': 'report.kit.outline.reconciliation',
  'kit.outline.difference': 'report.kit.outline.difference',
  'kit.outline.condition': 'report.kit.outline.condition',
  'kit.outline.request': 'report.kit.outline.request',
  'kit.word.theProperty': 'report.kit.word.theProperty',
  'kit.word.valueOnNotice': 'report.kit.word.valueOnNotice',
  'kit.word.valueIState': 'report.kit.word.valueIState',
  'kit.word.noPrice': 'report.kit.word.noPrice',
  'kit.word.notAdjusted': 'report.kit.word.notAdjusted',
  'kit.word.opinionBlank': 'report.kit.word.opinionBlank',
  'kit.what.exchange': 'report.kit.what.exchange',
  'kit.what.early': 'report.kit.what.early',
  'kit.what.threshold': 'report.kit.what.threshold',
  'kit.send.opinion': 'report.kit.send.opinion',
  'kit.send.sales': 'report.kit.send.sales',
  'kit.send.to': 'report.kit.send.to',
  'kit.when.start': 'report.kit.when.start',
  'kit.when.assessor': 'report.kit.when.assessor',
  'kit.when.proof': 'report.kit.when.proof',
  'kit.copies.board': 'report.kit.copies.board',
  'kit.copies.ask': 'report.kit.copies.ask',
  'kit.rebuttal.far.objection': 'report.kit.rebuttal.far.objection',
  'kit.rebuttal.far.answer': 'report.kit.rebuttal.far.answer',
  'kit.rebuttal.timing.objection': 'report.kit.rebuttal.timing.objection',
  'kit.rebuttal.timeAdjustment.objection': 'report.kit.rebuttal.timeAdjustment.objection',
  'kit.rebuttal.timeAdjustment.answer': 'report.kit.rebuttal.timeAdjustment.answer',
  'kit.rebuttal.different.objection': 'report.kit.rebuttal.different.objection',
  'kit.rebuttal.different.answer': 'report.kit.rebuttal.different.answer',
  'kit.rebuttal.condition.objection': 'report.kit.rebuttal.condition.objection',
  'kit.rebuttal.condition.answer': 'report.kit.rebuttal.condition.answer',
  'kit.rebuttal.paid.objection': 'report.kit.rebuttal.paid.objection',
  'kit.rebuttal.paid.answer': 'report.kit.rebuttal.paid.answer',
  'kit.rebuttal.prop13.objection': 'report.kit.rebuttal.prop13.objection',
  'kit.rebuttal.prop13.answer': 'report.kit.rebuttal.prop13.answer',
  'kit.rebuttal.presumption.objection': 'report.kit.rebuttal.presumption.objection',
  'kit.rebuttal.presumption.answer': 'report.kit.rebuttal.presumption.answer',
  'kit.rebuttal.timing.late': 'report.kit.rebuttal.timing.late',
  'kit.rebuttal.timing.onTime': 'report.kit.rebuttal.timing.onTime',
  'kit.stipulationText': 'report.kit.stipulationText',
  'kit.withdrawalText': 'report.kit.withdrawalText',
  'baseYear.bought': 'report.baseYear.bought',
  'baseYear.lastYear': 'report.baseYear.lastYear',
  'baseYear.argues': 'report.baseYear.argues',
  'baseYear.different': 'report.baseYear.different',
};

/** The kit's owner-facing sentences in the locale (the shape of contracts' `hearingKitText`). */
export const hearingKitWords = (m: MailText, parts: HearingKitParts): HearingKitWords =>
  hearingKitIn(wordingOf(m, KIT_IDS), parts);
export type { HearingKitWords };

/** The base-year note in the locale, from its fields; null for a report assembled before decision 271. */
export const baseYearWords = (m: MailText, appeal: BaseYearAppeal): string | null =>
  baseYearIn(wordingOf(m, KIT_IDS), appeal);
