import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ensureDemoDataset } from '#modules/dataset/dataset.service.ts';

/**
 * Issue 13, findings 8 and 9 (decision 091): wildcard characters are literal, pathological text
 * answers fast without reading the whole property table (PGlite runs queries on the event loop, and
 * its statement_timeout never fires), and hostile text gets a clear 4xx or a correct answer.
 */
let t: TestApp;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoDataset(t.database, { demoDatasetSize: 20_000 }, silent);
  // Homes whose addresses hold the characters LIKE treats as wildcards, and their look-alikes.
  await t.database.query(
    `insert into properties (apn, street_number, street_name, city, zip, address_normalized, lat, lon, county, property_type, source)
     select 'T-' || n, split_part(a, ' ', 1), substr(a, strpos(a, ' ') + 1), 'Dublin', '94568', a, 37.7, -121.9,
            'alameda', 'single_family', 'demo'
       from unnest($1::text[]) with ordinality as x(a, n)`,
    [['5 A_B ST', '5 AXB ST', '7 100% WAY', '7 1000 WAY', '9 BACK\\SLASH RD', '9 BACKXSLASH RD']],
  );
}, 120_000);
afterAll(() => t.close());

const descriptions = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/autocomplete_address?query=${encodeURIComponent(query)}`,
  });
  expect(res.statusCode, query).toBe(200);
  return (res.json().predictions as { description: string }[]).map((p) => p.description.toUpperCase());
};

/** Sequential scans of the properties table since the last call (PostgreSQL's own counters). */
async function seqScans(): Promise<number> {
  await t.database.query('select pg_stat_force_next_flush()');
  const [row] = await t.database.query<{ n: number }>(
    `select seq_scan::int as n from pg_stat_user_tables where relname = 'properties'`,
  );
  return row!.n;
}

describe('autocomplete treats %, _ and \\ literally', () => {
  it('matches them as characters, never as wildcards', async () => {
    expect(await descriptions('5 A_B')).toEqual(['5 A_B ST, DUBLIN, CA 94568']);
    expect(await descriptions('A_B St')).toEqual(['5 A_B ST, DUBLIN, CA 94568']);
    expect(await descriptions('7 100%')).toEqual(['7 100% WAY, DUBLIN, CA 94568']);
    expect(await descriptions('9 BACK\\SLASH')).toEqual(['9 BACK\\SLASH RD, DUBLIN, CA 94568']);
    // With wildcard semantics these would match every home.
    expect(await descriptions('%%%')).toEqual([]);
    expect(await descriptions('___')).toEqual([]);
    expect(await descriptions('%a%')).toEqual([]);
    expect(await descriptions('1 %%%')).toEqual([]);
  });
});

describe('pathological queries answer fast', () => {
  const hostile = [
    '%%%',
    'aaa',
    'zzz',
    'qxq',
    'a'.repeat(200),
    `1 ${'b'.repeat(197)}`,
    'Магнолия Av 東京 🏠',
    'ΑΒΓ مرحبا עברית',
    'st st st',
    `${'ab '.repeat(66)}`,
    '\\\\\\',
  ];

  it('never reads the whole property table, and each answers well under 100 ms', {
    timeout: 90_000,
  }, async () => {
    // Page costs as the planner sees them on a 200k-home table, where it prefers reading the whole
    // table for a rare word ("aaa": 300–500 ms) because it expects the LIMIT to stop it early.
    await t.database.query('set seq_page_cost = 0.2');
    for (const query of hostile) await descriptions(query); // warm up
    // The warm-up may read the (city, ZIP) pairs once (a whole-table aggregate, kept until the homes
    // change: decision 214). On PostgreSQL another pool connection holds its counters for up to
    // PGSTAT_IDLE_INTERVAL (10 s) before it reports them: wait that out, so the count is per keystroke.
    // On a loaded machine that report can come later still: wait until the count stops moving.
    let before = await seqScans();
    if (process.env.TEST_DATABASE_URL) {
      await new Promise((done) => setTimeout(done, 11_000));
      for (let settled = await seqScans(); settled !== before; settled = await seqScans()) {
        before = settled;
        await new Promise((done) => setTimeout(done, 2_000));
      }
    }
    for (const query of hostile) {
      // The best of three: a whole-table read costs 300–500 ms every time; a busy machine only sometimes.
      let best = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        expect(await descriptions(query), query).toEqual([]);
        best = Math.min(best, performance.now() - started);
      }
      expect(best, `${query.slice(0, 20)} took ${best.toFixed(0)} ms at best`).toBeLessThan(100);
    }
    expect(await seqScans()).toBe(before);
  });

  it('still finds streets by a word inside their name', async () => {
    const [first] = await t.database.query<{ street_name: string }>(
      `select street_name from properties where street_name like '% %' and source = 'demo' limit 1`,
    );
    const word = first!.street_name.split(' ')[0]!.slice(1); // a word inside, not at the start
    const found = await descriptions(word);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.includes(word.toUpperCase()))).toBe(true);
  });
});

describe('hostile text on the address routes', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
  const expectClear4xx = (res: { statusCode: number; json(): { error?: unknown } }, what: string) => {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    expect(typeof res.json().error, what).toBe('string');
  };

  it('refuses lone surrogates in bodies and query strings with a 400, storing nothing', async () => {
    const jobs = async () =>
      (await t.database.query<{ n: number }>('select count(*)::int as n from analysis_jobs'))[0]!.n;
    const before = await jobs();
    const base = '{"street":"6985 Calistoga Ln","city":"Dublin","zip":"94568"';
    for (const field of ['"notes":"a\\ud800b"', '"city":"Dub\\udc00lin"', '"job_id":"\\ud83d"']) {
      expectClear4xx(await post('/manual_analysis', `${base},${field}}`), field);
    }
    expectClear4xx(await post('/manual_analysis', '{"street":"6985 Calistoga\\ud800 Ln"}'), 'street');
    expectClear4xx(await post('/api/lookup_property', '{"address":"6985 Calistoga\\udfff Ln"}'), 'lookup');
    expectClear4xx(await post('/api/lookup_property', '{"address":"1 Main St","unit":"\\ud800"}'), 'unit');
    for (const url of [
      '/autocomplete_address?query=6985%ED%A0%80Cal',
      '/autocomplete_address?query=abc&zip=%ED%B0%80',
      '/autocomplete_address_details?place_id=%ED%A0%80',
      '/query_result?job_id=%ED%A0%80',
    ])
      expectClear4xx(await get(url), url);
    expect(await jobs()).toBe(before);
  });

  it('answers mixed scripts, overlong words, NUL bytes and invalid UTF-8 without a 500', async () => {
    const word = 'x'.repeat(190);
    for (const body of [
      { address: `6985 ${word}` },
      { address: 'Магнолия 12 東京 🏠 CA 94568' },
      { address: '\u202e6985 Calistoga Ln\u0000' },
      { street: '6985 Calistoga Ln', unit: '\u0301'.repeat(40), zip: '９４５６８' },
    ]) {
      const res = await post('/api/lookup_property', JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const body of [
      { street: `6985 ${word}`, zip: '94568', notes: 'y'.repeat(4000) },
      { street: '6985 Calistoga Ln', zip: '94568', notes: 'Магнолия 東京 🏠 \u202e' },
      { street: '6985 Calistoga Ln', zip: '94568', notes: 'nul\u0000byte' },
    ]) {
      const res = await post('/manual_analysis', JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      if (res.statusCode >= 400) expectClear4xx(res, 'manual_analysis');
    }
    for (const url of [
      `/autocomplete_address?query=${encodeURIComponent(`6985 ${word}`)}`,
      '/autocomplete_address?query=abc%FF%FE',
      '/autocomplete_address?query=%00abc',
      '/autocomplete_address?query=abc&zip=%00',
      `/autocomplete_address_details?place_id=${encodeURIComponent('local:p:99999999999999999999')}`,
      `/autocomplete_address_details?place_id=${encodeURIComponent('Магнолия\u0000')}`,
      `/query_result?job_id=${encodeURIComponent("' or 1=1 --")}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expectClear4xx(res, url);
    }
  });
});
