import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatUsDate, isoCalendarDate } from './appeals-dates.ts';

describe('calendar dates', () => {
  it('prints a calendar date as YYYY-MM-DD and as MM/DD/YYYY, zero-padded', () => {
    expect(isoCalendarDate({ year: 2026, month: 7, day: 2 })).toBe('2026-07-02');
    expect(formatUsDate({ year: 2026, month: 7, day: 2 })).toBe('07/02/2026');
  });

  it("takes a moment's UTC calendar day, whatever the local time zone", () => {
    expect(isoCalendarDate(calendarDateOf(new Date('2026-11-30T23:30:00Z')))).toBe('2026-11-30');
  });
});
