import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import {
  comparable,
  drawnFormText,
  hasPdftotext,
  insertPaidOrder,
  withAnalyses,
} from './appeals.test-helpers.ts';

/**
 * The informal request's value date and what it compares with (issue 50 items 1 and 4, decision 251),
 * through POST /fill-form on app.clock: Alameda's assessor takes the upcoming year's request, so once
 * its formal period has closed (September 15) the request argues the next January 1; a year whose roll
 * is not yet enrolled (before July 1) is compared with its factored base-year value, the roll value
 * times the inflation factor (R&T §51), not with the roll value itself.
 */
let now = new Date('2026-08-10T19:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let owner: { access: string; user_id: string };
const JOBS = { alameda: 'job_informal_year_alameda', la: 'job_informal_year_la' } as const;

beforeAll(async () => {
  const analyses = new Map<string, unknown>([
    [JOBS.alameda, sampleAnalysis({ jobId: JOBS.alameda })],
    [
      JOBS.la,
      sampleAnalysis({ jobId: JOBS.la, county: 'la', zip: '91101', city: 'Pasadena', apn: '2581-006-055' }),
    ],
  ]);
  t = await createTestApp({}, { clock, ...withAnalyses(analyses) });
  owner = await signUp(t.app);
  for (const jobId of Object.values(JOBS))
    await insertPaidOrder(t.database, { jobId, tier: 'basic', userId: owner.user_id });
});
afterAll(async () => t?.close());

/** The informal request drawn on `instant`, as pdftotext reads it (one space for each run of blanks). */
async function requestOn(instant: string, county: keyof typeof JOBS): Promise<string> {
  now = new Date(instant);
  const text = await drawnFormText(t, owner, {
    county,
    route: 'informal',
    jobId: JOBS[county],
    info: county === 'la' ? { apn: '2581-006-055' } : {},
    comparables: [comparable(), comparable({ address: '470 Oak Ave, Oakland, CA 94611' })],
  });
  return text.replace(/\s+/g, ' ');
}

// completeInfo's roll value is $1,092,420; every factor after 2026 is taken at the 2% cap.
const FACTORED = '$1,114,268';

describe.skipIf(!hasPdftotext)('the informal request’s value date and comparison, on the app clock', () => {
  it.each([
    // Alameda's formal period is open (July 2 to September 15): the current year, against its roll value.
    ['2026-08-10T19:00:00Z', 2026, null],
    // Its last day (a Tuesday): still the current year.
    ['2026-09-15T19:00:00Z', 2026, null],
    // The day after: the upcoming year, against the 2026 roll value factored to January 1, 2027.
    ['2026-09-16T19:00:00Z', 2027, 2026],
    ['2026-12-02T20:00:00Z', 2027, 2026],
    // The new year: the 2027 value, whose roll is not enrolled before July 1, 2027.
    ['2027-01-15T20:00:00Z', 2027, 2026],
    ['2027-04-15T19:00:00Z', 2027, 2026],
    // July: the 2027 roll is enrolled and its formal period open: compared with the roll value itself.
    ['2027-07-10T19:00:00Z', 2027, null],
    // After the 2027 period closed: the request is for January 1, 2028, from the 2027 roll value.
    ['2027-09-20T19:00:00Z', 2028, 2027],
  ] as const)('Alameda on %s: the value on January 1, %i', async (instant, year, factoredFrom) => {
    const text = await requestOn(instant, 'alameda');
    expect(text).toContain(`VALUE ON JANUARY 1, ${year}`);
    expect(text).not.toContain(`VALUE ON JANUARY 1, ${year + 1}`);
    expect(text).toContain('$1,092,420');
    if (factoredFrom === null) {
      expect(text).toContain("ASSESSOR'S VALUE ON THE ROLL (CURRENT ASSESSED VALUE)");
      expect(text).not.toContain('FACTORED BASE-YEAR VALUE');
      expect(text).not.toContain(FACTORED);
    } else {
      expect(text).toContain(`${factoredFrom} VALUE ON THE ROLL`);
      expect(text).toContain(`FACTORED BASE-YEAR VALUE, JANUARY 1, ${year}`);
      expect(text).toContain(FACTORED);
      expect(text).toContain(
        `Compared with the factored base-year value for January 1, ${year}, not the ${factoredFrom} roll value: the ${factoredFrom} value on the roll, $1,092,420, times the ${year} inflation factor, 1.0200 (a factor not yet published is taken at the 2% cap, the most it can be), is ${FACTORED}.`,
      );
      expect(text).toContain('(R&T §51(a)(1)(C))');
      expect(text).not.toContain("ASSESSOR'S VALUE ON THE ROLL (CURRENT ASSESSED VALUE)");
    }
    // Prepared for the upcoming year, it says so, and which sales it wants.
    if (year > Number(instant.slice(0, 4)))
      expect(text).toContain(
        `The Alameda County Assessor takes a request for the upcoming year as well as the current one: this request is for the value on January 1, ${year}, which the roll enrolled by July 1, ${year} carries. Its sales should be as close to January 1, ${year} as possible and none after March 31, ${year}`,
      );
    else expect(text).not.toContain('takes a request for the upcoming year');
  });

  it('Los Angeles (no upcoming-year request): the current year while RP-87 is open, the next once it closed', async () => {
    const open = await requestOn('2026-11-24T20:00:00Z', 'la');
    expect(open).toContain('VALUE ON JANUARY 1, 2026');
    expect(open).toContain("ASSESSOR'S VALUE ON THE ROLL (CURRENT ASSESSED VALUE)");
    expect(open).not.toContain('FACTORED BASE-YEAR VALUE');
    const closed = await requestOn('2026-12-02T20:00:00Z', 'la');
    expect(closed).toContain('VALUE ON JANUARY 1, 2027');
    expect(closed).toContain('FACTORED BASE-YEAR VALUE, JANUARY 1, 2027');
    expect(closed).toContain(FACTORED);
    expect(closed).not.toContain('takes a request for the upcoming year');
  });
});
