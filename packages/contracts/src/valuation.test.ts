import { describe, expect, it } from 'vitest';
import {
  computeSavings,
  effectiveTaxRate,
  formatCurrency,
  formatDollars,
  formatPercent,
  formatShortPrice,
  isConfidentlyOverassessed,
  marketBasedTax,
  median,
  medianCompPrice,
  parseCurrency,
  taxSaving,
} from './valuation.ts';

describe('parseCurrency', () => {
  it('strips every non-numeric character before parsing', () => {
    expect(parseCurrency('$1,234')).toBe(1234);
    expect(parseCurrency('$ 9,801.50 USD')).toBe(9801.5);
    expect(parseCurrency('1.2.3')).toBe(1.23);
    expect(parseCurrency(837692)).toBe(837692);
  });
  it('keeps a leading minus and answers null when nothing numeric is left', () => {
    expect(parseCurrency('-$56')).toBe(-56);
    expect(parseCurrency('???')).toBeNull();
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency(null)).toBeNull();
    expect(parseCurrency(undefined)).toBeNull();
    expect(parseCurrency(Number.NaN)).toBeNull();
    expect(parseCurrency(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('median and medianCompPrice', () => {
  it('uses the mean of the two middle values for an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });
  it('takes only the first five sold prices, in list order', () => {
    const comps = [100, 200, 300, 400, 500, 10_000, 20_000].map((p) => ({ sold_price: p }));
    expect(medianCompPrice(comps)).toBe(300);
  });
  it('works with fewer than five comps and with currency strings', () => {
    expect(medianCompPrice([{ sold_price: '$700,000' }, { sold_price: 800_000 }])).toBe(750_000);
    expect(medianCompPrice([{ sold_price: 1 }])).toBe(1);
  });
  it('skips missing or non-positive prices and answers null with none', () => {
    expect(medianCompPrice([{ sold_price: null }, { sold_price: 0 }, { sold_price: 'n/a' }, {}])).toBeNull();
    expect(medianCompPrice([{ sold_price: null }, { sold_price: 600 }, { sold_price: 400 }])).toBe(500);
    expect(medianCompPrice([])).toBeNull();
  });
});

describe('the spec §9 formulas', () => {
  it('reproduces the demo tab: $837,692 assessed, $780,000 market, 1.17% → $675 saving', () => {
    const annualTax = 837_692 * 0.0117;
    const result = computeSavings({
      annual_tax: formatCurrency(annualTax),
      total_assessment: '$837,692',
      comparables: [{ sold_price: 760_000 }, { sold_price: 780_000 }, { sold_price: 800_000 }],
    });
    expect(result.medianPrice).toBe(780_000);
    expect(formatPercent(result.ratePercent!)).toBe('1.17%');
    expect(formatCurrency(result.saving)).toBe('$675');
    expect(result.isOverpaying).toBe(true);
  });
  it('computes rate, market tax and saving step by step', () => {
    expect(effectiveTaxRate('$10,000', '$1,000,000')).toBeCloseTo(1);
    expect(marketBasedTax(900_000, 1)).toBeCloseTo(9_000);
    expect(taxSaving('$10,000', 9_000)).toBeCloseTo(1_000);
  });
  it('a negative saving means good shape; zero counts as overpaying', () => {
    const good = computeSavings({
      annual_tax: 5_000,
      total_assessment: 500_000,
      comparables: [{ sold_price: 600_000 }],
    });
    expect(good.saving).toBeCloseTo(-1_000);
    expect(good.isOverpaying).toBe(false);
    const equal = computeSavings({
      annual_tax: 5_000,
      total_assessment: 500_000,
      comparables: [{ sold_price: 500_000 }],
    });
    expect(equal.saving).toBeCloseTo(0);
    expect(equal.isOverpaying).toBe(true);
  });
  it('answers null (said in words on screens, decision 221) when an amount cannot be computed', () => {
    expect(effectiveTaxRate('$5,000', '$0')).toBeNull();
    expect(effectiveTaxRate(null, 100)).toBeNull();
    expect(marketBasedTax(null, 1)).toBeNull();
    expect(taxSaving(undefined, 100)).toBeNull();
    const none = computeSavings({ annual_tax: '$5,000', total_assessment: '', comparables: [] });
    expect(none).toEqual({
      medianPrice: null,
      ratePercent: null,
      marketTax: null,
      saving: null,
      isOverpaying: null,
    });
    expect(formatCurrency(none.saving)).toBe('???');
  });
  it('zero tax gives a zero rate, a zero market tax and a zero saving', () => {
    const zero = computeSavings({
      annual_tax: '$0',
      total_assessment: 400_000,
      comparables: [{ sold_price: 1 }],
    });
    expect(zero.ratePercent).toBe(0);
    expect(zero.saving).toBe(0);
  });
});

describe('formatting', () => {
  it('formats dollars with no decimals', () => {
    expect(formatCurrency(1234.56)).toBe('$1,235');
    expect(formatCurrency(-675.2)).toBe('-$675');
    expect(formatCurrency('abc')).toBe('???');
    expect(formatDollars(1234.56)).toBe('$1,235');
    expect(formatDollars(-675.2)).toBe('-$675');
  });
  it('never prints "???" for an amount a reader sees: a number that is not finite is "not known" (decision 221)', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatDollars(bad)).toBe('not known');
      expect(formatShortPrice(bad)).toBe('not known');
      expect(formatPercent(bad)).toBe('not known');
    }
  });
  it('formats short prices as $X.XM and $NK, as people read them (issue 53)', () => {
    expect(formatShortPrice(1_800_000)).toBe('$1.8M');
    expect(formatShortPrice(1_250_000)).toBe('$1.3M');
    expect(formatShortPrice(1_000_000)).toBe('$1M');
    expect(formatShortPrice(1_049_999)).toBe('$1M');
    expect(formatShortPrice(1_050_000)).toBe('$1.1M');
    expect(formatShortPrice(12_500_000)).toBe('$12.5M');
    expect(formatShortPrice(9_960_000)).toBe('$10M');
    expect(formatShortPrice(999_700)).toBe('$1M');
    expect(formatShortPrice(999_500)).toBe('$1M');
    expect(formatShortPrice(999_499)).toBe('$999K');
    expect(formatShortPrice(845_000)).toBe('$845K');
    expect(formatShortPrice(850_400)).toBe('$850K');
    expect(formatShortPrice(1_000)).toBe('$1K');
    expect(formatShortPrice(999)).toBe('$999');
    expect(formatShortPrice(-1_800_000)).toBe('-$1.8M');
    expect(formatShortPrice(-845_000)).toBe('-$845K');
    for (const amount of [999_500, 1_800_000, 12_500_000, 250_000_000])
      expect(formatShortPrice(amount)).not.toContain('MM');
  });
});

describe('isConfidentlyOverassessed', () => {
  it('claims overassessment only beyond the top of the value range', () => {
    expect(isConfidentlyOverassessed(900_000, 880_000)).toBe(true);
    expect(isConfidentlyOverassessed(870_000, 880_000)).toBe(false);
    expect(isConfidentlyOverassessed(null, 880_000)).toBe(false);
  });
});
