import { describe, expect, it } from 'vitest';
import { baseYearAppealFor, baseYearAppealInReach, baseYearAppealYears } from './base-year.ts';

describe('base-year appeals in reach (R&T §80(a)(3), decision 248)', () => {
  it('enrols a purchase on the roll of the lien date after it, and keeps it open three years more', () => {
    expect(baseYearAppealYears('2024-06-15')).toEqual({ enrolled: 2025, last: 2028 });
    // January 1 itself: the lien date is 12:01 a.m., so the purchase is enrolled on the next year's roll.
    expect(baseYearAppealYears('2024-01-01')).toEqual({ enrolled: 2025, last: 2028 });
    expect(baseYearAppealYears('2023-12-31')).toEqual({ enrolled: 2024, last: 2027 });
    expect(baseYearAppealYears('not a date')).toBeNull();
  });

  it.each([
    ['2024-06-15', 2024, false], // the year of the purchase: its supplemental assessment, not the roll's
    ['2024-06-15', 2025, true], // the enrolment year
    ['2024-06-15', 2028, true], // the last year in reach
    ['2024-06-15', 2029, false], // the year after: the base-year value stands
    ['2023-12-31', 2027, true],
    ['2023-12-31', 2028, false],
    ['2024-01-01', 2028, true],
  ] as const)('a purchase on %s is in reach for roll year %i: %s', (date, rollYear, inReach) => {
    expect(baseYearAppealInReach(date, rollYear)).toBe(inReach);
  });

  it('says what the appeal argues, its years and reason B, for a roll year in reach', () => {
    const note = baseYearAppealFor({ date: '2024-06-15', price: 1_050_000 }, 2026);
    expect(note).toMatchObject({
      purchase_date: '06/15/2024',
      price: 1_050_000,
      enrolled_roll_year: 2025,
      last_roll_year: 2028,
    });
    expect(note!.text).toContain('You bought the home on June 15, 2024 for $1,050,000.');
    expect(note!.text).toContain('2025 to 2028 (California Revenue and Taxation Code §80(a)(3))');
    expect(note!.text).toContain('R&T §110(b)');
    expect(note!.text).toContain('personal property');
    expect(note!.text).toContain("arm's length");
    expect(note!.text).toContain('factored base-year value');
    expect(note!.text).toContain('reason B (change in ownership: the base year value is incorrect)');
    expect(note!.text).not.toContain('is the last in which');
  });

  it('says when the roll year is the last one in reach, and nothing the year after', () => {
    expect(baseYearAppealFor({ date: '2024-06-15', price: 1_050_000 }, 2028)!.text).toContain(
      'The 2028 roll year is the last in which it can be appealed',
    );
    expect(baseYearAppealFor({ date: '2024-06-15', price: 1_050_000 }, 2029)).toBeNull();
    expect(baseYearAppealFor({ date: '2024-06-15', price: 1_050_000 }, 2024)).toBeNull();
  });

  it('says nothing without a purchase or its price', () => {
    expect(baseYearAppealFor(null, 2026)).toBeNull();
    expect(baseYearAppealFor({ date: '2024-06-15', price: 0 }, 2026)).toBeNull();
    expect(baseYearAppealFor({ date: '', price: 900_000 }, 2026)).toBeNull();
  });
});
