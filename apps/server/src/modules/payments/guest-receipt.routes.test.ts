// Issue 49 item 14 (decision 211): a guest's checkout asks for an e-mail; the paid order's receipt
// is mailed there (kept in the outbox without SMTP) with a link that gives the order back to a
// guest who lost the tab holding its token.
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import {
  callSuccess,
  createJob,
  createSession,
  GUEST_EMAIL,
  headers,
  payWithCard,
  useClockedTestApp,
} from './payments.test-helpers.ts';

const { t } = useClockedTestApp();

async function outboxTo(to: string) {
  return t.database.query<{ subject: string; text_body: string }>(
    'select subject, text_body from outbox where to_address = $1 order by created_at',
    [to],
  );
}

const receiptLinkOf = (text: string) => {
  const match = /https?:\/\/\S+\/fill-form\?order=(\S+?)#receipt=(\S+)/.exec(text);
  return match ? { orderId: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) } : null;
};

describe('guest checkout: the receipt address', () => {
  it('refuses a guest checkout without an e-mail, or with a malformed one, and opens nothing', async () => {
    const jobId = await createJob(t.database);
    const missing = await createSession(t.app, { history_id: jobId, tier: 'basic', email: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_request' });
    expect(missing.json().error).toMatch(/e-mail address/);
    const bad = await createSession(t.app, { history_id: jobId, tier: 'basic', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    const orders = await t.database.query('select id from orders where job_id = $1', [jobId]);
    expect(orders).toEqual([]);
  });

  it('an account needs no e-mail field: its receipt goes to the account address', async () => {
    const user = await signUp(t.app, 'receipt.owner@example.com');
    const jobId = await createJob(t.database);
    const s = await createSession(t.app, { history_id: jobId, tier: 'basic' }, { access: user.access });
    expect(s.statusCode).toBe(200);
    await payWithCard(t.app, s.json().session_url, '4242 4242 4242 4242');
    const [receipt] = await outboxTo('receipt.owner@example.com');
    expect(receipt?.subject).toBe('Your Homie receipt: Basic plan');
    expect(receipt?.text_body).toContain(`/fill-form?order=${s.json().order_id}`);
    expect(receiptLinkOf(receipt!.text_body)).toBeNull();
  });
});

describe('guest receipt: the link back to the order', () => {
  it('is mailed once paid, and gives a guest who lost their token the order back (the old token stops)', async () => {
    const email = 'lost.tab@example.com';
    const jobId = await createJob(t.database);
    const s = (await createSession(t.app, { history_id: jobId, tier: 'guarantee', email })).json();
    const oldToken = s.order_token as string;
    expect(await outboxTo(email)).toEqual([]); // nothing before the payment
    await payWithCard(t.app, s.session_url, '4242 4242 4242 4242');

    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Homie receipt: Success plan');
    expect(mails[0]!.text_body).toContain('$49.90');
    const link = receiptLinkOf(mails[0]!.text_body);
    expect(link?.orderId).toBe(s.order_id);
    // The key is not the order token, and only its hash is stored.
    expect(link!.key).not.toBe(oldToken);
    const stored = await t.database.query<{ key_hash: string }>('select key_hash from order_receipt_keys');
    expect(stored.map((r) => r.key_hash)).not.toContain(link!.key);

    // The tab is lost: a new browser has no token and sees nothing.
    const stranger = await t.app.inject({ method: 'GET', url: `/api/orders/${s.order_id}` });
    expect([401, 404]).toContain(stranger.statusCode);

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/orders/restore',
      payload: { order_id: link!.orderId, key: link!.key },
    });
    expect(restored.statusCode).toBe(200);
    const { order_token } = restored.json();
    expect(restored.json().order_id).toBe(s.order_id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order_id}`,
      headers: headers({ token: order_token }),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ order_id: s.order_id, tier: 'guarantee' });
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order_id}`,
      headers: headers({ token: oldToken }),
    });
    expect([401, 404]).toContain(old.statusCode);
    // The success call does not send a second receipt.
    await callSuccess(t.app, s.session_id, { token: order_token });
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('refuses a wrong key, another order id, or an account order, changing nothing', async () => {
    const jobId = await createJob(t.database);
    const s = (await createSession(t.app, { history_id: jobId, tier: 'basic' })).json();
    await payWithCard(t.app, s.session_url, '4242 4242 4242 4242');
    const mails = await outboxTo(GUEST_EMAIL);
    const link = receiptLinkOf(mails.at(-1)!.text_body)!;
    const other = await createJob(t.database);
    const o = (
      await createSession(t.app, { history_id: other, tier: 'basic', email: 'x@example.com' })
    ).json();
    for (const payload of [
      { order_id: link.orderId, key: `${link.key}x` },
      { order_id: o.order_id, key: link.key },
      { order_id: link.orderId },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/orders/restore', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order_id}`,
      headers: headers({ token: s.order_token }),
    });
    expect(still.statusCode).toBe(200);
  });
});
