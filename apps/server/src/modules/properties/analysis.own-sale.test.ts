// The home's own sale among its comparables (issue 50 item 3, decision 245): a home of the records
// that sold inside its sale window has that sale in its result, first, said as its own (R&T §110(b)),
// time-adjusted like the others; a home whose last sale is older has none.
import { describe, expect, it } from 'vitest';
import { SUBJECT_REQUEST } from './properties.test-fixtures.ts';
import { routeCalls, useSeededTestApp } from './properties.test-helpers.ts';

const t = useSeededTestApp(undefined, { clock: { now: () => new Date('2026-11-24T20:00:00Z') } });
const { get, post } = routeCalls(t);

type Comp = {
  address: string;
  own_sale?: boolean;
  reasons: string[];
  sold_date: string;
  time_adjusted_price: number;
};

async function comparablesOf(request: Record<string, unknown>): Promise<Comp[]> {
  const run = await post('/manual_analysis', request);
  expect(run.statusCode, run.body).toBe(200);
  const result = (await get(`/query_result?job_id=${run.json().job_id}`)).json();
  return result.comparable_properties as Comp[];
}

describe("the home's own sale", () => {
  it('is a comparable of a home that sold in its window, first and said as its own', async () => {
    // The fixture's neighbour 7007 Dover Ct (1,600 sq ft, 1986) sold on February 11, 2025.
    const comps = await comparablesOf({
      ...SUBJECT_REQUEST,
      street: '7007 Dover Ct',
      beds: 4,
      baths: 2,
      sqft: 1600,
      lot_sqft: 5800,
      year_built: 1986,
      assessed_value: 601_000,
    });
    const own = comps.filter((c) => c.own_sale === true);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      address: expect.stringMatching(/^7007 Dover Ct/),
      sold_date: '2025-02-11',
    });
    expect(own[0]!.reasons[0]).toContain("This home's own sale");
    expect(own[0]!.time_adjusted_price).toBeGreaterThan(0);
    expect(comps[0]!.own_sale).toBe(true);
  });

  it('is not there when the home last sold before its window', async () => {
    const comps = await comparablesOf(SUBJECT_REQUEST);
    expect(comps.length).toBeGreaterThan(2);
    expect(comps.some((c) => c.own_sale === true)).toBe(false);
  });
});
