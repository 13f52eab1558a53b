import { describe, expect, it } from 'vitest';
import { dayOf } from './dates.ts';
import { type IndexSale, buildMarketIndex, cellsOf } from './market-index.ts';

/** Two ZIPs, one twice as expensive, prices rising 1% a month; the expensive ZIP sells mostly late. */
function risingMarket(): IndexSale[] {
  const sales: IndexSale[] = [];
  for (let m = 0; m < 12; m += 1) {
    const level = 1.01 ** m;
    for (let k = 0; k < 10; k += 1) {
      const day = dayOf(2025, m + 1, 5 + k);
      sales.push({ saleDay: day, sqft: 1000 + k * 50, price: (1000 + k * 50) * 400 * level, zip: '94568' });
      if (m >= 6 || k < 2) sales.push({ saleDay: day, sqft: 1500, price: 1500 * 800 * level, zip: '94301' });
    }
  }
  return sales;
}

describe('buildMarketIndex', () => {
  it('recovers the monthly trend despite a changing mix of ZIP codes', () => {
    const index = buildMarketIndex(cellsOf(risingMarket()));
    const change = index.factor(dayOf(2025, 2, 15), dayOf(2025, 11, 15));
    expect(change).toBeCloseTo(1.01 ** 9, 2);
  });
  it('holds flat beyond the data and moves prices back for sales after the lien date', () => {
    const index = buildMarketIndex(cellsOf(risingMarket()));
    expect(index.factor(dayOf(2026, 1, 1), dayOf(2026, 3, 1))).toBeCloseTo(1, 6);
    expect(index.factor(dayOf(2025, 12, 15), dayOf(2025, 6, 15))).toBeLessThan(1);
  });
  it('is the identity with too few sales, and never moves a price more than the cap', () => {
    const few = risingMarket().slice(0, 10);
    expect(buildMarketIndex(cellsOf(few)).factor(0, 99_999)).toBe(1);
    const crash = risingMarket().map((s) => ({
      ...s,
      price: s.saleDay > dayOf(2025, 7, 1) ? s.price / 3 : s.price,
    }));
    const index = buildMarketIndex(cellsOf(crash));
    expect(index.factor(dayOf(2025, 1, 15), dayOf(2025, 12, 15))).toBeCloseTo(1 / 1.3, 6);
  });
  it('groups sales into ZIP-month cells with the median log price per sq ft', () => {
    const cells = cellsOf([
      { saleDay: dayOf(2025, 1, 2), price: 100, sqft: 1, zip: 'a' },
      { saleDay: dayOf(2025, 1, 20), price: 400, sqft: 1, zip: 'a' },
      { saleDay: dayOf(2025, 1, 20), price: 400, sqft: null, zip: 'a' },
    ]);
    expect(cells).toHaveLength(1);
    expect(cells[0]!.count).toBe(2);
    expect(cells[0]!.medianLogPpsf).toBeCloseTo(Math.log(200), 6);
  });
});
