import type { SaleCandidate } from './comp-types.ts';
import type { CandidateQuery, CompsRepository } from './comps.repository.ts';
import { planeDistance2 } from './geo.ts';
import { cellsOf, type IndexCell } from './market-index.ts';

const CELL_DEGREES = 0.02;
const cellKey = (type: string, lat: number, lon: number) =>
  `${type}|${Math.floor(lat / CELL_DEGREES)}|${Math.floor(lon / CELL_DEGREES)}`;

/**
 * The comps repository's two queries answered from sales held in memory, with the same rules as the
 * SQL (same type, inside the box, inside the date window, not the subject, each property's latest
 * sale in the window, the dearer of two on one day; past the limit, the nearest). The backtest loads a whole file's sales from the scratch database once and
 * values thousands of sales without a query each; a test checks both sources agree.
 */
export function createMemoryCompsSource(
  sales: readonly SaleCandidate[],
): Pick<CompsRepository, 'candidates' | 'indexCells'> {
  const grid = new Map<string, SaleCandidate[]>();
  for (const sale of sales) {
    const key = cellKey(sale.propertyType, sale.lat, sale.lon);
    const cell = grid.get(key);
    if (cell) cell.push(sale);
    else grid.set(key, [sale]);
  }
  return {
    async candidates(q: CandidateQuery): Promise<SaleCandidate[]> {
      const latest = new Map<number, SaleCandidate>();
      for (
        let la = Math.floor(q.box.minLat / CELL_DEGREES);
        la <= Math.floor(q.box.maxLat / CELL_DEGREES);
        la += 1
      ) {
        for (
          let lo = Math.floor(q.box.minLon / CELL_DEGREES);
          lo <= Math.floor(q.box.maxLon / CELL_DEGREES);
          lo += 1
        ) {
          for (const s of grid.get(`${q.propertyType}|${la}|${lo}`) ?? []) {
            if (s.lat < q.box.minLat || s.lat > q.box.maxLat || s.lon < q.box.minLon || s.lon > q.box.maxLon)
              continue;
            if (s.saleDay < q.fromDay || s.saleDay > q.toDay || s.propertyId === q.excludePropertyId)
              continue;
            const known = latest.get(s.propertyId);
            if (!known || s.saleDay > known.saleDay || (s.saleDay === known.saleDay && s.price > known.price))
              latest.set(s.propertyId, s);
          }
        }
      }
      const found = [...latest.values()];
      if (found.length <= q.limit) return found;
      // Nearest first, as the SQL walks its index (decision 136): keep the `limit` nearest in the
      // search plane (ties by property id), in the order they were found.
      const centreLat = (q.box.minLat + q.box.maxLat) / 2;
      const centreLon = (q.box.minLon + q.box.maxLon) / 2;
      const keep = new Set(
        found
          .map((s) => ({ s, d: planeDistance2(s.lat, s.lon, centreLat, centreLon) }))
          .sort((a, b) => a.d - b.d || a.s.propertyId - b.s.propertyId)
          .slice(0, q.limit)
          .map(({ s }) => s),
      );
      return found.filter((s) => keep.has(s));
    },
    async indexCells(county: string, fromDay: number, toDay: number): Promise<IndexCell[]> {
      return cellsOf(sales.filter((s) => s.county === county && s.saleDay >= fromDay && s.saleDay <= toDay));
    },
  };
}
