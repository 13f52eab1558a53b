import { calendarDateOf, dayNumber, formatUsDate, parseUsDate } from './appeals-dates.ts';
import { appealCalendar, currentRollYear, filingWindowCheck } from './appeal-calendar.ts';
import {
  APPEAL_FIELD_MAX_CHARS,
  APPLICATION_FIELD_LABELS,
  type AppealField,
  type AppealPropertyInfo,
  type AppealValidationResponse,
  type AppealWarning,
  COMPARABLE_FIELD_MAX_CHARS,
  COMPARABLE_LABELS,
  COUNTY_REQUIREMENTS,
  formRequirements,
  type ComparableSale,
  countyDisplayName,
  fieldLabel,
  OPINION_SPLIT_ERROR_KEY,
  tooLongMessage,
  requiredApplicationQuestions,
} from './appeals.ts';
import type { CountyKey } from './counties.ts';
import { numberOrNull, parseNumberText } from './number-format.ts';

/**
 * The server's authoritative check of an appeal form (spec §5): required fields are errors,
 * recommended ones warnings, too many comparables an error; filled fields must also be usable on
 * the county's application (amounts, dates, phone, e-mail, parcel number, lengths that fit the form).
 */

const AMOUNT = /^\$?\s*\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\$?\s*\d+(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_AMOUNT = 10_000_000_000;

/** Characters that fit each field's box on the printed application (one table, decision 090). */
export const FORM_FIELD_MAX_CHARS: Partial<Record<AppealField, number>> = APPEAL_FIELD_MAX_CHARS;

/** A dollar amount as an owner types it: "750000", "750,000", "$750,000.00". */
export function parseFormAmount(text: string): number | null {
  if (!AMOUNT.test(text.trim())) return null;
  const value = parseNumberText(text, { money: true, signed: false });
  return value !== null && value > 0 && value <= MAX_AMOUNT ? value : null;
}

/** A count or size as typed: "1,850", "2.5". */
export function parseFormNumber(text: string): number | null {
  return numberOrNull(text, { signed: false });
}

export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Los Angeles' AIN is ten digits, map book 4, page 3, parcel 3 ("2581-006-055"). */
export function splitAin(text: string): { book: string; page: string; parcel: string } | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  return { book: digits.slice(0, 4), page: digits.slice(4, 7), parcel: digits.slice(7) };
}

function checkFormat(field: AppealField, value: string, county: CountyKey, today: number): string | null {
  const label = fieldLabel(field, county);
  const max = FORM_FIELD_MAX_CHARS[field];
  if (max !== undefined && value.length > max) return tooLongMessage(label, max);
  switch (field) {
    case 'assessed_value':
    case 'opinion_value':
    case 'purchase_price':
      return parseFormAmount(value) === null ? `${label} must be a dollar amount, e.g. 750,000` : null;
    case 'sqft': {
      const sqft = parseFormNumber(value);
      return sqft === null || sqft < 50 || sqft > 200_000 ? `${label} must be a number of square feet` : null;
    }
    case 'beds':
    case 'baths': {
      const count = parseFormNumber(value);
      return count === null || count > 50 ? `${label} must be a number` : null;
    }
    case 'purchase_date': {
      const date = parseUsDate(value);
      if (!date) return `${label} must be a date as MM/DD/YYYY`;
      return dayNumber(date) > today ? `${label} cannot be in the future` : null;
    }
    case 'email':
      return EMAIL.test(value) ? null : `${label} must be a valid email address`;
    case 'phone':
      return phoneDigits(value).length === 10 ? null : `${label} must be a 10-digit phone number`;
    case 'apn':
      if (county === 'la') {
        return splitAin(value) ? null : `${label} must be the 10-digit AIN, e.g. 2581-006-055`;
      }
      return /^[0-9A-Za-z][0-9A-Za-z .\-/]*$/.test(value) && /\d/.test(value)
        ? null
        : `${label} must be the parcel number printed on your tax bill`;
    default:
      return null;
  }
}

/** Adds a warning: its parts and its English, kept in the same order. */
export type Warn = (part: AppealWarning, text: string) => void;

/** The response's two lists of warnings and the one way to add to both. */
export function warningList(
  start: { warnings?: string[]; warning_parts?: AppealWarning[] | undefined } = {},
): { warnings: string[]; warning_parts: AppealWarning[]; warn: Warn } {
  const warnings = [...(start.warnings ?? [])];
  const warning_parts = [...(start.warning_parts ?? [])];
  return {
    warnings,
    warning_parts,
    warn: (part, text) => {
      warning_parts.push(part);
      warnings.push(text);
    },
  };
}

/**
 * The comparable sales' own checks. A sale after March 31 of the roll year cannot be evidence of
 * the value on its January 1 (R&T §402.5: no more than 90 days after the lien date), so it is an
 * error at its field, as a future date is; one long before the lien date is only a warning.
 */
function checkComparables(
  county: CountyKey,
  comps: readonly ComparableSale[],
  today: number,
  lienYear: number,
  errors: Record<string, string>,
  warn: Warn,
): void {
  const { max_comparables: max } = COUNTY_REQUIREMENTS[county];
  const name = countyDisplayName(county);
  if (comps.length > max) {
    errors.comparable_sales =
      max === 0
        ? `${name}'s application takes no comparable sales; bring them to your hearing instead`
        : `${name}'s application takes at most ${max} comparable sales`;
  }
  const cutoff = { year: lienYear, month: 3, day: 31 };
  const latest = dayNumber(cutoff);
  const earliest = dayNumber({ year: lienYear - 2, month: 7, day: 1 });
  comps.forEach((comp, index) => {
    const key = (field: string) => `comparable_sales.${index}.${field}`;
    for (const field of ['address', 'sale_date', 'sale_price'] as const) {
      if (comp[field] === '') errors[key(field)] = `${COMPARABLE_LABELS[field]} is required`;
    }
    for (const field of ['address', 'description'] as const) {
      const max = COMPARABLE_FIELD_MAX_CHARS[field];
      if (comp[field].length > max) errors[key(field)] = tooLongMessage(COMPARABLE_LABELS[field], max);
    }
    if (comp.sale_price !== '' && parseFormAmount(comp.sale_price) === null) {
      errors[key('sale_price')] = 'Sale Price must be a dollar amount, e.g. 750,000';
    }
    if (comp.sqft !== '') {
      const sqft = parseFormNumber(comp.sqft);
      if (sqft === null || sqft < 50 || sqft > 200_000)
        errors[key('sqft')] = 'Square Footage must be a number of square feet';
    }
    if (comp.sale_date === '') return;
    const date = parseUsDate(comp.sale_date);
    if (!date) {
      errors[key('sale_date')] = 'Sale Date must be a date as MM/DD/YYYY';
    } else if (dayNumber(date) > today) {
      errors[key('sale_date')] = 'Sale Date cannot be in the future';
    } else if (dayNumber(date) > latest) {
      errors[key('sale_date')] =
        `Sale Date must be on or before ${formatUsDate(cutoff)}: a board considers only sales up to March 31 after the January 1, ${lienYear} lien date`;
    } else if (dayNumber(date) < earliest) {
      warn(
        { kind: 'oldSale', sale: index + 1, lienYear },
        `Comparable sale ${index + 1} closed more than 18 months before the January 1, ${lienYear} lien date`,
      );
    }
  });
}

/** A part of the opinion of value: a dollar amount, or 0 (vacant land has no improvements). */
function parseSplitAmount(text: string): number | null {
  return /^\$?\s*0+(\.0{1,2})?$/.test(text.trim()) ? 0 : parseFormAmount(text);
}

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/**
 * The formal application's own answers (decision 100): principal residence and claim for refund
 * answered Yes or No (never assumed), and the opinion of value's land and improvements, when given,
 * both dollar amounts adding up to the opinion of value.
 */
export function checkApplicationAnswers(
  county: CountyKey,
  info: AppealPropertyInfo,
  errors: Record<string, string>,
): void {
  for (const field of requiredApplicationQuestions(county, 'formal')) {
    const answer = info[field] ?? '';
    if (answer === '') errors[field] = `${APPLICATION_FIELD_LABELS[field]} is required`;
  }
  const land = (info.opinion_land ?? '').trim();
  const improvements = (info.opinion_improvements ?? '').trim();
  if (land === '' && improvements === '') return;
  const parts = { opinion_land: land, opinion_improvements: improvements } as const;
  const amounts: Partial<Record<keyof typeof parts, number>> = {};
  for (const [field, text] of Object.entries(parts) as [keyof typeof parts, string][]) {
    const label = APPLICATION_FIELD_LABELS[field];
    const other =
      APPLICATION_FIELD_LABELS[field === 'opinion_land' ? 'opinion_improvements' : 'opinion_land'];
    if (text === '') {
      errors[field] = `${label} is required when ${other} is given`;
      continue;
    }
    const amount = parseSplitAmount(text);
    if (amount === null) errors[field] = `${label} must be a dollar amount, e.g. 750,000`;
    else amounts[field] = amount;
  }
  const total = parseFormAmount(info.opinion_value);
  const { opinion_land: l, opinion_improvements: i } = amounts;
  if (total === null || l === undefined || i === undefined) return;
  if (Math.abs(l + i - total) > 0.5) {
    errors[OPINION_SPLIT_ERROR_KEY] =
      `Land (${usd(l)}) and improvements (${usd(i)}) add up to ${usd(l + i)}, not ${usd(total)} (${fieldLabel('opinion_value', county)}): change one of them so they add up to the total`;
  }
}

/**
 * Validates an appeal form for a county; `now` is injectable for tests. `route` is the document the
 * form fills: the formal application (the default) also requires its own answers (decision 100).
 */
export function validateAppealForm(
  county: CountyKey,
  info: AppealPropertyInfo,
  comps: readonly ComparableSale[],
  now: Date = new Date(),
  route: 'informal' | 'formal' = 'formal',
  /** The roll year the package argues (a paid order's, decision 226); today's by default. */
  rollYear?: number,
): AppealValidationResponse {
  const requirements = formRequirements(county, info);
  const today = dayNumber(calendarDateOf(now));
  const errors: Record<string, string> = {};
  const { warnings, warning_parts, warn } = warningList();
  for (const field of requirements.required) {
    if (info[field] === '') errors[field] = `${fieldLabel(field, county)} is required`;
  }
  for (const field of requirements.recommended) {
    if (info[field] === '')
      warn(
        { kind: 'recommended', field },
        `${fieldLabel(field, county)} is recommended for ${countyDisplayName(county)}`,
      );
  }
  for (const [field, value] of Object.entries(info) as [AppealField, string][]) {
    if (value === '' || errors[field]) continue;
    const problem = checkFormat(field, value, county, today);
    if (problem) errors[field] = problem;
  }
  const assessed = parseFormAmount(info.assessed_value);
  const opinion = parseFormAmount(info.opinion_value);
  if (assessed !== null && opinion !== null && opinion >= assessed) {
    warn(
      { kind: 'opinionNotBelow' },
      `${fieldLabel('opinion_value', county)} is not below the ${fieldLabel('assessed_value', county)}; a decline-in-value appeal asks for a lower value`,
    );
  }
  checkComparables(county, comps, today, rollYear ?? currentRollYear(now), errors, warn);
  if (route === 'formal') checkApplicationAnswers(county, info, errors);
  return {
    valid: Object.keys(errors).length === 0,
    warnings,
    warning_parts,
    errors,
    county,
    requirements,
    filing_window: filingWindowCheck(appealCalendar(county, now, rollYear)),
  };
}
