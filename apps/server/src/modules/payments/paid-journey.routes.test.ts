import { californiaDate } from '@homie/contracts/appeal-calendar';
import { UPGRADE_AMOUNT_CENTS } from '@homie/contracts/paid-orders';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { comparable, completeInfo } from '../appeals/appeals.test-helpers.ts';
import {
  callSuccess,
  createJob,
  createSession,
  flowStatus,
  headers,
  payWithCard,
  type Who,
  useClockedTestApp,
} from './payments.test-helpers.ts';

/**
 * Issue 17 through the API: every paid route is about the order's own home (decision 106), the
 * draft kept per order (107), the upgrade for the difference (108), and the board's decision that
 * earns a $0 Success plan next year, once (109).
 */

/** The app and its clock (decision 144): the tests below move it. */
const { clock, t } = useClockedTestApp();

const CARD = '4242 4242 4242 4242';

/** Buys a plan for a new job through the sandbox checkout; answers the job, order and identity. */
async function buy(
  tier: 'basic' | 'guarantee',
  who: Who = {},
  job?: { zip?: string; city?: string; county?: string | null; jobId?: string },
) {
  const jobId = job?.jobId ?? (await createJob(t.database, job));
  const res = await createSession(t.app, { history_id: jobId, tier }, who);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const me: Who = { ...who, token: who.token ?? body.order_token };
  if (body.already_paid) return { jobId, orderId: body.order_id as string, who: me, body };
  expect((await payWithCard(t.app, body.session_url, CARD)).statusCode).toBe(200);
  const ok = await callSuccess(t.app, body.session_id, me);
  expect(ok.statusCode).toBe(200);
  return { jobId, orderId: ok.json().order_id as string, who: me, body };
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: headers(who), ...(payload === undefined ? {} : { payload }) });

describe('an order is for one property (decision 106)', () => {
  it('names its own home, and every paid route refuses another property’s job', async () => {
    const oakland = await buy('guarantee');
    // Another buyer's home in Redlands (San Bernardino County).
    const redlands = await buy('basic', {}, { zip: '92373', city: 'Redlands', county: 'san_bernardino' });

    const mine = await inject('GET', '/api/orders', oakland.who);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().orders).toHaveLength(1);
    expect(mine.json().orders[0]).toMatchObject({
      order_id: oakland.orderId,
      history_id: oakland.jobId,
      tier: 'guarantee',
      status: 'paid',
      property: {
        address: '123 Main St, Oakland, CA 94611',
        county: 'alameda',
        county_name: 'Alameda County',
      },
      can_upgrade: false,
      can_report_outcome: true,
    });
    expect(mine.json().orders[0].deadline).toMatchObject({ label: expect.stringContaining('Formal appeal') });
    expect((await inject('GET', `/api/orders/${oakland.orderId}`, oakland.who)).statusCode).toBe(200);

    // The Oakland buyer asks about the Redlands job and order: refused on every paid route.
    const other = redlands.jobId;
    const form = {
      county: 'san_bernardino',
      job_id: other,
      property_info: completeInfo(),
      comparable_sales: [],
    };
    const refusals = [
      await inject('POST', '/fill-form', oakland.who, form),
      await inject('POST', '/start_report_generation', oakland.who, {
        csv_path: `outputs/${other}/c.csv`,
        report_name: other,
      }),
      await inject('GET', `/api/appeals/reports/${other}`, oakland.who),
      await inject('GET', `/api/appeals/reports/${other}/html`, oakland.who),
      await inject('GET', `/api/appeals/reports/${other}/pdf`, oakland.who),
      await inject('PUT', `/api/appeals/reports/${other}/letter`, oakland.who, { letter: 'Mine now' }),
      await inject('POST', '/api/orders/send-letter', oakland.who, {
        history_id: other,
        email: 'a@example.com',
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const hidden = [
      await inject('GET', `/api/orders/by-job/${other}`, oakland.who),
      await inject('GET', `/api/orders/${redlands.orderId}`, oakland.who),
      await inject('GET', `/api/orders/${redlands.orderId}/draft`, oakland.who),
      await inject('PUT', `/api/orders/${redlands.orderId}/draft`, oakland.who, {
        property_info: completeInfo(),
      }),
      await inject('POST', `/api/orders/${redlands.orderId}/outcome`, oakland.who, {
        decided_on: '2026-01-05',
        outcome: 'denied',
      }),
    ];
    for (const res of hidden) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toEqual(expect.any(String));
    }
    // Its own county's form for its own job is not enough: the order must be for that job.
    const ownForm = { ...form, county: 'alameda', job_id: oakland.jobId };
    expect(
      (await inject('POST', '/fill-form', oakland.who, { ...ownForm, county: 'san_bernardino' })).statusCode,
    ).toBe(400);

    // A visitor with no credentials gets 401 (or an empty list), never someone's order.
    expect((await inject('GET', `/api/orders/${oakland.orderId}`, {})).statusCode).toBe(401);
    expect((await inject('GET', `/api/orders/${oakland.orderId}/draft`, {})).statusCode).toBe(401);
    expect((await inject('GET', `/api/appeals/reports/${oakland.jobId}`, {})).statusCode).toBe(401);
    expect((await inject('GET', '/api/orders', {})).json()).toEqual({ orders: [] });
    expect((await inject('GET', '/api/orders/not a valid id', oakland.who)).statusCode).toBe(400);
  });
});

describe('a version of a paid job (the same home re-analysed) is covered by its order', () => {
  it('lists the version with the order and sells nothing twice', async () => {
    const paid = await buy('basic');
    const versionId = await createJob(t.database);
    await t.database.query('update analysis_jobs set version_of = $2 where id = $1', [versionId, paid.jobId]);
    const listed = (await inject('GET', `/api/orders/${paid.orderId}`, paid.who)).json();
    expect(listed.version_ids).toEqual([versionId]);
    const again = await createSession(t.app, { history_id: versionId, tier: 'basic' }, paid.who);
    expect(again.json()).toMatchObject({ already_paid: true, order_id: paid.orderId });
    // Success from the re-analysed job is the upgrade of the order that covers it.
    const up = await createSession(t.app, { history_id: versionId, tier: 'guarantee' }, paid.who);
    expect(up.json()).toMatchObject({ purpose: 'upgrade', amount_cents: 2500, order_id: paid.orderId });
  });
});

describe('upgrade Basic → Success for the difference (decision 108)', () => {
  it('charges $25.00 through the same checkout, once, and unlocks the Success extras only after', async () => {
    const basic = await buy('basic');
    const { who, jobId, orderId } = basic;
    expect(UPGRADE_AMOUNT_CENTS).toBe(2500);
    // Basic: the letter is not editable.
    expect(
      (await inject('PUT', `/api/appeals/reports/${jobId}/letter`, who, { letter: 'Edited' })).statusCode,
    ).toBe(403);
    expect((await inject('GET', `/api/orders/${orderId}`, who)).json()).toMatchObject({ can_upgrade: true });

    const again = await createSession(t.app, { history_id: jobId, tier: 'basic' }, who);
    expect(again.json()).toMatchObject({ already_paid: true, order_id: orderId });

    const up = await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who);
    expect(up.statusCode).toBe(200);
    const s = up.json();
    expect(s).toMatchObject({
      success: true,
      already_paid: false,
      purpose: 'upgrade',
      amount_cents: 2500,
      order_id: orderId,
    });
    // A double click hands out the same checkout.
    expect(
      (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json().session_id,
    ).toBe(s.session_id);
    const page = await t.app.inject({ method: 'GET', url: s.session_url });
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain('upgrade from Basic');
    // Not paid yet: still Basic.
    expect(
      (await inject('PUT', `/api/appeals/reports/${jobId}/letter`, who, { letter: 'Edited' })).statusCode,
    ).toBe(403);

    expect((await payWithCard(t.app, s.session_url, CARD)).statusCode).toBe(200);
    expect(await flowStatus(t.app, s.session_id, who)).toBe('completed');
    const ok = await callSuccess(t.app, s.session_id, who);
    expect(ok.json()).toMatchObject({ success: true, tier: 'guarantee', order_id: orderId });
    // Paying the same upgrade again changes nothing.
    await payWithCard(t.app, s.session_url, CARD);
    const rows = await t.database.query<{ tier: string; amount_cents: number; status: string }>(
      'select tier, amount_cents, status from orders where job_id = $1',
      [jobId],
    );
    expect(rows).toEqual([{ tier: 'guarantee', amount_cents: 4990, status: 'paid' }]);
    const sessions = await t.database.query<{ purpose: string; amount_cents: number; status: string }>(
      `select s.purpose, s.amount_cents, s.status from payment_sessions s join orders o on o.id = s.order_id
        where o.job_id = $1 order by s.created_at`,
      [jobId],
    );
    expect(sessions).toEqual([
      { purpose: 'purchase', amount_cents: 2490, status: 'completed' },
      { purpose: 'upgrade', amount_cents: 2500, status: 'completed' },
    ]);
    // Now upgraded: nothing more to pay, and the letter is editable.
    expect((await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json()).toMatchObject({
      already_paid: true,
    });
    const edited = await inject('PUT', `/api/appeals/reports/${jobId}/letter`, who, {
      letter: 'Edited letter',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().can_edit_letter).toBe(true);
    expect((await inject('GET', `/api/orders/${orderId}`, who)).json()).toMatchObject({
      tier: 'guarantee',
      can_upgrade: false,
      amount_cents: 4990,
    });
  });
});

describe('the appeal form draft, per order (decision 107)', () => {
  it('is saved as the owner types and restored on another device after sign-in', async () => {
    const user = await signUp(t.app);
    const device1: Who = { access: user.access };
    const { orderId } = await buy('basic', device1);

    const empty = await inject('GET', `/api/orders/${orderId}/draft`, device1);
    expect(empty.json()).toEqual({ order_id: orderId, draft: null, revision: 0, updated_at: null });

    const draft = {
      route: 'informal',
      property_info: completeInfo({ owner_name: 'Pat Half-Typ', additional_info: '' }),
      comparable_sales: [comparable()],
    };
    const saved = await inject('PUT', `/api/orders/${orderId}/draft`, device1, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().revision).toBe(1);
    const second = await inject('PUT', `/api/orders/${orderId}/draft`, device1, {
      ...draft,
      property_info: { ...draft.property_info, owner_name: 'Pat Half-Typed' },
    });
    expect(second.json().revision).toBe(2);

    // Another device: a fresh sign-in of the same account.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: user.email, password: 'correct horse' },
    });
    const device2: Who = { access: login.json().access };
    const restored = await inject('GET', `/api/orders/${orderId}/draft`, device2);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().draft.property_info.owner_name).toBe('Pat Half-Typed');
    expect(restored.json().draft.comparable_sales).toEqual([comparable()]);
    expect(restored.json().draft.route).toBe('informal');
    expect((await inject('GET', `/api/orders/${orderId}`, device2)).json().has_draft).toBe(true);

    // Bad input is a 400 with { error }; a stranger gets 404.
    const bad = await inject('PUT', `/api/orders/${orderId}/draft`, device1, {
      property_info: { owner_name: 'x'.repeat(500) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
    const stranger = await signUp(t.app);
    expect(
      (await inject('GET', `/api/orders/${orderId}/draft`, { access: stranger.access })).statusCode,
    ).toBe(404);
  });

  it('is refused for an order not paid yet', async () => {
    const jobId = await createJob(t.database);
    const open = (await createSession(t.app, { history_id: jobId, tier: 'basic' })).json();
    const who = { token: open.order_token };
    const res = await inject('PUT', `/api/orders/${open.order_id}/draft`, who, {
      property_info: completeInfo(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('"Free next year if fails" (decision 109)', () => {
  it('turns a denial into one $0 Success plan for the same home next year', async () => {
    const user = await signUp(t.app);
    const who: Who = { access: user.access };
    // A home only this test uses, so its credit is its own.
    const home = { zip: '94577', city: 'San Leandro', county: 'alameda' };
    const paidAt = new Date('2026-08-10T18:00:00Z');
    clock.now = () => paidAt;
    const first = await buy('guarantee', who, home);
    await t.database.query('update orders set paid_at = $2 where id = $1', [first.orderId, paidAt]);
    clock.now = () => new Date('2026-11-20T18:00:00Z');

    const url = `/api/orders/${first.orderId}/outcome`;
    const future = await inject('POST', url, who, { decided_on: '2026-12-30', outcome: 'denied' });
    expect(future.statusCode).toBe(400);
    expect(
      (await inject('POST', url, who, { decided_on: '2026-11-02', outcome: 'sideways' })).statusCode,
    ).toBe(400);

    const denied = await inject('POST', url, who, {
      decided_on: '2026-11-02',
      outcome: 'denied',
      value_decided: 1092420,
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({
      outcome: { decided_on: '2026-11-02', outcome: 'denied', value_decided: 1092420, has_notice: false },
      // No credit without the board's notice of decision (decision 212).
      credit: null,
    });

    // The notice of decision: a PDF through the storage adapter; anything else is refused.
    const notice = await t.app.inject({
      method: 'PUT',
      url: `${url}/notice`,
      headers: { ...headers(who), 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n% notice of decision\n'),
    });
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json().outcome.has_notice).toBe(true);
    // With the notice, the credit waits for an operator's review (decision 212); approved here.
    expect(notice.json().credit).toMatchObject({ roll_year: 2027, redeemed: false, status: 'pending' });
    const approved = await t.app.payments.reviewCredit({
      creditId: notice.json().credit.credit_id,
      status: 'approved',
      by: 'desk@brokerage.example',
      note: null,
      now: clock.now(),
    });
    expect(approved).toBe(true);
    const fake = await t.app.inject({
      method: 'PUT',
      url: `${url}/notice`,
      headers: { ...headers(who), 'content-type': 'application/pdf' },
      payload: Buffer.from('not a pdf at all'),
    });
    expect(fake.statusCode).toBe(415);

    // Next year, the same home analysed again: Success at checkout costs $0, through the same orders.
    clock.now = () => new Date('2027-03-01T18:00:00Z');
    const nextJob = await createJob(t.database, { ...home, rollYear: 2027 });
    const free = await createSession(t.app, { history_id: nextJob, tier: 'guarantee' }, who);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({
      success: true,
      already_paid: true,
      paid_with_credit: true,
      amount_cents: 0,
    });
    const freeOrder = free.json().order_id;
    expect(free.json().redirect_url).toBe(`/payment-success?order=${freeOrder}`);
    expect((await inject('GET', `/api/orders/${freeOrder}`, who)).json()).toMatchObject({
      status: 'paid',
      tier: 'guarantee',
      amount_cents: 0,
      paid_with_credit: true,
    });
    expect((await inject('GET', `/api/orders/${first.orderId}`, who)).json().credit).toMatchObject({
      redeemed: true,
      redeemed_order_id: freeOrder,
    });

    // Once only, and one order per home and roll year (decision 133): another analysis of the same
    // home that year is not sold again; it continues to the order the credit paid.
    const thirdJob = await createJob(t.database, { ...home, rollYear: 2027 });
    const paidAgain = await createSession(t.app, { history_id: thirdJob, tier: 'guarantee' }, who);
    expect(paidAgain.json()).toMatchObject({
      already_paid: true,
      order_id: freeOrder,
      redirect_url: `/fill-form?order=${freeOrder}`,
    });
  });

  it('the credit is a Success promise: a Basic order reports its decision and earns nothing, nor does a granted appeal', async () => {
    const user = await signUp(t.app);
    const who: Who = { access: user.access };
    const basic = await buy('basic', who, { zip: '94578', city: 'San Leandro', county: 'alameda' });
    const ca = californiaDate(clock.now());
    const today = `${ca.year}-${String(ca.month).padStart(2, '0')}-${String(ca.day).padStart(2, '0')}`;
    // Every appeal's timeline reaches its decision (decision 240); only Success's denial earns a credit.
    const reported = await inject('POST', `/api/orders/${basic.orderId}/outcome`, who, {
      decided_on: today,
      outcome: 'withdrawn_by_owner',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().outcome).toMatchObject({ outcome: 'withdrawn_by_owner', decided_on: today });
    expect(reported.json().credit).toBeNull();
    const success = await buy('guarantee', who, { zip: '94579', city: 'San Leandro', county: 'alameda' });
    const granted = await inject('POST', `/api/orders/${success.orderId}/outcome`, who, {
      decided_on: today,
      outcome: 'granted',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().credit).toBeNull();
  });
});

describe('deleting the account (decision 093) takes the draft and the notice along', () => {
  it('leaves the paid order anonymised, without the typed form or the uploaded notice', async () => {
    const user = await signUp(t.app);
    const who: Who = { access: user.access };
    const { orderId } = await buy('guarantee', who, { zip: '94580', city: 'San Lorenzo', county: 'alameda' });
    await inject('PUT', `/api/orders/${orderId}/draft`, who, { property_info: completeInfo() });
    const ca = californiaDate(clock.now());
    const today = `${ca.year}-${String(ca.month).padStart(2, '0')}-${String(ca.day).padStart(2, '0')}`;
    // A denial reported on the day of purchase is refused now (decision 212): a reduction here.
    await inject('POST', `/api/orders/${orderId}/outcome`, who, { decided_on: today, outcome: 'reduced' });
    const notice = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/outcome/notice`,
      headers: { ...headers(who), 'content-type': 'image/png' },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    });
    expect(notice.statusCode, notice.body).toBe(200);
    const rows = await t.database.query<{ notice_key: string }>(
      'select notice_key from appeal_outcomes where order_id = $1',
      [orderId],
    );
    const key = rows[0]!.notice_key;
    expect(await t.app.storage.exists(key)).toBe(true);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account/',
      headers: headers(who),
      payload: { password: 'correct horse' },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await t.database.query('select 1 from appeal_drafts where order_id = $1', [orderId])).toEqual([]);
    expect(
      await t.database.query('select notice_key, outcome from appeal_outcomes where order_id = $1', [
        orderId,
      ]),
    ).toEqual([{ notice_key: null, outcome: 'reduced' }]);
    expect(await t.app.storage.exists(key)).toBe(false);
  });
});

describe('guest orders claimed by signing up (decision 106)', () => {
  it('moves the guest token’s orders to the new account', async () => {
    const guest = await buy('basic');
    const user = await signUp(t.app);
    expect((await inject('POST', '/api/orders/claim', { token: guest.who.token })).statusCode).toBe(401);
    const claim = await inject('POST', '/api/orders/claim', { access: user.access, token: guest.who.token });
    expect(claim.json()).toEqual({ claimed: 1 });
    const listed = await inject('GET', '/api/orders', { access: user.access });
    expect(listed.json().orders.map((o: { order_id: string }) => o.order_id)).toEqual([guest.orderId]);
    expect((await inject('GET', `/api/orders/${guest.orderId}`, { token: guest.who.token })).statusCode).toBe(
      404,
    );
  });
});
