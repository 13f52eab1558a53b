import { describe, expect, it } from 'vitest';
import { filingWindowFor, longDate, upcomingFilingWindow, windowState } from './filing-window.ts';

describe('filing windows', () => {
  it('runs Jul 2 - Sep 15 or Nov 30 by county', () => {
    expect(filingWindowFor('alameda', 2026)).toEqual({
      rollYear: 2026,
      lienDate: { year: 2026, month: 1, day: 1 },
      opens: { year: 2026, month: 7, day: 2 },
      closes: { year: 2026, month: 9, day: 15 },
    });
    expect(filingWindowFor('la', 2026).closes).toEqual({ year: 2026, month: 11, day: 30 });
  });

  it('moves a weekend deadline to the next Monday', () => {
    // Nov 30 2025 was a Sunday; Sep 15 2024 a Sunday; Nov 30 2024 a Saturday.
    expect(filingWindowFor('la', 2025).closes).toEqual({ year: 2025, month: 12, day: 1 });
    expect(filingWindowFor('santa_clara', 2024).closes).toEqual({ year: 2024, month: 9, day: 16 });
    expect(filingWindowFor('riverside', 2024).closes).toEqual({ year: 2024, month: 12, day: 2 });
  });

  it('picks this year until the last day has passed', () => {
    const nov21 = new Date('2026-11-21T12:00:00Z');
    expect(upcomingFilingWindow('la', nov21).rollYear).toBe(2026);
    expect(upcomingFilingWindow('alameda', nov21).rollYear).toBe(2027);
    expect(windowState(upcomingFilingWindow('la', nov21), nov21)).toBe('open');
    expect(windowState(upcomingFilingWindow('alameda', nov21), nov21)).toBe('not_open');
    expect(windowState(filingWindowFor('alameda', 2026), nov21)).toBe('closed');
  });

  it('writes long dates', () => {
    expect(longDate({ year: 2026, month: 11, day: 30 })).toBe('November 30, 2026');
  });
});
