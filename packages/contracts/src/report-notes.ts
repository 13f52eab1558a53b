/**
 * The report's notes that say no figure (issue 55, decision 271): the API gives them in English among
 * the report's `notes`, and the screens, finding one of these texts, say it in the owner's language.
 * Zod-free: the web loads it with the report panel.
 */

/** Said first in a demo home's report (issue 14 item 1): the figures are generated. */
export const DEMO_REPORT_NOTE =
  'Demo data: this report is built from generated demo homes and sales, not county records. Do not file it.';

/** Said while the appeal form has no owner's name for the letter. */
export const COMPLETE_FORM_NOTE =
  'Complete the appeal form to put your name and contact details on the letter.';

export const REPORT_NOTE_KEYS = ['demo', 'completeForm'] as const;
export type ReportNoteKey = (typeof REPORT_NOTE_KEYS)[number];
export const REPORT_NOTES: Record<ReportNoteKey, string> = {
  demo: DEMO_REPORT_NOTE,
  completeForm: COMPLETE_FORM_NOTE,
};

/** The key of a note the screens word themselves; null for a note they show in the report's English. */
export function reportNoteKey(note: string): ReportNoteKey | null {
  return REPORT_NOTE_KEYS.find((key) => REPORT_NOTES[key] === note) ?? null;
}
