// The back office's appeals pipeline (issue 52 item 5, decision 240): paid orders by county and stage,
// and the ones that need a look, as of the app's clock; operators only.
import { OPERATOR_API, type Pipeline } from '@homie/contracts/operator';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { grantOperator } from './operator.plugin.ts';
import {
  buyPaidOrder,
  headers,
  useClockedTestApp,
  type Who,
} from '#modules/payments/payments.test-helpers.ts';

const { clock, t } = useClockedTestApp();
let operator: string;
let owner: Who;
const at = (iso: string) => {
  clock.now = () => new Date(iso);
};

const buy = async (tier: 'basic' | 'guarantee', street: string) =>
  (await buyPaidOrder(t, owner, tier, { zip: '94601', city: 'Oakland', county: 'alameda', street })).orderId;
const progress = (orderId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/progress`, headers: headers(owner), payload });
const pipeline = async (token = operator) =>
  t.app.inject({ method: 'GET', url: OPERATOR_API.pipeline, headers: { authorization: `Bearer ${token}` } });

let notFiled: string;
let heard: string;

beforeAll(async () => {
  operator = (await signUp(t.app, 'pipeline@brokerage.example')).access;
  await grantOperator(t.database, 'pipeline@brokerage.example');
  owner = { access: (await signUp(t.app)).access };
  at('2026-08-10T18:00:00Z');
  notFiled = await buy('basic', '12 Elm St');
  heard = await buy('guarantee', '14 Elm St');
  const filed = await buy('guarantee', '16 Elm St');
  at('2026-08-25T18:00:00Z');
  expect(
    (await progress(heard, { filed_on: '2026-08-20', filed_how: 'mail', hearing_on: '2026-10-01' }))
      .statusCode,
  ).toBe(200);
  expect((await progress(filed, { filed_on: '2026-08-21', filed_how: 'online' })).statusCode).toBe(200);
});

describe('GET /api/operator/pipeline', () => {
  it('is for operators only', async () => {
    expect((await pipeline(owner.access as string)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: OPERATOR_API.pipeline })).statusCode).toBe(401);
  });

  it('counts paid orders by county and stage and names the ones that need a look, as of the clock', async () => {
    at('2026-09-05T18:00:00Z');
    const early = (await pipeline()).json() as Pipeline;
    expect(early.counts).toEqual(
      expect.arrayContaining([
        { county: 'alameda', stage: 'not_prepared', orders: 1 },
        { county: 'alameda', stage: 'hearing_set', orders: 1 },
        { county: 'alameda', stage: 'filed', orders: 1 },
      ]),
    );
    expect(early.attention).toEqual([
      expect.objectContaining({
        order_id: notFiled,
        county: 'alameda',
        stage: 'not_prepared',
        reason: 'Not filed: the filing period closes September 15, 2026 (in 10 days)',
        since: '2026-09-05',
      }),
    ]);

    // The last day, and the day after it (Alameda: Tuesday, September 15, 2026).
    at('2026-09-15T18:00:00Z');
    expect(((await pipeline()).json() as Pipeline).attention[0]?.reason).toBe(
      'Not filed: the filing period closes September 15, 2026 (today)',
    );
    at('2026-09-16T18:00:00Z');
    expect(((await pipeline()).json() as Pipeline).attention[0]?.reason).toBe(
      'Not filed: the filing period closed September 15, 2026',
    );

    at('2026-12-02T18:00:00Z');
    const late = (await pipeline()).json() as Pipeline;
    expect(late.attention.map((a) => [a.order_id, a.reason, a.since])).toEqual([
      [notFiled, 'Not filed: the filing period closed September 15, 2026', '2026-09-15'],
      [heard, 'No decision reported 60 days after the hearing of October 1, 2026', '2026-11-30'],
    ]);
  });
});

describe("an order that answers a notice is due on the notice's own last day (decision 246)", () => {
  it('names that day, not the regular period', async () => {
    at('2026-08-10T18:00:00Z');
    const orderId = await buy('basic', '18 Elm St');
    await t.database.query(
      "update orders set notice_type = 'supplemental', notice_date = '2026-11-15', event_date = '2026-09-13' where id = $1",
      [orderId],
    );
    at('2027-01-05T18:00:00Z');
    const attention = ((await pipeline()).json() as Pipeline).attention.find((a) => a.order_id === orderId);
    expect(attention?.reason).toBe('Not filed: the filing period closes January 14, 2027 (in 9 days)');
    const list = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API.orders}?q=${orderId}`,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain('"deadline":"2027-01-14"');
  });
});
