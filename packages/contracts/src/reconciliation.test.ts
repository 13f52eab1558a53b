import { describe, expect, it } from 'vitest';
import { opinionAgainstGrid, reconcileSales } from './reconciliation.ts';

describe('reconcileSales (decision 245)', () => {
  it('is the weighted geometric mean of the adjusted prices, the weights renormalised', () => {
    const r = reconcileSales([
      { adjusted_price: 800_000, weight: 3 },
      { adjusted_price: 1_000_000, weight: 1 },
    ])!;
    expect(r.value).toBe(Math.round(Math.exp(0.75 * Math.log(800_000) + 0.25 * Math.log(1_000_000))));
    expect(r.weights).toEqual([0.75, 0.25]);
    expect([r.low, r.high]).toEqual([800_000, 1_000_000]);
  });

  it('applies the bias correction but never leaves the adjusted prices', () => {
    expect(reconcileSales([{ adjusted_price: 500_000, weight: 1 }], 1)!.value).toBe(500_000);
    const two = [
      { adjusted_price: 500_000, weight: 1 },
      { adjusted_price: 510_000, weight: 1 },
    ];
    expect(reconcileSales(two, 50)!.value).toBe(510_000);
    expect(reconcileSales(two, -50)!.value).toBe(500_000);
    expect(reconcileSales(two, 0.5)!.value).toBe(Math.round(Math.sqrt(500_000 * 510_000) * 1.005));
  });

  it('skips sales without a positive price or weight, and is null without any', () => {
    expect(reconcileSales([])).toBeNull();
    expect(reconcileSales([{ adjusted_price: 0, weight: 1 }])).toBeNull();
    const r = reconcileSales([
      { adjusted_price: 700_000, weight: 0 },
      { adjusted_price: 900_000, weight: 2 },
    ])!;
    expect(r.value).toBe(900_000);
    expect(r.weights).toEqual([0, 1]);
    expect(r.low).toBe(900_000);
  });

  it('says where an opinion stands against the grid', () => {
    const grid = { value: 950_000, low: 900_000, high: 1_000_000 };
    expect(opinionAgainstGrid(950_000.4, grid)).toBe('reconciled');
    expect(opinionAgainstGrid(920_000, grid)).toBe('within');
    expect(opinionAgainstGrid(899_999, grid)).toBe('below');
    expect(opinionAgainstGrid(1_000_001, grid)).toBe('above');
  });
});
