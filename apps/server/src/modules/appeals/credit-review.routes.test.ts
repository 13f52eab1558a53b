import { currentRollYear } from '@homie/contracts/appeal-calendar';
// Issue 49 item 15 (decision 212): "Next year free" is earned only with the board's notice of
// decision and a decision date after the application could be filed, and only once an operator has
// approved it in the back office; each review step is in the audit trail.
import { OPERATOR_API } from '@homie/contracts/operator';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { grantOperator } from '#modules/operator/operator.plugin.ts';
import {
  callSuccess,
  createJob,
  createSession,
  headers,
  payWithCard,
  useClockedTestApp,
  type Who,
} from '#modules/payments/payments.test-helpers.ts';

const { clock, t } = useClockedTestApp();
let operator: string;
const PDF = Buffer.from('%PDF-1.4\n% notice of decision: denied\n');

beforeAll(async () => {
  operator = (await signUp(t.app, 'review.desk@brokerage.example')).access;
  await grantOperator(t.database, 'review.desk@brokerage.example');
});

const at = (iso: string) => {
  clock.now = () => new Date(iso);
};
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: headers(who), ...(payload === undefined ? {} : { payload }) });
const asOperator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${operator}` },
    ...(payload === undefined ? {} : { payload }),
  });

async function buySuccess(who: Who, home: { zip: string; city: string; county: string }) {
  const jobId = await createJob(t.database, home);
  const body = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
  expect((await payWithCard(t.app, body.session_url, '4242 4242 4242 4242')).statusCode).toBe(200);
  const ok = await callSuccess(t.app, body.session_id, who);
  return ok.json().order_id as string;
}

async function nextYearCheckout(who: Who, home: { zip: string; city: string; county: string }) {
  // The home analysed again in the year of the clock: valued for that roll year (decision 236).
  const jobId = await createJob(t.database, { ...home, rollYear: currentRollYear(clock.now()) });
  return (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
}

const uploadNotice = (orderId: string, who: Who) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/outcome/notice`,
    headers: { ...headers(who), 'content-type': 'application/pdf' },
    payload: PDF,
  });

describe('a "denied" self-report', () => {
  it('on the day of purchase, or before the filing window opened, is refused and earns nothing', async () => {
    const user = await signUp(t.app);
    const who: Who = { access: user.access };
    const home = { zip: '94601', city: 'Oakland', county: 'alameda' };
    at('2026-08-10T18:00:00Z');
    const orderId = await buySuccess(who, home);
    const sameDay = await inject('POST', `/api/orders/${orderId}/outcome`, who, {
      decided_on: '2026-08-10',
      outcome: 'denied',
    });
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().error).toMatch(/after August 10, 2026/);
    const credit = await t.database.query('select id from appeal_credits where source_order_id = $1', [
      orderId,
    ]);
    expect(credit).toEqual([]);

    // Bought before the formal window opened (July 2): the board cannot decide before it.
    const spring = { zip: '94602', city: 'Oakland', county: 'alameda' };
    at('2026-03-01T18:00:00Z');
    const early = await buySuccess(who, spring);
    at('2026-06-15T18:00:00Z');
    const beforeWindow = await inject('POST', `/api/orders/${early}/outcome`, who, {
      decided_on: '2026-06-01',
      outcome: 'denied',
    });
    expect(beforeWindow.statusCode).toBe(400);
    expect(beforeWindow.json().error).toMatch(/after July 2, 2026/);
  });

  it('earns no credit without the notice; with it the credit is pending and pays nothing until approved', async () => {
    const user = await signUp(t.app);
    const who: Who = { access: user.access };
    const home = { zip: '94603', city: 'Oakland', county: 'alameda' };
    at('2026-08-10T18:00:00Z');
    const orderId = await buySuccess(who, home);
    at('2026-11-20T18:00:00Z');
    const denied = await inject('POST', `/api/orders/${orderId}/outcome`, who, {
      decided_on: '2026-11-02',
      outcome: 'denied',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().credit).toBeNull();

    const notice = await uploadNotice(orderId, who);
    expect(notice.statusCode, notice.body).toBe(200);
    const creditId = notice.json().credit.credit_id as string;
    expect(notice.json().credit).toMatchObject({ status: 'pending', roll_year: 2027, redeemed: false });

    // Pending: next year's Success plan is not free.
    at('2027-03-01T18:00:00Z');
    const notYet = await nextYearCheckout(who, home);
    expect(notYet).toMatchObject({ already_paid: false, amount_cents: 4990 });
    expect(notYet.paid_with_credit).toBeUndefined();

    // The back office: the pending credit with its notice; only an operator sees it.
    const list = await asOperator('GET', OPERATOR_API.credits);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((c: { credit_id: string }) => c.credit_id === creditId)).toMatchObject({
      status: 'pending',
      order_id: orderId,
      outcome: 'denied',
      decided_on: '2026-11-02',
      has_notice: true,
      buyer: user.email,
    });
    const owner = await inject('GET', OPERATOR_API.credits, who);
    expect(owner.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: OPERATOR_API.credits })).statusCode).toBe(401);
    expect(
      (await inject('POST', OPERATOR_API.creditReview(creditId), who, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const file = await asOperator('GET', OPERATOR_API.creditNotice(creditId));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const bad = await asOperator('POST', OPERATOR_API.creditReview(creditId), { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const approved = await asOperator('POST', OPERATOR_API.creditReview(creditId), { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      reviewed_by: 'review.desk@brokerage.example',
    });
    const twice = await asOperator('POST', OPERATOR_API.creditReview(creditId), { decision: 'reject' });
    expect(twice.statusCode).toBe(409);

    // Approved: a new checkout of the same home next year is paid with the credit.
    const free = await nextYearCheckout({ access: user.access }, home);
    expect(free).toMatchObject({ already_paid: true, paid_with_credit: true, amount_cents: 0 });

    const audit = (await asOperator('GET', OPERATOR_API.audit)).json();
    const steps = audit.items
      .filter((a: { subject_id: string }) => a.subject_id === creditId)
      .map((a: { action: string }) => a.action)
      .sort();
    expect(steps).toEqual(['approve_credit', 'download_notice']);
  });

  it('a rejected credit never pays; unknown credits are a 404', async () => {
    const user = await signUp(t.app);
    const who: Who = { access: user.access };
    const home = { zip: '94605', city: 'Oakland', county: 'alameda' };
    at('2026-08-10T18:00:00Z');
    const orderId = await buySuccess(who, home);
    at('2026-11-20T18:00:00Z');
    await inject('POST', `/api/orders/${orderId}/outcome`, who, {
      decided_on: '2026-11-02',
      outcome: 'denied',
    });
    const creditId = (await uploadNotice(orderId, who)).json().credit.credit_id as string;
    const rejected = await asOperator('POST', OPERATOR_API.creditReview(creditId), {
      decision: 'reject',
      note: 'The notice is for another parcel.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await inject('GET', `/api/orders/${orderId}`, who)).json().credit).toMatchObject({
      status: 'rejected',
      review_note: 'The notice is for another parcel.',
    });
    at('2027-03-01T18:00:00Z');
    expect(await nextYearCheckout(who, home)).toMatchObject({ already_paid: false, amount_cents: 4990 });
    expect((await asOperator('GET', OPERATOR_API.creditNotice('cr_none'))).statusCode).toBe(404);
    expect(
      (await asOperator('POST', OPERATOR_API.creditReview('cr_none'), { decision: 'approve' })).statusCode,
    ).toBe(404);
  });
});
