import { describe, expect, it } from 'vitest';
import { chartDomain, chartFinding, chartX } from './evidence-chart.ts';

const sale = (adjusted: number) => ({ address: `${adjusted} Comp Ct`, adjusted_price: adjusted });

describe('the evidence chart, as the screens and the report PDF share it (decision 223)', () => {
  it('states the finding in one sentence, in dollars, never "???"', () => {
    const input = {
      sales: [sale(700_000), sale(800_000)],
      estimate: 760_000,
      range: { low: 730_000, high: 790_000 },
      assessedValue: 837_692,
    };
    expect(chartFinding(input)).toBe(
      'Assessed value $837,692 is above all 2 adjusted sales, $700,000–$800,000; our estimate $760,000, likely $730,000–$790,000.',
    );
    expect(chartFinding({ ...input, estimate: null, range: null, assessedValue: null })).toBe(
      '2 adjusted sales, $700,000–$800,000.',
    );
    expect(chartFinding({ ...input, range: null, assessedValue: 750_000 })).toBe(
      'Assessed value $750,000 is above 1 of 2 adjusted sales, $700,000–$800,000; our estimate $760,000.',
    );
  });

  it('puts every mark on one axis with 5% to spare, and places values along it', () => {
    const domain = chartDomain({
      sales: [sale(800_000)],
      estimate: 900_000,
      range: { low: 850_000, high: 950_000 },
      assessedValue: 1_000_000,
    });
    expect(domain).toEqual({ lo: 790_000, hi: 1_010_000 });
    const x = chartX(domain, 10, 230);
    expect(x(790_000)).toBe(10);
    expect(x(1_010_000)).toBe(230);
    expect(x(900_000)).toBe(120);
    // One value alone still spans an axis.
    const single = chartDomain({ sales: [sale(500_000)], estimate: null, range: null, assessedValue: null });
    expect(single.hi).toBeGreaterThan(single.lo);
  });
});
