import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#lib/clock.ts';
import { createTestApp, openPeriodClock, signUp, type TestApp } from '../../../test/helpers.ts';
import {
  callSuccess,
  createSession,
  createJob as createPaymentsJob,
  payWithCard,
} from '#modules/payments/payments.test-helpers.ts';
import { confirmationToken, createJob, mailTo, watchHome } from './watches.test-helpers.ts';

let t: TestApp;
const clock: Clock = { now: openPeriodClock().now };
beforeAll(async () => {
  t = await createTestApp({ WATCH_SWEEP_INTERVAL_MINUTES: '0' }, { clock });
});
afterAll(() => t.close());

const count = async (table: string) =>
  ((await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0] as { n: number }).n;
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

describe('POST /api/watches', () => {
  it('a signed-in owner watches the home of their job at once, with its county and window', async () => {
    const owner = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const res = await watchHome(t.app, { job_id: jobId }, { access: owner.access });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      job_id: jobId,
      address: '123 Main St, Oakland, CA 94611',
      county: 'alameda',
      county_name: 'Alameda',
      status: 'active',
      roll_year: 2026,
      opens: '2026-07-02',
      closes: '2026-09-15',
    });
    const list = await t.app.inject({ url: '/api/watches', headers: bearer(owner.access) });
    expect(list.statusCode).toBe(200);
    expect(list.json().watches.map((w: { id: string }) => w.id)).toEqual([res.json().id]);
    // Watching it again answers the same watch.
    const again = await watchHome(t.app, { job_id: jobId }, { access: owner.access });
    expect(again.json().id).toBe(res.json().id);
    await t.app.mailer.settled();
    expect(await mailTo(t.database, owner.email)).toEqual([]);
  });

  it('a visitor’s watch waits for the address: only the confirmation mail goes to it', async () => {
    const jobId = await createJob(t.database);
    const res = await watchHome(t.app, { job_id: jobId, email: 'Visitor@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', county: 'alameda' });
    await t.app.mailer.settled();
    const mails = await mailTo(t.database, 'Visitor@Example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your reminders for 123 Main St, Oakland, CA 94611');
    expect(mails[0]!.html_body).toContain('Confirm my address');
    // No reminder goes to an unconfirmed address, even on a day one is due.
    await t.app.watches.sweep();
    expect(await mailTo(t.database, 'Visitor@Example.com')).toHaveLength(1);

    const token = await confirmationToken(t.database, 'Visitor@Example.com');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/watches/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().watch).toMatchObject({ id: res.json().id, status: 'active' });
    // The link works once.
    const reused = await t.app.inject({ method: 'POST', url: '/api/watches/confirm', payload: { token } });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().code).toBe('watch_link_unknown');
  });

  it('bounds the mail to an unconfirmed address: no second link within minutes, at most 3 live links', async () => {
    const address = 'bounded@example.com';
    const first = await createJob(t.database);
    await watchHome(t.app, { job_id: first, email: address });
    await watchHome(t.app, { job_id: first, email: address });
    await t.app.mailer.settled();
    expect(await mailTo(t.database, address)).toHaveLength(1);
    await watchHome(t.app, { job_id: await createJob(t.database), email: address });
    await watchHome(t.app, { job_id: await createJob(t.database), email: address });
    const before = await count('watches');
    const fourth = await watchHome(t.app, { job_id: await createJob(t.database), email: address });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toContain('unconfirmed reminder requests');
    expect(await count('watches')).toBe(before);
    await t.app.mailer.settled();
    expect(await mailTo(t.database, address)).toHaveLength(3);
  });

  it('a confirmation link expires after 7 days, and the sweep then removes the pending watch', async () => {
    const jobId = await createJob(t.database);
    await watchHome(t.app, { job_id: jobId, email: 'late@example.com' });
    await t.app.mailer.settled();
    const token = await confirmationToken(t.database, 'late@example.com');
    const start = clock.now;
    const later = new Date(start().getTime() + 8 * 86_400_000);
    clock.now = () => later;
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/watches/confirm', payload: { token } });
      expect(res.statusCode).toBe(404);
      const late = () => t.database.query("select 1 from watches where email_lower = 'late@example.com'");
      expect(await late()).toHaveLength(1);
      // Every pending watch whose link expired goes (this one and the earlier tests' unconfirmed ones).
      expect((await t.app.watches.sweep()).expired).toBeGreaterThanOrEqual(1);
      expect(await late()).toEqual([]);
      expect(await t.database.query("select 1 from watches where status = 'pending'")).toEqual([]);
    } finally {
      clock.now = start;
    }
  });

  it.each([
    ['an unknown job', async () => ({ job_id: 'no-such-job', email: 'a@example.com' }), 404, 'job_not_found'],
    [
      'a job another browser made',
      async () => ({ job_id: await createJob(t.database), email: 'a@example.com', browser: null }),
      403,
      'job_of_another_account',
    ],
    [
      'a home outside the served counties',
      async () => ({
        job_id: await createJob(t.database, { county: null, zip: '96001', city: 'Redding' }),
        email: 'a@example.com',
      }),
      400,
      'county_not_supported',
    ],
    ['a malformed address', async () => ({ job_id: 'x', email: 'not-an-address' }), 400, 'invalid_request'],
    [
      'no address from a visitor',
      async () => ({ job_id: await createJob(t.database) }),
      400,
      'invalid_request',
    ],
    ['no job', async () => ({ email: 'a@example.com' }), 400, 'invalid_request'],
    [
      'an unknown field',
      async () => ({ job_id: 'x', email: 'a@example.com', extra: 1 }),
      400,
      'invalid_request',
    ],
  ])('refuses %s with a clear 4xx and stores nothing', async (_, make, status, code) => {
    const { browser, ...payload } = (await make()) as Record<string, unknown> & { browser?: null };
    const before = await count('watches');
    const res = await watchHome(t.app, payload, browser === null ? { browser: null } : {});
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(res.json().error).toBeTruthy();
    expect(await count('watches')).toBe(before);
  });

  it('a signed-in owner watches the home of their paid order, from any browser', async () => {
    const owner = await signUp(t.app);
    const jobId = await createPaymentsJob(t.database);
    const bought = await createSession(t.app, { history_id: jobId, tier: 'basic' }, { access: owner.access });
    expect(bought.statusCode).toBe(200);
    const { session_url, session_id } = bought.json();
    expect((await payWithCard(t.app, session_url, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await callSuccess(t.app, session_id, { access: owner.access })).statusCode).toBe(200);
    // Another browser: the anonymous job is not its, the order is the account's.
    const res = await watchHome(t.app, { job_id: jobId }, { access: owner.access, browser: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('active');
  });

  it('refuses another account’s job', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const res = await watchHome(t.app, { job_id: jobId }, { access: other.access });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET and DELETE /api/watches', () => {
  it('need a signed-in caller', async () => {
    expect((await t.app.inject({ url: '/api/watches' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/watches/00000000-0000-0000-0000-000000000000',
    });
    expect(res.statusCode).toBe(401);
  });

  it('an owner removes their watch; someone else’s is a 404', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const { id } = (await watchHome(t.app, { job_id: jobId }, { access: owner.access })).json();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/watches/${id}`,
      headers: bearer(other.access),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/watches/nope', headers: bearer(owner.access) }))
        .statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/watches/${id}`,
      headers: bearer(owner.access),
    });
    expect(res.statusCode).toBe(204);
    const list = await t.app.inject({ url: '/api/watches', headers: bearer(owner.access) });
    expect(list.json().watches).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('removes its watches and their reminders', async () => {
    const owner = await signUp(t.app);
    const jobId = await createJob(t.database, { userId: owner.user_id });
    const { id } = (await watchHome(t.app, { job_id: jobId }, { access: owner.access })).json();
    await t.app.watches.sweep(); // the window is open on the test's day: a reminder is recorded
    const reminders = await t.database.query('select 1 from watch_reminders where watch_id = $1', [id]);
    expect(reminders).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account/',
      headers: bearer(owner.access),
      payload: { password: 'correct horse' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await t.database.query('select 1 from watches where id = $1', [id])).toEqual([]);
    expect(await t.database.query('select 1 from watch_reminders where watch_id = $1', [id])).toEqual([]);
  });
});
