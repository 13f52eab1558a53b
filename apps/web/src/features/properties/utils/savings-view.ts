import { type AmountInput, computeSavings, parseCurrency } from '@homie/contracts/valuation';
import { LANDING_TEXT } from './messages.ts';

export type SavingsState = 'overpaying' | 'good_shape' | 'unknown';

/** Everything the "Your savings" tab shows, from the property's tax figures and its ranked comps. */
export interface SavingsView {
  state: SavingsState;
  heading: string;
  assessedValue: number | null;
  /** The median of the first five comparable prices (spec §9). */
  marketValue: number | null;
  /** What the owner pays now (annual_tax). */
  assessedTax: number | null;
  marketTax: number | null;
  ratePercent: number | null;
  /** Saving as computed; negative in good shape, null when it cannot be computed. */
  saving: number | null;
  /** What "You can save" shows: the saving, never below zero; null shows "???". */
  shownSaving: number | null;
}

export function savingsView(
  info: { assessed_value: AmountInput; annual_tax: AmountInput; total_assessment: AmountInput },
  comparables: readonly { sold_price?: AmountInput }[],
): SavingsView {
  const summary = computeSavings({
    annual_tax: info.annual_tax,
    total_assessment: info.total_assessment,
    comparables,
  });
  const state: SavingsState =
    summary.isOverpaying === null ? 'unknown' : summary.isOverpaying ? 'overpaying' : 'good_shape';
  const heading = {
    overpaying: LANDING_TEXT.overpaying,
    good_shape: LANDING_TEXT.goodShape,
    unknown: LANDING_TEXT.unknownHeading,
  }[state];
  return {
    state,
    heading,
    assessedValue: parseCurrency(info.assessed_value) ?? parseCurrency(info.total_assessment),
    marketValue: summary.medianPrice,
    assessedTax: parseCurrency(info.annual_tax),
    marketTax: summary.marketTax,
    ratePercent: summary.ratePercent,
    saving: summary.saving,
    shownSaving: summary.saving === null ? null : Math.max(0, summary.saving),
  };
}
