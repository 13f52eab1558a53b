import { describe, expect, it } from 'vitest';
import {
  analysedInfo,
  comparable,
  compassData,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
  valuation,
} from '../testing/fixtures.ts';
import { planEvidence, supportingPurchase } from './plan-evidence.ts';

const NOV_24 = new Date('2026-11-24T20:00:00Z');

/** The Dublin house (assessed $837,692, roll year 2025) last bought on `date` for `price`. */
function boughtOn(date: string | null, price: number | null) {
  return propertyInfo({ compass_data: { ...compassData, purchase_date: date, purchase_price: price } });
}

describe('planEvidence', () => {
  it('overpaying with an old purchase: the landing verdict, nothing to confirm', () => {
    const evidence = planEvidence(analysedInfo(overpayingComps), overpayingComps, NOV_24);
    expect(evidence.view.state).toBe('overpaying');
    expect(evidence.view.heading).toBe("You're overpaying");
    expect(evidence.view.assessedValue).toBe(837_692);
    expect(evidence.view.marketValue).toBe(780_000);
    expect(evidence.estimate).toEqual({ value: 780_000, low: 748_800, high: 811_200 });
    expect(evidence.purchase).toBeNull();
    expect(evidence.needsConfirmation).toBe(false);
  });

  it('good shape: confirm before paying', () => {
    const evidence = planEvidence(analysedInfo(goodShapeComps), goodShapeComps, NOV_24);
    expect(evidence.view.state).toBe('good_shape');
    expect(evidence.estimate!.value).toBe(990_000);
    expect(evidence.needsConfirmation).toBe(true);
  });

  it('too close to call (assessed inside the likely range): confirm before paying', () => {
    const comps = [comparable(820_000)];
    const evidence = planEvidence(analysedInfo(comps), comps, NOV_24);
    expect(evidence.view.state).toBe('too_close');
    expect(evidence.view.heading).toBe("It's too close to call");
    expect(evidence.purchase).toBeNull();
    expect(evidence.needsConfirmation).toBe(true);
  });

  it('overpaying by the comps but bought recently at or above the roll value: confirm, purchase named', () => {
    const evidence = planEvidence(boughtOn('2024-09-10', 850_000), overpayingComps, NOV_24);
    // The purchase decides the verdict (issue 15 item 5): a board presumes its price is the value.
    expect(evidence.view.state).toBe('good_shape');
    expect(evidence.purchase).toEqual({ date: '2024-09-10', price: 850_000 });
    expect(evidence.needsConfirmation).toBe(true);
  });

  it('no verdict: nothing to confirm unless a recent purchase supports the roll value', () => {
    const noTax = propertyInfo({ annual_tax: '', total_assessment: '' });
    expect(planEvidence(noTax, [], NOV_24)).toMatchObject({
      view: { state: 'unknown' },
      needsConfirmation: false,
    });
  });

  it('measures the purchase against the analysis lien date, else the tax year, else today', () => {
    const info = boughtOn('2025-06-01', 900_000);
    // Tax year 2025: 2025-06-01 is after March 31, 2025.
    expect(planEvidence(info, overpayingComps, NOV_24).purchase).toBeNull();
    // The analysis speaks to January 1, 2026: within 18 months before it.
    const for2026 = { ...info, valuation: { ...valuation, lien_date: '2026-01-01', roll_year: 2026 } };
    expect(planEvidence(for2026, overpayingComps, NOV_24)).toMatchObject({
      rollYear: 2026,
      needsConfirmation: true,
    });
    const noYear = { ...info, compass_data: { ...info.compass_data!, tax_year: null } };
    expect(planEvidence(noYear, overpayingComps, NOV_24).rollYear).toBe(2026);
  });
});

describe('supportingPurchase (lien date January 1, 2026; assessed $1,000,000)', () => {
  const at = (date: string | null, price: number | null, assessed: number | null = 1_000_000) =>
    supportingPurchase(boughtOn(date, price), assessed, 2026);

  it.each([
    ['2024-07-01', 1_000_000, true, 'the first day of the 18 months, at the roll value'],
    ['2024-06-30', 1_200_000, false, 'a day more than 18 months before'],
    ['2025-10-18', 1_000_001, true, 'months before the lien date, above the roll value'],
    ['2026-03-31', 1_050_000, true, 'March 31 after the lien date'],
    ['2026-04-01', 1_050_000, false, 'after March 31'],
    ['2025-10-18', 999_999, false, 'below the roll value'],
  ])('%s for %d supports the roll value: %s (%s)', (date, price, supports) => {
    expect(at(date, price) !== null).toBe(supports);
  });

  it('needs a date, a price and an assessed value', () => {
    expect(at(null, 1_000_000)).toBeNull();
    expect(at('2025-10-18', null)).toBeNull();
    expect(at('2025-10-18', 1_000_000, null)).toBeNull();
    expect(at('10/18/2025', 1_000_000)).toBeNull();
  });
});
