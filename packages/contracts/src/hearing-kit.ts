import { z } from 'zod';

/**
 * The hearing kit of an appeal package (issue 51 item 6, decision 248): what an owner does between
 * filing and the board's hearing. Built by the server from the report's own numbers; the PDF, the HTML
 * report and the web page print the same sections under the same headings.
 */

export const HEARING_KIT_HEADINGS = {
  kit: 'Hearing kit',
  exchange: 'Exchange of information with the assessor (optional)',
  letter: 'Exchange letter, ready to send',
  copies: 'Copies for the hearing',
  outline: 'What to say: a one-page outline',
  rebuttals: "The assessor's usual answers, and yours",
  stipulation: 'Stipulation and withdrawal',
} as const;

export const hearingKitSchema = z.object({
  exchange: z.object({
    /** What the exchange is and its rule, in sentences. */
    what: z.array(z.string()),
    /** What to send. */
    send: z.array(z.string()),
    /** When, whether the owner starts it or the assessor does. */
    when: z.array(z.string()),
    /** The letter to the assessor, blanks left for the hearing date and application number. */
    letter: z.string(),
  }),
  copies: z.object({
    text: z.string(),
    /** The number of sets the board asks for, where a sourced county fact gives it; else null. */
    board_count: z.number().int().nullable(),
    /** Homie's suggestion where the county's number is unknown (labelled so); else null. */
    suggested_count: z.number().int().nullable(),
  }),
  /** Five to seven points, each built from the report's numbers. */
  outline: z.array(z.string()),
  rebuttals: z.array(z.object({ objection: z.string(), answer: z.string() })),
  stipulation: z.string(),
  withdrawal: z.string(),
});
export type HearingKit = z.infer<typeof hearingKitSchema>;
