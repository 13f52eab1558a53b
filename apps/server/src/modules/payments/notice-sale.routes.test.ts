import { describe, expect, it } from 'vitest';
import { clockFrom } from '../../../test/helpers.ts';
import {
  callSuccess,
  createJob,
  createSession,
  GUEST_EMAIL,
  headers,
  payWithCard,
  useClockedTestApp,
} from './payments.test-helpers.ts';

/**
 * In a closed regular period an owner can still appeal a notice within its own limit (issue 51 item 3,
 * decision 246): the plan is sold for that notice, the order keeps it, and nothing is sold once its
 * 60 days have run.
 */
const { clock, t } = useClockedTestApp();
const DEC_2 = '2026-12-02T20:00:00Z';
const SUPPLEMENTAL = { notice_type: 'supplemental', notice_date: '11/15/2026', event_date: '09/13/2026' };

describe('a plan for an appeal that answers a notice (decision 246)', () => {
  it('is sold on December 2, 2026, when no regular appeal is, and the order keeps the notice', async () => {
    const jobId = await createJob(t.database, { county: 'contra_costa' });
    clock.now = clockFrom(new Date(DEC_2)).now;
    const regular = await createSession(t.app, { history_id: jobId, tier: 'basic', email: GUEST_EMAIL });
    expect(regular.statusCode).toBe(409);
    expect(regular.json().code).toBe('filing_period_closed');

    const session = await createSession(t.app, {
      history_id: jobId,
      tier: 'basic',
      email: GUEST_EMAIL,
      notice: SUPPLEMENTAL,
    });
    expect(session.statusCode, session.body).toBe(200);
    const paid = await payWithCard(t.app, session.json().session_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    const who = { token: session.json().order_token as string };
    const success = await callSuccess(t.app, session.json().session_id, who);
    const orderId = success.json().order_id as string;
    const [row] = await t.database.query<{ notice_type: string; notice_date: string; event_date: string }>(
      "select notice_type, to_char(notice_date, 'YYYY-MM-DD') as notice_date, to_char(event_date, 'YYYY-MM-DD') as event_date from orders where id = $1",
      [orderId],
    );
    expect(row).toEqual({ notice_type: 'supplemental', notice_date: '2026-11-15', event_date: '2026-09-13' });

    // My appeals names the notice and its own last day, not the closed regular period.
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: headers(who),
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().notice).toEqual(SUPPLEMENTAL);
    expect(order.json().deadline).toMatchObject({
      label: 'Supplemental assessment appeal (Assessment Appeals Board)',
      date: '2027-01-14',
      state: 'open',
    });
  });

  it('is not sold once the notice is past its 60 days, nor for a notice it cannot read, and stores nothing', async () => {
    const jobId = await createJob(t.database, { county: 'contra_costa' });
    clock.now = clockFrom(new Date(DEC_2)).now;
    const late = await createSession(t.app, {
      history_id: jobId,
      tier: 'basic',
      email: GUEST_EMAIL,
      notice: { notice_type: 'supplemental', notice_date: '09/01/2026', event_date: '06/20/2026' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'notice_period_closed',
      error:
        'The appeal period for this supplemental assessment notice ended on November 2, 2026, 60 days after its mailing on 09/01/2026 (R&T §1605): an application now would be late, so Homie does not prepare one.',
    });
    const unreadable = await createSession(t.app, {
      history_id: jobId,
      tier: 'basic',
      email: GUEST_EMAIL,
      notice: { notice_type: 'supplemental', notice_date: 'soon', event_date: '09/13/2026' },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe('notice_invalid');
    expect(await t.database.query('select id from orders where job_id = $1', [jobId])).toEqual([]);
  });
});
