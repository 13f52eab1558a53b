import { describe, expect, it } from 'vitest';
import { comparable, goodShapeComps, overpayingComps, propertyInfo } from '../testing/fixtures.ts';
import { LANDING_TEXT } from './messages.ts';
import { savingsView } from './savings-view.ts';

describe('savingsView (spec §9)', () => {
  it('reproduces the demo figures: $837,692 assessed, $780,000 market, 1.17%, $675 saving', () => {
    const view = savingsView(propertyInfo(), overpayingComps);
    expect(view.state).toBe('overpaying');
    expect(view.heading).toBe(LANDING_TEXT.overpaying);
    expect(view.assessedValue).toBe(837_692);
    expect(view.marketValue).toBe(780_000);
    expect(view.ratePercent).toBeCloseTo(1.17, 2);
    expect(Math.round(view.saving!)).toBe(675);
    expect(view.shownSaving).toBe(view.saving);
  });

  it('is in good shape when the market-based tax is higher, showing no saving', () => {
    const view = savingsView(propertyInfo(), goodShapeComps);
    expect(view.state).toBe('good_shape');
    expect(view.heading).toBe(LANDING_TEXT.goodShape);
    expect(view.saving).toBeLessThan(0);
    expect(view.shownSaving).toBe(0);
  });

  it('counts a zero saving as overpaying, as the spec says', () => {
    const info = propertyInfo({ annual_tax: '$10,000', total_assessment: '$1,000,000' });
    expect(savingsView(info, [comparable(1_000_000)]).state).toBe('overpaying');
  });

  it('answers unknown (shown as ???) without comps or tax figures', () => {
    expect(savingsView(propertyInfo(), []).state).toBe('unknown');
    const noTax = savingsView(propertyInfo({ annual_tax: '', total_assessment: '$0' }), overpayingComps);
    expect(noTax).toMatchObject({ state: 'unknown', saving: null, shownSaving: null, ratePercent: null });
  });
});
