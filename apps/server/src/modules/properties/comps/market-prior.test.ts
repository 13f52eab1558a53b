import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayOf, monthOf } from './dates.ts';
import { buildMarketIndex, cellsOf } from './market-index.ts';
import { loadMarketPrior, parseZhviCounties } from './market-prior.ts';

const dir = mkdtempSync(join(tmpdir(), 'homie-prior-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A ZHVI-shaped county file (made-up levels): Alameda rises 1% a month through 2020. */
const CSV = [
  'RegionID,SizeRank,RegionName,RegionType,StateName,State,Metro,StateCodeFIPS,MunicipalCodeFIPS,' +
    Array.from({ length: 12 }, (_, m) => `${m + 1}/28/20`).join(','),
  `1,0,Alameda County,County,CA,CA,"San Francisco-Oakland, CA",6,1,${Array.from({ length: 12 }, (_, m) => Math.round(1_000_000 * 1.01 ** m)).join(',')}`,
  `2,1,Nowhere County,County,CA,CA,,6,999,${Array(12).fill(5).join(',')}`,
].join('\n');

describe('the published index as the market index prior', () => {
  it('reads county levels by month, by county key, and only in the window asked for', () => {
    const series = parseZhviCounties(CSV);
    expect([...series.keys()]).toEqual(['alameda']);
    const jan = monthOf(dayOf(2020, 1, 15));
    expect(series.get('alameda')!.get(jan + 11)! - series.get('alameda')!.get(jan)!).toBeCloseTo(
      11 * Math.log(1.01),
      3,
    );
    const file = join(dir, 'zhvi.csv');
    writeFileSync(file, CSV);
    const prior = loadMarketPrior(file)!;
    expect([...prior('alameda', jan, jan + 5)!.keys()]).toHaveLength(6);
    expect(prior('ventura', jan, jan + 5)).toBeNull();
    expect(loadMarketPrior(join(dir, 'absent.csv'))).toBeNull();
    expect(loadMarketPrior(null)).toBeNull();
  });

  it('is the index where there are too few sales, and pulls a thin month toward itself', () => {
    const prior = parseZhviCounties(CSV).get('alameda')!;
    const alone = buildMarketIndex([], { prior });
    expect(alone.factor(dayOf(2020, 1, 15), dayOf(2020, 7, 15))).toBeCloseTo(1.01 ** 6, 2);
    // Flat sales (40 in January, 40 in July, one in April): the index follows them, not the prior,
    // where they are many.
    const sales = [
      ...Array.from({ length: 40 }, (_, i) => ({
        saleDay: dayOf(2020, 1, 10),
        price: 500_000 + i,
        sqft: 1000,
        zip: '94568',
      })),
      ...Array.from({ length: 40 }, (_, i) => ({
        saleDay: dayOf(2020, 7, 10),
        price: 500_000 + i,
        sqft: 1000,
        zip: '94568',
      })),
    ];
    const withPrior = buildMarketIndex(cellsOf(sales), { prior, smoothingMonths: 0 });
    const jan = dayOf(2020, 1, 15);
    const change = withPrior.factor(jan, dayOf(2020, 7, 15));
    expect(change).toBeGreaterThan(1);
    expect(change).toBeLessThan(1.01 ** 6);
    // A month with no sales between them borrows the prior's shape.
    expect(withPrior.factor(jan, dayOf(2020, 4, 15))).toBeGreaterThan(1.005);
  });
});
