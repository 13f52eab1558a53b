import type { ValueNotePart } from '@homie/contracts/value-notes';
import { type ValueNoteMessage, valueNoteWords } from '@homie/contracts/value-note-words';
import { type MailMessageId, type MailText, wordingOf } from './mail-text.ts';

/**
 * Where the assessed value and the tax come from (decision 272), in a mail's language (issue 55,
 * decision 274): contracts' `valueNoteWords` with the mail catalogues' `valueNote.*` messages. In
 * English the words are contracts' `valueNoteText`, byte for byte (the API's `assessed_value_note`
 * and `annual_tax_note`).
 */

const VALUE_NOTE_IDS: Record<ValueNoteMessage, MailMessageId> = {
  demo: 'valueNote.demo',
  enteredValue: 'valueNote.enteredValue',
  ownerRecordValue: 'valueNote.ownerRecordValue',
  rollValue: 'valueNote.rollValue',
  rollValueFrom: 'valueNote.rollValueFrom',
  'source.redfin': 'valueNote.source.redfin',
  'source.zillow': 'valueNote.source.zillow',
  'source.reso': 'valueNote.source.reso',
  'source.laAssessor': 'valueNote.source.laAssessor',
  'source.rollCsv': 'valueNote.source.rollCsv',
  'source.rentcast': 'valueNote.source.rentcast',
  'source.mls': 'valueNote.source.mls',
  'source.other': 'valueNote.source.other',
  prop13: 'valueNote.prop13',
  prop13AfterLien: 'valueNote.prop13AfterLien',
  prop8: 'valueNote.prop8',
  replace: 'valueNote.replace',
  enteredTax: 'valueNote.enteredTax',
  billTax: 'valueNote.billTax',
  rateTax: 'valueNote.rateTax',
};

/**
 * The note in the mail's language from its parts; without parts (a result stored before them) the
 * English note as it came; null when there is neither.
 */
export function valueNoteIn(
  m: MailText,
  parts: readonly ValueNotePart[] | null | undefined,
  english: string | null,
): string | null {
  if (!parts?.length) return english;
  return valueNoteWords(wordingOf(m, VALUE_NOTE_IDS), parts);
}
