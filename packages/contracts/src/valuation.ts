import { groupDigits, parseNumberText } from './number-format.ts';
/**
 * The spec's valuation arithmetic (§9) as pure functions used by both the server and the web client,
 * so a figure is computed the same way on each side (Prop 13 / Prop 8 math lives in prop13.ts).
 * Every function answers `null` when an amount cannot be computed. A screen or a document says a
 * missing amount in words (decision 221): `formatDollars`, `formatShortPrice` and `formatPercent`
 * take known numbers only. `formatCurrency` (a missing amount as "???") writes the lookup's currency
 * strings on the wire (spec §3), which every reader parses back.
 */

/** The spec's wire text for an amount that cannot be computed (§8): parsed back, never shown (decision 221). */
export const UNKNOWN_AMOUNT = '???';

/** How many comparables the spec's median uses and how many it shows as cards (§9). */
export const MEDIAN_COMP_COUNT = 5;
export const SHOWN_COMP_COUNT = 3;

/** A value that may be a number, a currency string ("$1,234"), empty or missing. */
export type AmountInput = number | string | null | undefined;

/**
 * Parses a currency string the way the spec says: every character other than digits and the decimal
 * point is stripped first ("$1,234.50" → 1234.5). A leading minus sign is kept. Numbers pass through.
 */
export function parseCurrency(value: AmountInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const negative = /^\s*[-(]/.test(value);
  const digits = value.replace(/[^0-9.]/g, '');
  if (!/[0-9]/.test(digits)) return null;
  const firstDot = digits.indexOf('.');
  const cleaned =
    firstDot === -1
      ? digits
      : `${digits.slice(0, firstDot + 1)}${digits.slice(firstDot + 1).replace(/\./g, '')}`;
  const parsed = parseNumberText(cleaned, { signed: false });
  if (parsed === null || Number.isNaN(parsed)) return null;
  return negative ? -parsed : parsed;
}

/** Median of numbers; the mean of the two middle values when the count is even; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid]!;
  return (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The spec's comparables median: the median of the first five usable `sold_price` values, in list
 * order (comparables arrive ranked best first). Prices that are missing or not positive are skipped.
 */
export function medianCompPrice(comparables: readonly { sold_price?: AmountInput }[]): number | null {
  const prices: number[] = [];
  for (const comp of comparables) {
    const price = parseCurrency(comp.sold_price);
    if (price !== null && price > 0) prices.push(price);
    if (prices.length === MEDIAN_COMP_COUNT) break;
  }
  return median(prices);
}

/** Effective tax rate in percent: annual_tax / total_assessment × 100; null without a positive assessment. */
export function effectiveTaxRate(annualTax: AmountInput, totalAssessment: AmountInput): number | null {
  const tax = parseCurrency(annualTax);
  const assessment = parseCurrency(totalAssessment);
  if (tax === null || assessment === null || assessment <= 0 || tax < 0) return null;
  return (tax / assessment) * 100;
}

/** Market-based tax: median comparable price × rate / 100. */
export function marketBasedTax(medianPrice: number | null, ratePercent: number | null): number | null {
  if (medianPrice === null || ratePercent === null) return null;
  if (!Number.isFinite(medianPrice) || !Number.isFinite(ratePercent)) return null;
  return (medianPrice * ratePercent) / 100;
}

/** Saving = annual tax − market-based tax; negative means the owner is in good shape. */
export function taxSaving(annualTax: AmountInput, marketTax: number | null): number | null {
  const tax = parseCurrency(annualTax);
  if (tax === null || marketTax === null || !Number.isFinite(marketTax)) return null;
  return tax - marketTax;
}

export interface SavingsSummary {
  medianPrice: number | null;
  ratePercent: number | null;
  marketTax: number | null;
  saving: number | null;
  /** The spec's rule: overpaying when the saving is zero or positive; null when it can't be told. */
  isOverpaying: boolean | null;
}

/** The whole §9 computation from a property's tax figures and its ranked comparables. */
export function computeSavings(input: {
  annual_tax: AmountInput;
  total_assessment: AmountInput;
  comparables: readonly { sold_price?: AmountInput }[];
}): SavingsSummary {
  const medianPrice = medianCompPrice(input.comparables);
  const ratePercent = effectiveTaxRate(input.annual_tax, input.total_assessment);
  const marketTax = marketBasedTax(medianPrice, ratePercent);
  const saving = taxSaving(input.annual_tax, marketTax);
  return { medianPrice, ratePercent, marketTax, saving, isOverpaying: saving === null ? null : saving >= 0 };
}

/**
 * The lookup's currency strings (spec §3: "$1,234", "-$56"), "???" when the amount is unknown. For the
 * wire only: what an owner reads goes through `formatDollars` with a known amount (decision 221).
 */
export function formatCurrency(value: AmountInput): string {
  const amount = parseCurrency(value);
  return amount === null ? UNKNOWN_AMOUNT : formatDollars(amount);
}

/** Said where an amount is missing and no better words were given (decision 221). */
export const NOT_KNOWN = 'not known';

/**
 * US dollars with no decimals ("$1,234", "-$56") of a known amount. A caller with a missing amount
 * says why in its own words; a number that is not finite reads "not known", never "???".
 */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) return NOT_KNOWN;
  const rounded = Math.round(amount);
  const text = `$${groupDigits(Math.abs(rounded))}`;
  return rounded < 0 ? `-${text}` : text;
}

/**
 * Short price as people read it (issue 53, decision 214): a million or more (from 999,500, which
 * would round to "$1000K") as "$X.XM" to a tenth, without a trailing ".0" ("$1.8M", "$1M",
 * "$12.5M"); 1,000 or more as "$NK" ("$845K"); else whole dollars. Negatives lead with "-".
 */
export function formatShortPrice(amount: number): string {
  if (!Number.isFinite(amount)) return NOT_KNOWN;
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  // Tenths of a million counted as a whole number: no binary-fraction rounding (1.05 → "1.1").
  if (abs >= 999_500) return `${sign}$${Math.round(abs / 100_000) / 10}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}K`;
  return `${sign}$${Math.round(abs)}`;
}

/** A known rate in percent with two decimals ("1.17%"); "not known" for a number that is not finite. */
export function formatPercent(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return NOT_KNOWN;
  return `${value.toFixed(digits)}%`;
}

/**
 * Whether "overpaying" may be claimed confidently: only when the assessment exceeds the top of the
 * model's own value range (domain.md: claim it only when the gap exceeds the model's error).
 */
export function isConfidentlyOverassessed(assessedValue: number | null, rangeHigh: number | null): boolean {
  if (assessedValue === null || rangeHigh === null) return false;
  return assessedValue > rangeHigh;
}
