import { existsSync, readFileSync } from 'node:fs';
import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { monthOf } from './dates.ts';

/**
 * A published county home-value index as the market index's prior (decision 125): Zillow's ZHVI
 * "County" CSV (RegionName "Alameda County", then one column per month "M/D/YY" of dollar levels).
 * The file is real third-party data and is never copied into the repository: the backtest reads it
 * from ../shared/data when present, the server only when MARKET_PRIOR_FILE names one. Without it the
 * index is fitted on the sales alone, as before.
 */
export type MarketPrior = (county: string, fromMonth: number, toMonth: number) => Map<number, number> | null;

export function parseZhviCounties(text: string): Map<string, Map<number, number>> {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '');
  const nameColumn = header.indexOf('RegionName');
  const monthColumns: { column: number; month: number }[] = [];
  header.forEach((h, column) => {
    const m = /^(\d{1,2})\/\d{1,2}\/(\d{2}|\d{4})$/.exec(h.trim());
    if (!m) return;
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    monthColumns.push({ column, month: (year - 1970) * 12 + Number(m[1]) - 1 });
  });
  const byName = new Map(COUNTY_KEYS.map((key) => [`${COUNTIES[key].name} County`.toLowerCase(), key]));
  const out = new Map<string, Map<number, number>>();
  for (const line of lines.slice(1)) {
    const cells = splitCsvLine(line);
    const key = byName.get((cells[nameColumn] ?? '').trim().toLowerCase());
    if (!key) continue;
    const series = new Map<number, number>();
    for (const { column, month } of monthColumns) {
      const value = Number(cells[column]);
      if (cells[column] && Number.isFinite(value) && value > 0) series.set(month, Math.log(value));
    }
    out.set(key, series);
  }
  return out;
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

/** The prior from a ZHVI county file, or null when no file is given or it is absent. */
export function loadMarketPrior(path: string | null | undefined): MarketPrior | null {
  if (!path || !existsSync(path)) return null;
  const series = parseZhviCounties(readFileSync(path, 'utf8'));
  if (series.size === 0) return null;
  return (county, fromMonth, toMonth) => {
    const all = series.get(county);
    if (!all) return null;
    const window = new Map<number, number>();
    for (const [month, level] of all) if (month >= fromMonth && month <= toMonth) window.set(month, level);
    return window.size > 0 ? window : null;
  };
}

export { monthOf };
