import { describe, expect, it } from 'vitest';
import { nextAppealDeadline, shortUsDate, windowEndOfYear } from './appeal-deadline.ts';

describe('appeal deadline by county', () => {
  it("counts down to this year's end while it is ahead", () => {
    const deadline = nextAppealDeadline('la', new Date(2026, 10, 21)); // Nov 21 2026
    expect(shortUsDate(deadline.ends)).toBe('11/30/2026');
    expect(deadline.daysToGo).toBe(9);
    expect(deadline.isOpen).toBe(true);
  });

  it('moves to next year once the window has closed (Sep 15 counties)', () => {
    const deadline = nextAppealDeadline('alameda', new Date(2026, 10, 21));
    expect(shortUsDate(deadline.ends)).toBe('9/15/2027');
    expect(deadline.isOpen).toBe(false);
    expect(deadline.daysToGo).toBe(298);
  });

  it('is 0 days on the last day itself', () => {
    expect(nextAppealDeadline('santa_clara', new Date(2026, 8, 15, 18, 30)).daysToGo).toBe(0);
  });

  it('moves a weekend deadline to the Monday', () => {
    expect(shortUsDate(windowEndOfYear('ventura', 2029))).toBe('9/17/2029'); // Sat 9/15/2029
    expect(shortUsDate(windowEndOfYear('riverside', 2025))).toBe('12/1/2025'); // Sun 11/30/2025
    expect(shortUsDate(windowEndOfYear('contra_costa', 2026))).toBe('11/30/2026'); // Monday
  });
});
