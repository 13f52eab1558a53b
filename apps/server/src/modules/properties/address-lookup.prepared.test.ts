import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ensureDemoDataset } from '#modules/dataset/dataset.service.ts';
import {
  createPropertiesRepository,
  LATEST_FACTS,
  LATEST_FACTS_SQL,
  likePrefix,
  type PropertyRecord,
  ZIP_ADDRESS_RANGE,
  ZIP_ADDRESS_RANGE_SQL,
} from './properties.repository.ts';

/**
 * The lookup's candidates inside one ZIP (issue 20 item 2): a range on the (zip, address) key, so the
 * homes of that house number elsewhere in the state are never read. Checked against the LIKE statement
 * it replaces, and on its plan: the key, walked by both bounds, with nothing filtered after.
 */
let t: TestApp;
const silent = { info: () => {}, error: () => {} };
// A ZIP outside the demo's counties, so the demo homes never share these addresses.
const ZIP = '96161';
const OTHER_ZIPS = Array.from({ length: 40 }, (_, i) => String(96100 + i)).filter((z) => z !== ZIP);

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoDataset(t.database, { demoDatasetSize: 5_000 }, silent);
  const rows: [string, string][] = [
    ...[
      '8240 ELM ST',
      '8240 OAK AVE',
      '8240A ELM ST',
      '824 ELM ST',
      '82400 ELM ST',
      '5 A_B ST',
      '5 AXB ST',
      '7 100% WAY',
      '9 ÉCOLE RD',
    ].map((a): [string, string] => [a, ZIP]),
    // The same house number in many other ZIPs: what the address index alone would read and drop.
    ...OTHER_ZIPS.flatMap((zip) => [`8240 ELM ST`, `8240 PINE CT`].map((a): [string, string] => [a, zip])),
  ];
  await t.database.query(
    `insert into properties (apn, street_number, street_name, city, zip, address_normalized, lat, lon, county, property_type, source)
     select 'L-' || n, split_part(a, ' ', 1), substr(a, strpos(a, ' ') + 1), 'Dublin', z, a, 37.7, -121.9,
            'alameda', 'single_family', 'demo'
       from unnest($1::text[], $2::text[]) with ordinality as x(a, z, n)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1])],
  );
}, 120_000);
afterAll(() => t?.close());

/** The statement as it was: LIKE inside the ZIP, planned on every call. */
const byLike = (prefix: string, zip: string, limit: number) =>
  t.database.query<{ id: number; addressNormalized: string }>(
    `select id, address_normalized as "addressNormalized" from properties
      where zip = $1 and address_normalized like $2 order by address_normalized limit $3`,
    [zip, likePrefix(prefix), limit],
  );
// One home per address in a ZIP (the (zip, address) key), so the order is fixed.
const ids = (rows: Pick<PropertyRecord, 'id' | 'addressNormalized'>[]) =>
  rows.map((r) => `${r.addressNormalized}#${r.id}`);

describe('the lookup candidates inside one ZIP', () => {
  it('are the homes the LIKE statement finds, in address order', async () => {
    const repository = createPropertiesRepository(t.database);
    const homes = await t.database.query<{ a: string; zip: string }>(
      'select address_normalized as a, zip from properties order by md5(id::text) limit 40',
    );
    const cases: [string, string][] = [
      ...homes.flatMap(({ a, zip }): [string, string][] => [
        [`${a.split(' ')[0]} `, zip],
        [a, zip],
      ]),
      ['8240 ', ZIP],
      ['8240', ZIP],
      ['824 ', ZIP],
      ['5 A_', ZIP],
      ['7 100%', ZIP],
      ['9 É', ZIP],
      ['8240 ', OTHER_ZIPS[3]!],
      ['8240 ', '99999'],
    ];
    for (const [prefix, zip] of cases) {
      const got = await repository.byAddressPrefix(prefix, zip, 400);
      const want = await byLike(prefix, zip, 400);
      expect(
        got.every((r) => r.zip === zip),
        `${prefix} ${zip}`,
      ).toBe(true);
      expect(ids(got), `${prefix} ${zip}`).toEqual(ids(want));
    }
    expect((await repository.byAddressPrefix('8240 ', ZIP, 400)).map((r) => r.addressNormalized)).toEqual([
      '8240 ELM ST',
      '8240 OAK AVE',
    ]);
    expect((await repository.byAddressPrefix('5 A_', ZIP, 400)).map((r) => r.addressNormalized)).toEqual([
      '5 A_B ST',
    ]);
    expect((await repository.byAddressPrefix('9 É', ZIP, 400)).map((r) => r.addressNormalized)).toEqual([
      '9 ÉCOLE RD',
    ]);
    expect(await repository.byAddressPrefix('8240 ', ZIP, 1)).toHaveLength(1);
  });

  it('walk the (zip, address) key between both bounds, as a cached plan and as a fresh one', async () => {
    const repository = createPropertiesRepository(t.database);
    await repository.byAddressPrefix('8240 ', ZIP, 400);
    // The repository prepared this very text (on PGlite's one session; a PostgreSQL pool prepares it
    // on whichever connection answered).
    if (t.database.kind === 'pglite') {
      const [statement] = await t.database.query<{ statement: string }>(
        'select statement from pg_prepared_statements where name = $1',
        [ZIP_ADDRESS_RANGE],
      );
      expect(statement?.statement).toBe(ZIP_ADDRESS_RANGE_SQL);
    }
    for (const mode of ['force_generic_plan', 'force_custom_plan']) {
      const plan = await t.database.transaction(async (tx) => {
        // Off, a sequential or bitmap scan would win on a table this small; what matters is which index.
        await tx.execute(sql.raw('set local enable_seqscan = off'));
        await tx.execute(sql.raw('set local enable_bitmapscan = off'));
        await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
        await tx.execute(sql.raw(`prepare t20_zip_range(text, text, text, int) as ${ZIP_ADDRESS_RANGE_SQL}`));
        const result = await tx.execute(
          sql.raw(`explain (analyze, costs off) execute t20_zip_range('${ZIP}', '8240 ', '8240!', 400)`),
        );
        await tx.execute(sql.raw('deallocate t20_zip_range'));
        return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
      expect(plan, mode).toMatch(/Index Scan using properties_zip_address_key/);
      expect(plan, mode).toMatch(/Index Cond: \(\(ROW\(zip, address_normalized\) >= ROW\(/);
      expect(plan, mode).not.toMatch(/Filter|Sort/);
      expect(plan, mode).toMatch(/actual time=[\d.]+\.\.[\d.]+ rows=2(\.00)? /);
    }
  });
});

describe("a home's latest facts, read by the lookup and the analysis (decision 164)", () => {
  it('are one prepared statement, answering what the same text planned per call answers', async () => {
    const repository = createPropertiesRepository(t.database);
    const homes = await t.database.query<{ id: number }>(
      `select p.id from properties p where exists (select 1 from sales s where s.property_id = p.id)
        order by md5(p.id::text) limit 30`,
    );
    expect(homes.length).toBeGreaterThan(10);
    for (const { id } of homes) {
      for (const rollYear of [2019, 2025]) {
        const [plain] = await t.database.query<Record<string, unknown>>(LATEST_FACTS_SQL, [id, rollYear]);
        const facts = await repository.assessmentAndLastSale(id, rollYear);
        expect(facts.assessment?.total ?? null, `${id} ${rollYear}`).toBe(plain?.total ?? null);
        expect(facts.lastSale?.saleDate ?? null, `${id} ${rollYear}`).toBe(plain?.saleDate ?? null);
        expect(facts.baseSale?.price ?? null, `${id} ${rollYear}`).toBe(plain?.basePrice ?? null);
      }
    }
    if (t.database.kind === 'pglite') {
      const [statement] = await t.database.query<{ statement: string }>(
        'select statement from pg_prepared_statements where name = $1',
        [LATEST_FACTS],
      );
      expect(statement?.statement).toBe(LATEST_FACTS_SQL);
    }
  });

  it('read through the assessments and sales keys, also as a generic plan', async () => {
    const plan = await t.database.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`prepare t20_facts(int, int) as ${LATEST_FACTS_SQL}`));
      const result = await tx.execute(sql.raw('explain (costs off) execute t20_facts(1, 2025)'));
      await tx.execute(sql.raw('deallocate t20_facts'));
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan|Sort/);
    expect(plan.match(/Index (Only )?Scan( Backward)? using \w+ on (assessments|sales)/g)).toHaveLength(3);
  });
});
