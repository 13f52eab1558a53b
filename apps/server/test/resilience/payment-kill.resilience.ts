// SIGKILL while a payment completes (the sandbox checkout's card form is posted and the server
// dies a few milliseconds later), then a restart, several times with different timings: a payment
// the buyer saw confirmed is never lost, an order is paid exactly when one of its sessions is
// completed, the buyer can finish an interrupted purchase afterwards, and the database opens clean.
import { afterAll, describe, expect, it } from 'vitest';
import { openPeriodServerEnv } from '../../../../e2e/fixtures/e2e-clock.ts';
import { TEST_CARD } from '../security/journeys.ts';
import { tablesReadable, tempDataDir, withPglite } from './data-dir.ts';
import { json, type ServerProcess, startServer } from './server-process.ts';

const data = tempDataDir('payment');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  data.remove();
});

/** Kill points as fractions of one uninterrupted payment's time: before, during and after completion. */
const KILL_POINTS = [0, 0.2, 0.5, 0.8, 0.95, 1.2, 3];
// It buys plans: on a day inside every county's regular period (decision 225).
const env = { DATA_DIR: data.dir, DEMO_DATASET_SIZE: '400', ...openPeriodServerEnv() };

interface Attempt {
  delay: number;
  jobId: string;
  sessionId: string;
  token: string;
  sawPaid: boolean;
}

async function buy(
  url: string,
  address: Record<string, string>,
): Promise<Omit<Attempt, 'delay' | 'sawPaid'> & { checkoutPath: string }> {
  // One browser analyses and buys (decision 206: an anonymous job is bought from its browser).
  const headers = { cookie: 'homie_browser=resilience-buyer-browser-0123456789abcdef' };
  const analysis = await json(`${url}/manual_analysis`, {
    method: 'POST',
    body: JSON.stringify(address),
    headers,
  });
  expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
  const jobId = String(analysis.body.job_id);
  const session = await json(`${url}/api/create_payment_session`, {
    method: 'POST',
    body: JSON.stringify({ history_id: jobId, tier: 'basic' }),
    headers,
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const checkoutPath = new URL(String(session.body.session_url), url).pathname;
  await fetch(`${url}${checkoutPath}`); // the buyer opens the checkout window
  return {
    jobId,
    sessionId: String(session.body.session_id),
    token: String(session.body.order_token),
    checkoutPath,
  };
}

const payForm = new URLSearchParams({
  cardholder: 'Pat Owner',
  number: TEST_CARD,
  expiry: '12 / 34',
  cvc: '123',
}).toString();

describe('SIGKILL during a payment completion', () => {
  it('loses no paid order and leaves no half-paid one', { timeout: 900_000 }, async () => {
    server = await startServer(env, '/readyz');
    await server.stop('SIGTERM');
    const address = await withPglite(data.dir, async (db) => {
      const [row] = await db.query<{ street: string; city: string; zip: string }>(
        "select street_number || ' ' || street_name as street, city, zip from properties where unit is null order by id limit 1",
      );
      return { street: row!.street, city: row!.city, state: 'CA', zip: row!.zip, unit: '' };
    });

    // One uninterrupted payment sets the time scale.
    server = await startServer(env, '/readyz');
    const timed = await buy(server.url, address);
    const t0 = performance.now();
    const paid = await fetch(`${server.url}${timed.checkoutPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm,
    });
    const payMs = performance.now() - t0;
    expect(paid.status).toBe(200);
    await server.stop('SIGTERM');

    const attempts: Attempt[] = [];
    for (const point of KILL_POINTS) {
      const delay = Math.round(point * payMs);
      server = await startServer(env, '/readyz');
      const purchase = await buy(server.url, address);
      let sawPaid = false;
      const pay = fetch(`${server.url}${purchase.checkoutPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: payForm,
      })
        .then(async (res) => {
          sawPaid = res.status === 200 && (await res.text()).includes('Payment successful');
        })
        .catch(() => {});
      await new Promise((r) => setTimeout(r, delay));
      await server.stop('SIGKILL');
      await pay;
      attempts.push({ delay, ...purchase, sawPaid });
    }

    // After the restart the buyer comes back: what they saw paid is paid; anything else can be paid now.
    server = await startServer(env, '/readyz');
    for (const a of attempts) {
      const headers = { 'x-order-token': a.token };
      const order = await json(`${server.url}/api/orders/by-job/${a.jobId}`, { headers });
      const paidAfterRestart = order.status === 200 && order.body.status === 'paid';
      if (a.sawPaid)
        expect(paidAfterRestart, `kill after ${a.delay} ms: a confirmed payment was lost`).toBe(true);
      if (!paidAfterRestart) {
        const checkout = new URL(`${server.url}/api/payment/sandbox/${a.sessionId}`);
        const retry = await fetch(checkout, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: payForm,
        });
        expect(retry.status, `kill after ${a.delay} ms: paying again after the restart`).toBeLessThan(500);
      }
      const status = await json(`${server.url}/api/payment/flow-status/${a.sessionId}`, { headers });
      const success = await json(`${server.url}/api/payment/success?session_id=${a.sessionId}`, { headers });
      expect(status.status).toBe(200);
      expect(success.status, JSON.stringify(success.body)).toBeLessThan(500);
      const after = await json(`${server.url}/api/orders/by-job/${a.jobId}`, { headers });
      expect(
        after.body.status,
        `kill after ${a.delay} ms: the order can be completed after the restart`,
      ).toBe('paid');
    }
    await server.stop('SIGTERM');

    await withPglite(data.dir, async (db) => {
      expect(await tablesReadable(db)).toEqual([]);
      const paidWithoutSession = await db.query(
        `select o.id from orders o where o.status = 'paid' and not exists (
           select 1 from payment_sessions s where s.id = o.paid_session_id and s.order_id = o.id and s.status = 'completed')`,
      );
      const completedButUnpaid = await db.query(
        `select s.id from payment_sessions s join orders o on o.id = s.order_id where s.status = 'completed' and o.status <> 'paid'`,
      );
      const twiceCompleted = await db.query(
        `select order_id from payment_sessions where status = 'completed' group by order_id having count(*) > 1`,
      );
      expect(paidWithoutSession, 'orders paid without a completed session').toEqual([]);
      expect(completedButUnpaid, 'completed sessions whose order is not paid').toEqual([]);
      expect(twiceCompleted, 'orders charged twice').toEqual([]);
      const [{ n }] = (await db.query<{ n: number }>(
        "select count(*)::int as n from orders where status = 'paid'",
      )) as [{ n: number }];
      expect(n).toBe(KILL_POINTS.length + 1);
    });
    expect(
      attempts.some((a) => a.sawPaid),
      'at least one kill came after the buyer saw the payment confirmed',
    ).toBe(true);
    console.log(
      `payment kills (one payment takes ${Math.round(payMs)} ms): ${attempts.map((a) => `${a.delay} ms → ${a.sawPaid ? 'buyer saw it paid' : 'buyer saw no answer'}`).join('; ')}`,
    );
  });
});
