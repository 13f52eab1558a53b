import { describe, expect, it } from 'vitest';
import { nextAppealDeadline, shortUsDate } from './appeal-deadline.ts';

/** Noon in California on a calendar day. */
const ca = (iso: string) => new Date(`${iso}T20:00:00Z`);

describe('appeal deadline by county', () => {
  it("counts down to this year's end while it is ahead", () => {
    const deadline = nextAppealDeadline('la', ca('2026-11-21'));
    expect(shortUsDate(deadline.ends)).toBe('11/30/2026');
    expect(deadline.daysToGo).toBe(9);
    expect(deadline.isOpen).toBe(true);
  });

  it('moves to next year once the window has closed (Sep 15 counties)', () => {
    const deadline = nextAppealDeadline('alameda', ca('2026-11-21'));
    expect(shortUsDate(deadline.ends)).toBe('9/15/2027');
    expect(deadline.isOpen).toBe(false);
    expect(deadline.daysToGo).toBe(298);
    expect(deadline.daysToOpen).toBe(223);
  });

  it('counts a closed window to the next opening (Los Angeles, Dec 2, 2026 → July 2, 2027)', () => {
    const deadline = nextAppealDeadline('la', ca('2026-12-02'));
    expect(deadline.isOpen).toBe(false);
    expect(shortUsDate(deadline.opens)).toBe('7/2/2027');
    expect(deadline.daysToOpen).toBe(212);
    expect(nextAppealDeadline('la', ca('2027-07-02')).daysToOpen).toBe(0);
  });

  it('is 0 days on the last day itself, until midnight in California', () => {
    expect(nextAppealDeadline('santa_clara', ca('2026-09-15')).daysToGo).toBe(0);
    // 23:30 PDT on Sep 15 is already Sep 16 in UTC.
    expect(nextAppealDeadline('santa_clara', new Date('2026-09-16T06:30:00Z')).daysToGo).toBe(0);
  });

  it('moves a weekend deadline to the Monday', () => {
    expect(shortUsDate(nextAppealDeadline('ventura', ca('2029-08-01')).ends)).toBe('9/17/2029'); // Sat 9/15/2029
    expect(shortUsDate(nextAppealDeadline('riverside', ca('2025-08-01')).ends)).toBe('12/1/2025'); // Sun 11/30/2025
    expect(shortUsDate(nextAppealDeadline('contra_costa', ca('2026-08-01')).ends)).toBe('11/30/2026'); // Monday
  });
});
