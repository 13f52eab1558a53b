// MLS sales as comparables (issue 54 item 4, decision 232): a home valued from real data draws its
// comparables from the synced MLS sales, each labelled `mls`, and every page names the MLS's
// attribution line for the web app to show under them. And the back office's Data page (item 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API } from '@homie/contracts/operator';
import { grantOperator } from '#modules/operator/operator.plugin.ts';
import { clockFrom, createTestApp, OPEN_PERIOD_DAY, signUp, type TestApp } from '../../../../test/helpers.ts';
import { readSyncStatus } from './mls.repository.ts';
import { MLS_SYNC_ACTOR } from './mls.sync.plugin.ts';
import { FIXED_TOKEN, type ResoStandIn, resoRecord, startResoStandIn } from './reso.stand-in.ts';

const ATTRIBUTION = 'Listing data © Test MLS & friends';
let t: TestApp;
let standIn: ResoStandIn;

beforeAll(async () => {
  const records = Array.from({ length: 14 }, (_, i) =>
    resoRecord(i + 1, {
      Latitude: 37.56 + (i % 4) * 0.001,
      Longitude: -122.32 + Math.floor(i / 4) * 0.001,
      CloseDate: `2025-${String((i % 9) + 3).padStart(2, '0')}-10`,
      LivingArea: 1450 + i * 10,
    }),
  );
  standIn = await startResoStandIn({ records, fixedToken: true });
  t = await createTestApp(
    { RESO_BASE_URL: standIn.baseUrl, RESO_TOKEN: FIXED_TOKEN, RESO_ATTRIBUTION: ATTRIBUTION },
    { clock: clockFrom(OPEN_PERIOD_DAY), modules: { dataset: { mls: { firstRunMs: 1 } } } },
  );
  for (let i = 0; i < 400 && !(await readSyncStatus(t.database))?.lastOutcome; i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect((await readSyncStatus(t.database))?.lastOutcome).toBe('ok');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

describe('MLS sales as comparables', () => {
  it('values a home from the MLS sales near it, each comparable labelled mls', async () => {
    let result: { comparable_properties: { source?: string }[]; error: unknown } | undefined;
    // The comparables' copy follows the database through its change log (polled every 250 ms).
    for (let i = 0; i < 40; i++) {
      const run = await t.app.inject({
        method: 'POST',
        url: '/manual_analysis',
        payload: { street: '101 Oak St', city: 'San Mateo', state: 'CA', zip: '94401' },
      });
      expect(run.statusCode, run.body).toBe(200);
      result = (
        await t.app.inject({ method: 'GET', url: `/query_result?job_id=${run.json().job_id}` })
      ).json();
      if ((result?.comparable_properties.length ?? 0) >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(result?.comparable_properties.length).toBeGreaterThanOrEqual(3);
    for (const comp of result?.comparable_properties ?? []) expect(comp.source).toBe('mls');
  });

  it("names RESO_ATTRIBUTION in every page for the web app's comparables", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain(
      '<meta name="homie-mls-attribution" content="Listing data © Test MLS &amp; friends" />',
    );
  });
});

describe("the back office's Data page", () => {
  it('gives an operator per county counts by source, the newest sale and the last MLS sync; nobody else', async () => {
    const op = await signUp(t.app, 'data@brokerage.example');
    expect((await grantOperator(t.database, 'data@brokerage.example')).ok).toBe(true);
    const owner = await signUp(t.app, 'owner-data@example.com');
    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: OPERATOR_API.data,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get(owner.access)).statusCode).toBe(403);
    const res = await get(op.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.counties).toEqual([
      {
        county: 'san_mateo',
        homes: { mls: 14 },
        sales: { mls: 14 },
        roll_records: {},
        newest_sale: '2025-11-10',
      },
    ]);
    expect(data.mls_sync).toMatchObject({
      enabled: true,
      last_outcome: 'ok',
      records: 14,
      sales_added: 14,
      skipped: 0,
    });
    expect(data.mls_sync.high_water).toBe(resoRecord(14).ModificationTimestamp);
    expect(data.imports).toEqual([]);
    // The run that read listings is in the audit trail, named as the server's own (decision 239).
    const audit = await t.app.inject({
      method: 'GET',
      url: OPERATOR_API.audit,
      headers: { authorization: `Bearer ${op.access}` },
    });
    expect(audit.json().items).toContainEqual(
      expect.objectContaining({
        operator: MLS_SYNC_ACTOR,
        action: 'mls_sync',
        detail: expect.objectContaining({ outcome: 'ok', records: 14, salesInserted: 14 }),
      }),
    );
  });
});
