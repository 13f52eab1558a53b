/**
 * Proposition 13 and Proposition 8 arithmetic (../shared/design/domain.md): the inflation factors
 * by roll year, the factored base-year value (FBYV) and the value the assessor enrols.
 * A roll year is named by its lien date: roll year 2026 = lien date Jan 1 2026 = fiscal year 2026-27.
 */

/**
 * The lien date of a roll year (January 1), and the last day a comparable may sell for its appeal
 * (March 31, R&T §402.5). The roll year owners can appeal today is `currentRollYear(now)` in
 * appeal-calendar.ts (California's date); the server's `ROLL_YEAR` setting overrides it where passed.
 */
export function lienDate(rollYear: number): string {
  return `${rollYear}-01-01`;
}
export function comparableSalesCutoff(rollYear: number): string {
  return `${rollYear}-03-31`;
}

/** The largest yearly increase Prop 13 allows (R&T §51(a)(1)(C)). */
export const PROP13_FACTOR_CAP = 1.02;

/** Prop 13 took effect with the 1975 lien date as the first base year. */
export const PROP13_FIRST_BASE_YEAR = 1975;

/**
 * The inflation factor applied at each lien date: the October-to-October change of the California
 * CPI, capped at 2%. `confirmed` marks the factors domain.md names; the others are the Board of
 * Equalization's published history as best known here, kept as data an operator corrects, never logic.
 */
export const PROP13_INFLATION_FACTORS: Readonly<Record<number, { factor: number; confirmed: boolean }>> =
  (() => {
    const table: Record<number, { factor: number; confirmed: boolean }> = {};
    for (let year = 1976; year <= 2026; year++) table[year] = { factor: 1.02, confirmed: false };
    const known: [number, number, boolean][] = [
      [1983, 1.01, false],
      [1995, 1.0119, false],
      [1996, 1.0111, false],
      [1999, 1.01853, false],
      [2004, 1.01867, false],
      // 2010: the BOE factor was -0.237% (factors are rounded to a thousandth of a percent, R&T §51(a)(1)(C)),
      // so 0.99763; domain.md prints it rounded as 0.99760.
      [2010, 0.99763, true],
      [2011, 1.00753, false],
      [2014, 1.00454, true],
      [2015, 1.01998, false],
      [2016, 1.01525, true],
      [2017, 1.02, true],
      [2018, 1.02, true],
      [2021, 1.01036, true],
      [2022, 1.02, true],
      [2025, 1.02, true],
    ];
    for (const [year, factor, confirmed] of known) table[year] = { factor, confirmed };
    return table;
  })();

/** The factor of one roll year; a year beyond the table gets the 2% cap (the usual outcome). */
export function inflationFactor(rollYear: number): number {
  if (rollYear <= PROP13_FIRST_BASE_YEAR) return 1;
  return Math.min(PROP13_INFLATION_FACTORS[rollYear]?.factor ?? PROP13_FACTOR_CAP, PROP13_FACTOR_CAP);
}

/** Cumulative products of the factors from 1976, so a range product is one division. */
const CUMULATIVE: number[] = [];
function cumulative(year: number): number {
  if (year <= PROP13_FIRST_BASE_YEAR) return 1;
  const index = year - PROP13_FIRST_BASE_YEAR;
  for (let i = CUMULATIVE.length; i < index; i++) {
    CUMULATIVE.push((CUMULATIVE[i - 1] ?? 1) * inflationFactor(PROP13_FIRST_BASE_YEAR + 1 + i));
  }
  return CUMULATIVE[index - 1] as number;
}

/** The product of the factors of roll years from..to inclusive (1 when the range is empty). */
export function factorProduct(fromRollYear: number, toRollYear: number): number {
  const from = Math.max(fromRollYear, PROP13_FIRST_BASE_YEAR + 1);
  if (toRollYear < from) return 1;
  return cumulative(toRollYear) / cumulative(from - 1);
}

/** Parses 'YYYY-MM-DD' (or a Date) into year and month without time-zone surprises. */
function yearMonth(date: string | Date): { year: number; month: number } {
  if (date instanceof Date) return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (!/^\d{4}-\d{2}/.test(date) || !Number.isInteger(year) || month < 1 || month > 12) {
    throw new RangeError(`Not an ISO date: ${date}`);
  }
  return { year, month };
}

/**
 * The first roll year whose lien date factors a base set by a change in ownership on `date`.
 * Jan 1 – Jun 30 gets its first factor on the following Jan 1 (R&T §75.18); Jul 1 – Dec 31 is first
 * enrolled unfactored on the following Jan 1 and factored from the Jan 1 after. Bases before 1975
 * are the 1975 value, factored from 1976.
 */
export function firstFactoredRollYear(date: string | Date): number {
  const { year, month } = yearMonth(date);
  if (year < PROP13_FIRST_BASE_YEAR) return PROP13_FIRST_BASE_YEAR + 1;
  return month <= 6 ? year + 1 : year + 2;
}

/** Factored base-year value for `rollYear`: base value × every factor since the base, whole dollars. */
export function factoredBaseYearValue(baseValue: number, baseDate: string | Date, rollYear: number): number {
  return Math.round(baseValue * factorProduct(firstFactoredRollYear(baseDate), rollYear));
}

/**
 * Prop 8 (R&T §51(a)(2)): the enrolled value is the lower of the FBYV and the Jan 1 market value.
 * A reduced value may climb back by more than 2% a year, never above the FBYV.
 */
export function enrolledValue(
  fbyv: number,
  marketValue: number | null,
): { assessed: number; prop8: boolean } {
  if (marketValue === null || !Number.isFinite(marketValue) || marketValue < 0 || marketValue >= fbyv) {
    return { assessed: fbyv, prop8: false };
  }
  return { assessed: Math.round(marketValue), prop8: true };
}

/** Annual ad valorem tax: assessed value × the tax-rate area's rate (1% levy + voter debt), whole dollars. */
export function annualTax(assessedValue: number, rate: number): number {
  return Math.round(assessedValue * rate);
}

/**
 * An assessed value estimated under Prop 13 where no roll value is known (issue 14 item 3, decision
 * 120): the last arm's-length purchase (or the owner's purchase date and price) is the base-year
 * value, factored to the roll year. A purchase after the roll year's lien date is not yet on that
 * roll (the previous owner's value is, and the purchase is billed by a supplemental assessment):
 * the estimate is then the purchase price itself, the value the next roll will carry, and says so.
 */
export interface Prop13Estimate {
  /** The estimated assessed value for the roll year, whole dollars. */
  value: number;
  /** The base (purchase) price and its date, YYYY-MM-DD. */
  basePrice: number;
  baseDate: string;
  /** The roll year whose lien date first carries the base (the Jan 1 after the purchase). */
  baseRollYear: number;
  rollYear: number;
  /** The product of the inflation factors applied (1 when none applies yet). */
  factor: number;
  /** The factored base-year value before any Prop 8 reduction. */
  factoredBaseYearValue: number;
  /** True when a lower Jan 1 market value given to the estimate replaced the FBYV (Prop 8). */
  prop8: boolean;
  /** True when the purchase was on or after the roll year's lien date (not yet on that roll). */
  afterLienDate: boolean;
}

export function estimateAssessedValue(input: {
  basePrice: number;
  baseDate: string;
  rollYear: number;
  /** A known Jan 1 market value: Prop 8 enrols the lower of it and the FBYV. */
  marketValue?: number | null;
}): Prop13Estimate {
  const { basePrice, baseDate, rollYear } = input;
  const year = Number(baseDate.slice(0, 4));
  const afterLienDate = year >= rollYear;
  const factor = afterLienDate ? 1 : factorProduct(firstFactoredRollYear(baseDate), rollYear);
  const fbyv = Math.round(basePrice * factor);
  const { assessed, prop8 } = enrolledValue(fbyv, input.marketValue ?? null);
  return {
    value: assessed,
    basePrice,
    baseDate,
    baseRollYear: Math.max(year, PROP13_FIRST_BASE_YEAR - 1) + 1,
    rollYear,
    factor,
    factoredBaseYearValue: fbyv,
    prop8,
    afterLienDate,
  };
}
