import { currentRollYear } from '@homie/contracts/appeal-calendar';
import { calendarDateOf, formatUsDate } from '@homie/contracts/appeals-dates';
import type { AppealPropertyInfo, ComparableSale } from '@homie/contracts/appeals';
import type { AdjustmentGrid, AppealBoard } from '@homie/contracts/appeals-report';
import type { CountyKey } from '@homie/contracts/counties';
import { parseNumberText } from '@homie/contracts/number-format';
import type { PdfEvidencePhoto } from './evidence-photos-exhibit.ts';
import { type Canvas, FILL_INK } from './pdf-canvas.ts';

/** Everything drawn on a county's appeal application. */
export interface ApplicationInput {
  county: CountyKey;
  info: AppealPropertyInfo;
  comparables: ComparableSale[];
  /** Where the application is filed; null when unknown. */
  board: AppealBoard | null;
  /** Facts the server knows of the analysed property, used where the form asks for them. */
  property?: {
    propertyType?: string | null;
    landAssessment?: number | null;
    improvementsAssessment?: number | null;
  };
  preparedOn: Date;
  /** The roll year the application is for (lien date January 1 of it); the current one when absent. */
  rollYear?: number;
  /**
   * The appeal letter (the order's report), printed first in the hearing-evidence exhibit that
   * follows the application; absent when there is none.
   */
  letter?: string | null;
  /** The MLS's attribution line, printed under the exhibit's comparable sales when they include MLS sales (decision 232). */
  attribution?: string | null;
  /** The owner's photos for the appeal, printed last in the exhibit (decision 113). */
  photos?: PdfEvidencePhoto[];
  /** The adjustment grid the opinion rests on (decision 245), printed after the comparable sales. */
  grid?: AdjustmentGrid | null;
}

/** The roll year an application argues: the order's (decision 226), else the one current when drawn. */
export function applicationRollYear(input: Pick<ApplicationInput, 'rollYear' | 'preparedOn'>): number {
  return input.rollYear ?? currentRollYear(input.preparedOn);
}

export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Splits "123 Main St, Oakland, CA 94612" into the form's boxes; unparseable text stays in street. */
export function splitAddress(text: string): AddressParts {
  const trimmed = text.trim();
  const match =
    /^(.+?),\s*([^,]+?),?\s+([A-Za-z]{2})\.?\s*(\d{5}(?:-\d{4})?)$/.exec(trimmed) ??
    /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2})$/.exec(trimmed);
  if (!match) return { street: trimmed, city: '', state: '', zip: '' };
  return {
    street: match[1]!.trim(),
    city: match[2]!.trim(),
    state: match[3]!.toUpperCase(),
    zip: match[4] ?? '',
  };
}

/** "$1,092,420" from typed text; the text as typed when it is not an amount. */
export function dollars(text: string): string {
  const value = parseNumberText(text, { money: true });
  if (value === null || Number.isNaN(value)) return text;
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

export function dollarsOf(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : `$${Math.round(value).toLocaleString('en-US')}`;
}

/** The date's UTC calendar day as MM/DD/YYYY. */
export function usDate(date: Date): string {
  return formatUsDate(calendarDateOf(date));
}

/**
 * A Yes/No question's two boxes as the owner answered it (decision 100): the chosen box holds a
 * printed "X" (which a reader of the text, like pdftotext, sees too); both stay empty when the
 * question was not answered. Returns the x after the NO caption.
 */
export function answerBoxes(canvas: Canvas, x: number, top: number, answer: string | undefined): number {
  const yesX = x;
  const noX = canvas.checkbox(yesX, top, false, 'YES');
  const after = canvas.checkbox(noX, top, false, 'NO');
  const marked = answer === 'yes' ? yesX : answer === 'no' ? noX : null;
  if (marked !== null) canvas.text(marked + 1.3, top - 0.2, 'X', { size: 8, bold: true, color: FILL_INK });
  return after;
}
