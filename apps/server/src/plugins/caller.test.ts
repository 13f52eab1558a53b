import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp, type TestApp } from '../../test/helpers.ts';
import {
  createJob,
  createSession,
  headers,
  payWithCard,
  type Who,
} from '../modules/payments/payments.test-helpers.ts';

/**
 * One caller rule for payments and appeals (decision 143): a guest token alone is a guest; a Bearer
 * token that is present but invalid answers 401 on both modules, even beside a valid guest token.
 */

let t: TestApp;
let guest: { token: string; orderId: string };
beforeAll(async () => {
  t = await createTestApp({}, { clock: openPeriodClock() });
  const token = 'caller-test-guest-token-0123456789abcdef';
  const jobId = await createJob(t.database);
  const res = (await createSession(t.app, { history_id: jobId, tier: 'basic' }, { token })).json();
  await payWithCard(t.app, res.session_url, '4242424242424242');
  guest = { token: res.order_token ?? token, orderId: res.order_id };
}, 60_000);
afterAll(async () => t?.close());

// One payments call and one appeals call that a guest holding the order token may make.
const calls = [
  { module: 'payments', url: () => `/api/orders/${guest.orderId}` },
  { module: 'appeals', url: () => `/api/orders/${guest.orderId}/draft` },
];
const get = (url: string, who: Who, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers(who), ...extra } });

describe('the caller-identity plugin', () => {
  it.each(calls)('$module: the guest order token alone is the order’s guest', async ({ url }) => {
    expect((await get(url(), { token: guest.token })).statusCode).toBe(200);
  });

  it.each(calls)(
    '$module: a forged Bearer token answers 401 even beside the guest token',
    async ({ url }) => {
      const res = await get(url(), { token: guest.token, access: 'not.a.valid-token' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatch(/session has expired or is invalid/);
    },
  );

  it.each(calls)('$module: a token of a signed-out session answers 401 too', async ({ url }) => {
    const user = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: user.refresh },
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get(url(), { token: guest.token, access: user.access })).statusCode).toBe(401);
  });

  it.each(calls)('$module: a valid user without the token is not the guest', async ({ url }) => {
    const stranger = await signUp(t.app);
    const res = await get(url(), { access: stranger.access });
    expect([403, 404]).toContain(res.statusCode);
  });

  it.each(calls)('$module: no credential at all is anonymous: 401', async ({ url }) => {
    expect((await get(url(), {})).statusCode).toBe(401);
  });
});
