import type { SearchStep, SelectedComp } from '../comps/comp-types.ts';
import { LAST_ACCEPTED_STEP } from '../comps/search-steps.ts';
import type { AdjustedComp } from './adjustments.ts';

/**
 * The adjusted-comps market value: a weighted geometric mean of the comps' adjusted prices, each
 * weighted by similarity² / (GROSS_FLOOR + gross adjustment) so a comp needing little adjustment
 * counts most (domain.md). The range is ±z × √(floor² + dispersion² / effective n): the model's own
 * error at the search step that found the comps, measured by the backtests, plus what the comps'
 * disagreement adds; z = 1.28 aims at an 80% interval.
 */
export interface ValueModelOptions {
  grossFloor: number;
  similarityPower: number;
  /**
   * Relative error (one standard deviation, log scale) of an estimate from each search step, from the
   * backtests' median absolute errors (σ ≈ 1.48 × median absolute error): closer comps, smaller error.
   */
  errorFloorByStep: readonly number[];
  /** Width of the range in standard errors (1.28 ≈ an 80% interval). */
  z: number;
}

export const DEFAULT_VALUE_OPTIONS: ValueModelOptions = {
  grossFloor: 0.05,
  similarityPower: 2,
  errorFloorByStep: [0.08, 0.1, 0.105, 0.12, 0.16],
  z: 1.28,
};

export type Confidence = 'high' | 'medium' | 'low' | 'none';

export interface MarketValue {
  value: number | null;
  low: number | null;
  high: number | null;
  confidence: Confidence;
  /** Weight of each comp in the estimate, in the input order, summing to 1. */
  weights: number[];
}

export function estimateMarketValue(
  comps: readonly SelectedComp[],
  adjusted: readonly AdjustedComp[],
  step: SearchStep,
  options: ValueModelOptions = DEFAULT_VALUE_OPTIONS,
): MarketValue {
  if (comps.length === 0) return { value: null, low: null, high: null, confidence: 'none', weights: [] };
  const raw = comps.map(
    (c, i) =>
      c.similarity ** options.similarityPower / (options.grossFloor + adjusted[i]!.grossAdjustment) + 1e-9,
  );
  const sum = raw.reduce((a, b) => a + b, 0);
  const weights = raw.map((w) => w / sum);
  const logs = adjusted.map((a) => Math.log(a.adjustedPrice));
  const mean = logs.reduce((acc, l, i) => acc + weights[i]! * l, 0);
  const variance = logs.reduce((acc, l, i) => acc + weights[i]! * (l - mean) ** 2, 0);
  const effectiveN = 1 / weights.reduce((acc, w) => acc + w * w, 0);
  const floor = options.errorFloorByStep[Math.min(step.step, options.errorFloorByStep.length) - 1] ?? 0.16;
  const halfWidth = options.z * Math.sqrt(floor ** 2 + variance / effectiveN + (comps.length < 3 ? 0.01 : 0));
  const value = Math.exp(mean);
  return {
    value: Math.round(value),
    low: Math.round(value * Math.exp(-halfWidth)),
    high: Math.round(value * Math.exp(halfWidth)),
    confidence: confidenceOf(halfWidth, comps.length, step),
    weights,
  };
}

function confidenceOf(halfWidth: number, count: number, step: SearchStep): Confidence {
  if (step.step > LAST_ACCEPTED_STEP || count < 3) return 'low';
  if (halfWidth <= 0.12 && count >= 5) return 'high';
  if (halfWidth <= 0.18) return 'medium';
  return 'low';
}
