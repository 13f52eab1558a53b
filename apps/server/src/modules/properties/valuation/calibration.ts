import { DEFAULT_VALUE_OPTIONS, STATED_RANGE_COVERAGE, type ValueModelOptions } from './market-value.ts';

/**
 * Fitting the value model's constants on one set of real sales (decision 124), to be reported on
 * another: the bias (median log error) and, per search step, the width z that makes the stated share
 * of prices fall inside value × e^(±z × spread). A step with fewer than MIN_STEP_SALES valued sales
 * takes the z of all the sales together.
 */
export interface CalibrationSample {
  price: number;
  /** The estimate before any bias correction. */
  estimate: number;
  /** The uncalibrated spread of the estimate (log scale). */
  spread: number;
  step: number;
}

export interface FittedConstants {
  bias: number;
  zByStep: number[];
  /** How many sales each step's z rests on. */
  salesByStep: number[];
  fittedOn: string;
}

export const MIN_STEP_SALES = 150;

const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const position = (s.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return s[lower]! + (s[upper]! - s[lower]!) * (position - lower);
};

export function fitConstants(
  samples: readonly CalibrationSample[],
  fittedOn: string,
  coverage = STATED_RANGE_COVERAGE,
  steps = DEFAULT_VALUE_OPTIONS.zByStep.length,
): FittedConstants {
  const usable = samples.filter((s) => s.price > 0 && s.estimate > 0 && s.spread > 0);
  if (usable.length === 0) {
    return {
      bias: 0,
      zByStep: [...DEFAULT_VALUE_OPTIONS.zByStep],
      salesByStep: Array(steps).fill(0),
      fittedOn,
    };
  }
  const bias = quantile(
    usable.map((s) => Math.log(s.price / s.estimate)),
    0.5,
  );
  const scaled = (list: readonly CalibrationSample[]) =>
    list.map((s) => Math.abs(Math.log(s.price / s.estimate) - bias) / s.spread);
  const overall = quantile(scaled(usable), coverage);
  const zByStep: number[] = [];
  const salesByStep: number[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const mine = usable.filter((s) => s.step === step);
    salesByStep.push(mine.length);
    zByStep.push(round(mine.length >= MIN_STEP_SALES ? quantile(scaled(mine), coverage) : overall));
  }
  return { bias: round(bias), zByStep, salesByStep, fittedOn };
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The value model's options with fitted constants laid over the defaults. */
export function withConstants(
  constants: Pick<FittedConstants, 'bias' | 'zByStep'>,
  base: ValueModelOptions = DEFAULT_VALUE_OPTIONS,
): ValueModelOptions {
  return { ...base, bias: constants.bias, zByStep: constants.zByStep };
}

/** The uncalibrated model: no bias, z = 1, so a backtest's ranges are the raw spreads. */
export const UNCALIBRATED: ValueModelOptions = {
  ...DEFAULT_VALUE_OPTIONS,
  bias: 0,
  zByStep: DEFAULT_VALUE_OPTIONS.zByStep.map(() => 1),
};
