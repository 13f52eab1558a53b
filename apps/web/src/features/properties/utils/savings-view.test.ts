import { describe, expect, it } from 'vitest';
import {
  analysedInfo,
  compassData,
  comparable,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
  valuationFor,
} from '../testing/fixtures.ts';
import { savingsView } from './savings-view.ts';

describe('savingsView (spec §9 on the one market value, issue 15)', () => {
  it("uses the analysis' market value, not the median of five, and saves rate × (assessed − value)", () => {
    const info = {
      ...propertyInfo(),
      valuation: { ...valuationFor(overpayingComps), market_value: 781_000 },
    };
    const view = savingsView(info, overpayingComps);
    expect(view.state).toBe('overpaying');
    expect(view.heading).toBe("You're overpaying");
    expect(view.assessedValue).toBe(837_692);
    expect(view.marketValue).toBe(781_000);
    expect(view.medianOfFive).toBe(780_000);
    expect(view.ratePercent).toBeCloseTo(1.17, 2);
    expect(view.saving).toBeCloseTo(((837_692 - 781_000) * view.ratePercent!) / 100, 6);
    expect(view.shownSaving).toBe(Math.round(view.saving!));
    expect(view.range).toEqual({ low: 748_800, high: 811_200 });
  });

  it('is in good shape in the roll year at or below the market value, showing no saving', () => {
    const view = savingsView(analysedInfo(goodShapeComps), goodShapeComps);
    expect(view.state).toBe('good_shape');
    expect(view.heading).toBe('You are in good shape in 2026');
    expect(view.saving).toBeLessThan(0);
    expect(view.shownSaving).toBe(0);
    const next = { ...analysedInfo(goodShapeComps) };
    next.valuation = { ...next.valuation, roll_year: 2026 };
    expect(savingsView(next, goodShapeComps).heading).toBe('You are in good shape in 2026');
  });

  it("is too close to call above the value but inside its range, never 'overpaying'", () => {
    const comps = [comparable(820_000)];
    const view = savingsView(analysedInfo(comps), comps);
    expect(view.range!.high).toBeGreaterThanOrEqual(837_692);
    expect(view.state).toBe('too_close');
    expect(view.heading).toBe("It's too close to call");
    expect(view.shownSaving).toBeGreaterThan(0);
  });

  it('lets a recent purchase at or above the assessed value decide (R&T §110(b))', () => {
    const info = analysedInfo(overpayingComps, {
      compass_data: { ...compassData, purchase_date: '2025-02-01', purchase_price: 850_000 },
    });
    const view = savingsView(info, overpayingComps);
    expect(view.state).toBe('good_shape');
    expect(view.verdict.presumedPurchase).toEqual({ date: '2025-02-01', price: 850_000 });
    expect(view.shownSaving).toBe(0);
  });

  it('answers unknown (shown as ???) without an estimate or tax figures', () => {
    expect(savingsView(analysedInfo([]), []).state).toBe('unknown');
    expect(savingsView(propertyInfo(), overpayingComps).state).toBe('unknown');
    const noTax = savingsView(analysedInfo(overpayingComps, { annual_tax: '', total_assessment: '$0' }), []);
    expect(noTax).toMatchObject({ saving: null, shownSaving: null, ratePercent: null });
  });
});
