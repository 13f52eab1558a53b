import { type AdjustmentGrid, ownerSuppliedLabel } from '@homie/contracts/appeals-report';
import { dollarsOf } from './application-model.ts';
import { CONTENT_WIDTH, FILL_INK, PAGE } from './pdf-canvas.ts';
import type { PageFlow } from './page-flow.ts';
import { wrapLines } from './pdf-text.ts';

const M = PAGE.margin;

/** The grid's section title, the same in every document that encloses it. */
export const gridTitle = (grid: AdjustmentGrid) =>
  `ADJUSTMENT GRID - EVERY SALE MOVED TO THE ${grid.lien_date} LIEN DATE AND ADJUSTED TO THIS HOME`;

/** Columns of the adjustment grid (decision 245): header, width (540 points in all). */
const GRID_COLUMNS: [string, number][] = [
  ['#', 14],
  ['SALE: ADDRESS, PARCEL, DATE', 110],
  ['SALE PRICE', 44],
  ['TIME-ADJ.', 46],
  ['SIZE $', 38],
  ['AGE $', 34],
  ['BEDS $', 32],
  ['BATHS $', 32],
  ['LOT $', 32],
  ['LOC. $', 38],
  ['NET/GROSS', 44],
  ['ADJUSTED', 46],
  ['WEIGHT', 30],
];

const signed = (n: number) =>
  Math.round(n) === 0 ? '0' : `${n > 0 ? '+' : '-'}${Math.abs(Math.round(n)).toLocaleString('en-US')}`;
const pctText = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;

/**
 * The adjustment grid: each sale moved to the lien date and adjusted toward the home, every dollar
 * figure shown, then the reconciled value and the grid's method, so a hearing officer can recompute
 * any line.
 */
export function drawAdjustmentGrid(
  flow: PageFlow,
  grid: AdjustmentGrid,
  /** What the county calls a parcel number (Los Angeles: AIN). */
  parcelWord: 'APN' | 'AIN',
): void {
  const font = flow.canvas.fonts.regular;
  const rows = grid.sales.map((sale, index) => {
    const a = sale.adjustments;
    const time =
      sale.sale_price > 0 ? ((sale.time_adjusted_price - sale.sale_price) / sale.sale_price) * 100 : 0;
    return [
      { lines: [String(index + 1)] },
      {
        lines: [
          ...wrapLines(
            font,
            sale.own_sale ? `${sale.address} (THIS HOME'S OWN SALE)` : sale.address,
            7,
            GRID_COLUMNS[1]![1] - 6,
          ).slice(0, 4),
          // A sale the owner supplied says so on its own lines, with where the owner saw it (decision 249).
          ...(sale.owner_source !== undefined
            ? wrapLines(font, ownerSuppliedLabel(sale.owner_source), 7, GRID_COLUMNS[1]![1] - 6).slice(0, 3)
            : []),
          // The sold home's parcel where the records give it (decision 251).
          ...(sale.apn ? [`${parcelWord} ${sale.apn}`] : []),
          sale.sale_date,
        ],
        size: 7,
      },
      { lines: [dollarsOf(sale.sale_price)], size: 7 },
      { lines: [dollarsOf(sale.time_adjusted_price), pctText(time)], size: 7 },
      { lines: [signed(a.living_area)], size: 7 },
      { lines: [signed(a.age)], size: 7 },
      { lines: [signed(a.beds)], size: 7 },
      { lines: [signed(a.baths)], size: 7 },
      { lines: [signed(a.lot)], size: 7 },
      { lines: [signed(a.location ?? 0)], size: 7 },
      { lines: [pctText(sale.net_adjustment_pct), `${sale.gross_adjustment_pct.toFixed(1)}%`], size: 7 },
      { lines: [dollarsOf(sale.adjusted_price)], size: 7 },
      { lines: [`${(sale.weight * 100).toFixed(2)}%`], size: 7 },
    ];
  });
  // Rows are two lines or more: the header never stands alone at a page's foot.
  flow.table(M, GRID_COLUMNS, rows, { color: FILL_INK, minRowHeight: 25 });
  flow.y += 6;
  flow.paragraph(
    M + 4,
    wrapLines(
      flow.canvas.fonts.bold,
      `Reconciled value: ${dollarsOf(grid.reconciled_value)} (adjusted prices ${dollarsOf(grid.low)} to ${dollarsOf(grid.high)})`,
      9,
      CONTENT_WIDTH - 8,
    ),
    9,
    { bold: true, color: FILL_INK },
  );
  flow.y += 4;
  for (const sentence of grid.basis) {
    flow.paragraph(M + 4, wrapLines(font, sentence, 7.5, CONTENT_WIDTH - 8), 7.5);
    flow.y += 3;
  }
}
