import { describe, expect, it } from 'vitest';
import { dueReminder, reminderDates, watchedWindow, watchRequestSchema } from './watches.ts';

const noon = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe('dueReminder (decision 228)', () => {
  it('follows the calendar: July 2, then 14 and 2 days before a weekend-rolled last day', () => {
    // Alameda's 2029 last day, September 15, is a Saturday: Monday, September 17.
    expect(reminderDates('alameda', noon('2029-01-10')).due).toEqual({
      window_open: { year: 2029, month: 7, day: 2 },
      closes_in_14: { year: 2029, month: 9, day: 3 },
      closes_in_2: { year: 2029, month: 9, day: 15 },
    });
    const kind = (iso: string) => dueReminder('alameda', noon(iso))?.kind ?? null;
    expect(kind('2029-07-01')).toBeNull();
    expect(kind('2029-07-02')).toBe('window_open');
    expect(kind('2029-09-02')).toBe('window_open');
    expect(kind('2029-09-03')).toBe('closes_in_14');
    expect(kind('2029-09-14')).toBe('closes_in_14');
    expect(kind('2029-09-15')).toBe('closes_in_2');
    expect(kind('2029-09-17')).toBe('closes_in_2');
    expect(kind('2029-09-18')).toBeNull();
  });

  it('uses the California date: 11 p.m. on July 1 there is already July 2 in UTC', () => {
    expect(dueReminder('la', new Date('2029-07-02T06:00:00Z'))).toBeNull();
    expect(dueReminder('la', new Date('2029-07-02T07:30:00Z'))?.kind).toBe('window_open');
  });

  it('watches next year’s window once this year’s has closed', () => {
    expect(watchedWindow('alameda', noon('2026-12-02')).rollYear).toBe(2027);
    expect(watchedWindow('la', noon('2026-11-30')).rollYear).toBe(2026);
  });
});

describe('watchRequestSchema', () => {
  it('takes a job and an optional address, and refuses a malformed one', () => {
    expect(watchRequestSchema.parse({ job_id: ' j1 ' })).toEqual({ job_id: 'j1' });
    expect(watchRequestSchema.safeParse({ job_id: 'j1', email: 'nope' }).error?.issues[0]?.message).toBe(
      'Invalid email address.',
    );
  });
});
