import { describe, expect, it } from 'vitest';
import {
  appealCalendar,
  calendarLines,
  californiaDate,
  currentRollYear,
  daysUntil,
  filingWindowCheck,
  INFORMAL_REVIEW_DATES,
  longCalendarDate,
  nextBusinessDay,
  regularAppealSale,
} from './appeal-calendar.ts';
import { COUNTY_KEYS, type CountyKey } from './counties.ts';

/** Noon in California on a calendar day (PST/PDT are both well inside that day in UTC). */
const ca = (iso: string) => new Date(`${iso}T20:00:00Z`);

describe('californiaDate', () => {
  it('is the date in California, not in UTC', () => {
    // 04:30 UTC on Nov 25 is 20:30 on Nov 24 in Los Angeles (PST, UTC-8).
    expect(californiaDate(new Date('2026-11-25T04:30:00Z'))).toEqual({ year: 2026, month: 11, day: 24 });
    // 06:59 UTC on Jul 1 is 23:59 on Jun 30 (PDT, UTC-7).
    expect(californiaDate(new Date('2026-07-01T06:59:00Z'))).toEqual({ year: 2026, month: 6, day: 30 });
    expect(californiaDate(new Date('2026-07-01T07:00:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it('names the roll year by the California new year', () => {
    expect(currentRollYear(new Date('2027-01-01T07:59:00Z'))).toBe(2026);
    expect(currentRollYear(new Date('2027-01-01T08:00:00Z'))).toBe(2027);
  });
});

describe('nextBusinessDay', () => {
  it('moves a Saturday or Sunday deadline to Monday and keeps a weekday', () => {
    expect(nextBusinessDay({ year: 2024, month: 11, day: 30 })).toEqual({ year: 2024, month: 12, day: 2 }); // Sat
    expect(nextBusinessDay({ year: 2025, month: 11, day: 30 })).toEqual({ year: 2025, month: 12, day: 1 }); // Sun
    expect(nextBusinessDay({ year: 2024, month: 9, day: 15 })).toEqual({ year: 2024, month: 9, day: 16 }); // Sun
    expect(nextBusinessDay({ year: 2026, month: 9, day: 15 })).toEqual({ year: 2026, month: 9, day: 15 }); // Tue
  });
});

const SEPTEMBER_15: CountyKey[] = ['alameda', 'ventura', 'santa_clara'];
const NOVEMBER_30: CountyKey[] = ['san_mateo', 'la', 'contra_costa', 'san_bernardino', 'riverside'];

describe('the formal appeal window across a year, every county', () => {
  it('covers every county once', () => {
    expect([...SEPTEMBER_15, ...NOVEMBER_30].sort()).toEqual([...COUNTY_KEYS].sort());
  });

  for (const county of COUNTY_KEYS) {
    const lastDay = SEPTEMBER_15.includes(county) ? '09-15' : '11-30';
    it(`${county}: not open before July 2, open July 2 to ${lastDay}, closed the day after`, () => {
      expect(appealCalendar(county, ca('2026-01-01')).formal.state).toBe('not_open');
      expect(appealCalendar(county, ca('2026-07-01')).formal.state).toBe('not_open');
      expect(appealCalendar(county, ca('2026-07-02')).formal.state).toBe('open');
      expect(appealCalendar(county, ca(`2026-${lastDay}`)).formal.state).toBe('open');
      const after = appealCalendar(county, ca(lastDay === '09-15' ? '2026-09-16' : '2026-12-01'));
      expect(after.formal.state).toBe('closed');
      expect(after.nextFormal).toMatchObject({
        rollYear: 2027,
        state: 'not_open',
        opens: { year: 2027, month: 7, day: 2 },
      });
      expect(appealCalendar(county, ca('2026-12-31')).formal.state).toBe('closed');
      // The new year brings the new roll year and its window, not yet open.
      const january = appealCalendar(county, ca('2027-01-02'));
      expect(january.rollYear).toBe(2027);
      expect(january.formal.state).toBe('not_open');
      expect(january.nextFormal).toBeNull();
    });
  }

  it('a deadline on a weekend is open on the Monday after it and closed the Tuesday', () => {
    // Nov 30 2025 was a Sunday.
    expect(appealCalendar('la', ca('2025-12-01')).formal).toMatchObject({
      state: 'open',
      closes: { year: 2025, month: 12, day: 1 },
    });
    expect(appealCalendar('la', ca('2025-12-02')).formal.state).toBe('closed');
    // Sep 15 2024 was a Sunday.
    expect(appealCalendar('alameda', ca('2024-09-16')).formal.state).toBe('open');
    expect(appealCalendar('alameda', ca('2024-09-17')).formal.state).toBe('closed');
  });

  it('the evening of the last day in California is still the last day', () => {
    // 23:00 PDT on Sep 15 2026 is 06:00 UTC on Sep 16.
    expect(appealCalendar('santa_clara', new Date('2026-09-16T06:00:00Z')).formal.state).toBe('open');
  });

  it('a roll year given by the operator (ROLL_YEAR) is the one whose window is computed', () => {
    const calendar = appealCalendar('la', ca('2026-11-24'), 2025);
    expect(calendar.rollYear).toBe(2025);
    expect(calendar.formal.state).toBe('closed');
    expect(calendar.nextFormal?.rollYear).toBe(2026);
  });
});

describe('the informal review', () => {
  it('has a date or an explicit unknown for every county', () => {
    for (const county of COUNTY_KEYS) expect(INFORMAL_REVIEW_DATES[county]).toBeDefined();
  });

  it('Los Angeles RP-87 runs July 2 to November 30', () => {
    expect(appealCalendar('la', ca('2026-08-01')).informal).toMatchObject({
      state: 'open',
      approximate: false,
    });
    expect(appealCalendar('la', ca('2026-12-01')).informal.state).toBe('closed');
  });

  it('an unpublished date is unknown, never printed', () => {
    const calendar = appealCalendar('ventura', ca('2026-11-24'));
    expect(calendar.informal).toMatchObject({ state: 'unknown', opens: null, closes: null });
    expect(calendarLines(calendar)[0]?.text).toMatch(/check with the assessor/);
  });

  it('an approximate last day says "about"', () => {
    const lines = calendarLines(appealCalendar('riverside', ca('2026-10-01')));
    expect(lines[0]?.text).toContain('about November 2, 2026'); // Nov 1 2026 is a Sunday
  });
});

describe('calendarLines', () => {
  it('Alameda on November 24: the period closed, and next year is named', () => {
    const lines = calendarLines(appealCalendar('alameda', ca('2026-11-24')));
    expect(lines.map((l) => l.route)).toEqual(['informal', 'formal', 'next']);
    // The case names the sentence the web app words in each language (decision 257).
    expect(lines.slice(1).map((l) => l.case)).toEqual(['formalClosed', 'next']);
    expect(lines[1]?.text).toBe('The 2026 filing period closed on September 15, 2026.');
    expect(lines[2]?.text).toBe(
      'The next regular period runs July 2, 2027 to September 15, 2027, for the value on January 1, 2027, with sales up to March 31, 2027.',
    );
  });

  it('Los Angeles on November 24: open now until November 30', () => {
    const lines = calendarLines(appealCalendar('la', ca('2026-11-24')));
    expect(lines.map((l) => l.route)).toEqual(['informal', 'formal']);
    expect(lines[1]?.case).toBe('formalOpen');
    expect(lines[1]?.text).toBe('Open now until November 30, 2026, for the value on January 1, 2026.');
  });
});

describe('dates in words', () => {
  it('formats without the viewer locale and counts days', () => {
    expect(longCalendarDate({ year: 2026, month: 11, day: 30 })).toBe('November 30, 2026');
    expect(daysUntil({ year: 2026, month: 11, day: 24 }, { year: 2026, month: 11, day: 30 })).toBe(6);
  });
});

describe('filingWindowCheck (/fill-form/validate)', () => {
  it('says a closed period is late and names the next one', () => {
    const check = filingWindowCheck(appealCalendar('alameda', ca('2026-11-24')));
    expect(check).toMatchObject({
      roll_year: 2026,
      state: 'closed',
      opens: '2026-07-02',
      closes: '2026-09-15',
    });
    expect(check.message).toMatch(
      /closed on September 15, 2026: an application for the 2026 value filed now is late/,
    );
    expect(check.message).toMatch(/The next period runs July 2, 2027 to September 15, 2027\./);
  });

  it('says an open period is open until its last day', () => {
    expect(filingWindowCheck(appealCalendar('la', ca('2026-11-24'))).message).toBe(
      'The 2026 regular filing period in Los Angeles County is open until November 30, 2026.',
    );
  });
});

describe('regularAppealSale (decision 225)', () => {
  const SEPTEMBER_15: CountyKey[] = ['alameda', 'ventura', 'santa_clara'];
  // The dates issue 50 names, at noon in California.
  const cases: Array<
    [string, (county: CountyKey) => { open: boolean; rollYear: number; preliminary: boolean }]
  > = [
    ['2026-12-02', () => ({ open: false, rollYear: 2026, preliminary: false })],
    ['2027-01-15', () => ({ open: true, rollYear: 2027, preliminary: true })],
    ['2027-04-15', () => ({ open: true, rollYear: 2027, preliminary: false })],
    ['2027-07-10', () => ({ open: true, rollYear: 2027, preliminary: false })],
    ['2027-09-20', (c) => ({ open: !SEPTEMBER_15.includes(c), rollYear: 2027, preliminary: false })],
    ['2027-12-01', () => ({ open: false, rollYear: 2027, preliminary: false })],
  ];

  for (const [day, expected] of cases) {
    it(`on ${day} says in every county whether a regular appeal can be sold, for one roll year`, () => {
      for (const county of COUNTY_KEYS) {
        const sale = regularAppealSale(county, ca(day));
        expect({ open: sale.open, rollYear: sale.rollYear, preliminary: sale.preliminary }, county).toEqual(
          expected(county),
        );
        expect(sale.formal.rollYear).toBe(sale.rollYear);
        expect(sale.evidenceCutoff).toEqual({ year: sale.rollYear, month: 3, day: 31 });
        if (sale.open) {
          expect(sale.next).toBeNull();
          expect(sale.closedMessage).toBeNull();
        } else {
          expect(sale.next?.rollYear).toBe(sale.rollYear + 1);
          expect(sale.closedMessage).toContain(
            `The appeal of the value on January 1, ${sale.rollYear + 1} can be prepared from that day and filed from July 2, ${sale.rollYear + 1}`,
          );
        }
      }
    });
  }

  it('opens on January 1 in California and closes after the last filing day, a weekend rolled', () => {
    // 07:59 UTC on Jan 1 is still Dec 31 in California: closed; 08:00 is the lien date: open.
    expect(regularAppealSale('la', new Date('2027-01-01T07:59:00Z')).open).toBe(false);
    expect(regularAppealSale('la', new Date('2027-01-01T08:00:00Z'))).toMatchObject({
      open: true,
      rollYear: 2027,
    });
    // September 15, 2024 was a Sunday: Alameda took applications until Monday the 16th.
    expect(regularAppealSale('alameda', ca('2024-09-16')).open).toBe(true);
    expect(regularAppealSale('alameda', ca('2024-09-17')).open).toBe(false);
    // November 30, 2024 was a Saturday: Los Angeles until Monday, December 2.
    expect(regularAppealSale('la', ca('2024-12-02')).open).toBe(true);
    expect(regularAppealSale('la', ca('2024-12-03')).closedMessage).toBe(
      'The 2024 regular appeal period in Los Angeles County closed on December 2, 2024, so Homie sells no appeal now: it could not be filed. The appeal of the value on January 1, 2025 can be prepared from that day and filed from July 2, 2025 to December 1, 2025.',
    );
  });
});
