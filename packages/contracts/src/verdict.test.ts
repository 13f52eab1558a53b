import { describe, expect, it } from 'vitest';
import {
  isRecentPurchase,
  opinionWithheldBecause,
  proposedOpinion,
  savingOn,
  shownSavingFor,
  verdictFigures,
  verdictHeading,
  verdictOf,
} from './verdict.ts';

const base = { marketValue: 900_000, rangeHigh: 1_000_000, rollYear: 2025 };

describe('verdictOf', () => {
  it('says overpaying only above the top of the range', () => {
    expect(verdictOf({ ...base, assessedValue: 1_000_001 }).state).toBe('overpaying');
    expect(verdictOf({ ...base, assessedValue: 1_000_000 }).state).toBe('too_close');
  });
  it('is too close to call between the market value and the top of the range', () => {
    expect(verdictOf({ ...base, assessedValue: 900_001 }).state).toBe('too_close');
    expect(verdictOf({ ...base, assessedValue: 950_000 }).state).toBe('too_close');
  });
  it('is in good shape at or below the market value', () => {
    expect(verdictOf({ ...base, assessedValue: 900_000 }).state).toBe('good_shape');
    expect(verdictOf({ ...base, assessedValue: 500_000 }).state).toBe('good_shape');
  });
  it('is unknown without an assessed value or an estimate', () => {
    expect(verdictOf({ ...base, assessedValue: null }).state).toBe('unknown');
    expect(verdictOf({ ...base, assessedValue: 0 }).state).toBe('unknown');
    expect(verdictOf({ ...base, marketValue: null, rangeHigh: null, assessedValue: 1 }).state).toBe(
      'unknown',
    );
  });
  it('lets a recent purchase at or above the assessed value decide: a board presumes its price', () => {
    const purchase = { date: '2024-03-15', price: 1_200_000 };
    const v = verdictOf({ ...base, assessedValue: 1_200_000, purchase });
    expect(v).toEqual({ state: 'good_shape', presumedPurchase: purchase, purchaseBelowAssessed: null });
    // Bought for less than the roll value: the purchase is evidence for an appeal, not against it.
    const cheap = { date: '2024-03-15', price: 800_000 };
    const w = verdictOf({ ...base, assessedValue: 1_100_000, purchase: cheap });
    expect(w.state).toBe('overpaying');
    expect(w.purchaseBelowAssessed).toEqual(cheap);
  });
  it('weighs a purchase from July 1 two years before the lien date to March 31 after it', () => {
    expect(isRecentPurchase({ date: '2023-07-01', price: 1 }, 2025)).toBe(true);
    expect(isRecentPurchase({ date: '2023-06-30', price: 1 }, 2025)).toBe(false);
    expect(isRecentPurchase({ date: '2025-03-31', price: 1 }, 2025)).toBe(true);
    expect(isRecentPurchase({ date: '2025-04-01', price: 1 }, 2025)).toBe(false);
    expect(isRecentPurchase({ date: '2024-13', price: 1 }, 2025)).toBe(false);
    const old = { date: '2019-05-01', price: 2_000_000 };
    expect(verdictOf({ ...base, assessedValue: 1_100_000, purchase: old }).state).toBe('overpaying');
  });
});

describe('the saving on the one market value', () => {
  it('is the effective rate × (assessed − market value), never positive in good shape', () => {
    expect(savingOn(1_000_000, 900_000, 1.2)).toBeCloseTo(1200);
    expect(savingOn(800_000, 900_000, 1.2)).toBeCloseTo(-1200);
    expect(savingOn(null, 900_000, 1.2)).toBeNull();
    expect(shownSavingFor('good_shape', 500)).toBe(0);
    expect(shownSavingFor('overpaying', 1200.4)).toBe(1200);
    expect(shownSavingFor('too_close', -3)).toBe(0);
  });
  it('names the roll year in the good-shape heading', () => {
    expect(verdictHeading('good_shape', 2026)).toBe('You are in good shape in 2026');
    expect(verdictHeading('too_close', 2026)).toBe("It's too close to call");
    expect(verdictHeading('overpaying', 2026)).toBe("You're overpaying");
  });
});

describe('proposedOpinion: what the form and the letter propose (decisions 179, 180)', () => {
  const at = { estimate: 900_000, assessedValue: 1_000_000, rollYear: 2026 };
  it('proposes the estimate only below the assessed value', () => {
    expect(proposedOpinion(at)).toBe(900_000);
    expect(proposedOpinion({ ...at, estimate: 1_000_000 })).toBeNull();
    expect(proposedOpinion({ ...at, estimate: 1_100_000 })).toBeNull();
    expect(proposedOpinion({ ...at, assessedValue: null })).toBeNull();
    expect(proposedOpinion({ ...at, estimate: null })).toBeNull();
  });
  it('says why it proposes nothing, the purchase first', () => {
    expect(opinionWithheldBecause(at)).toBeNull();
    expect(opinionWithheldBecause({ ...at, estimate: 1_000_000 })).toBe('not_below_assessed');
    const purchase = { date: '2025-06-01', price: 1_000_000 };
    expect(opinionWithheldBecause({ ...at, purchase })).toBe('recent_purchase');
    expect(opinionWithheldBecause({ ...at, estimate: 1_100_000, purchase })).toBe('recent_purchase');
    expect(opinionWithheldBecause({ ...at, assessedValue: null })).toBeNull();
  });
  it("never against the owner's recent purchase at or above the assessed value", () => {
    const bought = (date: string, price: number) => proposedOpinion({ ...at, purchase: { date, price } });
    expect(bought('2025-06-01', 1_000_000)).toBeNull();
    expect(bought('2026-03-31', 1_050_000)).toBeNull();
    // Below the assessed value, the purchase supports the appeal: the estimate is proposed.
    expect(bought('2025-06-01', 990_000)).toBe(900_000);
    // Outside the window a board weighs (before July 1, 2024 or after March 31, 2026): not a presumption.
    expect(bought('2024-06-30', 1_050_000)).toBe(900_000);
    expect(bought('2026-04-01', 1_050_000)).toBe(900_000);
    expect(
      proposedOpinion({ ...at, rollYear: null, purchase: { date: '2025-06-01', price: 1_050_000 } }),
    ).toBe(900_000);
  });
});

describe('verdictFigures (decision 238: the result page and the re-checks read one verdict)', () => {
  const info = {
    assessed_value: 1_092_420,
    annual_tax: '$13,764',
    total_assessment: '$1,092,420',
    valuation: { market_value: 941_000, range_low: 905_000, range_high: 978_000, roll_year: 2030 },
  };
  it('reads the verdict, the bill’s rate and the saving shown from an analysis', () => {
    const figures = verdictFigures(info, 2026);
    expect(figures.verdict.state).toBe('overpaying');
    expect(figures.rollYear).toBe(2030);
    expect(figures.ratePercent).toBeCloseTo(1.26, 2);
    expect(figures.shownSaving).toBe(1_908);
  });

  it('shows no saving in good shape, and falls back to the given roll year without a valuation', () => {
    const good = {
      ...info,
      valuation: { ...info.valuation, market_value: 1_150_000, range_high: 1_250_000 },
    };
    expect(verdictFigures(good, 2026)).toMatchObject({ verdict: { state: 'good_shape' }, shownSaving: 0 });
    expect(verdictFigures({ ...info, valuation: null }, 2026)).toMatchObject({
      verdict: { state: 'unknown' },
      rollYear: 2026,
      shownSaving: null,
    });
  });
});
