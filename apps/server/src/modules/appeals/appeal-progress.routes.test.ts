// Issue 52 item 5 (decision 240): the buyer of a paid order records the day and way the application
// was filed and the hearing date; the order's summary answers them; bad dates are refused and change
// nothing; nobody else may write them.
import { PROGRESS_MESSAGES } from '@homie/contracts/paid-orders';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import {
  buyPaidOrder,
  headers,
  useClockedTestApp,
  type Who,
} from '#modules/payments/payments.test-helpers.ts';

const { clock, t } = useClockedTestApp();
const at = (iso: string) => {
  clock.now = () => new Date(iso);
};
const put = (orderId: string, who: Who, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/progress`, headers: headers(who), payload });
const summary = async (orderId: string, who: Who) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: headers(who) })).json();

const buy = async (who: Who, tier: 'basic' | 'guarantee') =>
  (await buyPaidOrder(t, who, tier, { zip: '94601', city: 'Oakland', county: 'alameda' })).orderId;

describe('PUT /api/orders/:order_id/progress', () => {
  it('records the filing and the hearing of a Basic order, answers them in the summary, and clears them', async () => {
    const who: Who = { access: (await signUp(t.app)).access };
    at('2026-08-10T18:00:00Z');
    const orderId = await buy(who, 'basic');
    expect((await summary(orderId, who)).progress).toEqual({
      filed_on: null,
      filed_how: null,
      hearing_on: null,
    });

    at('2026-08-20T18:00:00Z');
    const filed = await put(orderId, who, { filed_on: '2026-08-14', filed_how: 'mail' });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().progress).toEqual({ filed_on: '2026-08-14', filed_how: 'mail', hearing_on: null });

    // The hearing may be months ahead.
    const hearing = await put(orderId, who, {
      filed_on: '2026-08-14',
      filed_how: 'mail',
      hearing_on: '2027-03-09',
    });
    expect(hearing.statusCode, hearing.body).toBe(200);
    expect((await summary(orderId, who)).progress).toEqual({
      filed_on: '2026-08-14',
      filed_how: 'mail',
      hearing_on: '2027-03-09',
    });

    const cleared = await put(orderId, who, { filed_on: null, filed_how: null, hearing_on: null });
    expect(cleared.json().progress).toEqual({ filed_on: null, filed_how: null, hearing_on: null });
  });

  it('refuses dates that cannot be, with what to check, and keeps what was recorded', async () => {
    const who: Who = { access: (await signUp(t.app)).access };
    at('2026-08-10T18:00:00Z');
    const orderId = await buy(who, 'guarantee');
    at('2026-09-01T18:00:00Z');
    expect((await put(orderId, who, { filed_on: '2026-08-20', filed_how: 'online' })).statusCode).toBe(200);
    const cases: [object, string][] = [
      [{ filed_on: '2026-09-02', filed_how: 'online' }, PROGRESS_MESSAGES.filedFuture],
      [{ filed_on: '2026-08-09', filed_how: 'online' }, PROGRESS_MESSAGES.filedBeforeOrder],
      [{ filed_on: '2026-08-20' }, PROGRESS_MESSAGES.filedHow],
      [{ hearing_on: '2026-12-01' }, PROGRESS_MESSAGES.hearingNeedsFiling],
      [
        { filed_on: '2026-08-20', filed_how: 'online', hearing_on: '2026-08-19' },
        PROGRESS_MESSAGES.hearingBeforeFiling,
      ],
      [
        { filed_on: '2026-08-20', filed_how: 'online', hearing_on: '2029-09-01' },
        PROGRESS_MESSAGES.hearingTooFar,
      ],
      [{ filed_on: '2026-02-30', filed_how: 'online' }, 'filed_on must be a date (YYYY-MM-DD)'],
      [{ filed_on: '2026-08-20', filed_how: 'fax' }, PROGRESS_MESSAGES.filedHow],
    ];
    for (const [body, message] of cases) {
      const res = await put(orderId, who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await summary(orderId, who)).progress).toEqual({
      filed_on: '2026-08-20',
      filed_how: 'online',
      hearing_on: null,
    });
  });

  it("is the buyer's own: another account or nobody cannot write it", async () => {
    const who: Who = { access: (await signUp(t.app)).access };
    at('2026-08-10T18:00:00Z');
    const orderId = await buy(who, 'basic');
    const stranger: Who = { access: (await signUp(t.app)).access };
    const body = { filed_on: '2026-08-10', filed_how: 'in_person' };
    expect([403, 404]).toContain((await put(orderId, stranger, body)).statusCode);
    expect([401, 403, 404]).toContain(
      (await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/progress`, payload: body }))
        .statusCode,
    );
    expect((await put('ord_missing', who, body)).statusCode).toBe(404);
    expect((await summary(orderId, who)).progress.filed_on).toBeNull();
  });
});
