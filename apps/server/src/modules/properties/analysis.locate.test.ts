import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { createAnalysisRepository } from './analysis.repository.ts';
import { type AnalysisDeps, loadAnalysisResult, runAnalysis } from './analysis.service.ts';
import { createCompsRepository } from './comps/comps.repository.ts';
import { createMarketIndexService } from './comps/market-index.service.ts';
import { createMarketClock } from './market-clock.ts';
import { createPropertiesRepository } from './properties.repository.ts';
import { seedHomes, SUBJECT } from './properties.test-fixtures.ts';
import { analysisRequestSchema } from '@homie/contracts/properties';

let database: Database;
let drop: () => Promise<void>;
let deps: AnalysisDeps;
const located: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await seedHomes(database);
  const properties = createPropertiesRepository(database);
  const comps = createCompsRepository(database);
  deps = {
    properties,
    comps,
    jobs: createAnalysisRepository(database),
    indexes: createMarketIndexService(comps),
    clock: createMarketClock(properties, 2026),
    // A stand-in for Google place details: the address line in, the place's coordinates out.
    locate: async (address) => {
      located.push(address);
      return /Nowhere/.test(address) ? { lat: SUBJECT.lat + 0.001, lon: SUBJECT.lon } : null;
    },
  };
});
afterAll(() => drop());

const run = async (body: object) => {
  // One browser (decision 206): a re-run of an anonymous job is allowed only from the browser that made it.
  const outcome = await runAnalysis(deps, analysisRequestSchema.parse(body), {
    userId: null,
    browserKey: 'locate-test-browser',
  });
  if (!outcome.ok) throw new Error(outcome.error);
  return (await loadAnalysisResult(deps.jobs, outcome.jobId))!;
};

describe('placing a home missing from the records (issue 14 item 2)', () => {
  it('uses the place details when the locator finds the address', async () => {
    const result = await run({
      street: '12 Nowhere Ct',
      city: 'Dublin',
      zip: '94568',
      sqft: 1800,
      assessed_value: 900000,
    });
    expect(located.at(-1)).toBe('12 Nowhere Ct Dublin CA 94568');
    expect(result.property_info).toMatchObject({
      location_basis: 'place',
      latitude: SUBJECT.lat + 0.001,
      longitude: SUBJECT.lon,
      county: 'alameda',
    });
    expect(result.comparable_properties.length).toBeGreaterThan(0);
  });

  it('falls back to the ZIP code’s centre when the locator knows nothing', async () => {
    const result = await run({ street: '14 Elsewhere Ct', city: 'Dublin', zip: '94568', sqft: 1800 });
    expect(result.property_info).toMatchObject({ location_basis: 'zip_centre', county: 'alameda' });
    expect(result.property_info?.latitude).not.toBe(SUBJECT.lat + 0.001);
  });

  it('a re-run with corrected facts keeps the owner’s purchase and bill figures', async () => {
    const first = await run({
      street: '16 Nowhere Ct',
      city: 'Dublin',
      zip: '94568',
      sqft: 1800,
      purchase_date: '2015-04-01',
      purchase_price: 700000,
      annual_tax: 9100,
    });
    expect(first.property_info).toMatchObject({
      assessed_value_basis: 'prop13_estimate',
      annual_tax: '$9,100',
    });
    const again = await run({
      street: '16 Nowhere Ct',
      city: 'Dublin',
      zip: '94568',
      sqft: 1750,
      beds: 4,
      job_id: first.job_id,
    });
    expect(again.job_id).toBe(first.job_id);
    expect(again.property_info).toMatchObject({
      square_footage: 1750,
      bedrooms: 4,
      assessed_value: first.property_info?.assessed_value,
      assessed_value_basis: 'prop13_estimate',
      annual_tax: '$9,100',
    });
  });
});
