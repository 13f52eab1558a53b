import { reconcileSales } from '@homie/contracts/reconciliation';
import type { ComparableProperty, QueryResultResponse } from '@homie/contracts/properties';
import { describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '#lib/ids.ts';
import { sampleAnalysis } from '#modules/appeals/appeals.fixtures.ts';
import { signUp } from '../../../test/helpers.ts';
import {
  callSuccess,
  createSession,
  headers,
  payWithCard,
  TEST_BROWSER_KEY,
  useClockedTestApp,
  type Who,
} from '#modules/payments/payments.test-helpers.ts';
import { createAnalysisRepository } from './properties.plugin.ts';

/** Sales the owner knows (issue 50 item 5, decision 249), through the API. */
const { clock, t } = useClockedTestApp();

/** A finished analysis (valued since decision 245) with `comps` recorded sales, made by the test browser or an account. */
async function storeJob(comps: number, userId?: string): Promise<string> {
  const id = randomToken(16);
  const { property_info, comparable_properties, valuation } = sampleAnalysis({
    jobId: id,
    comps,
    reconciled: true,
  });
  await createAnalysisRepository(t.database).insert({
    id,
    propertyId: null,
    userId: userId ?? null,
    status: 'completed',
    request: { street: '123 Main St', city: 'Oakland', state: 'CA', zip: '94611' },
    result: { property_info, comparable_properties, valuation },
    error: null,
    browserKeyHash: userId ? null : sha256(TEST_BROWSER_KEY),
  });
  return id;
}

const SALE = {
  address: '210 Oak Ave, Oakland',
  sale_date: '2026-02-14',
  price: 955_000,
  sqft: 1_800,
  beds: 3,
  baths: 2,
  year_built: 1952,
  lot_sqft: 5_200,
  seen_at: 'Zillow listing',
};

const path = (jobId: string) => `/api/analysis/${jobId}/owner-sales`;
const add = (jobId: string, body: Record<string, unknown> = SALE, who: Who = {}) =>
  t.app.inject({ method: 'POST', url: path(jobId), payload: body, headers: headers(who) });
const list = (jobId: string, who: Who = {}) =>
  t.app.inject({ method: 'GET', url: path(jobId), headers: headers(who) });
const remove = (jobId: string, saleId: string, who: Who = {}) =>
  t.app.inject({ method: 'DELETE', url: `${path(jobId)}/${saleId}`, headers: headers(who) });
const result = async (jobId: string): Promise<QueryResultResponse> =>
  (await t.app.inject({ method: 'GET', url: `/query_result?job_id=${jobId}`, headers: headers({}) })).json();
const stored = async (jobId: string) =>
  (
    await t.database.query<{ n: number }>('select count(*)::int as n from owner_sales where job_id = $1', [
      jobId,
    ])
  )[0]!.n;

describe('sales the owner knows', () => {
  it('adds, lists and removes a sale for the job’s maker, valued and marked owner-supplied', async () => {
    const jobId = await storeJob(2);
    const added = await add(jobId);
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body).toMatchObject({ comparables: 3, max: 10 });
    expect(body.sales).toEqual([
      {
        id: expect.any(String),
        ...SALE,
        admissible: true,
        problem: null,
      },
    ]);
    expect((await list(jobId)).json()).toEqual(body);

    const answer = await result(jobId);
    expect(answer.comparable_properties).toHaveLength(3);
    const owner = answer.comparable_properties[2]!;
    expect(owner).toMatchObject({
      address: SALE.address,
      sold_price: SALE.price,
      sold_date: SALE.sale_date,
      source: 'owner',
      owner_supplied: true,
      owner_source: 'Zillow listing',
    });
    // Adjusted toward the home (1,850 sq ft, 1950, lot 5,000) by the analysis' own rates: the home is
    // larger than the sale (up), older (down) and on a smaller lot (down).
    expect(owner.adjustments.living_area).toBeGreaterThan(0);
    expect(owner.adjustments.age).toBeLessThan(0);
    expect(owner.adjustments.lot).toBeLessThan(0);
    const net = Object.values(owner.adjustments).reduce((a, b) => a + (b ?? 0), 0);
    expect(Math.abs(owner.time_adjusted_price + net - owner.adjusted_price)).toBeLessThanOrEqual(3);
    expect(owner.weight).toBeGreaterThan(0);
    // One number from the result to the filing: the value is the reconciliation of the comps listed.
    const bias = answer.valuation!.adjustment_basis!.bias_pct;
    expect(answer.valuation!.market_value).toBe(reconcileSales(answer.comparable_properties, bias)!.value);
    expect(answer.comparable_properties.reduce((a, c) => a + c.weight, 0)).toBeCloseTo(1, 2);

    const removed = await remove(jobId, body.sales[0].id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ sales: [], comparables: 2, max: 10 });
    const after = await result(jobId);
    expect(after.comparable_properties.some((c: ComparableProperty) => c.owner_supplied)).toBe(false);
    // A sale the job does not hold is refused and writes nothing, not even to the jobs' change log.
    // (Its newest row: a background prune only deletes the rows below it.)
    const logged = () =>
      t.database.query<{ n: string }>('select coalesce(max(seq), 0)::text as n from analysis_job_changes');
    const before = await logged();
    expect((await remove(jobId, body.sales[0].id)).json().code).toBe('owner_sale_not_found');
    expect(await logged()).toEqual(before);
  });

  it('is the job’s maker’s only: 404 unknown, 403 another browser or account, 401 a bad token', async () => {
    const jobId = await storeJob(2);
    expect((await add('no-such-job')).statusCode).toBe(404);
    expect((await list('no-such-job')).json().code).toBe('job_not_found');
    const other = { browser: 'another-browser-key-0123456789abcdefghijklm' };
    expect((await add(jobId, SALE, other)).statusCode).toBe(403);
    expect((await list(jobId, other)).statusCode).toBe(403);
    expect((await add(jobId, SALE, { access: 'not-a-token' })).statusCode).toBe(401);

    const account = await signUp(t.app);
    const accountJob = await storeJob(2, account.user_id);
    expect((await add(accountJob, SALE, { browser: null })).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await add(accountJob, SALE, { access: stranger.access, browser: null })).statusCode).toBe(403);
    expect((await add(accountJob, SALE, { access: account.access, browser: null })).statusCode).toBe(201);
    const saleId = (await list(accountJob, { access: account.access, browser: null })).json().sales[0].id;
    expect((await remove(accountJob, saleId, { access: stranger.access, browser: null })).statusCode).toBe(
      403,
    );
    expect(await stored(jobId)).toBe(0);
    expect(await stored(accountJob)).toBe(1);
  });

  it('answers bad input with a message at the field and stores nothing', async () => {
    const jobId = await storeJob(2);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...SALE, price: undefined }, 'body.price', /price it sold for/],
      [{ ...SALE, price: 0 }, 'body.price', /price it sold for/],
      [{ ...SALE, sale_date: undefined }, 'body.sale_date', /date it sold/],
      [{ ...SALE, sale_date: '2026-02-30' }, 'body.sale_date', /date it sold/],
      [{ ...SALE, address: '' }, 'body.address', /address/],
      [{ ...SALE, sqft: 'big' }, 'body.sqft', /living area/],
      [{ ...SALE, beds: -1 }, 'body.beds', /bedrooms/],
      [{ ...SALE, baths: 2.3 }, 'body.baths', /bathrooms/],
      [{ ...SALE, year_built: 1700 }, 'body.year_built', /year it was built/],
      [{ ...SALE, seen_at: '' }, 'body.seen_at', /where you saw/],
      // After March 31 of the roll year (R&T §402.5), in the future on the app's clock, too old.
      [{ ...SALE, sale_date: '2026-04-02' }, 'body.sale_date', /after 03\/31\/2026/],
      [{ ...SALE, sale_date: '2026-09-01' }, 'body.sale_date', /in the future/],
      [{ ...SALE, sale_date: '2024-05-01' }, 'body.sale_date', /before 07\/01\/2024/],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(jobId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json();
      expect(answer.details, field).toEqual(
        expect.arrayContaining([{ path: field, message: expect.stringMatching(message) }]),
      );
      expect(answer.error).toMatch(message);
    }
    expect(await stored(jobId)).toBe(0);
    // Optional facts may be left out.
    const { year_built: _y, lot_sqft: _l, ...bare } = SALE;
    expect((await add(jobId, bare)).statusCode).toBe(201);
  });

  it('keeps at most ten a job', async () => {
    const jobId = await storeJob(0);
    for (let i = 0; i < 10; i += 1)
      expect((await add(jobId, { ...SALE, address: `${300 + i} Elm St, Oakland` })).statusCode).toBe(201);
    const full = await add(jobId);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'owner_sales_full', error: 'You can add up to 10 sales.' });
    expect(await stored(jobId)).toBe(10);
    // A home with no recorded sale: valued from the owner's sales alone, by the same reconciliation.
    const answer = await result(jobId);
    expect(answer.comparable_properties).toHaveLength(10);
    expect(answer.comparable_properties.every((c) => c.owner_supplied && c.source === 'owner')).toBe(true);
    expect(answer.valuation!.market_value).toBe(
      reconcileSales(answer.comparable_properties, answer.valuation!.adjustment_basis!.bias_pct)!.value,
    );
  });

  it('opens the sale of a plan once the grid holds three sales', async () => {
    const jobId = await storeJob(1);
    const refused = await createSession(t.app, { history_id: jobId, tier: 'basic' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(
      'If you know of recent sales of similar homes nearby, add them below',
    );
    await add(jobId);
    expect((await createSession(t.app, { history_id: jobId, tier: 'basic' })).json().code).toBe(
      'too_few_comparables',
    );
    await add(jobId, { ...SALE, address: '18 Pine St, Oakland', sale_date: '2025-11-03', price: 910_000 });
    const session = await createSession(t.app, { history_id: jobId, tier: 'basic' });
    expect(session.statusCode).toBe(200);

    // Bought: the package's grid holds the owner's sales, marked, and reconciles to the result's value.
    const { session_id, session_url, order_token } = session.json();
    expect((await payWithCard(t.app, session_url, '4242 4242 4242 4242')).statusCode).toBe(200);
    const who = { token: order_token };
    expect((await callSuccess(t.app, session_id, who)).statusCode).toBe(200);
    const start = await t.app.inject({
      method: 'POST',
      url: '/start_report_generation',
      payload: { csv_path: `outputs/${jobId}/comps.csv`, report_name: jobId },
      headers: headers(who),
    });
    expect(start.statusCode, start.body).toBe(200);
    const report = (
      await t.app.inject({ method: 'GET', url: `/api/appeals/reports/${jobId}`, headers: headers(who) })
    ).json();
    const grid = report.adjustment_grid;
    expect(grid.sales.map((s: { owner_source?: string }) => s.owner_source ?? null)).toEqual([
      null,
      'Zillow listing',
      'Zillow listing',
    ]);
    expect(grid.reconciled_value).toBe((await result(jobId)).valuation!.market_value);
    const html = (
      await t.app.inject({ method: 'GET', url: `/api/appeals/reports/${jobId}/html`, headers: headers(who) })
    ).body;
    expect(html).toContain('18 Pine St, Oakland (Owner-supplied (source: Zillow listing))');
  });

  it('counts a sale only while it is within the job’s window', async () => {
    const jobId = await storeJob(2);
    // Added while the clock reads February 20, 2026: a sale of February 14 is not in the future.
    clock.now = () => new Date('2026-02-20T18:00:00Z');
    expect((await add(jobId, SALE)).statusCode).toBe(201);
    expect((await add(jobId, { ...SALE, sale_date: '2026-02-25' })).json().details[0].message).toMatch(
      /in the future/,
    );
    expect((await list(jobId)).json().comparables).toBe(3);
  });
});
