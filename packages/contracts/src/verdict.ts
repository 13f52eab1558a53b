/**
 * The verdict an owner reads (issue 15, decision 123): said only as far as the evidence holds.
 *
 * - "You're overpaying" only when the assessed value is above the TOP of the stated value range
 *   (the gap is larger than the model's own measured error);
 * - "You are in good shape in YEAR" when the assessed value is at or below the market value (the
 *   best estimate), or when the owner's own recent arm's-length purchase (R&T §110(b): a board
 *   presumes that price is the market value) is at or above the assessed value;
 * - "It's too close to call" between the two: the assessment is above the estimate but inside its
 *   range, so what settles it is the owner's own evidence and the assessor's free informal review.
 *
 * The saving (spec §9: effective tax rate × (assessed − market value)) is shown as a positive amount
 * only with "overpaying"; in good shape it is zero; too close to call it is an "if" amount.
 * Pure and shared: the server, the web and the backtest call the same function.
 */

import { type AmountInput, effectiveTaxRate, parseCurrency } from './valuation.ts';

/**
 * THE market value everywhere a market value or a saving appears (landing, /analysis, details, the
 * form's opinion of value, the letter, the PDF): the analysis' best estimate, rounded to the dollar.
 * The spec's median of five is a reference only (issue 15 item 1).
 */
export function marketValueOf(valuation: { market_value: number | null } | null | undefined): number | null {
  const value = valuation?.market_value;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

export type VerdictState = 'overpaying' | 'too_close' | 'good_shape' | 'unknown';

/** The owner's own last purchase of the home (date YYYY-MM-DD). */
export interface OwnPurchase {
  date: string;
  price: number;
}

export interface VerdictInput {
  assessedValue: number | null;
  /** The best estimate of market value (the adjusted comparables), not the median of five. */
  marketValue: number | null;
  /** Top of the stated value range. */
  rangeHigh: number | null;
  /** The roll year (its January 1 lien date) the figures speak to. */
  rollYear: number;
  /** The owner's own last purchase, when known. */
  purchase?: OwnPurchase | null;
}

export interface Verdict {
  state: VerdictState;
  /** The owner's purchase, when it falls in the window a board weighs and decides the verdict. */
  presumedPurchase: OwnPurchase | null;
  /** The purchase is recent but below the assessed value: evidence FOR an appeal. */
  purchaseBelowAssessed: OwnPurchase | null;
}

/**
 * A purchase a board weighs as evidence of the lien-date value: from about 18 months before the
 * January 1 lien date (July 1 two years before) up to March 31 after it (R&T §402.5, §110(b)).
 */
export function isRecentPurchase(purchase: OwnPurchase | null | undefined, rollYear: number): boolean {
  if (!purchase || !/^\d{4}-\d{2}-\d{2}$/.test(purchase.date) || !(purchase.price > 0)) return false;
  return purchase.date >= `${rollYear - 2}-07-01` && purchase.date <= `${rollYear}-03-31`;
}

export function verdictOf(input: VerdictInput): Verdict {
  const { assessedValue, marketValue, rangeHigh } = input;
  const recent = isRecentPurchase(input.purchase, input.rollYear) ? input.purchase! : null;
  const none = { presumedPurchase: null, purchaseBelowAssessed: null };
  if (assessedValue === null || !(assessedValue > 0)) return { state: 'unknown', ...none };
  if (recent && recent.price >= assessedValue)
    return { state: 'good_shape', presumedPurchase: recent, purchaseBelowAssessed: null };
  const purchaseBelowAssessed = recent && recent.price < assessedValue ? recent : null;
  if (marketValue === null || rangeHigh === null) {
    return { state: 'unknown', presumedPurchase: null, purchaseBelowAssessed };
  }
  const state: VerdictState =
    assessedValue > rangeHigh ? 'overpaying' : assessedValue <= marketValue ? 'good_shape' : 'too_close';
  return { state, presumedPurchase: null, purchaseBelowAssessed };
}

export interface OpinionInputs {
  estimate: number | null;
  assessedValue: number | null;
  purchase?: OwnPurchase | null;
  rollYear: number | null;
}

/**
 * Why the product proposes no opinion of value although it has an estimate and an assessed value
 * (decisions 179, 180): the owner's own recent purchase (the window a board weighs) is at or above
 * the assessed value — a board presumes that price is the market value (R&T §110(b)); or the
 * estimate is not below the assessed value. Null when it proposes one, or lacks the figures.
 */
export function opinionWithheldBecause(
  input: OpinionInputs,
): 'recent_purchase' | 'not_below_assessed' | null {
  const { estimate, assessedValue } = input;
  if (estimate === null || assessedValue === null) return null;
  const purchase =
    input.rollYear !== null && isRecentPurchase(input.purchase, input.rollYear) ? input.purchase! : null;
  if (purchase && purchase.price >= assessedValue) return 'recent_purchase';
  return estimate < assessedValue ? null : 'not_below_assessed';
}

/**
 * The opinion of value the product proposes for a decline-in-value appeal (the form's prefill and
 * the letter): the analysis' estimate, unless `opinionWithheldBecause` gives a reason not to.
 */
export function proposedOpinion(input: OpinionInputs): number | null {
  if (input.estimate === null || input.assessedValue === null) return null;
  return opinionWithheldBecause(input) ? null : input.estimate;
}

/**
 * Spec §9 on the one market value: effective rate (percent) × (assessed − market value) / 100.
 * Negative in good shape; null when a figure is missing.
 */
export function savingOn(
  assessedValue: number | null,
  marketValue: number | null,
  ratePercent: number | null,
): number | null {
  if (assessedValue === null || marketValue === null || ratePercent === null) return null;
  if (![assessedValue, marketValue, ratePercent].every(Number.isFinite)) return null;
  return ((assessedValue - marketValue) * ratePercent) / 100;
}

/** What "You can save" may show beside a verdict: never a positive amount in good shape. */
export function shownSavingFor(state: VerdictState, saving: number | null): number | null {
  if (saving === null) return null;
  if (state === 'good_shape') return 0;
  return Math.max(0, Math.round(saving));
}

/**
 * The free assessment an owner in good shape can sign up for: next year's, after the roll year shown
 * (the spec, written for the 2025 roll, says "free 2026 assessment"). The form's heading, its
 * confirmation and the operator's mail all take this year.
 */
export const freeAssessmentYear = (rollYear: number): number => rollYear + 1;

export const VERDICT_TEXT = {
  overpaying: "You're overpaying",
  goodShape: (rollYear: number) => `You are in good shape in ${rollYear}`,
  tooClose: "It's too close to call",
  unknown: 'We could not compute your savings yet',
  /** "Sign up for a free 2026 assessment!" after the 2025 roll (spec §2): the next year's assessment. */
  freeAssessment: (rollYear: number) => `Sign up for a free ${freeAssessmentYear(rollYear)} assessment!`,
} as const;

export function verdictHeading(state: VerdictState, rollYear: number): string {
  if (state === 'overpaying') return VERDICT_TEXT.overpaying;
  if (state === 'good_shape') return VERDICT_TEXT.goodShape(rollYear);
  if (state === 'too_close') return VERDICT_TEXT.tooClose;
  return VERDICT_TEXT.unknown;
}

/** The figures of an analysis a verdict is read from (its property_info with its valuation). */
export interface VerdictFiguresInput {
  assessed_value: AmountInput;
  annual_tax: AmountInput;
  total_assessment: AmountInput;
  valuation?: {
    market_value: number | null;
    range_low: number | null;
    range_high: number | null;
    roll_year?: number | null;
  } | null;
  compass_data?: { purchase_date?: string | null; purchase_price?: number | null } | null;
}

export interface VerdictFigures {
  verdict: Verdict;
  /** The roll year the figures speak to: the valuation's, else `fallbackRollYear`. */
  rollYear: number;
  assessedValue: number | null;
  marketValue: number | null;
  range: { low: number; high: number } | null;
  /** The effective rate of the owner's bill (annual tax ÷ total assessment), in percent. */
  ratePercent: number | null;
  saving: number | null;
  /** What "You can save" shows beside the verdict. */
  shownSaving: number | null;
}

/**
 * The verdict and saving of an analysis, as the result page shows them: one reading for the web's
 * "Your savings" and the server's re-checks of a watched home (issue 52, decision 238).
 */
export function verdictFigures(info: VerdictFiguresInput, fallbackRollYear: number): VerdictFigures {
  const valuation = info.valuation ?? null;
  const rollYear = valuation?.roll_year ?? fallbackRollYear;
  const assessedValue = parseCurrency(info.assessed_value) ?? parseCurrency(info.total_assessment);
  const marketValue = marketValueOf(valuation);
  const range =
    valuation && valuation.range_low !== null && valuation.range_high !== null
      ? { low: valuation.range_low, high: valuation.range_high }
      : null;
  const date = info.compass_data?.purchase_date;
  const price = info.compass_data?.purchase_price;
  const purchase = date && typeof price === 'number' && price > 0 ? { date, price } : null;
  const verdict = verdictOf({
    assessedValue,
    marketValue,
    rangeHigh: range?.high ?? null,
    rollYear,
    purchase,
  });
  const ratePercent = effectiveTaxRate(info.annual_tax, info.total_assessment);
  const saving = savingOn(assessedValue, marketValue, ratePercent);
  return {
    verdict,
    rollYear,
    assessedValue,
    marketValue,
    range,
    ratePercent,
    saving,
    shownSaving: shownSavingFor(verdict.state, saving),
  };
}
