/**
 * IAAO ratio-study statistics for a set of (estimate, sale price) pairs (domain.md): median ratio,
 * COD, PRD and PRB after trimming ratio outliers beyond 3 × IQR, plus the accuracy figures the
 * backtest prints (median absolute % error, share within 10% and 20%, computed on all pairs).
 */
export interface RatioStudy {
  n: number;
  trimmed: number;
  medianAbsErrorPct: number;
  within10Pct: number;
  within20Pct: number;
  medianRatio: number;
  cod: number;
  prd: number;
  prb: number;
}

const medianOf = (values: readonly number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const quantile = (sorted: readonly number[], q: number) => {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
};

export function ratioStudy(pairs: readonly { estimate: number; price: number }[]): RatioStudy | null {
  const valid = pairs.filter((p) => p.estimate > 0 && p.price > 0);
  if (valid.length === 0) return null;
  const errors = valid.map((p) => Math.abs(p.estimate / p.price - 1));
  const sortedRatios = valid.map((p) => p.estimate / p.price).sort((a, b) => a - b);
  const q1 = quantile(sortedRatios, 0.25);
  const q3 = quantile(sortedRatios, 0.75);
  const iqr = q3 - q1;
  const kept = valid.filter((p) => {
    const r = p.estimate / p.price;
    return r >= q1 - 3 * iqr && r <= q3 + 3 * iqr;
  });
  const ratios = kept.map((p) => p.estimate / p.price);
  const medianRatio = medianOf(ratios);
  const cod =
    (100 * (ratios.reduce((a, r) => a + Math.abs(r - medianRatio), 0) / ratios.length)) / medianRatio;
  const meanRatio = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const weightedMean = kept.reduce((a, p) => a + p.estimate, 0) / kept.reduce((a, p) => a + p.price, 0);
  return {
    n: valid.length,
    trimmed: valid.length - kept.length,
    medianAbsErrorPct: 100 * medianOf(errors),
    within10Pct: (100 * errors.filter((e) => e <= 0.1 + 1e-9).length) / errors.length,
    within20Pct: (100 * errors.filter((e) => e <= 0.2 + 1e-9).length) / errors.length,
    medianRatio,
    cod,
    prd: meanRatio / weightedMean,
    prb: priceRelatedBias(kept, medianRatio),
  };
}

/**
 * PRB (IAAO 2013): regress (ratio − median) / median on log2 of a value proxy halfway between the
 * sale price and the estimate divided by the median ratio; the slope is the % change in ratio when
 * value doubles.
 */
function priceRelatedBias(
  pairs: readonly { estimate: number; price: number }[],
  medianRatio: number,
): number {
  if (pairs.length < 3) return 0;
  const xs = pairs.map((p) => Math.log2(0.5 * (p.estimate / medianRatio) + 0.5 * p.price));
  const ys = pairs.map((p) => (p.estimate / p.price - medianRatio) / medianRatio);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < xs.length; i += 1) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}
