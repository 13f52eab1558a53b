import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { sampleAnalysis } from '#modules/appeals/appeals.fixtures.ts';
import { createTestApp, openPeriodClock, type TestApp } from '../../../test/helpers.ts';
import { createAnalysisRepository } from '#modules/properties/properties.plugin.ts';

/** Shared steps of the payments API tests (not shipped: imported by *.test.ts only). */

export interface Who {
  token?: string | undefined;
  access?: string | undefined;
  /**
   * The browser's key cookie (decision 206): the test browser's unless set; null for another
   * browser. `createJob` makes its jobs in the test browser.
   */
  browser?: string | null;
}

/** The browser that `createJob` makes its (anonymous) jobs in, as its key cookie says. */
export const TEST_BROWSER_KEY = 'test-browser-key-0123456789abcdefghijklmnop';

export function headers(who: Who): Record<string, string> {
  const browser = who.browser === undefined ? TEST_BROWSER_KEY : who.browser;
  return {
    ...(who.token ? { 'x-order-token': who.token } : {}),
    ...(who.access ? { authorization: `Bearer ${who.access}` } : {}),
    ...(browser ? { cookie: `homie_browser=${browser}` } : {}),
  };
}

/** The receipt address a guest gives at checkout (decision 211), unless a test sends its own. */
export const GUEST_EMAIL = 'guest.buyer@example.com';

export async function createSession(app: FastifyInstance, body: Record<string, unknown>, who: Who = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/create_payment_session',
    payload: who.access || 'email' in body ? body : { ...body, email: GUEST_EMAIL },
    headers: headers(who),
  });
}

export async function flowStatus(app: FastifyInstance, sessionId: string, who: Who) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/payment/flow-status/${sessionId}`,
    headers: headers(who),
  });
  return res.statusCode === 200 ? (res.json().status as string) : `HTTP ${res.statusCode}`;
}

export async function payWithCard(
  app: FastifyInstance,
  sessionUrl: string,
  number: string,
  expiry = '12 / 34',
  cvc = '123',
) {
  return app.inject({
    method: 'POST',
    url: sessionUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardholder: 'Pat Owner', number, expiry, cvc }).toString(),
  });
}

export async function callSuccess(app: FastifyInstance, sessionId: string, who: Who) {
  return app.inject({
    method: 'GET',
    url: `/api/payment/success?session_id=${sessionId}`,
    headers: headers(who),
  });
}

export async function callCancel(app: FastifyInstance, sessionId: string, who: Who) {
  return app.inject({
    method: 'GET',
    url: `/api/payment/cancel?session_id=${sessionId}`,
    headers: headers(who),
  });
}

/**
 * A finished analysis job to buy a plan for, stored through the properties module's repository
 * (the test database has no property data to run a real analysis on).
 */
export async function createJob(
  database: Database,
  options: {
    county?: string | null;
    zip?: string;
    city?: string;
    status?: 'completed' | 'failed';
    /** How many comparable sales the analysis found (10 by default). */
    comps?: number;
    /** The roll year the analysis is valued for (2026 by default, the open-period clock's). */
    rollYear?: number;
    /** The analysed home's parcel number (Los Angeles: a 10-digit AIN). */
    apn?: string;
    street?: string;
    /** Made by this account (else anonymously, in the browser with `browserKey`). */
    userId?: string;
    /** The browser an anonymous job was made in (TEST_BROWSER_KEY by default). */
    browserKey?: string;
  } = {},
): Promise<string> {
  const id = randomToken(16);
  const { property_info, comparable_properties, valuation } = sampleAnalysis({ jobId: id, ...options });
  await createAnalysisRepository(database).insert({
    id,
    propertyId: null,
    userId: options.userId ?? null,
    status: options.status ?? 'completed',
    request: { street: '123 Main St', city: 'Oakland', state: 'CA', zip: '94611' },
    result: options.status === 'failed' ? null : { property_info, comparable_properties, valuation },
    error: options.status === 'failed' ? 'The analysis failed.' : null,
    browserKeyHash: options.userId ? null : sha256(options.browserKey ?? TEST_BROWSER_KEY),
  });
  return id;
}

/**
 * A paid order for a new analysis of `home`, bought through the sandbox checkout by `who` with a
 * card that succeeds; answers its id and the job's.
 */
export async function buyPaidOrder(
  t: Pick<TestApp, 'app' | 'database'>,
  who: Who,
  tier: 'basic' | 'guarantee',
  home: Parameters<typeof createJob>[1] = {},
): Promise<{ orderId: string; jobId: string }> {
  const jobId = await createJob(t.database, home);
  const session = (await createSession(t.app, { history_id: jobId, tier }, who)).json();
  const paid = await payWithCard(t.app, session.session_url, '4242 4242 4242 4242');
  if (paid.statusCode !== 200) throw new Error(`the sandbox payment failed: ${paid.body}`);
  const orderId = (await callSuccess(t.app, session.session_id, who)).json().order_id as string;
  return { orderId, jobId };
}

/**
 * A route test file's app on a clock the tests may move (decision 144): the app is made before the
 * file's tests (`t` is filled then) and closed after them. The clock runs from a day inside every
 * county's regular period (decision 225) and goes back to it after each test.
 */
export function useClockedTestApp(): { clock: Clock; t: TestApp } {
  const clock: Clock = { now: openPeriodClock().now };
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({}, { clock }));
  });
  afterAll(async () => t.close());
  afterEach(() => {
    clock.now = openPeriodClock().now;
  });
  return { clock, t };
}
