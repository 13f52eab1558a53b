import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { californiaDate, currentRollYear } from '@homie/contracts/appeal-calendar';
import type { AppealPropertyInfo, ComparableSale } from '@homie/contracts/appeals';
import { calendarDateOf, formatUsDate } from '@homie/contracts/appeals-dates';
import { proposeOpinionSplit } from '@homie/contracts/appeals-prefill';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import { fiscalRollYearLabel, type NoticeType, noticeAppealOf } from '@homie/contracts/notice-appeals';
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

/** A checkbox whose mark is a printed "X" (which pdftotext reads too); returns the x after the caption. */
export function tick(
  canvas: Canvas,
  x: number,
  top: number,
  checked: boolean,
  caption: string,
  size = 7,
): number {
  const after = canvas.checkbox(x, top, false, caption, size);
  if (checked) canvas.text(x + 1.3, top - 0.2, 'X', { size: 8, bold: true, color: FILL_INK });
  return after;
}

/** Words that make a name a business's, a trust's or an estate's: printed as typed. */
const ENTITY_WORDS =
  /\b(L\.?L\.?C|INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|L\.?P|L\.?L\.?P|TRUST|TRUSTS|TRUSTEE|TRUSTEES|TR|ESTATE|PARTNERSHIP|PARTNERS|FOUNDATION|ASSOCIATION|ASSN|BANK|CHURCH|FUND|HOLDINGS|PROPERTIES|INVESTMENTS|REVOCABLE|LIVING)\b\.?|&|\bAND\b/i;
const NAME_WORD = /^\p{L}[\p{L}'’-]*$/u;
const INITIAL = /^\p{L}\.?$/u;

/**
 * The applicant's name as section 1 asks it, "LAST, FIRST, MIDDLE INITIAL" (decision 247): "Jane
 * Owner" and "Jane Q. Owner" become "OWNER, JANE" and "OWNER, JANE Q"; a name with a comma (already
 * in order), a business's, a trust's or an estate's (LLC, INC, TRUST, ESTATE, …), two owners ("and",
 * "&") or any other shape is printed as typed, since reordering it could only guess.
 */
export function applicantName(typed: string): string {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '' || name.includes(',') || ENTITY_WORDS.test(name)) return name;
  const words = name.split(' ');
  if (words.length === 2 && words.every((word) => NAME_WORD.test(word) && !INITIAL.test(word))) {
    const [first, last] = words as [string, string];
    return `${last}, ${first}`.toUpperCase();
  }
  if (words.length === 3) {
    const [first, middle, last] = words as [string, string, string];
    if (
      NAME_WORD.test(first) &&
      !INITIAL.test(first) &&
      INITIAL.test(middle) &&
      NAME_WORD.test(last) &&
      !INITIAL.test(last)
    )
      return `${last}, ${first} ${middle.replace('.', '')}`.toUpperCase();
  }
  return name;
}

/** Section 5's checked box: the regular assessment, or the notice the appeal answers (decision 247). */
export interface AssessmentAppealed {
  type: 'regular' | NoticeType;
  /** MM/DD/YYYY: the notice's mailing date; '' for the regular assessment. */
  noticeDate: string;
  /** MM/DD/YYYY: the event the notice values (a purchase, the damage, a lien date); '' for the regular. */
  eventDate: string;
  /** "2026-27"; '' when a notice's dates cannot be read. */
  rollYear: string;
  /** "January 1, 2026": the date the opinion of value is for; '' when unknown. */
  valueDate: string;
  /** The notice's last filing day, MM/DD/YYYY, and whether it is still open on the day drawn; null for the regular. */
  notice: { closes: string; open: boolean } | null;
}

export function assessmentAppealed(
  input: Pick<ApplicationInput, 'info' | 'preparedOn' | 'rollYear'>,
): AssessmentAppealed {
  const { info } = input;
  const type = info.notice_type ?? '';
  if (type === '') {
    const year = applicationRollYear(input);
    return {
      type: 'regular',
      noticeDate: '',
      eventDate: '',
      rollYear: fiscalRollYearLabel(year),
      valueDate: `January 1, ${year}`,
      notice: null,
    };
  }
  const check = noticeAppealOf(info, californiaDate(input.preparedOn));
  const appeal = check.ok ? check.appeal : null;
  if (!appeal)
    return {
      type,
      noticeDate: info.notice_date ?? '',
      eventDate: info.event_date ?? '',
      rollYear: '',
      valueDate: '',
      notice: null,
    };
  return {
    type,
    noticeDate: formatUsDate(appeal.noticeDate),
    eventDate: formatUsDate(appeal.eventDate),
    rollYear: appeal.rollYearLabel,
    valueDate: longCalendarDate(appeal.valueDate),
    notice: { closes: formatUsDate(appeal.closes), open: appeal.open },
  };
}

/**
 * Whether column B's land and improvements are the total opinion allocated in the roll's proportion
 * (as the form proposes them, decision 100) rather than the owner's own figures: they equal that
 * proportion of the total to the dollar. False when the roll's split is not printed.
 */
export function opinionSplitIsAllocation(input: Pick<ApplicationInput, 'info' | 'property'>): boolean {
  const land = input.property?.landAssessment;
  const improvements = input.property?.improvementsAssessment;
  if (land === null || land === undefined || improvements === null || improvements === undefined)
    return false;
  const proposal = proposeOpinionSplit(input.info.opinion_value, { land, improvements });
  if (!proposal) return false;
  const amount = (text: string) => (/^\$?\s*0+(\.0{1,2})?$/.test(text.trim()) ? 0 : parseFormAmount(text));
  const typedLand = amount(input.info.opinion_land ?? '');
  const typedImprovements = amount(input.info.opinion_improvements ?? '');
  return (
    typedLand !== null &&
    typedImprovements !== null &&
    Math.round(typedLand) === amount(proposal.opinion_land) &&
    Math.round(typedImprovements) === amount(proposal.opinion_improvements)
  );
}

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/**
 * Section 6's facts, standing on their own (decision 247): the opinion of value and its date, its
 * basis in a sentence from the input (the comparable sales, and with an adjustment grid the range of
 * adjusted prices and the reconciled value), then the owner's own explanation. Only the input's numbers.
 */
export function factsText(
  input: Pick<ApplicationInput, 'info' | 'comparables' | 'grid' | 'preparedOn' | 'rollYear'>,
): string {
  const { info, grid } = input;
  const appealed = assessmentAppealed(input);
  const opinion = parseFormAmount(info.opinion_value);
  const roll = parseFormAmount(info.assessed_value);
  const parts: string[] = [];
  if (opinion !== null) {
    const when = appealed.valueDate ? ` as of ${appealed.valueDate}` : '';
    const onRoll = roll !== null ? `; the value on the roll is ${usd(roll)}` : '';
    parts.push(
      `The market value of the property${when} is ${usd(opinion)}, the applicant's opinion of value${onRoll}.`,
    );
  }
  if (grid && grid.sales.length > 0) {
    const count = grid.sales.length;
    parts.push(
      `The opinion rests on ${count} comparable sale${count === 1 ? '' : 's'}, each adjusted for time to ${grid.lien_date} and for its differences from this home: adjusted prices ${usd(grid.low)} to ${usd(grid.high)}, reconciled value ${usd(grid.reconciled_value)}.`,
    );
  } else if (input.comparables.length > 0) {
    const count = input.comparables.length;
    parts.push(`The opinion rests on ${count} comparable sale${count === 1 ? '' : 's'} of similar homes.`);
  }
  const own = info.additional_info.trim();
  return own ? `${parts.join(' ')}\n${own}`.trim() : parts.join(' ');
}
