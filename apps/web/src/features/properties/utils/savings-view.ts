import { currentRollYear } from '@homie/contracts/appeal-calendar';
import {
  type AmountInput,
  MEDIAN_COMP_COUNT,
  medianCompPrice,
  parseCurrency,
} from '@homie/contracts/valuation';
import {
  type Verdict,
  type VerdictFiguresInput,
  type VerdictState,
  verdictFigures,
  verdictHeading,
} from '@homie/contracts/verdict';

export type SavingsState = VerdictState;

/** Everything the "Your savings" tab shows, from the property's figures and its analysis (issue 15). */
export interface SavingsView {
  state: SavingsState;
  heading: string;
  verdict: Verdict;
  /** The roll year (January 1 lien date) the figures and the headings speak to. */
  rollYear: number;
  assessedValue: number | null;
  /**
   * THE market value: the analysis' best estimate (adjusted, time-adjusted comparables), the one the
   * letter, the form and the PDF use too. Null when the analysis has none.
   */
  marketValue: number | null;
  /** The stated range around the market value (80% of real prices fall inside it, decision 124). */
  range: { low: number; high: number } | null;
  /** The spec's median of the first five comparable prices (§9), shown as a reference only. */
  medianOfFive: number | null;
  /** How many prices that median is of: five, or fewer when fewer sales were found. */
  medianCount: number;
  /** Tax at the effective rate on the assessed value, and on the market value. */
  assessedTax: number | null;
  marketTax: number | null;
  ratePercent: number | null;
  /** Effective rate × (assessed − market value); negative below the market value, null unknown. */
  saving: number | null;
  /** What "You can save" shows beside this verdict: never a positive amount in good shape. */
  shownSaving: number | null;
}

type ViewInfo = VerdictFiguresInput;

export function savingsView(
  info: ViewInfo,
  comparables: readonly { sold_price?: AmountInput }[],
  now: Date = new Date(),
): SavingsView {
  const { verdict, rollYear, assessedValue, marketValue, range, ratePercent, saving, shownSaving } =
    verdictFigures(info, currentRollYear(now));
  const tax = (value: number | null) =>
    value === null || ratePercent === null ? null : (value * ratePercent) / 100;
  return {
    state: verdict.state,
    heading: verdictHeading(verdict.state, rollYear),
    verdict,
    rollYear,
    assessedValue,
    marketValue,
    range,
    medianOfFive: medianCompPrice(comparables),
    medianCount: Math.min(
      MEDIAN_COMP_COUNT,
      comparables.filter((c) => (parseCurrency(c.sold_price) ?? 0) > 0).length,
    ),
    assessedTax: tax(assessedValue),
    marketTax: tax(marketValue),
    ratePercent,
    saving,
    shownSaving,
  };
}
