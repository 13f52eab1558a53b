import type { ValueNotePart } from '@homie/contracts/value-notes';
import { type ValueNoteMessage, valueNoteWords } from '@homie/contracts/value-note-words';
import { type MessageId, useArea, useI18n, wordingOf } from '#lib/i18n/i18n.tsx';

const VALUE_NOTE_IDS: Record<ValueNoteMessage, MessageId> = {
  demo: 'analysis.note.demo',
  enteredValue: 'analysis.note.enteredValue',
  ownerRecordValue: 'analysis.note.ownerRecordValue',
  rollValue: 'analysis.note.rollValue',
  rollValueFrom: 'analysis.note.rollValueFrom',
  'source.redfin': 'analysis.note.source.redfin',
  'source.zillow': 'analysis.note.source.zillow',
  'source.reso': 'analysis.note.source.reso',
  'source.laAssessor': 'analysis.note.source.laAssessor',
  'source.rollCsv': 'analysis.note.source.rollCsv',
  'source.rentcast': 'analysis.note.source.rentcast',
  'source.mls': 'analysis.note.source.mls',
  'source.other': 'analysis.note.source.other',
  prop13: 'analysis.note.prop13',
  prop13AfterLien: 'analysis.note.prop13AfterLien',
  prop8: 'analysis.note.prop8',
  replace: 'analysis.note.replace',
  enteredTax: 'analysis.note.enteredTax',
  billTax: 'analysis.note.billTax',
  rateTax: 'analysis.note.rateTax',
};

/**
 * Where a figure comes from, worded from its parts in the visitor's language (issue 55; contracts'
 * `valueNoteWords`, its English the API's note); its words are the `analysis` area's, loaded here on
 * `/` (nothing until they are: never a flash of English).
 */
export function ValueNote({ parts }: { parts: readonly ValueNotePart[] }) {
  const words = useI18n();
  const ready = useArea('analysis');
  if (!ready) return null;
  return <>{valueNoteWords(wordingOf(words, VALUE_NOTE_IDS), parts)}</>;
}
