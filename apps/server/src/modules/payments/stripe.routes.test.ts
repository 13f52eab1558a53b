import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, type TestApp } from '../../../test/helpers.ts';
import type { Clock } from '#lib/clock.ts';
import { findPaidOrderForJob } from './payments.service.ts';
import {
  callCancel,
  callSuccess,
  createJob,
  createSession,
  flowStatus,
  TEST_BROWSER_KEY,
} from './payments.test-helpers.ts';
import {
  type StandInSession,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-stand-in.test-helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_homie_secret';
/** The app's clock (decision 144): the tests below move it. */
const clock: Clock = { now: openPeriodClock().now };
let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_homie',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      PUBLIC_URL: 'https://homie.example',
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
afterEach(() => {
  clock.now = openPeriodClock().now;
});

let eventCounter = 0;
function event(type: string, object: StandInSession, id = `evt_test_${++eventCounter}`) {
  return { id, object: 'event', type, api_version: Stripe.API_VERSION, created: 1, data: { object } };
}

/** Delivers an event the way Stripe does: the exact bytes, signed with the SDK's own helper. */
async function deliver(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

async function checkout(tier: 'basic' | 'guarantee' = 'guarantee') {
  const jobId = await createJob(t.database);
  const res = await createSession(t.app, { history_id: jobId, tier });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const ref = (
    await t.database.query<{ provider_ref: string }>(
      'select provider_ref from payment_sessions where id = $1',
      [body.session_id],
    )
  )[0]!.provider_ref;
  return {
    jobId,
    sessionId: body.session_id as string,
    url: body.session_url as string,
    who: { token: body.order_token as string },
    ref,
  };
}

describe('Stripe Checkout adapter against a local stand-in of the Stripe API', () => {
  it("opens the checkout page and its product line in the buyer's language (issue 55)", async () => {
    const jobId = await createJob(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create_payment_session',
      payload: { history_id: jobId, tier: 'basic', email: 'comprador@example.com' },
      headers: { cookie: `homie_browser=${TEST_BROWSER_KEY}; homie_lang=zh-Hant` },
    });
    expect(res.statusCode).toBe(200);
    const request = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params['metadata[session_id]'] === res.json().session_id,
    )!;
    expect(request.params).toMatchObject({
      locale: 'zh-TW',
      'line_items[0][price_data][product_data][name]': 'Homie Basic 方案',
      'line_items[0][price_data][product_data][description]': '一次性加州房產稅申訴資料包',
    });
    // English, as before, for a buyer in English.
    const english = await checkout('basic');
    const sent = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params['metadata[session_id]'] === english.sessionId,
    )!;
    expect(sent.params).toMatchObject({
      locale: 'en',
      'line_items[0][price_data][product_data][name]': 'Homie Basic plan',
      'line_items[0][price_data][product_data][description]':
        'One-time California property-tax appeal package',
    });
  });

  it('opens a Checkout Session with the server price, return URLs, metadata and an idempotency key', async () => {
    const c = await checkout('guarantee');
    expect(c.url).toBe(`${stripe.url}/c/pay/${c.ref}`);
    const request = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params['metadata[session_id]'] === c.sessionId,
    )!;
    expect(request.authorization).toBe('Bearer sk_test_homie');
    expect(request.idempotencyKey).toBe(`homie-checkout-${c.sessionId}`);
    expect(request.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '4990',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      success_url: 'https://homie.example/api/payment/stripe/return?session_id={CHECKOUT_SESSION_ID}',
      'metadata[tier]': 'guarantee',
      'metadata[job_id]': c.jobId,
    });
    expect(Number(request.params.expires_at) - Date.now() / 1000).toBeGreaterThanOrEqual(30 * 60);
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('pending');
  });

  it('completes on a signed checkout.session.completed webhook, and a replay changes nothing', async () => {
    const c = await checkout('basic');
    const paid = event('checkout.session.completed', stripe.pay(c.ref));
    const first = await deliver(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, handled: true, duplicate: false });
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('completed');
    const replay = await deliver(paid);
    expect(replay.json()).toEqual({ received: true, handled: true, duplicate: true });
    // The same payment reported again under a new event id (Stripe retries) is still one paid order.
    await deliver(event('checkout.session.completed', stripe.sessions.get(c.ref)!));
    const ok = await callSuccess(t.app, c.sessionId, c.who);
    expect(ok.json()).toMatchObject({ success: true, tier: 'basic' });
    expect(ok.json().dashboard_url).toBe(`/fill-form?order=${ok.json().order_id}`);
    const orders = await t.database.query('select status, amount_cents from orders where job_id = $1', [
      c.jobId,
    ]);
    expect(orders).toEqual([{ status: 'paid', amount_cents: 2490 }]);
  });

  it('upgrades a paid Basic order to Success for the $25.00 difference, once (decision 108)', async () => {
    const c = await checkout('basic');
    await deliver(event('checkout.session.completed', stripe.pay(c.ref)));
    const up = await createSession(t.app, { history_id: c.jobId, tier: 'guarantee' }, c.who);
    expect(up.json()).toMatchObject({ already_paid: false, purpose: 'upgrade', amount_cents: 2500 });
    const upId = up.json().session_id as string;
    const upRef = (
      await t.database.query<{ provider_ref: string }>(
        'select provider_ref from payment_sessions where id = $1',
        [upId],
      )
    )[0]!.provider_ref;
    const request = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params['metadata[session_id]'] === upId,
    )!;
    expect(request.params).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Homie Success (upgrade from Basic) plan',
      'metadata[tier]': 'guarantee',
    });
    const paid = event('checkout.session.completed', stripe.pay(upRef));
    await deliver(paid);
    await deliver(event('checkout.session.completed', stripe.sessions.get(upRef)!));
    expect((await callSuccess(t.app, upId, c.who)).json()).toMatchObject({
      success: true,
      tier: 'guarantee',
    });
    const orders = await t.database.query('select tier, amount_cents from orders where job_id = $1', [
      c.jobId,
    ]);
    expect(orders).toEqual([{ tier: 'guarantee', amount_cents: 4990 }]);
  });

  it('rejects a forged or unsigned webhook and changes nothing', async () => {
    const c = await checkout();
    const forged = await deliver(
      event('checkout.session.completed', {
        ...stripe.sessions.get(c.ref)!,
        status: 'complete',
        payment_status: 'paid',
      }),
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('Invalid Stripe webhook signature.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: { id: 'evt_x' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('pending');
  });

  it('expires on checkout.session.expired and offers a retry', async () => {
    const c = await checkout();
    await deliver(event('checkout.session.expired', stripe.expire(c.ref)));
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('expired');
    expect((await callCancel(t.app, c.sessionId, c.who)).json()).toMatchObject({
      success: true,
      can_retry: true,
    });
    expect((await callSuccess(t.app, c.sessionId, c.who)).statusCode).toBe(409);
  });

  it('finds a payment whose webhook never arrived: polled status checks Stripe at most every 5 s', async () => {
    const c = await checkout();
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('pending');
    stripe.pay(c.ref);
    const calls = () => stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(c.ref)).length;
    const before = calls();
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('pending');
    expect(calls()).toBe(before);
    const start = Date.now();
    clock.now = () => new Date(start + 5_500);
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('completed');
    expect(await findPaidOrderForJob(t.database, { jobId: c.jobId, guestToken: c.who.token })).not.toBeNull();
  });

  it('the success call asks Stripe directly', async () => {
    const c = await checkout();
    stripe.pay(c.ref);
    expect((await callSuccess(t.app, c.sessionId, c.who)).json().success).toBe(true);
  });

  it('cancelling from the dialog expires the Stripe session so it cannot be paid', async () => {
    const c = await checkout();
    const res = await callCancel(t.app, c.sessionId, c.who);
    expect(res.json()).toMatchObject({ success: true, can_retry: true, retry_url: '/choose-plan' });
    expect(stripe.sessions.get(c.ref)!.status).toBe('expired');
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${c.ref}/expire`)).toBe(true);
  });

  it('a cancel that races a payment keeps the payment', async () => {
    const c = await checkout();
    stripe.pay(c.ref);
    const res = await callCancel(t.app, c.sessionId, c.who);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'This payment has already been completed.', can_retry: false });
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('completed');
  });

  it('recovers a checkout whose link was lost in a crash, from the webhook metadata', async () => {
    const c = await checkout();
    await t.database.query('update payment_sessions set provider_ref = null where id = $1', [c.sessionId]);
    const res = await deliver(event('checkout.session.completed', stripe.pay(c.ref)));
    expect(res.json().handled).toBe(true);
    expect(await flowStatus(t.app, c.sessionId, c.who)).toBe('completed');
  });

  it('serves the return page Stripe sends the checkout window to', async () => {
    const c = await checkout();
    stripe.pay(c.ref);
    const page = await t.app.inject({ method: 'GET', url: `/api/payment/stripe/return?session_id=${c.ref}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payment successful');
    const other = await checkout();
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return?session_id=${other.ref}&cancelled=1`,
    });
    expect(cancelled.body).toContain('Payment cancelled');
    expect(await flowStatus(t.app, other.sessionId, other.who)).toBe('cancelled');
    // In the buyer's language, as Stripe's own page was (issue 55).
    const spanish = await t.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return?session_id=${c.ref}`,
      headers: { cookie: 'homie_lang=es' },
    });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>Pago realizado</h1>');
    expect(spanish.body).toMatch(/Gracias\. Plan \w+ pagado: /);
  });

  it('answers 502 with the §8 text when Stripe cannot open a checkout, and keeps nothing open', async () => {
    const broken = await createTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_homie',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
      { clock: openPeriodClock() },
    );
    try {
      const res = await createSession(broken.app, {
        history_id: await createJob(broken.database),
        tier: 'basic',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'Failed to create payment session',
        code: 'payment_provider_failed',
      });
      const open = await broken.database.query(
        "select id from payment_sessions where status in ('initializing', 'pending')",
      );
      expect(open).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
