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

  it('answers null for an unknown job', async () => {
    expect(await t.app.properties.reappraise('no-such-job', 2026)).toBeNull();
  });
});
