import { describe, expect, it } from 'vitest';
import {
  dueInformalReminder,
  dueNoticeReminder,
  dueRecheck,
  dueReminder,
  informalNote,
  informalReminderDates,
  reminderDates,
  resultChanged,
  watchedWindow,
  watchRequestSchema,
} from './watches.ts';

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

describe('dueRecheck (decision 238)', () => {
  const watched = noon('2029-12-01');
  const point = (iso: string, at = watched) => {
    const due = dueRecheck(noon(iso), at);
    return due ? `${due.point} ${due.rollYear}` : null;
  };
  it('re-checks on January 1, April 15 and July 2, each due until the next', () => {
    expect(point('2029-12-31')).toBeNull();
    expect(point('2030-01-01')).toBe('recheck_lien_date 2030');
    expect(point('2030-04-14')).toBe('recheck_lien_date 2030');
    expect(point('2030-04-15')).toBe('recheck_sales_in 2030');
    expect(point('2030-07-01')).toBe('recheck_sales_in 2030');
    expect(point('2030-07-02')).toBe('recheck_window_opens 2030');
    expect(point('2030-12-31')).toBe('recheck_window_opens 2030');
    expect(point('2031-01-01')).toBe('recheck_lien_date 2031');
  });

  it('counts only checkpoints from the day the home was watched, in California dates', () => {
    expect(point('2030-05-01', noon('2030-05-01'))).toBeNull();
    expect(point('2030-07-02', noon('2030-07-02'))).toBe('recheck_window_opens 2030');
    // 11 p.m. on December 31 in California is January 1 in UTC: still the old year there.
    expect(dueRecheck(new Date('2030-01-01T07:30:00Z'), watched)).toBeNull();
    expect(dueRecheck(new Date('2030-01-01T08:30:00Z'), watched)?.point).toBe('recheck_lien_date');
  });
});

describe('resultChanged (decision 238)', () => {
  const told = { verdict: 'overpaying' as const, saving: 1_908, rollYear: 2030 };
  it('is news when the verdict changes or the saving moves by $50 or more', () => {
    expect(resultChanged(told, { ...told, saving: 1_859 })).toBe(false);
    expect(resultChanged(told, { ...told, saving: 1_858 })).toBe(true);
    expect(resultChanged(told, { ...told, verdict: 'too_close' })).toBe(true);
    expect(resultChanged(told, { ...told, saving: null })).toBe(true);
    expect(resultChanged(told, { ...told, rollYear: 2031 })).toBe(false);
  });
});

describe('informal-review reminders (decision 238)', () => {
  it('Santa Clara: the day its review opens and 14 days before it ends', () => {
    expect(informalReminderDates('santa_clara', 2030).due).toEqual({
      informal_opens: { year: 2030, month: 6, day: 30 },
      informal_closes_in_14: { year: 2030, month: 7, day: 18 },
    });
    const kind = (iso: string) => dueInformalReminder('santa_clara', noon(iso))?.kind ?? null;
    expect(kind('2030-06-29')).toBeNull();
    expect(kind('2030-06-30')).toBe('informal_opens');
    expect(kind('2030-07-17')).toBe('informal_opens');
    expect(kind('2030-07-18')).toBe('informal_closes_in_14');
    expect(kind('2030-08-01')).toBe('informal_closes_in_14');
    expect(kind('2030-08-02')).toBeNull();
  });

  it('a county that gives only the last day is reminded 14 days before it', () => {
    expect(informalReminderDates('riverside', 2030).due).toEqual({
      informal_closes_in_14: { year: 2030, month: 10, day: 18 },
    });
  });

  it('no mail of its own on a regular reminder’s day: that reminder names the review', () => {
    expect(informalReminderDates('la', 2030).due).toEqual({});
    expect(informalReminderDates('contra_costa', 2030).due).toEqual({});
    expect(informalReminderDates('alameda', 2030).due).toEqual({});
    expect(informalNote('la', 2030, { year: 2030, month: 7, day: 2 })).toContain(
      'free informal review (RP-87 Decline-in-Value Review',
    );
    // November 30, 2030 is a Saturday: the review's last day rolls to Monday, December 2.
    expect(informalNote('la', 2030, { year: 2030, month: 12, day: 2 })).toContain('until December 2, 2030');
    expect(informalNote('la', 2030, { year: 2030, month: 12, day: 3 })).toBeNull();
    expect(informalNote('alameda', 2030, { year: 2030, month: 7, day: 2 })).toBeNull();
  });
});

describe('dueNoticeReminder (decision 241)', () => {
  const mailed = { year: 2029, month: 10, day: 3 }; // + 60 days = Sunday, December 2 → Monday, December 3
  const on = (iso: string) => dueNoticeReminder(mailed, new Date(`${iso}T19:00:00Z`));
  it('is due 14 and 2 days before the weekend-rolled last day, the latest only, nothing after it', () => {
    expect(on('2029-11-18')).toBeNull();
    expect(on('2029-11-19')).toMatchObject({
      kind: 'notice_closes_in_14',
      daysLeft: 14,
      deadline: { year: 2029, month: 12, day: 3 },
    });
    expect(on('2029-11-30')).toMatchObject({ kind: 'notice_closes_in_14', daysLeft: 3 });
    expect(on('2029-12-01')).toMatchObject({ kind: 'notice_closes_in_2', daysLeft: 2 });
    expect(on('2029-12-03')).toMatchObject({ kind: 'notice_closes_in_2', daysLeft: 0 });
    expect(on('2029-12-04')).toBeNull();
  });
});
