import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { findPaidOrderForJob } from './payments.service.ts';
import {
  callCancel,
  callSuccess,
  createJob,
  createSession,
  flowStatus,
  headers,
  payWithCard,
  useClockedTestApp,
} from './payments.test-helpers.ts';

/** The app and its clock (decision 144): the tests below move it. */
const { clock, t } = useClockedTestApp();

async function guestSession(tier: 'basic' | 'guarantee' = 'guarantee', token?: string) {
  const jobId = await createJob(t.database);
  const res = await createSession(t.app, { history_id: jobId, tier }, { token });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { jobId, ...body, who: { token: token ?? body.order_token } };
}

describe('sandbox checkout: the happy path', () => {
  it('goes initializing → pending → completed and pays the order once', async () => {
    const s = await guestSession('guarantee');
    expect(s).toMatchObject({ success: true, already_paid: false });
    expect(s.session_url).toBe(`/api/payment/sandbox/${s.session_id}`);
    expect(s.order_token).toMatch(/^[\w-]{40,}$/);
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('initializing');

    const page = await t.app.inject({ method: 'GET', url: s.session_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain('Success plan');
    expect(page.body).toContain('$49.90');
    expect(page.body).not.toContain('<script');
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('pending');

    const early = await callSuccess(t.app, s.session_id, s.who);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Payment has not been completed yet.');

    const paid = await payWithCard(t.app, s.session_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment successful');
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('completed');

    for (let i = 0; i < 3; i++) {
      const ok = await callSuccess(t.app, s.session_id, s.who);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, tier: 'guarantee' });
      expect(ok.json().dashboard_url).toBe(`/fill-form?order=${ok.json().order_id}`);
    }
    // Paying the same checkout again (a double submit) changes nothing.
    const again = await payWithCard(t.app, s.session_url, '4242424242424242');
    expect(again.body).toContain('Payment successful');

    const order = await findPaidOrderForJob(t.database, { jobId: s.jobId, guestToken: s.who.token });
    expect(order).toMatchObject({ tier: 'guarantee', jobId: s.jobId, userId: null });
    expect(await findPaidOrderForJob(t.database, { jobId: s.jobId, guestToken: 'someone-else' })).toBeNull();
    const rows = await t.database.query<{ status: string; amount_cents: number }>(
      'select status, amount_cents from orders where job_id = $1',
      [s.jobId],
    );
    expect(rows).toEqual([{ status: 'paid', amount_cents: 4990 }]);

    const repeat = await createSession(t.app, { history_id: s.jobId, tier: 'guarantee' }, s.who);
    expect(repeat.json()).toEqual({
      success: true,
      already_paid: true,
      redirect_url: `/fill-form?order=${order!.id}`,
      order_id: order!.id,
    });

    const info = await t.app.inject({
      method: 'GET',
      url: `/api/payment/session-info/${s.session_id}`,
      headers: headers(s.who),
    });
    expect(info.json()).toMatchObject({
      success: true,
      session: {
        status: 'completed',
        tier: 'guarantee',
        plan_name: 'Success',
        amount_cents: 4990,
        history_id: s.jobId,
      },
    });
  });

  it('never adopts a token the guest chose; a token that already holds an order is kept (issue 13)', async () => {
    const jobId = await createJob(t.database);
    const chosen = await createSession(t.app, { history_id: jobId, tier: 'basic' }, { token: 'a' });
    const issued = chosen.json().order_token as string;
    expect(issued).toMatch(/^[\w-]{40,}$/);
    // The chosen value holds nothing; the issued token is the key to the new order.
    expect(await flowStatus(t.app, chosen.json().session_id, { token: 'a' })).toBe('HTTP 404');
    expect(await flowStatus(t.app, chosen.json().session_id, { token: issued })).toBe('initializing');
    const hashes = await t.database.query<{ n: number }>(
      "select count(*)::int as n from orders where guest_token_hash = encode(sha256('a'::bytea), 'hex')",
    );
    expect(hashes[0]!.n).toBe(0);

    // A returning guest buying for another job keeps their one key (no new token handed out).
    const second = await createJob(t.database);
    const next = await createSession(t.app, { history_id: second, tier: 'basic' }, { token: issued });
    expect(next.json().order_token).toBeUndefined();
    expect(await flowStatus(t.app, next.json().session_id, { token: issued })).toBe('initializing');
  });

  it('sets the price on the server whatever the client sends', async () => {
    const jobId = await createJob(t.database);
    const res = await createSession(t.app, { history_id: jobId, tier: 'basic', amount: 1, price: 0.01 });
    const { session_id, order_token } = res.json();
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/payment/session-info/${session_id}`,
      headers: { 'x-order-token': order_token },
    });
    expect(info.json().session).toMatchObject({ amount_cents: 2490, plan_name: 'Basic', currency: 'usd' });
  });

  it('binds a signed-in buyer to their account', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const jobId = await createJob(t.database);
    const res = await createSession(t.app, { history_id: jobId, tier: 'basic' }, { access: user.access });
    const s = res.json();
    expect(s.order_token).toBeUndefined();
    expect(await flowStatus(t.app, s.session_id, { access: other.access })).toBe('HTTP 404');
    expect(await flowStatus(t.app, s.session_id, {})).toBe('HTTP 404');
    await payWithCard(t.app, s.session_url, '5555 5555 5555 4444');
    expect(await flowStatus(t.app, s.session_id, { access: user.access })).toBe('completed');
    expect((await callSuccess(t.app, s.session_id, { access: user.access })).json().tier).toBe('basic');
    expect(await findPaidOrderForJob(t.database, { jobId, userId: user.user_id })).toMatchObject({
      tier: 'basic',
      userId: user.user_id,
    });
    expect(await findPaidOrderForJob(t.database, { jobId, userId: other.user_id })).toBeNull();
  });

  it('an expired or forged Bearer token answers 401 (the client refreshes) instead of buying as a guest', async () => {
    const jobId = await createJob(t.database);
    const res = await createSession(
      t.app,
      { history_id: jobId, tier: 'basic' },
      { access: 'not-a-valid-token' },
    );
    expect(res.statusCode).toBe(401);
    expect(await t.database.query('select id from orders where job_id = $1', [jobId])).toEqual([]);
  });
});

describe('sandbox checkout: declines, cancel, retry and expiry', () => {
  it('declines 4000 0000 0000 0002 and stays payable with another card', async () => {
    const s = await guestSession('basic');
    const declined = await payWithCard(t.app, s.session_url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toContain('role="alert"');
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('pending');
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/payment/session-info/${s.session_id}`,
      headers: headers(s.who),
    });
    expect(info.json().session.decline_message).toBe('Your card was declined.');

    const invalid = await payWithCard(t.app, s.session_url, '4242 4242 4242 4242', '01/20');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('expiration date is in the past');

    await payWithCard(t.app, s.session_url, '4242424242424242');
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('completed');
  });

  it('cancels from the checkout page, offers a retry and pays on the second try', async () => {
    const s = await guestSession('guarantee');
    const page = await t.app.inject({ method: 'GET', url: `${s.session_url}/cancel` });
    expect(page.body).toContain('Payment cancelled');
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('cancelled');
    const cancel = await callCancel(t.app, s.session_id, s.who);
    expect(cancel.json()).toMatchObject({ success: true, can_retry: true, retry_url: '/choose-plan' });
    expect((await callSuccess(t.app, s.session_id, s.who)).statusCode).toBe(409);
    // A cancelled checkout cannot be paid any more.
    const late = await payWithCard(t.app, s.session_url, '4242424242424242');
    expect(late.body).toContain('Payment cancelled');

    const retry = (await createSession(t.app, { history_id: s.jobId, tier: 'guarantee' }, s.who)).json();
    expect(retry.session_id).not.toBe(s.session_id);
    await payWithCard(t.app, retry.session_url, '4242424242424242');
    expect((await callSuccess(t.app, retry.session_id, s.who)).json().success).toBe(true);
  });

  it('cancels from the dialog (the cancel call) so the open checkout can no longer be paid', async () => {
    const s = await guestSession('basic');
    await t.app.inject({ method: 'GET', url: s.session_url });
    const cancel = await callCancel(t.app, s.session_id, s.who);
    expect(cancel.json()).toMatchObject({
      success: true,
      message: 'Payment cancelled. No payment was taken.',
      can_retry: true,
    });
    const late = await payWithCard(t.app, s.session_url, '4242424242424242');
    expect(late.body).toContain('Payment cancelled');
    expect(await findPaidOrderForJob(t.database, { jobId: s.jobId, guestToken: s.who.token })).toBeNull();
  });

  it('expires unpaid sessions after 30 minutes (injected clock)', async () => {
    const s = await guestSession('basic');
    await t.app.inject({ method: 'GET', url: s.session_url });
    const start = clock.now().getTime();
    clock.now = () => new Date(start + 29 * 60_000);
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('pending');
    clock.now = () => new Date(start + 30 * 60_000 + 1000);
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('expired');
    const page = await payWithCard(t.app, s.session_url, '4242424242424242');
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired');
    const cancel = await callCancel(t.app, s.session_id, s.who);
    expect(cancel.json()).toMatchObject({
      success: true,
      message: 'Your payment session expired. No payment was taken.',
      can_retry: true,
      retry_url: '/choose-plan',
    });
    expect((await callSuccess(t.app, s.session_id, s.who)).json().error).toContain('expired');
  });
});

describe('sandbox checkout: idempotency and durability', () => {
  it('hands out the same open checkout on a double click and never makes two paid orders', async () => {
    const jobId = await createJob(t.database);
    const first = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' })).json();
    const who = { token: first.order_token };
    const [a, b] = await Promise.all([
      createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who),
      createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who),
    ]);
    expect(a.json().session_id).toBe(first.session_id);
    expect(b.json().session_id).toBe(first.session_id);
    await Promise.all([
      payWithCard(t.app, first.session_url, '4242424242424242'),
      payWithCard(t.app, first.session_url, '4242424242424242'),
    ]);
    const orders = await t.database.query('select status from orders where job_id = $1', [jobId]);
    expect(orders).toEqual([{ status: 'paid' }]);
    const completed = await t.database.query(
      "select s.id from payment_sessions s join orders o on o.id = s.order_id where o.job_id = $1 and s.status = 'completed'",
      [jobId],
    );
    expect(completed).toHaveLength(1);
  });

  it('switching plans closes the previous checkout and charges the new price', async () => {
    const s = await guestSession('basic');
    const upgraded = (await createSession(t.app, { history_id: s.jobId, tier: 'guarantee' }, s.who)).json();
    expect(upgraded.session_id).not.toBe(s.session_id);
    expect(await flowStatus(t.app, s.session_id, s.who)).toBe('cancelled');
    await payWithCard(t.app, upgraded.session_url, '4242424242424242');
    expect(await findPaidOrderForJob(t.database, { jobId: s.jobId, guestToken: s.who.token })).toMatchObject({
      tier: 'guarantee',
    });
  });

  it('loses nothing across a restart: a second app on the same database carries on', async () => {
    const { buildApp } = await import('../../app.ts');
    const s = await guestSession('guarantee');
    await t.app.inject({ method: 'GET', url: s.session_url });
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false, clock });
    await restarted.ready();
    try {
      expect(await flowStatus(restarted, s.session_id, s.who)).toBe('pending');
      await payWithCard(restarted, s.session_url, '4242424242424242');
      expect((await callSuccess(restarted, s.session_id, s.who)).json().success).toBe(true);
      expect(await flowStatus(t.app, s.session_id, s.who)).toBe('completed');
    } finally {
      await restarted.close();
    }
  });
});

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('rejects a bad tier, a missing job id and unknown sessions', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from orders');
    const badTier = await createSession(t.app, { history_id: 'x', tier: 'platinum' });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().error).toBeTruthy();
    const noJob = await createSession(t.app, { tier: 'basic' });
    expect(noJob.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/create_payment_session',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await flowStatus(t.app, 'pay_doesnotexist', { token: 'x' })).toBe('HTTP 404');
    expect((await callSuccess(t.app, 'pay_doesnotexist', { token: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/success' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/pay_nope' })).statusCode).toBe(
      404,
    );
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from orders');
    expect(after).toEqual(before);
  });

  it('sells a plan only for a finished analysis of a property in a supported county', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from orders');
    const unknown = await createSession(t.app, { history_id: 'no-such-job-0000000', tier: 'basic' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Analysis not found. Please run the analysis again.');
    const failed = await createSession(t.app, {
      history_id: await createJob(t.database, { status: 'failed' }),
      tier: 'basic',
    });
    expect(failed.statusCode).toBe(409);
    const elsewhere = await createJob(t.database, { county: null, zip: '10001', city: 'New York' });
    const unsupported = await createSession(t.app, { history_id: elsewhere, tier: 'guarantee' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error).toMatch(/^We couldn't detect a supported county/);
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from orders');
    expect(after).toEqual(before);
  });
});

describe('the closed period after the last filing day (decision 225)', () => {
  // Alameda (the sample home's county) took 2026 applications until Tuesday, September 15, 2026.
  const closedDay = () => new Date('2026-12-02T20:00:00Z');
  const lastDay = () => new Date('2026-09-16T06:59:00Z'); // 23:59 on September 15 in California

  it('sells no new plan: 409 with when the next appeal can be prepared and filed, and nothing is kept', async () => {
    const jobId = await createJob(t.database);
    clock.now = closedDay;
    for (const tier of ['basic', 'guarantee'] as const) {
      const res = await createSession(t.app, { history_id: jobId, tier });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'filing_period_closed',
        error:
          'The 2026 regular appeal period in Alameda County closed on September 15, 2026, so Homie sells no appeal now: it could not be filed. The appeal of the value on January 1, 2027 can be prepared from that day and filed from July 2, 2027 to September 15, 2027.',
      });
    }
    const rows = await t.database.query('select id from orders where job_id = $1', [jobId]);
    expect(rows).toEqual([]);

    clock.now = lastDay;
    expect((await createSession(t.app, { history_id: jobId, tier: 'basic' })).statusCode).toBe(200);
  });

  it('still answers a paid order with the way back to it, and offers no retry of a checkout cancelled then', async () => {
    const paid = await guestSession('basic');
    await payWithCard(t.app, paid.session_url, '4242 4242 4242 4242');
    const open = await guestSession('basic');
    clock.now = closedDay;

    const again = await createSession(t.app, { history_id: paid.jobId, tier: 'basic' }, paid.who);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_paid: true });
    const cancelled = await callCancel(t.app, open.session_id, open.who);
    expect(cancelled.json()).toMatchObject({ success: true, can_retry: false });
    expect(cancelled.json().retry_url).toBeUndefined();
  });
});
