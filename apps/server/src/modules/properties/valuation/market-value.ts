import type { SearchStep, SelectedComp } from '../comps/comp-types.ts';
import { LAST_ACCEPTED_STEP } from '../comps/search-steps.ts';
import type { AdjustedComp } from './adjustments.ts';
import type { LocalEstimate } from './local-model.ts';

/**
 * The market value (decisions 022, 124, 125, 245): a robust (Huber) weighted geometric mean of the
 * comps' adjusted prices, each weighted by similarity³ / (grossFloor + gross adjustment) so a comp
 * needing little adjustment counts most (domain.md), times a fitted bias correction, kept inside the
 * adjusted prices. The local regression of every nearby sale reaches it through the adjustments.
 *
 * The range is a prediction interval for the price this home would fetch (decision 124): the subject
 * is one more draw from the comps' distribution, so its spread is
 * √(floor² + dispersion² × (1 + 1/effective n) + staleness² + local noise² + missing facts² +
 * few-comps term), and the range is ±z_step × spread, z fitted per search step on one real file so
 * that the stated 80% holds on another (`npm run backtest -- --fit A --report B`). Far comps (a later
 * step), few, old or scattered comps, a noisy market and unknown facts all widen it.
 */
export interface ValueModelOptions {
  grossFloor: number;
  similarityPower: number;
  /** Model error (log scale) of an estimate from each search step, before the comps' own dispersion. */
  errorFloorByStep: readonly number[];
  /** Width of the range in spreads, per search step (fitted: see calibration.ts). */
  zByStep: readonly number[];
  /** Log multiplier applied to the estimate (fitted median log error; 0 = none). */
  bias: number;
  /** Added spread per year between the comps' sales and the lien date (the index's own error). */
  stalenessPerYear: number;
  /**
   * Huber down-weighting of comps whose adjusted price is far from the others: beyond this many
   * robust spreads a comp's weight falls as 1/distance (0 = off).
   */
  robustK: number;
  /**
   * Share of each comp's adjustments taken from the local regression when there is one, the rest from
   * the standard rates (0 = the rates alone; decision 245).
   */
  localWeight: number;
  /**
   * Share of the local regression's residual variance (how far nearby sales scatter around a model
   * of their facts) added to the spread: a noisier market gets a wider range.
   */
  localNoise: number;
  /** Spread added for each key fact (living area, year built, beds, baths) the subject lacks. */
  missingFactSpread: number;
}

/** Coverage the range states: the share of real prices it is meant to hold. */
export const STATED_RANGE_COVERAGE = 0.8;

export const DEFAULT_VALUE_OPTIONS: ValueModelOptions = {
  grossFloor: 0.05,
  similarityPower: 3,
  errorFloorByStep: [0.01, 0.01, 0.01, 0.01, 0.01],
  // Fitted by `fitConstants` on both real files pooled (Bay Area Redfin 2020 and Conejo Valley
  // Zillow 2021-24; refitted 2026-12-03 after decision 245); `backtest.data.test.ts` fails when a
  // model change leaves them stale, and checks constants fitted on one file against the other.
  zByStep: [1.4509, 1.2414, 1.3756, 1.2954, 1.5666],
  bias: 0.0048,
  stalenessPerYear: 0.03,
  robustK: 1,
  localWeight: 0.5,
  localNoise: 1,
  missingFactSpread: 0.03,
};

export type Confidence = 'high' | 'medium' | 'low' | 'none';

export interface MarketValue {
  value: number | null;
  low: number | null;
  high: number | null;
  confidence: Confidence;
  /** Weight of each comp in the estimate, in the input order, summing to 1. */
  weights: number[];
  /** The uncalibrated spread (log scale) the range is z × this; the backtest fits z on it. */
  spread: number | null;
  /** The fitted bias correction applied, in percent (what a grid's reader multiplies by). */
  biasPct: number;
}

export function estimateMarketValue(
  comps: readonly SelectedComp[],
  adjusted: readonly AdjustedComp[],
  step: SearchStep,
  options: ValueModelOptions = DEFAULT_VALUE_OPTIONS,
  lienDay?: number,
  local?: LocalEstimate | null,
  missingFacts = 0,
): MarketValue {
  if (comps.length === 0)
    return { value: null, low: null, high: null, confidence: 'none', weights: [], spread: null, biasPct: 0 };
  const raw = comps.map(
    (c, i) =>
      c.similarity ** options.similarityPower / (options.grossFloor + adjusted[i]!.grossAdjustment) + 1e-9,
  );
  const logs = adjusted.map((a) => Math.log(a.adjustedPrice));
  const weights = robustWeights(raw, logs, options.robustK);
  const mean = logs.reduce((acc, l, i) => acc + weights[i]! * l, 0);
  const variance = logs.reduce((acc, l, i) => acc + weights[i]! * (l - mean) ** 2, 0);
  const effectiveN = 1 / weights.reduce((acc, w) => acc + w * w, 0);
  const index = Math.min(step.step, options.errorFloorByStep.length) - 1;
  const floor = options.errorFloorByStep[index] ?? 0.1;
  const years =
    lienDay === undefined
      ? 0
      : comps.reduce((acc, c, i) => acc + (weights[i]! * Math.abs(lienDay - c.sale.saleDay)) / 365.25, 0);
  const staleness = options.stalenessPerYear * years;
  const spread = Math.sqrt(
    floor ** 2 +
      variance * (1 + 1 / effectiveN) +
      staleness ** 2 +
      (local ? options.localNoise * local.residualSd ** 2 : 0) +
      missingFacts * options.missingFactSpread ** 2 +
      (comps.length < 3 ? 0.01 / comps.length : 0),
  );
  const z = options.zByStep[Math.min(step.step, options.zByStep.length) - 1] ?? 1.28;
  const halfWidth = z * spread;
  // The reconciliation of the comps' adjusted prices (decision 245): the local regression is already
  // in each comp's adjustments, and the fitted bias never carries the value outside their range.
  const prices = adjusted.map((a) => a.adjustedPrice);
  const value = Math.min(Math.max(...prices), Math.max(Math.min(...prices), Math.exp(mean + options.bias)));
  return {
    value: Math.round(value),
    low: Math.round(value * Math.exp(-halfWidth)),
    high: Math.round(value * Math.exp(halfWidth)),
    confidence: confidenceOf(halfWidth, comps.length, step),
    weights,
    spread,
    biasPct: (Math.exp(options.bias) - 1) * 100,
  };
}

function confidenceOf(halfWidth: number, count: number, step: SearchStep): Confidence {
  if (step.step > LAST_ACCEPTED_STEP || count < 3) return 'low';
  if (halfWidth <= 0.15 && count >= 5) return 'high';
  if (halfWidth <= 0.22) return 'medium';
  return 'low';
}

const normalised = (w: readonly number[]) => {
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
};

/** Prior weights, Huber-reweighted around the weighted mean of the logs (a few iterations). */
function robustWeights(prior: readonly number[], logs: readonly number[], k: number): number[] {
  let weights = normalised(prior);
  if (k <= 0 || logs.length < 4) return weights;
  for (let iteration = 0; iteration < 4; iteration += 1) {
    const mean = logs.reduce((acc, l, i) => acc + weights[i]! * l, 0);
    const deviations = logs.map((l) => Math.abs(l - mean));
    const sorted = [...deviations].sort((a, b) => a - b);
    const scale = Math.max(0.03, 1.4826 * sorted[Math.floor(sorted.length / 2)]!);
    weights = normalised(prior.map((w, i) => w * Math.min(1, (k * scale) / (deviations[i]! || 1e-9))));
  }
  return weights;
}
