import type { Database } from '#db/client.ts';
import {
  type CalibrationSample,
  type FittedConstants,
  UNCALIBRATED,
  fitConstants,
  withConstants,
  DEFAULT_VALUE_OPTIONS,
  type ValueModelOptions,
} from '#modules/properties/properties.plugin.ts';
import { type BacktestOptions, type BacktestReport, runBacktest } from './backtest.service.ts';

/**
 * Out-of-sample backtests (issue 15): the value model's fitted constants (bias, range width per
 * search step) are chosen on one file's sales and the figures reported on another's, so a test
 * holding the figures holds what an owner in an unseen market would get.
 */
export async function fitOn(
  database: Database,
  label: string,
  options: Omit<BacktestOptions, 'appraise'> = {},
  base: ValueModelOptions = DEFAULT_VALUE_OPTIONS,
): Promise<FittedConstants> {
  return fitConstants(await calibrationSamples(database, options, base), label);
}

/**
 * Every sale of a file valued by the model without its fitted constants (no bias, z = 1): what
 * `fitConstants` chooses them on, one file's or several pooled (the product's defaults, decision 124).
 */
export async function calibrationSamples(
  database: Database,
  options: Omit<BacktestOptions, 'appraise'> = {},
  base: ValueModelOptions = DEFAULT_VALUE_OPTIONS,
): Promise<CalibrationSample[]> {
  const raw = await runBacktest(database, {
    ...options,
    appraise: { value: { ...base, bias: UNCALIBRATED.bias, zByStep: UNCALIBRATED.zByStep } },
  });
  return raw.pairs.map((p) => ({ price: p.price, estimate: p.estimate, spread: p.spread, step: p.step }));
}

export async function reportWith(
  database: Database,
  constants: Pick<FittedConstants, 'bias' | 'zByStep'>,
  options: Omit<BacktestOptions, 'appraise'> = {},
  base: ValueModelOptions = DEFAULT_VALUE_OPTIONS,
): Promise<BacktestReport> {
  return runBacktest(database, { ...options, appraise: { value: withConstants(constants, base) } });
}

export function formatConstants(c: FittedConstants): string {
  const steps = c.zByStep
    .map((z, i) => `step ${i + 1} z=${z.toFixed(3)} (${c.salesByStep[i]} sales)`)
    .join(', ');
  return `Constants fitted on ${c.fittedOn}: bias ${(100 * c.bias).toFixed(2)}% (log), ${steps}.`;
}
