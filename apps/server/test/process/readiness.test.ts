/**
 * Ready means ready (issue 49 item 13, decision 209): /readyz answers 503 until the in-memory copies
 * (the autocomplete's index, the comparables' copy) have loaded and the counties' market indexes are
 * computed, so the first analyses after it says ready answer as fast as later ones. The copies run as
 * in production (`copies: true` for address search and for properties) over a generated dataset large
 * enough that loading them takes measurable time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkLoadDataset,
  DEFAULT_SEED,
  GENERATOR_VERSION,
  generateDataset,
  refreshDatasetMeta,
} from '../../src/modules/dataset/dataset.service.ts';
import { SUBJECT_REQUEST, seedHomes } from '../../src/modules/properties/properties.test-fixtures.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers.ts';

const HOMES = Number(process.env.READINESS_TEST_HOMES ?? 30_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('/readyz and the in-memory copies (decision 209)', () => {
  let t: TestApp;
  let homes: { street: string; city: string; zip: string }[];
  beforeAll(async () => {
    // The analysis code compiled and warm in this process first (another app, its own database), so
    // what is compared below is the copies, not the JavaScript engine's first runs.
    const jit = await createTestApp({ ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedHomes(jit.database);
    for (let i = 0; i < 30; i++)
      await jit.app.inject({ method: 'POST', url: '/manual_analysis', payload: SUBJECT_REQUEST });
    await jit.close();
    t = await createTestApp(
      { ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000' },
      { modules: { addressSearch: { copies: true }, properties: { copies: true } } },
      async () => {
        const opened = await createTestDatabase();
        await bulkLoadDataset(opened.database, generateDataset({ seed: DEFAULT_SEED, size: HOMES }));
        await refreshDatasetMeta(opened.database, { seed: DEFAULT_SEED, generator: GENERATOR_VERSION });
        return opened;
      },
    );
    homes = await t.database.query(
      `select street_number || ' ' || street_name as street, city, zip from properties
        where unit is null and property_type = 'single_family' order by id limit 12`,
    );
  }, 600_000);
  afterAll(async () => t?.close());

  const analyse = async (home: { street: string; city: string; zip: string }) => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/manual_analysis',
      payload: { ...SUBJECT_REQUEST, street: home.street, city: home.city, zip: home.zip },
    });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    return ms;
  };

  it('answers 503 until the copies have loaded; the first analyses after ready are as fast as warm ones', {
    timeout: 300_000,
  }, async () => {
    let notReady = 0;
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      if (res.statusCode === 200) break;
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(
        /^(The address index and the comparables copy are still loading|The counties' market indexes are still being computed)\.$/,
      );
      notReady += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const first: number[] = [];
    for (const home of homes.slice(0, 5)) first.push(await analyse(home));
    // Whatever /readyz said, the copies are loaded from here on.
    await t.app.properties.copiesCaughtUp();
    const warm: number[] = [];
    for (const home of homes.slice(5, 10)) warm.push(await analyse(home));
    const report = `first after ready: ${first.map(Math.round)} ms; warm: ${warm.map(Math.round)} ms; 503s: ${notReady}`;
    expect(notReady, report).toBeGreaterThan(0);
    expect(median(first), report).toBeLessThan(2 * median(warm) + 10);
  });
});
