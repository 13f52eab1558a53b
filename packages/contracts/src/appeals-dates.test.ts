import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatUsDate, isoCalendarDate, parseIsoDate } from './appeals-dates.ts';

describe('calendar dates', () => {
  it('prints a calendar date as YYYY-MM-DD and as MM/DD/YYYY, zero-padded', () => {
    expect(isoCalendarDate({ year: 2026, month: 7, day: 2 })).toBe('2026-07-02');
    expect(formatUsDate({ year: 2026, month: 7, day: 2 })).toBe('07/02/2026');
  });

  it("reads a contract date (or an ISO timestamp's day) back, and nothing that is not a real date", () => {
    expect(parseIsoDate('2025-01-15')).toEqual({ year: 2025, month: 1, day: 15 });
    expect(parseIsoDate('2025-01-15T00:00:00Z')).toEqual({ year: 2025, month: 1, day: 15 });
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('01/15/2025')).toBeNull();
  });

  it("takes a moment's UTC calendar day, whatever the local time zone", () => {
    expect(isoCalendarDate(calendarDateOf(new Date('2026-11-30T23:30:00Z')))).toBe('2026-11-30');
  });
});
