// Re-checks on the county's dates and informal-review reminders (issue 52 item 2, decision 238), on a
// moved clock: the lien date (December 31 vs January 1), the sales to March 31 (April 14 vs 15), the
// window's opening (July 1 vs 2); a verdict or saving that changes is mailed, the same answer is not;
// each re-check runs once across restarts and two server processes on one database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { sampleAnalysis } from '#modules/appeals/appeals.fixtures.ts';
import type { AnalysisResultBody } from '#modules/properties/properties.plugin.ts';
import { createTestApp, createTestDatabase, signUp, type TestApp } from '../../../test/helpers.ts';
import { createJob, mailTo, watchHome } from './watches.test-helpers.ts';

/** Noon in California on a date. */
const noon = (iso: string) => new Date(`${iso}T19:00:00Z`);

/**
 * The test's answer to a re-run, per job: the sample analysis (assessed $1,092,420 on a $13,764 bill,
 * 1.26%; valued $941,000, range $905,000–$978,000: overpaying, $1,908 a year) with another value.
 */
type Answer = { market: number; low: number; high: number } | 'fails' | 'unvalued';
const answers = new Map<string, Answer>();
const reruns: { jobId: string; rollYear: number }[] = [];
const rerunsOf = (jobId: string) => reruns.filter((r) => r.jobId === jobId).map((r) => r.rollYear);

async function reappraise(jobId: string, rollYear: number): Promise<AnalysisResultBody | null> {
  reruns.push({ jobId, rollYear });
  const answer = answers.get(jobId);
  if (answer === 'fails') throw new Error('the comparables could not be read');
  const sample = sampleAnalysis({ jobId, rollYear });
  const valuation = sample.valuation!;
  if (answer === 'unvalued')
    return {
      property_info: sample.property_info!,
      comparable_properties: [],
      valuation: { ...valuation, market_value: null, range_low: null, range_high: null },
    };
  const value = answer ?? { market: 941_000, low: 905_000, high: 978_000 };
  return {
    property_info: sample.property_info!,
    comparable_properties: sample.comparable_properties,
    valuation: { ...valuation, market_value: value.market, range_low: value.low, range_high: value.high },
  };
}

const GOOD_SHAPE = { market: 1_150_000, low: 1_080_000, high: 1_250_000 };
/** $30 a year less than the sample's saving: the same answer. */
const NUDGED = { market: 943_400, low: 905_000, high: 978_000 };

let shared: { database: Awaited<ReturnType<typeof createTestDatabase>>['database']; drop(): Promise<void> };
let a: TestApp;
let b: TestApp;
const clock: Clock = { now: () => noon('2029-12-01') };
const sameDatabase = async () => ({ database: shared.database, drop: async () => {} });
const build = { clock, modules: { properties: { reappraise } } };
const MAILTO = 'unsubscribe@homie.example';

beforeAll(async () => {
  shared = await createTestDatabase();
  a = await createTestApp(
    { WATCH_SWEEP_INTERVAL_MINUTES: '0', UNSUBSCRIBE_MAILTO: MAILTO },
    build,
    sameDatabase,
  );
  b = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, build, sameDatabase);
}, 60_000);
afterAll(async () => {
  await a.close();
  await b.close();
  await shared.drop();
});
beforeEach(() => {
  clock.now = () => noon('2029-12-01');
});

const at = (iso: string) => {
  clock.now = () => noon(iso);
};

/** A signed-in owner watches a home of theirs on the clock's day. */
async function watched(options: { county?: string; city?: string; zip?: string } = {}) {
  const owner = await signUp(a.app);
  const jobId = await createJob(a.database, { userId: owner.user_id, ...options });
  const res = await watchHome(a.app, { job_id: jobId }, { access: owner.access });
  expect(res.statusCode).toBe(201);
  return { owner, jobId, watchId: (res.json() as { id: string }).id };
}

const subjects = async (email: string) => (await mailTo(shared.database, email)).map((m) => m.subject);
const told = async (watchId: string) =>
  (
    await shared.database.query<{
      told_verdict: string | null;
      told_saving: number | null;
      told_roll_year: number | null;
    }>('select told_verdict, told_saving, told_roll_year from watches where id = $1', [watchId])
  )[0];

describe('re-checks on the county’s dates', () => {
  it('run on January 1, April 15 and July 2, once each, and mail only a changed answer', async () => {
    const { owner, jobId, watchId } = await watched();
    const sweepOn = async (iso: string) => {
      at(iso);
      await a.app.watches.sweep();
      await a.app.watches.sweep();
      return subjects(owner.email);
    };
    // Watched in December: nothing until the lien date.
    expect(await sweepOn('2029-12-31')).toEqual([]);
    expect(rerunsOf(jobId)).toEqual([]);
    // January 1: the 2030 value, the same answer as the analysis the watch was made from: a baseline.
    expect(await sweepOn('2030-01-01')).toEqual([]);
    expect(rerunsOf(jobId)).toEqual([2030]);
    expect(await told(watchId)).toEqual({
      told_verdict: 'overpaying',
      told_saving: 1_908,
      told_roll_year: 2030,
    });

    // April 14: still nothing new; April 15: the sales to March 31 are in, the saving moved by $30 only.
    answers.set(jobId, NUDGED);
    expect(await sweepOn('2030-04-14')).toEqual([]);
    expect(rerunsOf(jobId)).toEqual([2030]);
    expect(await sweepOn('2030-04-15')).toEqual([]);
    expect(rerunsOf(jobId)).toEqual([2030, 2030]);
    expect((await told(watchId))?.told_saving).toBe(1_908);

    // July 1: nothing; July 2: the window opens (its reminder) and the home is now in good shape.
    answers.set(jobId, GOOD_SHAPE);
    expect(await sweepOn('2030-07-01')).toEqual([]);
    expect(rerunsOf(jobId)).toHaveLength(2);
    const mails = await sweepOn('2030-07-02');
    expect(rerunsOf(jobId)).toHaveLength(3);
    expect(mails).toEqual([
      'The 2030 appeal window is open for 123 Main St, Oakland, CA 94611 (Alameda County): file by September 16, 2030',
      'New 2030 figures for 123 Main St, Oakland, CA 94611 (Alameda County): You are in good shape in 2030',
    ]);
    expect(await told(watchId)).toEqual({ told_verdict: 'good_shape', told_saving: 0, told_roll_year: 2030 });
    // The rest of the year: nothing more to re-check until next January 1.
    expect(await sweepOn('2030-12-31')).toHaveLength(2);
    expect(rerunsOf(jobId)).toHaveLength(3);
    expect(await sweepOn('2031-01-01')).toHaveLength(2);
    expect(rerunsOf(jobId)).toEqual([2030, 2030, 2030, 2031]);
  });

  it('the news names the home, county, roll year, old and new answer and the figures’ sources, in text and HTML', async () => {
    const { owner, jobId } = await watched();
    answers.set(jobId, { market: 900_000, low: 860_000, high: 950_000 });
    at('2030-01-01');
    await a.app.watches.sweep();
    const [mail] = await mailTo(shared.database, owner.email);
    expect(mail!.subject).toBe(
      "New 2030 figures for 123 Main St, Oakland, CA 94611 (Alameda County): You're overpaying, about $2,424 a year",
    );
    const text = mail!.text_body;
    expect(text).toContain(
      'Homie ran the analysis of this home again on January 1, 2030 (the lien date, January 1, when the value of the 2030 roll year is set), and the answer changed.',
    );
    expect(text).toContain('Home: 123 Main St, Oakland, CA 94611');
    expect(text).toContain('County: Alameda County');
    expect(text).toContain('Roll year: 2030 (the value on January 1, 2030)');
    // The analysis the watch was made from (the sample's 2026 figures) is what the owner was told.
    expect(text).toContain("Before: You're overpaying (2026): a possible saving of $1,908 a year");
    expect(text).toContain("Now: You're overpaying (2030): a possible saving of $2,424 a year");
    expect(text).toContain('Assessed value: $1,092,420');
    expect(text).toContain(
      'Market value estimate: $900,000 (range $860,000 to $950,000), from 10 comparable sales sold January 5, 2026 to March 13, 2026, time-adjusted to January 1, 2030',
    );
    expect(text).toContain(
      'Saving: the effective tax rate, 1.26% (the annual tax over the total assessment), times the assessed value less the market value estimate',
    );
    expect(text).toContain(a.config.watches.postalAddress);
    expect(mail!.html_body).toContain(
      '<li>Now: You&#39;re overpaying (2030): a possible saving of $2,424 a year</li>',
    );
    // Both ways out: the one-click https link first, then the configured mailbox.
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const uris = [...mail!.headers['List-Unsubscribe']!.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
    expect(uris).toHaveLength(2);
    expect(uris[0]!.startsWith(`${a.config.publicUrl}/api/watches/unsubscribe?`)).toBe(true);
    expect(uris[1]!.startsWith(`mailto:${MAILTO}?subject=unsubscribe&body=`)).toBe(true);
    // Its body is the signed page link, for whoever reads that mailbox to act on.
    const body = decodeURIComponent(new URL(uris[1]!).searchParams.get('body') ?? '');
    expect(body).toContain(`${a.config.publicUrl}/unsubscribe?w=`);
    expect(text).toContain(`or write to ${MAILTO} with the subject "unsubscribe"`);
  });

  it('a first re-check that differs from the analysis the watch was made from is mailed', async () => {
    const { owner, jobId } = await watched();
    answers.set(jobId, GOOD_SHAPE);
    at('2030-01-01');
    await a.app.watches.sweep();
    const mails = await mailTo(shared.database, owner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'New 2030 figures for 123 Main St, Oakland, CA 94611 (Alameda County): You are in good shape in 2030',
    ]);
    expect(mails[0]!.text_body).toContain(
      "Before: You're overpaying (2026): a possible saving of $1,908 a year",
    );
    expect(mails[0]!.text_body).toContain('Now: You are in good shape in 2030: no saving');
  });

  it('an answer without a verdict changes nothing; a re-run that fails is tried again by the next sweep', async () => {
    const { owner, jobId, watchId } = await watched();
    answers.set(jobId, 'unvalued');
    at('2030-01-01');
    await a.app.watches.sweep();
    expect(await subjects(owner.email)).toEqual([]);
    expect((await told(watchId))?.told_verdict).toBeNull();

    answers.set(jobId, 'fails');
    at('2030-04-15');
    await a.app.watches.sweep();
    expect(rerunsOf(jobId)).toEqual([2030, 2030]);
    answers.set(jobId, GOOD_SHAPE);
    await a.app.watches.sweep();
    expect(rerunsOf(jobId)).toEqual([2030, 2030, 2030]);
    expect(await subjects(owner.email)).toHaveLength(1);
    await a.app.watches.sweep();
    expect(rerunsOf(jobId)).toHaveLength(3);
  });

  it('a restart and two server processes on one database re-check and mail once', async () => {
    const { owner, jobId } = await watched();
    answers.set(jobId, GOOD_SHAPE);
    at('2030-01-01');
    await Promise.all([
      a.app.watches.sweep(),
      b.app.watches.sweep(),
      a.app.watches.sweep(),
      b.app.watches.sweep(),
    ]);
    const c = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, build, sameDatabase);
    try {
      await c.app.watches.sweep();
    } finally {
      await c.close();
    }
    expect(rerunsOf(jobId)).toEqual([2030]);
    expect(await subjects(owner.email)).toHaveLength(1);
  });
});

describe('informal-review reminders', () => {
  it('Santa Clara: the day the assessor’s review opens and 14 days before it ends, once each', async () => {
    at('2030-06-01');
    const { owner } = await watched({ county: 'santa_clara', city: 'San Jose', zip: '95125' });
    const sweepOn = async (iso: string) => {
      at(iso);
      await a.app.watches.sweep();
      await b.app.watches.sweep();
      return subjects(owner.email);
    };
    expect(await sweepOn('2030-06-29')).toEqual([]);
    expect(await sweepOn('2030-06-30')).toEqual([
      "The assessor's free 2030 informal review is open for 123 Main St, San Jose, CA 95125 (Santa Clara County): until August 1, 2030",
    ]);
    expect(await sweepOn('2030-07-17')).toHaveLength(2); // + the regular window's opening on July 2
    expect((await sweepOn('2030-07-18')).at(-1)).toBe(
      "The assessor's free 2030 informal review for 123 Main St, San Jose, CA 95125 (Santa Clara County) ends in 14 days, on August 1, 2030",
    );
    expect(await sweepOn('2030-08-02')).toHaveLength(3);
    const mail = (await mailTo(shared.database, owner.email)).find((m) => m.subject.includes('is open for'))!;
    expect(mail.text_body).toContain('The review: Residential Prop 8 review, June 30 to August 1');
    expect(mail.text_body).toContain('Roll year: 2030 (the value on January 1, 2030)');
    expect(mail.text_body).toContain('Last day: August 1, 2030');
    expect(mail.html_body).toContain('<li>Opens: June 30, 2030</li>');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('Los Angeles: the RP-87 review shares the board window’s days, so its reminders name it', async () => {
    at('2030-06-01');
    const { owner } = await watched({ county: 'la', city: 'Los Angeles', zip: '90019' });
    at('2030-07-02');
    await b.app.watches.sweep();
    const mails = await mailTo(shared.database, owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('The 2030 appeal window is open');
    expect(mails[0]!.text_body).toContain(
      'The Los Angeles County Assessor also takes a free informal review (RP-87 Decline-in-Value Review',
    );
    // Without UNSUBSCRIBE_MAILTO (app b): the one-click https link alone.
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(/^<https?:[^>]+>$/);
  });
});
