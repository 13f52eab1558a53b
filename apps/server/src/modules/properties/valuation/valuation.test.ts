import { describe, expect, it } from 'vitest';
import type { SaleCandidate, SelectedComp } from '../comps/comp-types.ts';
import { dublinSubject } from '../comps/comps.test-fixtures.ts';
import { SEARCH_STEPS } from '../comps/search-steps.ts';
import { adjustComp } from './adjustments.ts';
import { estimateMarketValue } from './market-value.ts';
import { ratioStudy } from './ratio-study.ts';

const subject = dublinSubject({ lat: 0, lon: 0, sqft: 2000 });
const comp: SaleCandidate = {
  saleId: 1,
  propertyId: 2,
  address: '',
  city: '',
  zip: '',
  county: 'alameda',
  propertyType: 'single_family',
  lat: 0,
  lon: 0,
  beds: 3,
  baths: 2,
  sqft: 2000,
  lotSqft: 6000,
  yearBuilt: 1990,
  price: 1_000_000,
  saleDay: 0,
};

describe('adjustComp', () => {
  it('moves the price to the lien date and adjusts nothing for a twin', () => {
    const a = adjustComp(subject, comp, 1.05);
    expect(a.timeAdjustedPrice).toBeCloseTo(1_050_000);
    expect(a.adjustedPrice).toBeCloseTo(1_050_000);
    expect(a.grossAdjustment).toBeCloseTo(0.05);
  });
  it('adds value when the subject is bigger, newer or has more rooms, below the average $/sq ft', () => {
    const smaller = adjustComp(subject, { ...comp, sqft: 1600 }, 1);
    expect(smaller.adjustments.livingArea).toBeGreaterThan(0);
    expect(smaller.adjustments.livingArea).toBeLessThan(400 * (1_000_000 / 1600));
    const older = adjustComp(subject, { ...comp, yearBuilt: 1970, baths: 1, beds: 2 }, 1);
    expect(older.adjustments.age).toBeCloseTo(1_000_000 * 0.002 * 20);
    expect(older.adjustments.baths).toBeCloseTo(25_000);
    expect(older.adjustments.beds).toBeCloseTo(10_000);
    const condo = adjustComp({ ...subject, propertyType: 'condo' }, { ...comp, lotSqft: 100 }, 1);
    expect(condo.adjustments.lot).toBe(0);
  });
  it("adjusts a house for its lot but not a townhouse, whose recorded lot is often the complex's", () => {
    const house = adjustComp({ ...subject, lotSqft: 12_000 }, comp, 1);
    expect(house.adjustments.lot).toBeGreaterThan(0);
    const townhouse = adjustComp(
      { ...subject, propertyType: 'townhouse', lotSqft: 1_500 },
      { ...comp, propertyType: 'townhouse', lotSqft: 590_000 },
      1,
    );
    expect(townhouse.adjustments.lot).toBe(0);
    expect(townhouse.adjustedPrice).toBeCloseTo(1_000_000);
  });
  it('does not adjust for facts unknown on either side', () => {
    const a = adjustComp(
      { ...subject, sqft: null, yearBuilt: null },
      { ...comp, sqft: 900, yearBuilt: 1900 },
      1,
    );
    expect(a.adjustments.livingArea).toBe(0);
    expect(a.adjustments.age).toBe(0);
  });
});

const selected = (price: number, similarity: number): SelectedComp => ({
  sale: { ...comp, price },
  distanceMiles: 0.1,
  similarity,
  reasons: [],
  ownSale: false,
});

describe('estimateMarketValue', () => {
  it('weights comps needing little adjustment most and puts the value inside its range', () => {
    const comps = [selected(1_000_000, 0.95), selected(1_020_000, 0.9), selected(980_000, 0.9)];
    const adjusted = comps.map((c) => adjustComp(subject, c.sale, 1));
    const v = estimateMarketValue(comps, adjusted, SEARCH_STEPS[0]!);
    expect(v.value).toBeGreaterThan(985_000);
    expect(v.value).toBeLessThan(1_015_000);
    expect(v.low!).toBeLessThan(v.value!);
    expect(v.high!).toBeGreaterThan(v.value!);
    expect(v.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(v.confidence).toBe('medium');
  });
  it('is wider and less confident when comps disagree or come from a wide search', () => {
    const agree = [0, 1, 2, 3, 4].map(() => selected(1_000_000, 0.9));
    const disagree = [600_000, 800_000, 1_000_000, 1_200_000, 1_400_000].map((p) => selected(p, 0.9));
    const v1 = estimateMarketValue(
      agree,
      agree.map((c) => adjustComp(subject, c.sale, 1)),
      SEARCH_STEPS[0]!,
    );
    const v2 = estimateMarketValue(
      disagree,
      disagree.map((c) => adjustComp(subject, c.sale, 1)),
      SEARCH_STEPS[0]!,
    );
    expect(v1.confidence).toBe('high');
    expect(v2.high! - v2.low!).toBeGreaterThan(v1.high! - v1.low!);
    const wide = estimateMarketValue(
      agree,
      agree.map((c) => adjustComp(subject, c.sale, 1)),
      SEARCH_STEPS[4]!,
    );
    expect(wide.confidence).toBe('low');
    expect(estimateMarketValue([], [], SEARCH_STEPS[0]!)).toMatchObject({ value: null, confidence: 'none' });
  });
});

describe('ratioStudy', () => {
  it('computes the IAAO figures on a known set', () => {
    const s = ratioStudy([
      { estimate: 90, price: 100 },
      { estimate: 100, price: 100 },
      { estimate: 110, price: 100 },
      { estimate: 105, price: 100 },
    ])!;
    expect(s.medianRatio).toBeCloseTo(1.025);
    expect(s.cod).toBeCloseTo((100 * ((0.125 + 0.025 + 0.075 + 0.025) / 4)) / 1.025, 6);
    expect(s.prd).toBeCloseTo(1);
    expect(s.medianAbsErrorPct).toBeCloseTo(7.5);
    expect(s.within10Pct).toBe(100);
  });
  it('trims ratio outliers beyond 3 IQR for COD but not for the error figures', () => {
    const pairs = [
      ...Array.from({ length: 20 }, (_, i) => ({ estimate: 95 + i / 2, price: 100 })),
      { estimate: 1000, price: 10 },
    ];
    const s = ratioStudy(pairs)!;
    expect(s.trimmed).toBe(1);
    expect(s.cod).toBeLessThan(5);
    expect(s.n).toBe(21);
  });
  it('shows regressivity: cheap homes over-valued gives PRD above 1 and a negative PRB', () => {
    const pairs = [100, 200, 400, 800, 1600].flatMap((p) => [
      { estimate: p * (1.2 - p / 4000), price: p },
      { estimate: p * (1.18 - p / 4000), price: p },
    ]);
    const s = ratioStudy(pairs)!;
    expect(s.prd).toBeGreaterThan(1.03);
    expect(s.prb).toBeLessThan(-0.05);
    expect(ratioStudy([])).toBeNull();
  });
});
