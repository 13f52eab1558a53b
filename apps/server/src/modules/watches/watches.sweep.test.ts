// The reminder sweep at its boundaries (issue 52, decision 228): the day the window opens, 14 and 2
// days before a weekend-rolled last day, nothing stale, each reminder once across restarts and two
// server processes on one database. Alameda's 2029 last day, September 15, is a Saturday: it rolls to
// Monday, September 17.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, createTestDatabase, signUp, type TestApp } from '../../../test/helpers.ts';
import { createJob, mailTo, watchHome } from './watches.test-helpers.ts';

/** Noon in California on a date. */
const noon = (iso: string) => new Date(`${iso}T19:00:00Z`);

let shared: { database: Awaited<ReturnType<typeof createTestDatabase>>['database']; drop(): Promise<void> };
let a: TestApp;
let b: TestApp;
const clock: Clock = { now: () => noon('2029-06-20') };
const sameDatabase = async () => ({ database: shared.database, drop: async () => {} });

beforeAll(async () => {
  shared = await createTestDatabase();
  const env = { WATCH_SWEEP_INTERVAL_MINUTES: '0' };
  a = await createTestApp(env, { clock }, sameDatabase);
  b = await createTestApp(env, { clock }, sameDatabase);
}, 60_000);
afterAll(async () => {
  await a.close();
  await b.close();
  await shared.drop();
});

const at = (iso: string) => {
  clock.now = () => noon(iso);
};

async function watchedBy(app: TestApp) {
  const owner = await signUp(app.app);
  const jobId = await createJob(app.database, { userId: owner.user_id });
  const res = await watchHome(app.app, { job_id: jobId }, { access: owner.access });
  expect(res.statusCode).toBe(201);
  return { owner, watch: res.json() as { id: string } };
}

const subjects = async (email: string) => (await mailTo(shared.database, email)).map((m) => m.subject);

describe('the reminder sweep', () => {
  it('sends each reminder on its day, once, from the window’s opening to its weekend-rolled last day', async () => {
    at('2029-06-20');
    const { owner } = await watchedBy(a);
    const sweepOn = async (iso: string) => {
      at(iso);
      await a.app.watches.sweep();
      await a.app.watches.sweep();
      return subjects(owner.email);
    };
    expect(await sweepOn('2029-07-01')).toEqual([]);
    expect(await sweepOn('2029-07-02')).toEqual([
      'The 2029 appeal window is open for 123 Main St, Oakland, CA 94611 (Alameda County): file by September 17, 2029',
    ]);
    expect(await sweepOn('2029-09-02')).toHaveLength(1);
    expect((await sweepOn('2029-09-03')).at(-1)).toBe(
      'The 2029 appeal window for 123 Main St, Oakland, CA 94611 (Alameda County) closes in 14 days, on September 17, 2029',
    );
    expect(await sweepOn('2029-09-14')).toHaveLength(2);
    expect((await sweepOn('2029-09-15')).at(-1)).toBe(
      'The 2029 appeal window for 123 Main St, Oakland, CA 94611 (Alameda County) closes in 2 days, on September 17, 2029',
    );
    expect(await sweepOn('2029-09-17')).toHaveLength(3);
    expect(await sweepOn('2029-09-18')).toHaveLength(3);
    // Next year's window brings next year's reminders.
    expect((await sweepOn('2030-07-02')).at(-1)).toContain('The 2030 appeal window is open');
  });

  it('a reminder names the home, county, roll year and date, in text and HTML, with one-click unsubscribe', async () => {
    at('2029-06-20');
    const { owner } = await watchedBy(a);
    at('2029-07-02');
    await a.app.watches.sweep();
    const [mail] = await mailTo(shared.database, owner.email);
    expect(mail!.text_body).toContain('Home: 123 Main St, Oakland, CA 94611');
    expect(mail!.text_body).toContain('County: Alameda County');
    expect(mail!.text_body).toContain('Roll year: 2029');
    expect(mail!.text_body).toContain(
      'Last day to file with the Assessment Appeals Board: September 17, 2029',
    );
    expect(mail!.text_body).toContain(a.config.watches.postalAddress);
    expect(mail!.html_body).toContain(
      '<li>Last day to file with the Assessment Appeals Board: September 17, 2029</li>',
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    expect(url.startsWith(`${a.config.publicUrl}/api/watches/unsubscribe?`)).toBe(true);

    // RFC 8058: the mail client POSTs the form body to that URL; every watch of the address goes.
    const { pathname, search } = new URL(url);
    const res = await a.app.inject({
      method: 'POST',
      url: pathname + search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await shared.database.query('select 1 from watches where email_lower = $1', [
        owner.email.toLowerCase(),
      ]),
    ).toEqual([]);
    // The reminder still waiting in the outbox (no SMTP here) is not delivered any more, and none follows.
    expect(await mailTo(shared.database, owner.email)).toEqual([]);
    at('2029-09-03');
    await a.app.watches.sweep();
    expect(await mailTo(shared.database, owner.email)).toEqual([]);
    // A second click answers the same; a forged signature is refused.
    expect((await a.app.inject({ method: 'POST', url: pathname + search })).statusCode).toBe(200);
    const forged = await a.app.inject({ method: 'POST', url: `${pathname}?w=x&t=forged` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('unsubscribe_link_invalid');
  });

  it('after downtime sends only the reminder due now, never a stale one, and nothing after the last day', async () => {
    at('2029-06-20');
    const early = await watchedBy(a);
    const late = await watchedBy(a);
    // Down from June 20 to September 10: the 14-day reminder is due (7 days left), not "the window is open".
    at('2029-09-10');
    await a.app.watches.sweep();
    expect(await subjects(early.owner.email)).toEqual([
      'The 2029 appeal window for 123 Main St, Oakland, CA 94611 (Alameda County) closes in 7 days, on September 17, 2029',
    ]);
    // Down past the last day: nothing for 2029.
    await shared.database.query('delete from watch_reminders where watch_id = $1', [late.watch.id]);
    at('2029-09-18');
    await a.app.watches.sweep();
    expect(await subjects(late.owner.email)).toEqual([
      'The 2029 appeal window for 123 Main St, Oakland, CA 94611 (Alameda County) closes in 7 days, on September 17, 2029',
    ]);
  });

  it('a restart and two server processes on one database send each reminder once', async () => {
    at('2029-06-20');
    const { owner } = await watchedBy(a);
    at('2029-07-02');
    await Promise.all([
      a.app.watches.sweep(),
      b.app.watches.sweep(),
      a.app.watches.sweep(),
      b.app.watches.sweep(),
    ]);
    // A third app on the same database: a restart.
    const c = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, { clock }, sameDatabase);
    try {
      await c.app.watches.sweep();
    } finally {
      await c.close();
    }
    expect(await subjects(owner.email)).toHaveLength(1);
  });
});
