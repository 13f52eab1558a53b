import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import {
  type CalibrationSample,
  DEFAULT_VALUE_OPTIONS,
  type MarketPrior,
  fitConstants,
  loadMarketPrior,
} from '#modules/properties/properties.plugin.ts';
import { importSalesFile } from '../import/import.service.ts';
import { sharedDataFile } from '../import/shared-data-files.ts';
import { ZHVI_FILE } from './backtest.cli.ts';
import { calibrationSamples, formatConstants, reportWith } from './backtest.fit.ts';
import { formatBacktest, valuedPct } from './backtest.format.ts';
import type { BacktestReport } from './backtest.service.ts';

/**
 * Accuracy, calibration and the verdict on real sales (../shared/data, never copied into the
 * repository), OUT OF SAMPLE (issue 15): the value model's fitted constants (bias, range width per
 * search step) are chosen on one file and the figures measured on the other, both ways, with no
 * warm-up (every sale valued from whatever sold before it). Each file's own constants are never used
 * on it.
 */
const bayArea = sharedDataFile('sales/bayarea-redfin-2020.csv');
const conejo = sharedDataFile('sales/conejo-valley-zillow-2021-2024.csv');
const MISSING = 'skipped: ../shared/data/sales is absent (real sales are not part of the repository)';

let bayDb: Database | null = null;
let conejoDb: Database | null = null;
let prior: MarketPrior | null = null;
/** Each file's sales valued without fitted constants: what the constants are fitted on. */
let baySamples: CalibrationSample[] = [];
let conejoSamples: CalibrationSample[] = [];

beforeAll(async () => {
  if (!bayArea || !conejo) return;
  prior = loadMarketPrior(sharedDataFile(ZHVI_FILE));
  bayDb = await openDatabase({});
  await migrate(bayDb);
  await importSalesFile(bayDb, bayArea, 'redfin');
  conejoDb = await openDatabase({});
  await migrate(conejoDb);
  await importSalesFile(conejoDb, conejo, 'zillow');
  baySamples = await calibrationSamples(bayDb, { prior });
  conejoSamples = await calibrationSamples(conejoDb, { prior });
}, 300_000);
afterAll(async () => {
  await bayDb?.close();
  await conejoDb?.close();
});

async function outOfSample(
  fit: readonly CalibrationSample[],
  fitLabel: string,
  report: Database,
): Promise<BacktestReport> {
  const constants = fitConstants(fit, fitLabel);
  const result = await reportWith(report, constants, { prior });
  console.log(`${formatConstants(constants)}\n${formatBacktest(result)}`);
  return result;
}

function holdsTheCommonTargets(report: BacktestReport) {
  expect(valuedPct(report)).toBeGreaterThanOrEqual(98);
  expect(report.skipped).toBe(0);
  expect(report.overall!.cod).toBeLessThanOrEqual(12);
  expect(report.overall!.prd).toBeGreaterThanOrEqual(0.98);
  expect(report.overall!.prd).toBeLessThanOrEqual(1.03);
  // The stated 80% range holds 75-85% of prices, overall and in each county with 100+ sales.
  expect(report.inRangePct).toBeGreaterThanOrEqual(75);
  expect(report.inRangePct).toBeLessThanOrEqual(85);
  for (const row of report.coverageByCounty.filter((c) => c.n >= 100)) {
    expect(row.inRangePct, row.label).toBeGreaterThanOrEqual(75);
    expect(row.inRangePct, row.label).toBeLessThanOrEqual(90);
  }
  // A home assessed at exactly its price is rarely told it overpays; one assessed 25% above usually is.
  const at = (k: number) => report.verdictStudy.find((v) => v.k === k)!.overpayingPct;
  expect(at(1)).toBeLessThanOrEqual(10);
  expect(at(1.25)).toBeGreaterThanOrEqual(60);
}

describe('backtest on real sales, out of sample', () => {
  it.skipIf(!bayArea || !conejo)(
    `Bay Area Redfin 2020 with constants fitted on Conejo Valley: median absolute error <= 6.5% ${bayArea && conejo ? '' : MISSING}`,
    async () => {
      const report = await outOfSample(conejoSamples, 'conejo-valley-zillow-2021-2024.csv', bayDb!);
      expect(report.valued).toBeGreaterThan(7500);
      expect(report.overall!.medianAbsErrorPct).toBeLessThanOrEqual(6.5);
      holdsTheCommonTargets(report);
    },
    600_000,
  );

  it.skipIf(!bayArea || !conejo)(
    `Conejo Valley Zillow 2021-2024 with constants fitted on the Bay Area: median absolute error <= 8.75% ${bayArea && conejo ? '' : MISSING}`,
    async () => {
      const report = await outOfSample(baySamples, 'bayarea-redfin-2020.csv', conejoDb!);
      expect(report.valued).toBeGreaterThan(3500);
      // 8.49% while the local regression pulled the value toward its own price (decision 203); 8.70%
      // since the value is the reconciliation of the comps listed, the regression inside each one's
      // adjustments (decision 245: one number from the result to the filing is worth 0.2 points here).
      expect(report.overall!.medianAbsErrorPct).toBeLessThanOrEqual(8.75);
      holdsTheCommonTargets(report);
    },
    600_000,
  );

  it.skipIf(!bayArea || !conejo)(
    `the product's range constants are the fit on both files pooled ${bayArea && conejo ? '' : MISSING}`,
    () => {
      // Derived from the model: a change to the valuation must refit them (decision 124), or owners get
      // a range calibrated for a model that no longer runs.
      const pooled = fitConstants([...baySamples, ...conejoSamples], 'both files');
      expect(
        { bias: DEFAULT_VALUE_OPTIONS.bias, zByStep: DEFAULT_VALUE_OPTIONS.zByStep },
        'refit DEFAULT_VALUE_OPTIONS (market-value.ts) to these',
      ).toEqual({ bias: pooled.bias, zByStep: pooled.zByStep });
    },
  );
});
