import { monthOf } from './dates.ts';

/**
 * A monthly price index derived from the sales themselves (no outside data): log price per square
 * foot = location effect (ZIP) + month effect, fitted by alternating means so a month that happens to
 * sell more expensive ZIPs does not look like a price rise. Month effects are then smoothed with
 * weights by sales count, and held flat beyond the first and last month with data.
 */
/** Sales of one ZIP code in one month: how many, and the median log price per square foot. */
export interface IndexCell {
  zip: string;
  /** Months since 1970-01 (see monthOf). */
  month: number;
  count: number;
  medianLogPpsf: number;
}

export interface IndexSale {
  saleDay: number;
  price: number;
  sqft: number | null;
  zip: string;
}

/** Groups sales into index cells (what the repository computes in SQL); sales without living area are skipped. */
export function cellsOf(sales: readonly IndexSale[]): IndexCell[] {
  const groups = new Map<string, { zip: string; month: number; values: number[] }>();
  for (const s of sales) {
    if (!s.sqft || s.sqft <= 0 || s.price <= 0) continue;
    const month = monthOf(s.saleDay);
    const key = `${s.zip}|${month}`;
    const group = groups.get(key) ?? { zip: s.zip, month, values: [] };
    groups.set(key, group);
    group.values.push(Math.log(s.price / s.sqft));
  }
  return [...groups.values()].map(({ zip, month, values }) => {
    values.sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    const medianLogPpsf = values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
    return { zip, month, count: values.length, medianLogPpsf };
  });
}

export interface MarketIndex {
  /** Multiplier that moves a price from one day's market to another's (1 = no change). */
  factor(fromDay: number, toDay: number): number;
  /** Smoothed log level by month (months since 1970-01), for display and tests. */
  months: { month: number; level: number; count: number }[];
  /**
   * A ZIP code's price level (log $/sq ft relative to the county's sales-weighted mean), shrunk toward
   * 0 where it rests on few sales; undefined for a ZIP with no sales in the fit.
   */
  zipLevel?(zip: string): number | undefined;
}

export interface MarketIndexOptions {
  /** Fewer usable sales than this gives the identity index. */
  minSales?: number;
  /** Half-width in months of the smoothing kernel. */
  smoothingMonths?: number;
  /** Largest total change the index may apply, as a share (0.3 = ±30%). */
  maxChange?: number;
  /**
   * A published county index (log level by month, e.g. Zillow's ZHVI) the sales' own month effects
   * are shrunk toward: each month weighs its sales against PRIOR_WEIGHT_SALES sales' worth of the
   * prior, so a month with few sales follows the published index and one with many follows its sales.
   * With too few sales for a fit, the prior alone is the index. Only months up to the fit's last day.
   */
  prior?: ReadonlyMap<number, number> | null;
}

/** How many sales' worth of weight the published index carries in each month. */
export const PRIOR_WEIGHT_SALES = 15;

/** A ZIP's level is shrunk toward the county's by n / (n + this): few sales say little. */
export const ZIP_SHRINK_SALES = 10;

export const IDENTITY_INDEX: MarketIndex = { factor: () => 1, months: [] };

export function buildMarketIndex(cells: readonly IndexCell[], options: MarketIndexOptions = {}): MarketIndex {
  const { minSales = 40, smoothingMonths = 2, maxChange = 0.3 } = options;
  const total = cells.reduce((sum, c) => sum + c.count, 0);
  const prior = options.prior && options.prior.size > 0 ? options.prior : null;
  if ((total < minSales || cells.length === 0) && prior) return priorOnlyIndex(prior, maxChange);
  if (total < minSales || cells.length === 0) return IDENTITY_INDEX;
  const zipIds = new Map<string, number>();
  for (const c of cells) if (!zipIds.has(c.zip)) zipIds.set(c.zip, zipIds.size);
  const zip = cells.map((c) => zipIds.get(c.zip)!);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const c of cells) {
    first = Math.min(first, c.month);
    last = Math.max(last, c.month);
  }
  const span = last - first + 1;
  const monthEffect = new Float64Array(span);
  const zipEffect = new Float64Array(zipIds.size);
  const monthCount = new Float64Array(span);
  const zipCount = new Float64Array(zipIds.size);
  cells.forEach((c, i) => {
    monthCount[c.month - first]! += c.count;
    zipCount[zip[i]!]! += c.count;
  });
  // Alternating weighted means: ZIP effects given month effects, then month effects given ZIP effects.
  for (let iteration = 0; iteration < 12; iteration += 1) {
    zipEffect.fill(0);
    cells.forEach((c, i) => {
      zipEffect[zip[i]!]! +=
        (c.count * (c.medianLogPpsf - monthEffect[c.month - first]!)) / zipCount[zip[i]!]!;
    });
    monthEffect.fill(0);
    cells.forEach((c, i) => {
      monthEffect[c.month - first]! +=
        (c.count * (c.medianLogPpsf - zipEffect[zip[i]!]!)) / monthCount[c.month - first]!;
    });
  }
  if (prior) shrinkTowardPrior(monthEffect, monthCount, first, prior);
  const levels = smooth(monthEffect, monthCount, smoothingMonths);
  let meanZip = 0;
  zipIds.forEach((id) => {
    meanZip += (zipEffect[id]! * zipCount[id]!) / total;
  });
  const zipLevels = new Map<string, number>();
  zipIds.forEach((id, code) => {
    const n = zipCount[id]!;
    zipLevels.set(code, ((zipEffect[id]! - meanZip) * n) / (n + ZIP_SHRINK_SALES));
  });
  const months = Array.from(levels, (level, i) => ({ month: first + i, level, count: monthCount[i]! }));
  const levelAt = (day: number) => interpolate(levels, first, day);
  const bound = Math.log(1 + maxChange);
  return {
    months,
    zipLevel: (code) => zipLevels.get(code),
    factor(fromDay, toDay) {
      const change = levelAt(toDay) - levelAt(fromDay);
      return Math.exp(Math.max(-bound, Math.min(bound, change)));
    },
  };
}

/** Weighted local-linear smoothing of month effects with a triangular kernel; empty months borrow neighbours. */
function smooth(effects: Float64Array, counts: Float64Array, halfWidth: number): Float64Array {
  const out = new Float64Array(effects.length);
  for (let m = 0; m < effects.length; m += 1) {
    let sw = 0,
      sx = 0,
      sy = 0,
      sxx = 0,
      sxy = 0;
    for (
      let k = Math.max(0, m - halfWidth - 1);
      k <= Math.min(effects.length - 1, m + halfWidth + 1);
      k += 1
    ) {
      const w = counts[k]! * Math.max(0, 1 - Math.abs(k - m) / (halfWidth + 1));
      if (w === 0) continue;
      const x = k - m;
      sw += w;
      sx += w * x;
      sy += w * effects[k]!;
      sxx += w * x * x;
      sxy += w * x * effects[k]!;
    }
    const denominator = sw * sxx - sx * sx;
    out[m] = sw === 0 ? Number.NaN : denominator > 1e-9 ? (sy * sxx - sx * sxy) / denominator : sy / sw;
  }
  // Months with no sales near them take the nearest defined level.
  for (let m = 0; m < out.length; m += 1) if (Number.isNaN(out[m]!)) out[m] = nearestDefined(out, m);
  return out;
}

function nearestDefined(values: Float64Array, at: number): number {
  for (let d = 1; d < values.length; d += 1) {
    if (at - d >= 0 && !Number.isNaN(values[at - d]!)) return values[at - d]!;
    if (at + d < values.length && !Number.isNaN(values[at + d]!)) return values[at + d]!;
  }
  return 0;
}

/** The level on a day: linear between mid-month points, flat beyond the data. */
function interpolate(levels: Float64Array, firstMonth: number, day: number): number {
  const date = new Date(day * 86_400_000);
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const position = monthOf(day) - firstMonth + (date.getUTCDate() - 1) / daysInMonth - 0.5;
  if (position <= 0) return levels[0]!;
  if (position >= levels.length - 1) return levels[levels.length - 1]!;
  const lower = Math.floor(position);
  const t = position - lower;
  return levels[lower]! * (1 - t) + levels[lower + 1]! * t;
}

/**
 * Shrinks month effects toward the prior (aligned to them by the sales-weighted mean difference):
 * effect_t ← (n_t · effect_t + κ · prior_t) / (n_t + κ); a month without sales takes the prior.
 */
function shrinkTowardPrior(
  effects: Float64Array,
  counts: Float64Array,
  first: number,
  prior: ReadonlyMap<number, number>,
): void {
  let offset = 0;
  let weight = 0;
  for (let m = 0; m < effects.length; m += 1) {
    const p = prior.get(first + m);
    if (p === undefined || counts[m]! === 0) continue;
    offset += counts[m]! * (effects[m]! - p);
    weight += counts[m]!;
  }
  if (weight === 0) return;
  offset /= weight;
  for (let m = 0; m < effects.length; m += 1) {
    const p = prior.get(first + m);
    if (p === undefined) continue;
    const n = counts[m]!;
    effects[m] = (n * effects[m]! + PRIOR_WEIGHT_SALES * (p + offset)) / (n + PRIOR_WEIGHT_SALES);
    counts[m] = n + PRIOR_WEIGHT_SALES;
  }
}

/** The published index alone, for a county with too few sales to fit its own. */
function priorOnlyIndex(prior: ReadonlyMap<number, number>, maxChange: number): MarketIndex {
  const months = [...prior.keys()].sort((a, b) => a - b);
  const first = months[0]!;
  const levels = new Float64Array(months[months.length - 1]! - first + 1).fill(Number.NaN);
  for (const m of months) levels[m - first] = prior.get(m)!;
  for (let m = 0; m < levels.length; m += 1)
    if (Number.isNaN(levels[m]!)) levels[m] = nearestDefined(levels, m);
  const bound = Math.log(1 + maxChange);
  return {
    months: Array.from(levels, (level, i) => ({ month: first + i, level, count: 0 })),
    factor(fromDay, toDay) {
      const change = interpolate(levels, first, toDay) - interpolate(levels, first, fromDay);
      return Math.exp(Math.max(-bound, Math.min(bound, change)));
    },
  };
}
