import { reconcileSales } from '@homie/contracts/reconciliation';
import { describe, expect, it } from 'vitest';
import { sampleAppealInfo } from '../appeals.fixtures.ts';
import { sampleReport } from '../appeals.test-helpers.ts';
import { preliminaryNote } from './report-assemble.ts';

function build(options: { tier?: 'basic' | 'guarantee'; opinion?: string; reconciled?: boolean } = {}) {
  return sampleReport({
    ...(options.tier ? { tier: options.tier } : {}),
    ...(options.reconciled === false ? { reconciled: false } : {}),
    application: options.opinion === undefined ? null : sampleAppealInfo({ opinion_value: options.opinion }),
  });
}

/** One argument from the evidence it encloses (issue 50 item 3, decision 245). */
describe('the adjustment grid and its reconciled opinion', () => {
  it('holds every sale the value rests on, in every plan, and reconciles to the result’s market value', () => {
    for (const tier of ['basic', 'guarantee'] as const) {
      const { analysis, report } = build({ tier });
      const grid = report.adjustment_grid!;
      // The Basic plan lists five comparables; the grid encloses all ten the value rests on.
      expect(grid.sales).toHaveLength(analysis.comparable_properties.length);
      expect(grid.reconciled_value).toBe(analysis.valuation!.market_value);
      expect(report.opinion_value).toBe(grid.reconciled_value);
      expect(report.market_estimate?.value).toBe(grid.reconciled_value);
      const prices = grid.sales.map((s) => s.adjusted_price);
      expect(grid.low).toBe(Math.min(...prices));
      expect(grid.high).toBe(Math.max(...prices));
      expect(grid.reconciled_value).toBeGreaterThanOrEqual(grid.low);
      expect(grid.reconciled_value).toBeLessThanOrEqual(grid.high);
      expect(grid.sales.reduce((acc, s) => acc + s.weight, 0)).toBeCloseTo(1, 3);
      expect(grid.lien_date).toBe('01/01/2026');
    }
  });

  it('prints figures a board can recompute: net and gross adjustment, and the reconciliation from the printed lines', () => {
    const { report } = build();
    const grid = report.adjustment_grid!;
    const first = grid.sales[0]!;
    const a = first.adjustments;
    const net = a.living_area + a.age + a.beds + a.baths + a.lot + (a.location ?? 0);
    expect(first.time_adjusted_price + net).toBe(first.adjusted_price);
    expect(first.net_adjustment_pct).toBeCloseTo((net / first.time_adjusted_price) * 100, 1);
    // The reconciliation recomputed from the grid's own printed weights and prices.
    expect(reconcileSales(grid.sales, 0.48)?.value).toBe(grid.reconciled_value);
    expect(grid.basis.join(' ')).toContain('weighted geometric mean of the adjusted prices, times 1.0048');
    expect(grid.basis.join(' ')).toContain('about 120 sales');
  });

  it('the letter states the reconciled value, cites only the enclosed grid, and says where the opinion stands', () => {
    const { report } = build();
    const grid = report.adjustment_grid!;
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    expect(report.letter).toContain(
      `The enclosed adjustment grid moves 10 sales to the January 1, 2026 lien date and adjusts each to this home's facts, showing every adjustment and its basis; their adjusted prices run from ${usd(grid.low)} to ${usd(grid.high)} and, weighted by how closely each sale matches this home, reconcile to ${usd(grid.reconciled_value)}. My opinion of value is that reconciliation.`,
    );
    expect(report.letter).toContain(`was ${usd(grid.reconciled_value)}`);
    expect(report.letter).not.toContain('other nearby sales');
    // An owner's own figure inside the adjusted prices is said to be; outside them, the owner is warned.
    const within = build({ opinion: String(grid.low + 1) }).report;
    expect(within.letter).toContain('My opinion of value lies within those adjusted prices.');
    expect(within.notes.join(' ')).not.toContain('every adjusted price in the enclosed grid');
    const below = build({ opinion: String(grid.low - 50_000) }).report;
    expect(below.letter).not.toContain('My opinion of value is that reconciliation');
    expect(below.letter).not.toContain('My opinion of value lies within');
    expect(below.notes.join(' ')).toContain(
      `is below every adjusted price in the enclosed grid (${usd(grid.low)} to ${usd(grid.high)}`,
    );
  });

  it('is absent for an analysis valued before the grid existed', () => {
    const { report } = build({ reconciled: false });
    expect(report.adjustment_grid).toBeNull();
    expect(report.letter).not.toContain('adjustment grid');
  });
});

/** Issue 50 item 2: a package made before March 31 of its roll year says it is preliminary. */
describe('a package made while sales can still come in', () => {
  const notesOn = (iso: string, rollYear: number) =>
    sampleReport({ comps: 6, rollYear, county: 'la', now: new Date(iso) }).report.notes;

  it('is preliminary until March 31 of its roll year (California time), final after', () => {
    expect(notesOn('2027-01-15T19:00:00Z', 2027)).toContain(preliminaryNote(2027));
    // 11 pm in Los Angeles on March 31 is April 1 in UTC: still March 31 for the county.
    expect(notesOn('2027-04-01T06:00:00Z', 2027)).toContain(preliminaryNote(2027));
    expect(notesOn('2027-04-15T19:00:00Z', 2027)).not.toContain(preliminaryNote(2027));
    expect(notesOn('2027-07-10T19:00:00Z', 2027).join(' ')).not.toContain('Preliminary');
    expect(preliminaryNote(2027)).toContain('sales that close up to March 31, 2027 still count');
  });
});
