// The properties service's reappraise (decision 238): a stored job's home valued afresh for a roll
// year, as a watch's re-check asks, storing nothing.
import { describe, expect, it } from 'vitest';
import { SUBJECT_REQUEST } from './properties.test-fixtures.ts';
import { routeCalls, useSeededTestApp } from './properties.test-helpers.ts';

const t = useSeededTestApp(undefined, { clock: { now: () => new Date('2026-11-24T20:00:00Z') } });
const { get, post } = routeCalls(t);

describe('app.properties.reappraise', () => {
  it('values the job’s home again for the roll year asked, with the same figures, and changes nothing stored', async () => {
    const run = await post('/manual_analysis', SUBJECT_REQUEST);
    const jobId = run.json().job_id as string;
    const stored = (await get(`/query_result?job_id=${jobId}`)).json();

    const same = await t.app.properties.reappraise(jobId, 2026);
    expect(same?.property_info).toMatchObject({
      job_id: jobId,
      street: '6985 Calistoga Ln',
      county: 'alameda',
    });
    expect(same?.valuation).toMatchObject({
      roll_year: 2026,
      lien_date: '2026-01-01',
      market_value: stored.valuation.market_value,
      range_high: stored.valuation.range_high,
    });
    expect(same?.comparable_properties.map((c) => c.address)).toEqual(
      stored.comparable_properties.map((c: { address: string }) => c.address),
    );

    // The next roll year: its own lien date; the fixture's sales (to March 2026) are all it has.
    const next = await t.app.properties.reappraise(jobId, 2027);
    expect(next?.valuation).toMatchObject({ roll_year: 2027, lien_date: '2027-01-01' });

    const after = (await get(`/query_result?job_id=${jobId}`)).json();
    expect(after.valuation).toEqual(stored.valuation);
    expect(after.updated_at).toBe(stored.updated_at);
  });

  it('counts the sales the owner added that are admissible for the date asked (decision 249)', async () => {
    const run = await post('/manual_analysis', SUBJECT_REQUEST);
    const jobId = run.json().job_id as string;
    const added = await post(`/api/analysis/${jobId}/owner-sales`, {
      address: '7001 Calistoga Ln, Pleasanton',
      sale_date: '2026-02-14',
      price: 1_450_000,
      sqft: 2_100,
      beds: 4,
      baths: 3,
      year_built: 1995,
      lot_sqft: 6_000,
      seen_at: 'Zillow listing',
    });
    expect(added.statusCode, added.body).toBe(201);
    const stored = (await get(`/query_result?job_id=${jobId}`)).json();
    const owners = (comps: { owner_supplied?: boolean; address: string }[] | undefined) =>
      (comps ?? []).filter((c) => c.owner_supplied).map((c) => c.address);
    expect(owners(stored.comparable_properties)).toEqual(['7001 Calistoga Ln, Pleasanton']);

    // Valued again at the same date: the same sales, the owner's among them, and the same value.
    const same = await t.app.properties.reappraise(jobId, 2026);
    expect(owners(same?.comparable_properties)).toEqual(['7001 Calistoga Ln, Pleasanton']);
    expect(same?.valuation.market_value).toBe(stored.valuation.market_value);
    // At a value date the sale is too old for (more than 18 months before it): left out.
    const later = await t.app.properties.reappraise(jobId, 2028);
    expect(owners(later?.comparable_properties)).toEqual([]);
  });

  it('answers null for an unknown job', async () => {
    expect(await t.app.properties.reappraise('no-such-job', 2026)).toBeNull();
  });
});
