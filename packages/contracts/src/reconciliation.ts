/**
 * The reconciled value of a grid of adjusted sales (decision 245): one pure function for the result
 * screen's market value, the package's opinion and the grid a board reads, so each is the same
 * arithmetic on the same printed figures. It is the weighted geometric mean of the adjusted prices,
 * the weights renormalised to the sales given, times the model's fitted bias correction, and never
 * outside the adjusted prices themselves.
 */
export interface GridSale {
  adjusted_price: number;
  /** The sale's share of the estimate as the analysis gave it (any positive scale). */
  weight: number;
}

export interface Reconciliation {
  value: number;
  /** Lowest and highest adjusted price of the sales reconciled. */
  low: number;
  high: number;
  /** Each sale's weight, renormalised to sum to 1, in the order given. */
  weights: number[];
}

/** Null without a sale that has a positive adjusted price and weight. */
export function reconcileSales(sales: readonly GridSale[], biasPct = 0): Reconciliation | null {
  const usable = sales.filter((s) => s.adjusted_price > 0 && s.weight > 0);
  if (usable.length === 0) return null;
  const total = usable.reduce((acc, s) => acc + s.weight, 0);
  const logMean = usable.reduce((acc, s) => acc + (s.weight / total) * Math.log(s.adjusted_price), 0);
  const prices = usable.map((s) => s.adjusted_price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const value = Math.round(Math.min(high, Math.max(low, Math.exp(logMean) * (1 + biasPct / 100))));
  return {
    value,
    low,
    high,
    weights: sales.map((s) => (s.adjusted_price > 0 && s.weight > 0 ? s.weight / total : 0)),
  };
}

/** Where an opinion of value stands against the grid's adjusted prices. */
export function opinionAgainstGrid(
  opinion: number,
  grid: Pick<Reconciliation, 'value' | 'low' | 'high'>,
): 'reconciled' | 'within' | 'below' | 'above' {
  if (Math.round(opinion) === grid.value) return 'reconciled';
  if (opinion < grid.low) return 'below';
  if (opinion > grid.high) return 'above';
  return 'within';
}
