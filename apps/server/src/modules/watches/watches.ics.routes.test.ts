import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { clockFrom, createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { BROWSER, createJob } from './watches.test-helpers.ts';

/**
 * GET /api/appeal-calendar.ics (issue 52 item 4, decision 228): a home's appeal dates as an iCalendar
 * file, read back with a maintained RFC 5545 parser (ical.js), not by matching strings.
 */
let t: TestApp;
const clock: Clock = { now: clockFrom(new Date('2026-12-02T18:00:00Z')).now };
beforeAll(async () => {
  t = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, { clock });
});
afterAll(() => t.close());

let ip = 0;
const ics = (
  jobId: string,
  who: { access?: string; browser?: string | null } = {},
  notice: Record<string, string> = {},
) => {
  const browser = who.browser === undefined ? BROWSER : who.browser;
  const query = new URLSearchParams({ job_id: jobId, ...notice }).toString();
  return t.app.inject({
    url: `/api/appeal-calendar.ics?${query}`,
    remoteAddress: `10.53.0.${++ip}`,
    headers: {
      ...(who.access ? { authorization: `Bearer ${who.access}` } : {}),
      ...(browser ? { cookie: `homie_browser=${browser}` } : {}),
    },
  });
};

interface ParsedEvent {
  summary: string;
  description: string;
  start: string;
  end: string;
  isDate: boolean;
  alarms: string[];
}

function events(body: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      isDate: event.startDate.isDate,
      alarms: component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('GET /api/appeal-calendar.ics', () => {
  it("answers the home's next regular window as all-day events, the last day with alarms 14 and 2 days before", async () => {
    // December 2, 2026: Alameda's 2026 period has closed; the watched window is 2027's.
    const jobId = await createJob(t.database);
    const res = await ics(jobId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="homie-appeal-dates.ics"');
    // RFC 5545: CRLF line ends, no content line over 75 octets.
    expect(res.body.endsWith('\r\n')).toBe(true);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = events(res.body);
    expect(parsed.map((e) => [e.summary, e.start, e.end, e.isDate])).toEqual([
      ['Property tax appeal filing opens: 123 Main St, Oakland, CA 94611', '2027-07-02', '2027-07-03', true],
      [
        'Last day to file the property tax appeal: 123 Main St, Oakland, CA 94611',
        '2027-09-15',
        '2027-09-16',
        true,
      ],
    ]);
    expect(parsed[1]!.alarms).toEqual(['-P14D', '-P2D']);
    expect(parsed[1]!.description).toContain(
      'The Alameda County Assessment Appeals Board must receive the application for the value on January 1, 2027 by September 15, 2027',
    );
  });

  it("rolls a deadline on a weekend to the next business day, and adds the assessor's informal review where its dates are published", async () => {
    // Los Angeles: November 30, 2027 is a Tuesday; in 2026 the window was still open on August 17.
    const jobId = await createJob(t.database, { county: 'la', zip: '91101', city: 'Pasadena' });
    clock.now = clockFrom(new Date('2028-01-10T18:00:00Z')).now;
    try {
      const parsed = events((await ics(jobId)).body);
      const last = parsed.find((e) => e.summary.startsWith('Last day to file'))!;
      // November 30, 2028 is a Thursday.
      expect(last.start).toBe('2028-11-30');
      // The Assessor's decline-in-value review, July 2 to November 30 (its end is exclusive: December 1).
      const informal = parsed.find((e) => e.start === '2028-07-02' && !e.summary.startsWith('Property tax'));
      expect(informal?.end).toBe('2028-12-01');
      expect(informal?.description).toContain(
        "The Los Angeles County Assessor's free informal review for the value on January 1, 2028",
      );
      expect(parsed).toHaveLength(3);
      for (const event of parsed) expect(event.isDate).toBe(true);
    } finally {
      clock.now = clockFrom(new Date('2026-12-02T18:00:00Z')).now;
    }
  });

  it("adds the informal review's last day, with an alarm 14 days before, where the county publishes only that", async () => {
    // Riverside's Decline-in-Value e-form, by about November 1 (2027: a Monday).
    const jobId = await createJob(t.database, { county: 'riverside', zip: '92501', city: 'Riverside' });
    clock.now = clockFrom(new Date('2027-03-10T18:00:00Z')).now;
    try {
      const parsed = events((await ics(jobId)).body);
      const informal = parsed.find((e) =>
        e.summary.startsWith("Last day for the assessor's informal review"),
      )!;
      expect(informal.start).toBe('2027-11-01');
      expect(informal.end).toBe('2027-11-02');
      expect(informal.alarms).toEqual(['-P14D']);
      expect(informal.description).toContain('until about November 1, 2027');
      expect(parsed).toHaveLength(3);
    } finally {
      clock.now = clockFrom(new Date('2026-12-02T18:00:00Z')).now;
    }
  });

  it('answers 404 for an unknown job, 403 for another browser’s, 400 without a job, and stores nothing', async () => {
    expect((await ics('no-such-job')).statusCode).toBe(404);
    const jobId = await createJob(t.database);
    const other = await ics(jobId, { browser: 'another-browser-key-0123456789abcdefghijkl' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('job_of_another_account');
    const missing = await t.app.inject({ url: '/api/appeal-calendar.ics', remoteAddress: '10.53.1.1' });
    expect(missing.statusCode).toBe(400);
  });

  it("adds a notice's 60-day deadline (R&T §1605(b)), a weekend moved to the Monday, with its alarms", async () => {
    const jobId = await createJob(t.database);
    // Mailed Friday, October 9, 2026: 60 days later is Tuesday, December 8.
    const res = await ics(jobId, {}, { notice_kind: 'supplemental', notice_mailed: '2026-10-09' });
    expect(res.statusCode, res.body).toBe(200);
    const notice = events(res.body).find((e) => e.summary.startsWith('Last day to appeal the supplemental'));
    expect(notice).toMatchObject({ start: '2026-12-08', end: '2026-12-09', alarms: ['-P14D', '-P2D'] });
    expect(notice!.description).toContain('mailed October 9, 2026');
    // Mailed Tuesday, October 13, 2026: 60 days later is Saturday, December 12 → Monday, December 14.
    const weekend = await ics(jobId, {}, { notice_kind: 'escape', notice_mailed: '2026-10-13' });
    expect(
      events(weekend.body).find((e) => e.summary.startsWith('Last day to appeal the escape'))?.start,
    ).toBe('2026-12-14');
  });

  it('refuses a notice date in the future, a year back, past its deadline, half given or malformed: 400 in words', async () => {
    const jobId = await createJob(t.database);
    const refused = async (notice: Record<string, string>) => {
      const res = await ics(jobId, {}, notice);
      expect(res.statusCode, JSON.stringify(notice)).toBe(400);
      return res.json().error as string;
    };
    expect(await refused({ notice_kind: 'escape', notice_mailed: '2026-12-03' })).toBe(
      'The mailing date cannot be in the future.',
    );
    expect(await refused({ notice_kind: 'escape', notice_mailed: '2025-11-01' })).toMatch(
      /more than a year ago/,
    );
    expect(await refused({ notice_kind: 'escape', notice_mailed: '2026-09-01' })).toBe(
      // 60 days after September 1 is Saturday, October 31: the last day was Monday, November 2.
      'The 60 days to appeal this notice ended on November 2, 2026.',
    );
    expect(await refused({ notice_mailed: '2026-11-01' })).toMatch(/kind of notice and its mailing date/);
    expect(await refused({ notice_kind: 'escape', notice_mailed: '2026-02-30' })).toMatch(/mailing date/);
    expect(await refused({ notice_kind: 'calamity', notice_mailed: '2026-11-01' })).toMatch(/kind of notice/);
  });

  it("lets a signed-in owner download their own job's dates", async () => {
    const owner = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const res = await ics(jobId, { access: owner.access, browser: null });
    expect(res.statusCode).toBe(200);
    expect(events(res.body).length).toBeGreaterThanOrEqual(2);
  });
});
