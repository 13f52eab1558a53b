import {
  type SaleCandidate,
  type SaleWindow,
  type SubjectFacts,
  lotDescribesTheHome,
} from '../comps/comp-types.ts';
import { distanceMiles } from '../comps/geo.ts';
import type { MarketIndex } from '../comps/market-index.ts';

/**
 * A second opinion from every nearby sale, not only the ten closest matches (decision 125): a
 * locally weighted regression of log time-adjusted price on the homes' facts (log living area,
 * bedrooms, bathrooms, year built, log lot where it describes the home: not for a condo or a
 * townhouse, decision 203) and position, centred on the subject, so its intercept
 * is the model's price for the subject. Sales weigh by a Gaussian kernel in distance and by how
 * recent they are; a small ridge penalty keeps it stable when a fact barely varies. Used where it
 * rests on enough sales; the value blends it with the adjusted comparables.
 */
export interface LocalModelOptions {
  /** Kernel width in miles. */
  bandwidthMiles: number;
  /** Fewer effective sales than this: no local model. */
  minSales: number;
  /** Ridge penalty on the standardised slopes. */
  ridge: number;
}

export const DEFAULT_LOCAL_MODEL: LocalModelOptions = { bandwidthMiles: 1, minSales: 8, ridge: 1 };

export interface LocalEstimate {
  /** Log price for the subject. */
  logValue: number;
  /** Residual spread (log) of the fit around its sales. */
  residualSd: number;
  effectiveSales: number;
  /** The fitted elasticity of price to living area here (null when living area did not vary). */
  sqftElasticity: number | null;
  /**
   * What the fit says each difference between a sale and the subject is worth, in logs (add it to
   * the sale's log time-adjusted price to move it toward the subject): the regression basis of the
   * adjustment grid (decision 245).
   */
  adjustmentsFor(sale: SaleCandidate): RegressionAdjustments;
}

/** Log adjustments from the local regression's slopes, one per fact, and position as location. */
export interface RegressionAdjustments {
  livingArea: number;
  beds: number;
  baths: number;
  age: number;
  lot: number;
  location: number;
}

export function localModelEstimate(
  subject: SubjectFacts,
  candidates: readonly SaleCandidate[],
  window: SaleWindow,
  index: MarketIndex,
  options: LocalModelOptions = DEFAULT_LOCAL_MODEL,
): LocalEstimate | null {
  const latest = new Map<number, SaleCandidate>();
  for (const s of candidates) {
    if (s.propertyType !== subject.propertyType || s.saleDay > window.latestDay) continue;
    if (subject.propertyId !== null && s.propertyId === subject.propertyId) continue;
    const known = latest.get(s.propertyId);
    if (!known || s.saleDay > known.saleDay) latest.set(s.propertyId, s);
  }
  const cosLat = Math.cos((subject.lat * Math.PI) / 180);
  const fact = (a: number | null, b: number | null, f: (x: number) => number) =>
    a !== null && b !== null && a > 0 && b > 0 ? f(b) - f(a) : 0;
  /** The sale's facts as differences from the subject's (the design row; the intercept first). */
  const rowFor = (s: SaleCandidate) => [
    1,
    fact(subject.sqft, s.sqft, Math.log),
    fact(subject.beds, s.beds, (x) => x),
    fact(subject.baths, s.baths, (x) => x),
    fact(subject.yearBuilt, s.yearBuilt, (x) => x / 10),
    lotDescribesTheHome(subject.propertyType) ? fact(subject.lotSqft, s.lotSqft, Math.log) : 0,
    (s.lat - subject.lat) * 69,
    (s.lon - subject.lon) * 69 * cosLat,
  ];
  const rows: number[][] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  // In sale order, so the sums (and the estimate, to the last bit) do not depend on how the
  // candidates arrived (SQL and the backtest's memory source list them differently).
  for (const s of [...latest.values()].sort((a, b) => a.saleId - b.saleId)) {
    if (!(s.price > 0)) continue;
    const d = distanceMiles(subject.lat, subject.lon, s.lat, s.lon);
    const months = Math.abs(window.lienDay - s.saleDay) / 30.44;
    const w = Math.exp(-0.5 * (d / options.bandwidthMiles) ** 2) * Math.exp(-months / 18);
    if (w < 1e-4) continue;
    rows.push(rowFor(s));
    ys.push(Math.log(s.price * index.factor(s.saleDay, window.lienDay)));
    ws.push(w);
  }
  const sumW = ws.reduce((a, b) => a + b, 0);
  const effective = sumW ** 2 / ws.reduce((a, b) => a + b * b, 0);
  if (rows.length < options.minSales || effective < options.minSales) return null;
  // Robust start: two reweighting passes drop sales far off the fit (unflagged non-market sales).
  // Start from the median: sales priced far off the neighbourhood's (a $6,500 "sale" beside
  // $900,000 ones) weigh nothing even in the first fit.
  const centre = [...ys].sort((a, b) => a - b)[Math.floor(ys.length / 2)]!;
  let weights = ws.map((w, i) => (Math.abs(ys[i]! - centre) > Math.log(3) ? 0 : w));
  let beta: number[] | null = null;
  for (let pass = 0; pass < 3; pass += 1) {
    beta = weightedRidge(rows, ys, weights, options.ridge);
    if (!beta) return null;
    const residuals = rows.map((r, i) => ys[i]! - dot(r, beta!));
    const sorted = residuals.map(Math.abs).sort((a, b) => a - b);
    const scale = Math.max(0.03, 1.4826 * sorted[Math.floor(sorted.length / 2)]!);
    // Tukey's biweight: a sale more than 4.685 robust spreads off the fit weighs nothing.
    weights = ws.map((w, i) => {
      const u = residuals[i]! / (4.685 * scale);
      return Math.abs(u) >= 1 ? 0 : w * (1 - u * u) ** 2;
    });
  }
  const residuals = rows.map((r, i) => ys[i]! - dot(r, beta!));
  const sw = weights.reduce((a, b) => a + b, 0);
  const residualSd = Math.sqrt(residuals.reduce((acc, e, i) => acc + weights[i]! * e * e, 0) / sw);
  const b = beta!;
  return {
    logValue: b[0]!,
    residualSd,
    effectiveSales: effective,
    sqftElasticity: b[1] ? b[1] : null,
    adjustmentsFor(sale) {
      const r = rowFor(sale);
      return {
        livingArea: -b[1]! * r[1]!,
        beds: -b[2]! * r[2]!,
        baths: -b[3]! * r[3]!,
        age: -b[4]! * r[4]!,
        lot: -b[5]! * r[5]!,
        location: -(b[6]! * r[6]! + b[7]! * r[7]!),
      };
    },
  };
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((acc, x, i) => acc + x * b[i]!, 0);

/** Weighted least squares with a ridge penalty on every coefficient but the intercept (columns standardised). */
function weightedRidge(rows: number[][], ys: number[], ws: number[], ridge: number): number[] | null {
  const p = rows[0]!.length;
  const sw = ws.reduce((a, b) => a + b, 0);
  const scale = new Array<number>(p).fill(1);
  for (let j = 1; j < p; j += 1) {
    const mean = rows.reduce((acc, r, i) => acc + ws[i]! * r[j]!, 0) / sw;
    const variance = rows.reduce((acc, r, i) => acc + ws[i]! * (r[j]! - mean) ** 2, 0) / sw;
    scale[j] = variance > 1e-12 ? Math.sqrt(variance) : 0;
  }
  const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const b = new Array<number>(p).fill(0);
  rows.forEach((r, i) => {
    const x = r.map((v, j) => (j === 0 ? 1 : scale[j] ? v / scale[j]! : 0));
    for (let j = 0; j < p; j += 1) {
      b[j]! += ws[i]! * x[j]! * ys[i]!;
      for (let k = 0; k < p; k += 1) a[j]![k]! += ws[i]! * x[j]! * x[k]!;
    }
  });
  for (let j = 1; j < p; j += 1) a[j]![j]! += ridge;
  const solution = solve(a, b);
  if (!solution) return null;
  return solution.map((v, j) => (j === 0 ? v : scale[j] ? v / scale[j]! : 0));
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-12) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k += 1) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
