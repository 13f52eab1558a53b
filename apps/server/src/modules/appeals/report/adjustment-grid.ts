import { normalizeSaleDate } from '@homie/contracts/appeals-dates';
import type { AdjustmentGrid, GridSale } from '@homie/contracts/appeals-report';
import { reconcileSales } from '@homie/contracts/reconciliation';
import { formatUsDate } from '@homie/contracts/appeals-dates';
import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { type AppealMoment, appealMoment, valueDatePhrase } from './appeal-moment.ts';
import { usd } from './report-letter.ts';
import type { ReportSnapshot } from './report-snapshot.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The adjustment grid of a package (decision 245): every sale the analysis' value rests on, moved to
 * the lien date and adjusted toward the home, each figure as the analysis computed it, and their
 * reconciliation (`reconcileSales`, the function the result's market value comes from). Null for a
 * snapshot taken before the grid existed, or without a sale to reconcile.
 */
export function adjustmentGridOf(
  snapshot: ReportSnapshot,
  rollYear: number,
  /** A notice's value date instead of the lien date (decision 246). */
  moment: AppealMoment = appealMoment(rollYear),
): AdjustmentGrid | null {
  const basis = snapshot.valuation?.adjustmentBasis;
  const rows = snapshot.grid ?? [];
  if (!basis || rows.length === 0) return null;
  const reconciliation = reconcileSales(rows, basis.bias_pct);
  if (!reconciliation) return null;
  const sales: GridSale[] = rows.map((row) => {
    const a = row.adjustments;
    const net = a.living_area + a.age + a.beds + a.baths + a.lot + (a.location ?? 0);
    return {
      ...(row.apn ? { apn: row.apn } : {}),
      address: row.address,
      sale_date: normalizeSaleDate(row.sold_date),
      sale_price: row.sold_price,
      time_adjusted_price: row.time_adjusted_price,
      adjustments: a,
      net_adjustment_pct: row.time_adjusted_price > 0 ? round1((net / row.time_adjusted_price) * 100) : 0,
      gross_adjustment_pct: row.gross_adjustment_pct,
      adjusted_price: row.adjusted_price,
      // The analysis' own weight as it printed it: recomputing the reconciliation from the grid's
      // printed lines gives the result's market value to the dollar.
      weight: row.weight,
      ...(row.source ? { source: row.source } : {}),
      ...(row.own_sale ? { own_sale: true as const } : {}),
      ...(row.owner_source !== undefined ? { owner_source: row.owner_source } : {}),
    };
  });
  return {
    lien_date: formatUsDate(moment.valueDate),
    sales,
    reconciled_value: reconciliation.value,
    low: reconciliation.low,
    high: reconciliation.high,
    basis: gridBasis(basis, moment, reconciliation),
  };
}

type Basis = NonNullable<NonNullable<ReportSnapshot['valuation']>['adjustmentBasis']>;

/** The grid's method in sentences a hearing officer can follow and recompute. */
function gridBasis(
  basis: Basis,
  moment: AppealMoment,
  r: { value: number; low: number; high: number },
): string[] {
  const share = Math.round(basis.regression_share * 100);
  const regression =
    basis.regression_sales !== null && share > 0
      ? `Each adjustment is ${100 - share}% the standard rate below and ${share}% the rate a regression of the nearby sales of this property type (about ${basis.regression_sales} sales, weighted by distance and recency) fits to their facts and position; location is that regression's price gradient across the neighbourhood.`
      : 'Each adjustment is the standard rate below; no location adjustment is made.';
  return [
    `Time: each sale price is moved to ${valueDatePhrase(moment)} by a monthly index of local sales (price per square foot by ZIP code and month, from the sales in our records); the time-adjusted price is the sale price times the index's change from the sale's month to ${longCalendarDate(moment.valueDate).replace(/ \d+,/, '')}.`,
    `Adjustments: each is what a difference between the sale and this home is worth, added to the time-adjusted price. ${regression} Standard rates: ${basis.standard_rates}.`,
    'Net adjustment is the sum of the adjustments as a share of the time-adjusted price; gross adjustment is the sum of every adjustment, the time adjustment included, without sign, as a share of the sale price.',
    'Weight: a sale counts more the more similar it is to this home and the less it had to be adjusted (similarity cubed divided by 5% plus its gross adjustment), and less when its adjusted price lies far from the others; the reconciliation divides by the sum of the weights shown.',
    `Reconciled value: the weighted geometric mean of the adjusted prices${basis.bias_pct ? `, times ${(1 + basis.bias_pct / 100).toFixed(4)} (the model's bias correction, fitted on real sales)` : ''}, kept between the lowest and highest adjusted price: ${usd(r.value)}, within ${usd(r.low)} to ${usd(r.high)}.`,
  ];
}
