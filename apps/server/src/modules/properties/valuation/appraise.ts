import type { SaleCandidate, SaleWindow, SubjectFacts } from '../comps/comp-types.ts';
import type { MarketIndex } from '../comps/market-index.ts';
import { type Selection, type SelectOptions, selectComparables } from '../comps/select-comparables.ts';
import { type AdjustedComp, type AdjustmentRates, DEFAULT_RATES, adjustComp } from './adjustments.ts';
import { type LocalEstimate, type LocalModelOptions, localModelEstimate } from './local-model.ts';
import {
  DEFAULT_VALUE_OPTIONS,
  type MarketValue,
  type ValueModelOptions,
  estimateMarketValue,
} from './market-value.ts';

export interface AppraiseOptions {
  select?: SelectOptions;
  rates?: AdjustmentRates;
  value?: ValueModelOptions;
  local?: LocalModelOptions;
}

export interface Appraisal {
  selection: Selection;
  adjusted: AdjustedComp[];
  value: MarketValue;
  /** The local regression the adjustments partly rest on (null: the standard rates alone). */
  local: LocalEstimate | null;
  /** Share of each adjustment taken from that regression (0 without one). */
  regressionShare: number;
}

/**
 * The whole valuation of one subject from candidate sales: select comparables, move each to the
 * lien date with the market index, adjust it toward the subject, and weigh the results. Pure: the
 * API and the backtest both call it, so the backtest measures exactly what owners are shown.
 */
export function appraise(
  subject: SubjectFacts,
  candidates: readonly SaleCandidate[],
  window: SaleWindow,
  index: MarketIndex,
  options: AppraiseOptions = {},
): Appraisal {
  const selection = selectComparables(subject, candidates, window, options.select);
  const valueOptions = options.value ?? DEFAULT_VALUE_OPTIONS;
  const local =
    selection.comps.length > 0 && valueOptions.localWeight > 0
      ? localModelEstimate(subject, candidates, window, index, options.local)
      : null;
  const rates = options.rates ?? DEFAULT_RATES;
  // The local regression enters the value only through each comp's adjustments (decision 245), so
  // the value is the reconciliation of the comps listed: what the result shows is what is filed.
  const adjusted = selection.comps.map((comp) =>
    adjustComp(
      subject,
      comp.sale,
      index.factor(comp.sale.saleDay, window.lienDay),
      rates,
      index.zipLevel,
      local ? { regression: local.adjustmentsFor(comp.sale), share: valueOptions.localWeight } : null,
    ),
  );
  const value = estimateMarketValue(
    selection.comps,
    adjusted,
    selection.step,
    valueOptions,
    window.lienDay,
    local,
    [subject.sqft, subject.yearBuilt, subject.beds, subject.baths].filter((f) => f === null).length,
  );
  return { selection, adjusted, value, local, regressionShare: local ? valueOptions.localWeight : 0 };
}
