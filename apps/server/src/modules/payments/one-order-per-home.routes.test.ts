import { UPGRADE_AMOUNT_CENTS } from '@homie/contracts/paid-orders';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { sameHome } from './payments.jobs.ts';
import {
  createJob,
  createSession,
  headers,
  payWithCard,
  type Who,
  useClockedTestApp,
} from './payments.test-helpers.ts';

/**
 * One order per property and roll year (issue 17 follow-up, decision 133): a separate analysis (a
 * new job, not a version) of a home the caller already paid for this year is never charged again;
 * the checkout answers with the existing order, or the upgrade when Basic was paid and Success chosen.
 */

/** The app and its clock (decision 144): the tests below move it. */
const { clock, t } = useClockedTestApp();

const CARD = '4242424242424242';
const home = { zip: '94602', city: 'Oakland', county: 'alameda' };

async function ordersOf(userId: string) {
  return t.database.query<{ id: string; job_id: string; status: string; tier: string; amount_cents: number }>(
    'select id, job_id, status, tier, amount_cents from orders where user_id = $1::uuid order by created_at',
    [userId],
  );
}

async function buy(jobId: string, tier: 'basic' | 'guarantee', who: Who) {
  const res = await createSession(t.app, { history_id: jobId, tier }, who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().already_paid).toBe(false);
  const paid = await payWithCard(t.app, res.json().session_url, CARD);
  expect(paid.statusCode).toBeLessThan(400);
  return res.json() as { order_id: string; order_token?: string };
}

describe('a home already paid for this roll year is not sold again', () => {
  it('answers a separate analysis of the same home with the existing order, then its upgrade', async () => {
    clock.now = () => new Date('2026-08-20T18:00:00Z');
    const user = await signUp(t.app);
    const who = { access: user.access };
    const first = await createJob(t.database, home);
    const { order_id: orderId } = await buy(first, 'basic', who);

    // The same home analysed again from scratch (a new job, not a version of the paid one).
    const second = await createJob(t.database, home);
    const again = await createSession(t.app, { history_id: second, tier: 'basic' }, who);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      already_paid: true,
      order_id: orderId,
      redirect_url: `/fill-form?order=${orderId}`,
    });
    expect(await ordersOf(user.user_id)).toHaveLength(1);

    // Success chosen on the new analysis: the Basic order's upgrade for the difference, not a purchase.
    const upgrade = await createSession(t.app, { history_id: second, tier: 'guarantee' }, who);
    expect(upgrade.json()).toMatchObject({
      already_paid: false,
      order_id: orderId,
      purpose: 'upgrade',
      amount_cents: UPGRADE_AMOUNT_CENTS,
    });
    await payWithCard(t.app, upgrade.json().session_url, CARD);
    const [order] = await ordersOf(user.user_id);
    expect(order).toMatchObject({ id: orderId, job_id: first, status: 'paid', tier: 'guarantee' });
    expect(order!.amount_cents).toBe(2490 + UPGRADE_AMOUNT_CENTS);

    // With Success paid, a third analysis of the home goes to the same order's form, for nothing.
    const third = await createJob(t.database, home);
    const after = await createSession(t.app, { history_id: third, tier: 'guarantee' }, who);
    expect(after.json()).toMatchObject({ already_paid: true, order_id: orderId });
    expect(await ordersOf(user.user_id)).toHaveLength(1);
  });

  it('still sells another home, the same home in the next roll year, and the home to someone else', async () => {
    clock.now = () => new Date('2026-08-20T18:00:00Z');
    const user = await signUp(t.app);
    const who = { access: user.access };
    await buy(await createJob(t.database, home), 'basic', who);

    // Another home of the same buyer (another ZIP): its own order.
    const elsewhere = await createJob(t.database, { zip: '94611', city: 'Oakland', county: 'alameda' });
    await buy(elsewhere, 'basic', who);

    // Another buyer of the same address: their own order.
    const neighbour = await signUp(t.app);
    await buy(await createJob(t.database, home), 'basic', { access: neighbour.access });

    // The same home in the next roll year (the calendar's roll year turns on July 1).
    clock.now = () => new Date('2027-08-01T18:00:00Z');
    const nextYear = await createJob(t.database, { ...home, rollYear: 2027 });
    const res = await createSession(t.app, { history_id: nextYear, tier: 'basic' }, who);
    expect(res.json()).toMatchObject({ already_paid: false, purpose: 'purchase', amount_cents: 2490 });
    expect(await ordersOf(user.user_id)).toHaveLength(3);
  });

  it('holds for a guest too: the token that paid gets its order back', async () => {
    clock.now = () => new Date('2026-08-20T18:00:00Z');
    const guestHome = { zip: '94606', city: 'Oakland', county: 'alameda' };
    const bought = await buy(await createJob(t.database, guestHome), 'guarantee', {});
    const who = { token: bought.order_token };
    const again = await createSession(
      t.app,
      { history_id: await createJob(t.database, guestHome), tier: 'basic' },
      who,
    );
    expect(again.json()).toMatchObject({ already_paid: true, order_id: bought.order_id });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${bought.order_id}`,
      headers: headers(who),
    });
    expect(order.json()).toMatchObject({ status: 'paid', tier: 'guarantee' });
  });
});

describe('GET /api/orders/for-home/:history_id: a paid home is paid however it is looked up (decision 219)', () => {
  const forHome = (jobId: string, who: Who) =>
    t.app.inject({ method: 'GET', url: `/api/orders/for-home/${jobId}`, headers: headers(who) });

  it('finds the order from another lookup of the same home, never another home or buyer', async () => {
    clock.now = () => new Date('2026-08-20T18:00:00Z');
    const user = await signUp(t.app);
    const who = { access: user.access };
    const homeHere = { zip: '94609', city: 'Oakland', county: 'alameda' };
    const first = await createJob(t.database, homeHere);
    const { order_id: orderId } = await buy(first, 'basic', who);

    // Its own job, and the same home looked up again (a new job, not a version of the paid one).
    expect((await forHome(first, who)).json()).toEqual({ order_id: orderId });
    const again = await createJob(t.database, homeHere);
    const res = await forHome(again, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ order_id: orderId });

    // Another home, another buyer of the same address, nobody at all: no order.
    const elsewhere = await createJob(t.database, { zip: '94610', city: 'Oakland', county: 'alameda' });
    expect((await forHome(elsewhere, who)).json()).toEqual({ order_id: null });
    const neighbour = await signUp(t.app);
    expect((await forHome(again, { access: neighbour.access })).json()).toEqual({ order_id: null });
    expect((await forHome(again, {})).json()).toEqual({ order_id: null });

    // The next roll year: the home is not paid for that year.
    clock.now = () => new Date('2027-08-01T18:00:00Z');
    expect((await forHome(await createJob(t.database, homeHere), who)).json()).toEqual({ order_id: null });
  });

  it('holds for a guest token, and answers a malformed job id with a clear 4xx', async () => {
    clock.now = () => new Date('2026-08-20T18:00:00Z');
    const guestHome = { zip: '94608', city: 'Emeryville', county: 'alameda' };
    const bought = await buy(await createJob(t.database, guestHome), 'basic', {});
    const who = { token: bought.order_token };
    expect((await forHome(await createJob(t.database, guestHome), who)).json()).toEqual({
      order_id: bought.order_id,
    });
    const bad = await forHome('x'.repeat(101), who);
    expect([400, 414]).toContain(bad.statusCode);
    expect(bad.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });
});

describe('sameHome', () => {
  it('compares property ids when both jobs have one, else the normalised address and ZIP', () => {
    expect(sameHome({ propertyId: 7, propertyKey: 'a|1' }, { propertyId: 7, propertyKey: 'b|2' })).toBe(true);
    expect(sameHome({ propertyId: 7, propertyKey: 'a|1' }, { propertyId: 8, propertyKey: 'a|1' })).toBe(
      false,
    );
    expect(sameHome({ propertyId: null, propertyKey: 'a|1' }, { propertyId: 8, propertyKey: 'a|1' })).toBe(
      true,
    );
    expect(sameHome({ propertyId: null, propertyKey: null }, { propertyId: null, propertyKey: null })).toBe(
      false,
    );
  });
});
