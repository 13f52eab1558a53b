import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reconcileSales } from '@homie/contracts/reconciliation';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config/env.ts';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { SUBJECT_REQUEST, seedHomes } from './properties.test-fixtures.ts';
import { useSeededTestApp, routeCalls } from './properties.test-helpers.ts';

// The fixture's sales are those of the 2026 roll (lien date January 1, 2026): the app's day is fixed
// in that roll year, as the roll year follows the calendar (decision 122) and CI runs on any day.
const t = useSeededTestApp(undefined, { clock: { now: () => new Date('2026-11-24T20:00:00Z') } });

const { get, post } = routeCalls(t);
const q = encodeURIComponent;

const analysisRequest = SUBJECT_REQUEST;

describe('POST /manual_analysis and GET /query_result', () => {
  it('runs the analysis at once and stores the spec result with comps and a valuation', async () => {
    const run = await post('/manual_analysis', analysisRequest);
    expect(run.statusCode).toBe(200);
    const { success, job_id, error } = run.json();
    expect(success).toBe(true);
    expect(error).toBeNull();
    expect(job_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await get(`/query_result?job_id=${job_id}`);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ success: true, job_id, status: 'completed', error: null });
    expect(result.property_info).toMatchObject({
      job_id,
      street: '6985 Calistoga Ln',
      assessed_value: 1_100_000,
      annual_tax: '$13,200',
      total_assessment: '$1,100,000',
      square_footage: 1800,
      bedrooms: 3,
      bathrooms: 2,
      property_type: 'single_family',
      year_built: 1990,
      county: 'alameda',
    });
    expect(result.property_info.compass_data.apn).toBeTruthy();
    const comps = result.comparable_properties;
    expect(comps.length).toBeGreaterThanOrEqual(3);
    expect(comps.length).toBeLessThanOrEqual(10);
    for (const comp of comps) {
      expect(comp.property_type).toBe('single_family');
      expect(comp.similarity_score).toBeGreaterThan(0);
      expect(comp.similarity_score).toBeLessThanOrEqual(1);
      expect(comp.distance_miles).toBeLessThanOrEqual(2);
      expect(comp.sold_date <= '2026-03-31' && comp.sold_date >= '2025-01-01').toBe(true);
      expect(comp.reasons.length).toBeGreaterThan(2);
      expect(comp.adjusted_price).toBeGreaterThan(0);
      expect(comp.address).not.toBe('6985 Calistoga Ln');
    }
    const scores = comps.map((c: { similarity_score: number }) => c.similarity_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const v = result.valuation;
    expect(v).toMatchObject({ lien_date: '2026-01-01', roll_year: 2026 });
    const firstFive = comps
      .slice(0, 5)
      .map((c: { sold_price: number }) => c.sold_price)
      .sort((a: number, b: number) => a - b);
    expect(v.median_comp_price).toBe(firstFive[Math.floor(firstFive.length / 2)]);
    expect(v.effective_tax_rate).toBeCloseTo(1.2, 4);
    expect(v.market_based_tax).toBeCloseTo((v.median_comp_price * 1.2) / 100, 1);
    expect(v.saving).toBeCloseTo(13_200 - v.market_based_tax, 1);
    // Neighbours sell near $500/sq ft: an 1,800 sq ft home is worth about $900k, well under its $1.1M assessment.
    expect(v.market_value).toBeGreaterThan(800_000);
    expect(v.market_value).toBeLessThan(1_000_000);
    expect(v.range_low).toBeLessThan(v.market_value);
    expect(v.range_high).toBeGreaterThan(v.market_value);
    expect(v.is_overassessed).toBe(true);
    expect(v.estimated_saving).toBeGreaterThan(0);
    // One number from the result to the filing (decision 245): the market value is the reconciliation
    // of the comparables as listed, recomputable from their printed figures, and lies among them.
    expect(v.market_value).toBe(reconcileSales(comps, v.adjustment_basis.bias_pct)!.value);
    const adjustedPrices = comps.map((c: { adjusted_price: number }) => c.adjusted_price);
    expect(v.market_value).toBeGreaterThanOrEqual(Math.min(...adjustedPrices));
    expect(v.market_value).toBeLessThanOrEqual(Math.max(...adjustedPrices));
    for (const c of comps) {
      const a = c.adjustments;
      const sum = a.living_area + a.age + a.beds + a.baths + a.lot + (a.location ?? 0);
      expect(Math.abs(c.time_adjusted_price + sum - c.adjusted_price)).toBeLessThanOrEqual(3);
    }
    expect(v.adjustment_basis.standard_rates).toContain('living area');
    // Each sale names its home's parcel as the records hold it (decision 251): the grid prints it.
    const parcels = await t.database.query<{ line: string; apn: string }>(
      `select street_number || ' ' || street_name as line, apn from properties where not apn_synthetic`,
    );
    const apnOf = new Map(parcels.map((p) => [p.line.toLowerCase(), p.apn]));
    for (const c of comps) expect(c.apn, c.address).toBe(apnOf.get(c.address.toLowerCase()));
    expect(comps.every((c: { apn?: string }) => c.apn)).toBe(true);
  });

  it('re-runs a job in place with the owner corrections and notes', async () => {
    const { job_id } = (await post('/manual_analysis', analysisRequest)).json();
    const before = (await get(`/query_result?job_id=${job_id}`)).json();
    const rerun = await post('/manual_analysis', {
      ...analysisRequest,
      job_id,
      sqft: '2,100',
      beds: '4',
      notes: 'Roof needs replacing.',
    });
    expect(rerun.json()).toEqual({ success: true, job_id, error: null });
    const after = (await get(`/query_result?job_id=${job_id}`)).json();
    expect(after.property_info).toMatchObject({
      square_footage: 2100,
      bedrooms: 4,
      notes: 'Roof needs replacing.',
    });
    expect(after.valuation.market_value).toBeGreaterThan(before.valuation.market_value);
    const rows = await t.database.query<{ runs: number }>('select runs from analysis_jobs where id = $1', [
      job_id,
    ]);
    expect(rows[0]!.runs).toBe(2);
    const unknown = await post('/manual_analysis', { ...analysisRequest, job_id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
  });

  it('analyses an address missing from the records from its ZIP code, and refuses one nowhere known', async () => {
    const near = await post('/manual_analysis', {
      ...analysisRequest,
      street: '1 Unknown Way',
      property_type: 'single_family',
    });
    expect(near.statusCode).toBe(200);
    const result = (await get(`/query_result?job_id=${near.json().job_id}`)).json();
    expect(result.comparable_properties.length).toBeGreaterThanOrEqual(3);
    expect(result.property_info.compass_data).toBeNull();
    // The owner's value from the bill, the tax estimated from Alameda's typical rate and said so (issue 14).
    expect(result.property_info).toMatchObject({
      source: 'owner',
      assessed_value: 1_100_000,
      assessed_value_basis: 'owner',
      annual_tax: '$13,860',
      annual_tax_basis: 'county_rate_estimate',
      location_basis: 'zip_centre',
    });
    expect(result.property_info.annual_tax_note).toMatch(/Alameda County's typical rate of 1\.26%/);
    const nowhere = await post('/manual_analysis', {
      ...analysisRequest,
      street: '1 Unknown Way',
      zip: '10001',
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ success: false, job_id: null });
    expect(nowhere.json().error).toMatch(/couldn't detect a supported county/);
  });

  it('refuses absurd values and unknown job ids with a clear 4xx, storing nothing', async () => {
    const countJobs = async () =>
      (await t.database.query<{ n: number }>('select count(*)::int as n from analysis_jobs'))[0]!.n;
    const jobsBefore = await countJobs();
    for (const [patch, message] of [
      [{ sqft: -1800 }, /sqft must be between/],
      [{ year_built: 3000 }, /year_built must be between/],
      [{ beds: 'NaN' }, /beds must be a number/],
      [{ property_type: 'castle' }, /property_type must be one of/],
      [{ street: '' }, /street is required/],
      [{ street: "'; drop table analysis_jobs; --" }, /house number/],
    ] as const) {
      const res = await post('/manual_analysis', { ...analysisRequest, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toMatch(message);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/manual_analysis',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...analysisRequest, notes: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    for (const payload of [
      '',
      '[]',
      'null',
      '{"street": ["6985 Calistoga Ln"]}',
      '{"street": "6985 Calistoga Ln", "beds": 1e309}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/manual_analysis',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/manual_analysis',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    expect(await countJobs()).toBe(jobsBefore);
    expect((await get('/query_result?job_id=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(`/query_result?job_id=${q("1' or '1'='1")}`)).json()).toEqual({
      error: 'Unknown job_id.',
      code: 'job_not_found',
    });
    expect((await get('/query_result')).statusCode).toBe(400);
    expect((await get(`/query_result?job_id=${'a'.repeat(65)}`)).statusCode).toBe(400);
  });
});

describe('analysis jobs survive a restart', () => {
  it('answers the same result from a new server on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homie-restart-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATASET_SIZE: '0',
    });
    const start = async () => {
      const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      await migrate(database);
      const app = await buildApp({ config, database, logger: false });
      return { app, database };
    };
    try {
      const first = await start();
      await seedHomes(first.database);
      const { job_id } = (
        await first.app.inject({ method: 'POST', url: '/manual_analysis', payload: analysisRequest })
      ).json();
      const before = (
        await first.app.inject({ method: 'GET', url: `/query_result?job_id=${job_id}` })
      ).json();
      await first.app.close();
      await first.database.close();
      const second = await start();
      const after = await second.app.inject({ method: 'GET', url: `/query_result?job_id=${job_id}` });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before);
      await second.app.close();
      await second.database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the analysis speaks to the app clock's roll year", () => {
  it('values a home at the lien date of the year its app clock is in (January 1, 2027 in February 2027)', async () => {
    // The same seeded homes, a day in the next roll year: the lien date and roll year move with the
    // app's clock (decision 144), not with the machine's date the suite happens to run on.
    const t2027 = await createTestApp({}, { clock: { now: () => new Date('2027-02-10T20:00:00Z') } });
    try {
      await seedHomes(t2027.database);
      const calls = routeCalls(t2027);
      const { job_id } = (await calls.post('/manual_analysis', analysisRequest)).json();
      const result = (await calls.get(`/query_result?job_id=${job_id}`)).json();
      expect(result.valuation).toMatchObject({ lien_date: '2027-01-01', roll_year: 2027 });
    } finally {
      await t2027.close();
    }
  }, 60_000);
});
