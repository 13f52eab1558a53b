import type { RatioStudy } from '#modules/properties/properties.plugin.ts';
import type { BacktestReport } from './backtest.service.ts';

const f = (n: number, digits = 1) => n.toFixed(digits);

function row(label: string, s: RatioStudy | null): string {
  if (!s) return `${label.padEnd(16)} ${'0'.padStart(6)}  (no sales valued)`;
  return [
    label.padEnd(16),
    String(s.n).padStart(6),
    `${f(s.medianAbsErrorPct, 2)}%`.padStart(9),
    `${f(s.within10Pct)}%`.padStart(8),
    `${f(s.within20Pct)}%`.padStart(8),
    f(s.medianRatio, 3).padStart(8),
    f(s.cod, 2).padStart(7),
    f(s.prd, 3).padStart(7),
    f(s.prb, 3).padStart(7),
  ].join(' ');
}

/** The backtest as a plain-text table: one line per county, then the overall line. */
export function formatBacktest(report: BacktestReport): string {
  const header = `${'county'.padEnd(16)} ${'n'.padStart(6)} ${'mdAPE'.padStart(9)} ${'<=10%'.padStart(8)} ${'<=20%'.padStart(8)} ${'med.ratio'.padStart(8)} ${'COD'.padStart(7)} ${'PRD'.padStart(7)} ${'PRB'.padStart(7)}`;
  return [
    `Sales ${report.firstDate ?? '-'} to ${report.lastDate ?? '-'}: ${report.valued} valued (${f(valuedPct(report))}%), ${report.unvalued} without comparables, ${report.skipped} in the warm-up period.`,
    header,
    ...report.byCounty.map(({ county, study }) => row(county, study)),
    row('overall', report.overall),
    `Price inside the stated value range: ${f(report.inRangePct)}%`,
    ...[...report.coverageByCounty, ...report.coverageByStep].map(
      (c) => `  ${c.label.padEnd(14)} ${String(c.n).padStart(6)} sales, ${f(c.inRangePct)}% inside the range`,
    ),
    ...report.verdictStudy.map(
      (v) =>
        `Verdict overpaying at k=${v.k.toFixed(2)}: ${f(v.overpayingPct)}% (too close to call ${f(v.tooClosePct)}%, good shape ${f(v.goodShapePct)}%)`,
    ),
    'IAAO targets: median ratio 0.90-1.10, COD 5-15 (<=10 homogeneous), PRD 0.98-1.03, PRB -0.05..+0.05 (ratio outliers beyond 3 IQR trimmed).',
  ].join('\n');
}

/** Share of the file's sales that got a value, in percent. */
export function valuedPct(report: BacktestReport): number {
  const total = report.valued + report.unvalued + report.skipped;
  return total ? (100 * report.valued) / total : 0;
}
