import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualTax,
  comparableSalesCutoff,
  enrolledValue,
  estimateAssessedValue,
  factoredBaseYearValue,
  factorProduct,
  firstFactoredRollYear,
  inflationFactor,
  lienDate,
  PROP13_FACTOR_CAP,
  PROP13_INFLATION_FACTORS,
} from './prop13.ts';
import { prop13NotePart, valueNoteText } from './value-notes.ts';

const note = (e: ReturnType<typeof estimateAssessedValue>) => valueNoteText([prop13NotePart(e)]);

describe('inflation factors', () => {
  it('holds the factors domain.md names, confirmed, and never a flat 2%', () => {
    const named: Record<number, number> = {
      2010: 0.99763,
      2014: 1.00454,
      2016: 1.01525,
      2017: 1.02,
      2018: 1.02,
      2021: 1.01036,
      2022: 1.02,
      2025: 1.02,
    };
    for (const [year, factor] of Object.entries(named)) {
      expect(PROP13_INFLATION_FACTORS[Number(year)]).toEqual({ factor, confirmed: true });
    }
    for (const year of [2023, 2024, 2026])
      expect(PROP13_INFLATION_FACTORS[year]).toEqual({ factor: 1.02, confirmed: false });
    expect(inflationFactor(2010)).toBeLessThan(1);
  });

  it('never exceeds the 2% cap and uses it beyond the table', () => {
    for (let year = 1976; year <= 2030; year++)
      expect(inflationFactor(year)).toBeLessThanOrEqual(PROP13_FACTOR_CAP);
    expect(inflationFactor(2031)).toBe(PROP13_FACTOR_CAP);
    expect(inflationFactor(1975)).toBe(1);
  });

  it('multiplies factors over a range of roll years', () => {
    expect(factorProduct(2021, 2022)).toBeCloseTo(1.01036 * 1.02, 12);
    expect(factorProduct(2023, 2022)).toBe(1);
  });
});

describe('first factored roll year (R&T §75.18)', () => {
  it('factors a Jan 1 – Jun 30 change on the following Jan 1', () => {
    expect(firstFactoredRollYear('2022-01-01')).toBe(2023);
    expect(firstFactoredRollYear('2022-06-30')).toBe(2023);
  });
  it('factors a Jul 1 – Dec 31 change from the second Jan 1', () => {
    expect(firstFactoredRollYear('2022-07-01')).toBe(2024);
    expect(firstFactoredRollYear(new Date(Date.UTC(2022, 11, 31)))).toBe(2024);
  });
  it('treats pre-1975 bases as 1975 values', () => {
    expect(firstFactoredRollYear('1968-04-01')).toBe(1976);
    expect(() => firstFactoredRollYear('garbage')).toThrow(RangeError);
  });
});

describe('FBYV and Prop 8', () => {
  it('computes the FBYV of a May 2022 purchase for roll year 2026', () => {
    // Factors 2023, 2024, 2025, 2026: all 1.02.
    expect(factoredBaseYearValue(1_000_000, '2022-05-15', 2026)).toBe(Math.round(1_000_000 * 1.02 ** 4));
    expect(factoredBaseYearValue(1_000_000, '2022-09-15', 2026)).toBe(Math.round(1_000_000 * 1.02 ** 3));
    expect(factoredBaseYearValue(500_000, '2025-09-01', 2026)).toBe(500_000);
  });

  it('enrols the lower of FBYV and market value', () => {
    expect(enrolledValue(900_000, 800_000)).toEqual({ assessed: 800_000, prop8: true });
    expect(enrolledValue(900_000, 1_200_000)).toEqual({ assessed: 900_000, prop8: false });
    expect(enrolledValue(900_000, null)).toEqual({ assessed: 900_000, prop8: false });
  });

  it('never enrols above the FBYV, and the FBYV grows at most 2% a year (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1975, max: 2025 }),
        fc.integer({ min: 1, max: 12 }),
        fc.option(fc.integer({ min: 0, max: 80_000_000 }), { nil: null }),
        (base, year, month, market) => {
          const date = `${year}-${String(month).padStart(2, '0')}-01`;
          const fbyv = factoredBaseYearValue(base, date, 2026);
          expect(enrolledValue(fbyv, market).assessed).toBeLessThanOrEqual(fbyv);
          const years = 2026 - firstFactoredRollYear(date) + 1;
          expect(fbyv).toBeLessThanOrEqual(Math.round(base * 1.02 ** Math.max(0, years)) + 1);
        },
      ),
    );
  });

  it('computes annual tax from the rate', () => {
    expect(annualTax(837_692, 0.0117)).toBe(9801);
  });
});

describe('lien date and comparable cut-off (issue 16: from the roll year, not constants)', () => {
  it('are January 1 and March 31 of any roll year', () => {
    expect(lienDate(2026)).toBe('2026-01-01');
    expect(comparableSalesCutoff(2026)).toBe('2026-03-31');
    expect(lienDate(2031)).toBe('2031-01-01');
    expect(comparableSalesCutoff(2031)).toBe('2031-03-31');
  });
});

describe('estimateAssessedValue (issue 14 item 3)', () => {
  it('factors a January–June purchase from the next January 1 (R&T §75.18)', () => {
    const e = estimateAssessedValue({ basePrice: 800_000, baseDate: '2019-06-30', rollYear: 2026 });
    // First factor on Jan 1 2020: roll years 2020..2026 inclusive.
    expect(e.factor).toBeCloseTo(factorProduct(2020, 2026), 10);
    expect(e.value).toBe(Math.round(800_000 * factorProduct(2020, 2026)));
    expect(e).toMatchObject({ baseRollYear: 2020, prop8: false, afterLienDate: false });
  });

  it('enrols a July–December purchase unfactored on the next January 1, factored from the one after', () => {
    const e = estimateAssessedValue({ basePrice: 800_000, baseDate: '2019-07-01', rollYear: 2026 });
    expect(e.factor).toBeCloseTo(factorProduct(2021, 2026), 10);
    const june = estimateAssessedValue({ basePrice: 800_000, baseDate: '2019-06-30', rollYear: 2026 });
    // One factor (2020's 2%) fewer than the June purchase.
    expect(june.value / e.value).toBeCloseTo(inflationFactor(2020), 4);
    expect(
      estimateAssessedValue({ basePrice: 500_000, baseDate: '2025-08-15', rollYear: 2026 }),
    ).toMatchObject({
      value: 500_000,
      factor: 1,
      baseRollYear: 2026,
    });
    expect(estimateAssessedValue({ basePrice: 500_000, baseDate: '2025-03-15', rollYear: 2026 }).value).toBe(
      Math.round(500_000 * inflationFactor(2026)),
    );
  });

  it('never raises the value more than 2% a year, whatever the table says', () => {
    const e = estimateAssessedValue({ basePrice: 1_000_000, baseDate: '2010-03-01', rollYear: 2026 });
    expect(e.value).toBeLessThanOrEqual(Math.round(1_000_000 * PROP13_FACTOR_CAP ** 16));
    expect(e.value).toBeGreaterThan(1_000_000);
  });

  it('applies a Prop 8 cap: a lower January 1 market value is enrolled instead of the FBYV', () => {
    const e = estimateAssessedValue({
      basePrice: 900_000,
      baseDate: '2018-05-01',
      rollYear: 2021,
      marketValue: 850_000,
    });
    expect(e.factoredBaseYearValue).toBe(Math.round(900_000 * factorProduct(2019, 2021)));
    expect(e).toMatchObject({ value: 850_000, prop8: true });
    expect(note(e)).toContain('Prop 8');
    // A market value above the FBYV changes nothing.
    const high = estimateAssessedValue({ ...e, basePrice: 900_000, marketValue: 2_000_000 });
    expect(high).toMatchObject({ value: e.factoredBaseYearValue, prop8: false });
  });

  it('keeps a purchase after the roll year’s lien date off that roll and says so', () => {
    const e = estimateAssessedValue({ basePrice: 700_000, baseDate: '2026-02-10', rollYear: 2026 });
    expect(e).toMatchObject({ value: 700_000, afterLienDate: true, baseRollYear: 2027 });
    expect(note(e)).toMatch(/after the January 1, 2026 lien date/);
    expect(note(e)).toMatch(/^Estimate, not the county's figure/);
  });
});
