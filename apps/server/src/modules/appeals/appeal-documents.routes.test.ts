import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openPeriodClock, signUp, type TestApp } from '../../../test/helpers.ts';
import {
  createJob,
  createSession,
  headers,
  payWithCard,
  type Who,
} from '../payments/payments.test-helpers.ts';
import { comparable, completeInfo, hasPdftotext, pdfText } from './appeals.test-helpers.ts';

/**
 * My appeals downloads the order's appeal document again (issue 17 follow-up, decision 133):
 * GET /api/orders/:order_id/appeal-pdf, for the paid order's owner only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: openPeriodClock() });
}, 60_000);
afterAll(async () => t.close());

const url = (orderId: string) => `/api/orders/${orderId}/appeal-pdf`;
const get = (orderId: string, who: Who) =>
  t.app.inject({ method: 'GET', url: url(orderId), headers: headers(who) });

async function paidOrder(who: Who) {
  const jobId = await createJob(t.database);
  const res = (await createSession(t.app, { history_id: jobId, tier: 'guarantee' }, who)).json();
  await payWithCard(t.app, res.session_url, '4242424242424242');
  return { jobId, orderId: res.order_id as string };
}

const generatedCount = async (orderId: string) =>
  (
    await t.database.query<{ generated_count: number }>(
      'select generated_count from appeal_applications where order_id = $1',
      [orderId],
    )
  )[0]?.generated_count ?? 0;

describe('GET /api/orders/:order_id/appeal-pdf', () => {
  it('answers 401 to a visitor, 404 to another user, 403 while unpaid, and 409 before any form', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { orderId } = await paidOrder({ access: owner.access });

    const visitor = await get(orderId, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBeTruthy();
    const other = await get(orderId, { access: stranger.access });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toMatch(/No order with this id belongs to you/);

    const pending = (
      await createSession(
        t.app,
        { history_id: await createJob(t.database, { zip: '94602' }), tier: 'basic' },
        {
          access: stranger.access,
        },
      )
    ).json();
    expect((await get(pending.order_id, { access: stranger.access })).statusCode).toBe(403);

    const empty = await get(orderId, { access: owner.access });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toMatch(/no appeal form to download yet/);
    expect((await get('not an order id!', { access: owner.access })).statusCode).toBe(400);
  });

  it.skipIf(!hasPdftotext)('draws the saved draft’s document before any was generated', async () => {
    const owner = await signUp(t.app);
    const who = { access: owner.access };
    const { orderId } = await paidOrder(who);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/draft`,
      headers: headers(who),
      payload: { route: 'informal', property_info: completeInfo(), comparable_sales: [comparable()] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(orderId, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Decline-in-Value-Request_Alameda_');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('REQUEST FOR DECLINE IN MARKET VALUE REASSESSMENT');
    expect(text).toContain('456 Oak Ave, Oakland, CA 94611');
    // A download records nothing: no application appears.
    expect(await generatedCount(orderId)).toBe(0);
  });

  it.skipIf(!hasPdftotext)(
    'draws again the document last generated, for a guest holding the token too',
    async () => {
      const first = (
        await createSession(t.app, { history_id: await createJob(t.database), tier: 'guarantee' })
      ).json();
      await payWithCard(t.app, first.session_url, '4242424242424242');
      const who = { token: first.order_token as string };
      const orderId = first.order_id as string;
      const jobs = await t.database.query<{ job_id: string }>('select job_id from orders where id = $1', [
        orderId,
      ]);
      const generated = await t.app.inject({
        method: 'POST',
        url: '/fill-form',
        headers: headers(who),
        payload: {
          county: 'alameda',
          route: 'formal',
          job_id: jobs[0]!.job_id,
          property_info: completeInfo(),
          comparable_sales: [comparable()],
        },
      });
      expect(generated.statusCode, generated.body).toBe(200);
      // A later draft for the other document does not change what was generated.
      await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${orderId}/draft`,
        headers: headers(who),
        payload: { route: 'informal', property_info: completeInfo(), comparable_sales: [comparable()] },
      });
      const res = await get(orderId, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(generated.headers['content-disposition']);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('BOE-305-AH');
      expect(text).not.toContain('REQUEST FOR DECLINE IN MARKET VALUE REASSESSMENT');
      expect(await generatedCount(orderId)).toBe(1);
      expect((await get(orderId, {})).statusCode).toBe(401);
    },
  );
});
