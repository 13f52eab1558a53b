import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, openPeriodClock, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { sha256 } from '#lib/ids.ts';
import { SANDBOX_RETIRED_MESSAGE } from './payment-flow.service.ts';
import * as repo from './payments.repository.ts';
import {
  callSuccess,
  createJob,
  createSession,
  flowStatus,
  payWithCard,
  TEST_BROWSER_KEY,
} from './payments.test-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.test-helpers.ts';

/** Issue 13, finding 7: production never takes payments through the sandbox by accident. */

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'homie-pay-prod-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig: the payment provider in production', () => {
  it('refuses to start in production without Stripe unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    const run = () => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/STRIPE_SECRET_KEY: required in production.*ALLOW_SANDBOX_PAYMENTS=true/);
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' })
        .allowSandboxPayments,
    ).toBe(true);
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).not.toThrow();
  });

  it('keeps `npm start` on embedded defaults working: no NODE_ENV means development, sandbox allowed', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config.nodeEnv).toBe('development');
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.allowSandboxPayments).toBe(false);
  });
});

describe('the app in production on the sandbox (ALLOW_SANDBOX_PAYMENTS=true)', () => {
  it('says so loudly at start-up with a warn line', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATA_DIR: tmp(),
      WEB_DIST_DIR: tmp(),
      DEMO_DATASET_SIZE: '0',
    });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config, database, logger: { level: 'warn', stream } });
    try {
      await app.ready();
      const warn = lines.find((l) => l.msg.includes('SANDBOX CHECKOUT'));
      expect(warn?.level).toBe(40);
      expect(warn?.msg).toContain('test cards unlock every plan');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('with Stripe configured, the sandbox checkout is not served', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_homie',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_homie',
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL: 'https://homie.example',
      },
      { clock: openPeriodClock() },
    );
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** A sandbox checkout opened before the switch to Stripe, as the database still holds it. */
  async function sandboxSessionFromBefore() {
    const jobId = await createJob(t.database);
    const token = 'guest-token-from-before-the-switch-0123456789';
    const now = new Date();
    const order = await repo.upsertOrder(t.database, {
      id: `ord_before_${jobId}`,
      jobId,
      owner: { guestTokenHash: sha256(token) },
      tier: 'guarantee',
      amountCents: 4990,
      now,
    });
    const session = await repo.insertOpenSession(t.database, {
      id: `pay_before_${jobId}`,
      orderId: order.id,
      provider: 'sandbox',
      tier: 'guarantee',
      amountCents: 4990,
      expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
      now,
    });
    if (!session) throw new Error('the order already had an open session');
    const url = `/api/payment/sandbox/${session.id}`;
    await repo.attachCheckout(t.database, session.id, {
      providerRef: null,
      checkoutUrl: url,
      status: 'pending',
      expiresAt: session.expires_at,
    });
    return { jobId, sessionId: session.id, url, who: { token } };
  }

  it('answers 404 with the reason on the sandbox pages; an old sandbox session cannot be paid', async () => {
    const s = await sandboxSessionFromBefore();
    const page = await t.app.inject({ method: 'GET', url: s.url });
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toBe(SANDBOX_RETIRED_MESSAGE);
    const pay = await payWithCard(t.app, s.url, '4242424242424242');
    expect(pay.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/cancel` })).statusCode).toBe(404);

    const orders = await t.database.query('select status from orders where job_id = $1', [s.jobId]);
    expect(orders).toEqual([{ status: 'pending' }]);
    // The dialog polling it sees it closed, and the success call explains why.
    expect(await flowStatus(t.app, s.sessionId, s.who)).toBe('cancelled');
    const success = await callSuccess(t.app, s.sessionId, s.who);
    expect(success.statusCode).toBe(409);
    expect(success.json().error).toBe(SANDBOX_RETIRED_MESSAGE);
  });

  it('opens a Stripe checkout instead of handing out the old sandbox one', async () => {
    const s = await sandboxSessionFromBefore();
    const res = await createSession(t.app, { history_id: s.jobId, tier: 'guarantee' }, s.who);
    expect(res.statusCode).toBe(200);
    expect(res.json().session_id).not.toBe(s.sessionId);
    expect(res.json().session_url).toContain(stripe.url);
    expect((await repo.findSession(t.database, s.sessionId))?.status).toBe('cancelled');
  });

  it("writes a guest's receipt in the language the order was bought in, when Stripe's webhook reports the payment (migration 0061)", async () => {
    const jobId = await createJob(t.database);
    const email = 'comprador@example.com';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create_payment_session',
      payload: { history_id: jobId, tier: 'basic', email },
      headers: { cookie: `homie_browser=${TEST_BROWSER_KEY}; homie_lang=es` },
    });
    expect(created.statusCode).toBe(200);
    const ref = (await repo.findSession(t.database, created.json().session_id))!.provider_ref!;
    const body = JSON.stringify({
      id: 'evt_guest_language',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      created: 1,
      data: { object: stripe.pay(ref) },
    });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: 'whsec_test_homie',
        }),
      },
      payload: body,
    });
    expect(webhook.statusCode).toBe(200);
    const [receipt] = await t.database.query<{ subject: string; text_body: string }>(
      'select subject, text_body from outbox where to_address = $1',
      [email],
    );
    expect(receipt?.subject).toBe('Su recibo de Homie: plan Basic');
    expect(receipt?.text_body).toContain('Gracias por su pedido.');
  });

  it('remembers the e-mail the buyer gave at Stripe checkout, for mailing their letter', async () => {
    const jobId = await createJob(t.database);
    const created = (await createSession(t.app, { history_id: jobId, tier: 'basic' })).json();
    const ref = (await repo.findSession(t.database, created.session_id))!.provider_ref!;
    const paid = { ...stripe.pay(ref), customer_details: { email: 'buyer@example.com' } };
    const body = JSON.stringify({
      id: 'evt_buyer_email',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      created: 1,
      data: { object: paid },
    });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: 'whsec_test_homie',
        }),
      },
      payload: body,
    });
    expect(webhook.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-job/${jobId}`,
      headers: { 'x-order-token': created.order_token },
    });
    expect(order.json()).toMatchObject({ status: 'paid', letter_email: 'buyer@example.com' });
  });
});
