// Concurrent plan choices on one order (decision 170): at most one open checkout per order, held by
// the database. These tests fail on PostgreSQL (`npm run test:pg`, part of `npm test`) without the
// rule; on in-process PGlite the requests happen not to interleave between the read and the insert.
import { describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp } from '../../../test/helpers.ts';
import { CHECKOUT_MESSAGES } from './paid-order.messages.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  createJob,
  createSession,
  flowStatus,
  payWithCard,
  useClockedTestApp,
} from './payments.test-helpers.ts';

const { t } = useClockedTestApp();

describe('one open checkout per order under concurrent clicks', () => {
  it('concurrent first clicks of one account open one checkout, not one each (decision 170)', async () => {
    const user = await signUp(t.app);
    const who = { access: user.access };
    const jobId = await createJob(t.database);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((a) => a.json().session_id));
    expect(ids.size).toBe(1);
    const open = await t.database.query<{ id: string }>(
      `select s.id from payment_sessions s join orders o on o.id = s.order_id
        where o.job_id = $1 and s.status in ('initializing', 'pending')`,
      [jobId],
    );
    expect(open).toEqual([{ id: [...ids][0] }]);
    expect(await flowStatus(t.app, [...ids][0]!, who)).toBe('initializing');
  });

  it('concurrent clicks on both plans leave exactly one payable checkout (decision 170)', async () => {
    const user = await signUp(t.app);
    const who = { access: user.access };
    const jobId = await createJob(t.database);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createSession(t.app, { history_id: jobId, tier: i % 2 ? 'basic' : 'guarantee' }, who),
      ),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const open = await t.database.query<{ id: string }>(
      `select s.id from payment_sessions s join orders o on o.id = s.order_id
        where o.job_id = $1 and s.status in ('initializing', 'pending')`,
      [jobId],
    );
    expect(open).toHaveLength(1);
    // Every other checkout handed out is closed: it can no longer be paid.
    for (const a of answers.filter((x) => x.statusCode === 200 && x.json().session_id !== open[0]!.id)) {
      expect(await flowStatus(t.app, a.json().session_id, who)).toBe('cancelled');
    }
  });
});

describe('a checkout replaced while the provider was opening it', () => {
  it('is closed at the provider, and its caller is told to choose again (decision 170)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cancelled: string[] = [];
    let calls = 0;
    const provider: PaymentProvider = {
      name: 'stripe',
      async createCheckout(request) {
        if (calls++ === 0) await gate; // the first checkout is slow to open
        return {
          providerRef: `cs_${request.sessionId}`,
          checkoutUrl: `https://checkout.example/${request.sessionId}`,
          status: 'pending',
          expiresAt: request.expiresAt,
        };
      },
      fetchState: async () => 'open',
      async cancel(ref) {
        cancelled.push(ref);
        return 'expired';
      },
    };
    const own = await createTestApp({}, { clock: openPeriodClock(), modules: { payments: { provider } } });
    try {
      const who = { access: (await signUp(own.app)).access };
      const jobId = await createJob(own.database);
      const openIds = () =>
        own.database.query<{ id: string }>(
          `select s.id from payment_sessions s join orders o on o.id = s.order_id
            where o.job_id = $1 and s.status in ('initializing', 'pending')`,
          [jobId],
        );
      const first = createSession(own.app, { history_id: jobId, tier: 'basic' }, who);
      await expect.poll(async () => (await openIds()).length).toBe(1);
      const [{ id: firstId }] = (await openIds()) as [{ id: string }];

      const second = await createSession(own.app, { history_id: jobId, tier: 'guarantee' }, who);
      expect(second.statusCode).toBe(200);
      release();
      const replaced = await first;

      expect(replaced.statusCode).toBe(409);
      expect(replaced.json()).toEqual({ error: CHECKOUT_MESSAGES.replacedMeanwhile, code: 'conflict' });
      expect(cancelled).toEqual([`cs_${firstId}`]);
      expect(await openIds()).toEqual([{ id: second.json().session_id }]);
    } finally {
      await own.close();
    }
  });
});

describe('an order paid in another window while a plan is being chosen', () => {
  it('is not sold again: the late request answers already_paid (decision 170)', async () => {
    let gate: Promise<void> | null = null;
    let release!: () => void;
    let paused!: () => void;
    const reached = new Promise<void>((resolve) => {
      paused = resolve;
    });
    const own = await createTestApp(
      {},
      {
        clock: openPeriodClock(),
        modules: {
          properties: {
            analysisJobs: {
              // Looked up while a Success order is checked for a credit (this home has none): the
              // second request pauses there.
              property: async () => {
                if (gate) {
                  paused();
                  await gate;
                }
                return null;
              },
            },
          },
        },
      },
    );
    try {
      const who = { access: (await signUp(own.app)).access };
      const jobId = await createJob(own.database);
      const first = (await createSession(own.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const late = createSession(own.app, { history_id: jobId, tier: 'guarantee' }, who);
      await reached;
      gate = null;
      expect((await payWithCard(own.app, first.session_url, '4242424242424242')).statusCode).toBe(200);
      release();
      const answer = await late;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ already_paid: true, order_id: first.order_id });
      const open = await own.database.query(
        `select s.id from payment_sessions s join orders o on o.id = s.order_id
          where o.job_id = $1 and s.status in ('initializing', 'pending')`,
        [jobId],
      );
      expect(open).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
