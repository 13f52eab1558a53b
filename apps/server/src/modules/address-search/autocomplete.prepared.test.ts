import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type AutocompleteRow, createAutocompleteRepository } from './address-search.repository.ts';
import { ensureDemoDataset } from '#modules/dataset/dataset.service.ts';
import { likePrefix, prefixBound } from '#modules/properties/properties.plugin.ts';

/**
 * Autocomplete at wire speed (issue 20 item 3, decision 127): the prefix searches run as named
 * statements prepared once, with cached plans on the address indexes, reading only the columns a
 * prediction shows, and answer exactly what the LIKE searches answered.
 */
let t: TestApp;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoDataset(t.database, { demoDatasetSize: 5_000 }, silent);
  await t.database.query(
    `insert into properties (apn, street_number, street_name, city, zip, address_normalized, lat, lon, county, property_type, source)
     select 'P-' || n, split_part(a, ' ', 1), substr(a, strpos(a, ' ') + 1), 'Dublin', '94568', a, 37.7, -121.9,
            'alameda', 'single_family', 'demo'
       from unnest($1::text[]) with ordinality as x(a, n)`,
    [['5 A_B ST', '5 AXB ST', '7 100% WAY', '7 1000 WAY', '9 BACK\\SLASH RD', '9 ~TILDE RD', '9 ÉCOLE RD']],
  );
}, 120_000);
afterAll(() => t?.close());

const COLUMNS = `id, street_number as "streetNumber", street_name as "streetName", unit, city, state, zip,
  address_normalized as "addressNormalized"`;
const STREET_LINE = `substr(address_normalized, strpos(address_normalized, ' ') + 1)`;
/** The statements as they were (LIKE, planned on every call), as the reference. */
const byLike = (prefix: string, limit: number) =>
  t.database.query<AutocompleteRow>(
    `select ${COLUMNS} from properties where address_normalized like $1 order by address_normalized, zip limit $2`,
    [likePrefix(prefix), limit],
  );
const byStreetLike = (prefix: string, limit: number) =>
  t.database.query<AutocompleteRow>(
    `select ${COLUMNS} from properties where ${STREET_LINE} like $1 order by ${STREET_LINE}, id limit $2`,
    [likePrefix(prefix), limit],
  );
const sortAddress = (rows: AutocompleteRow[]) =>
  [...rows].sort((a, b) =>
    a.addressNormalized < b.addressNormalized
      ? -1
      : a.addressNormalized > b.addressNormalized
        ? 1
        : a.zip < b.zip
          ? -1
          : 1,
  );

describe('the prepared autocomplete statements', () => {
  it('answer the rows the LIKE searches answer, with only the columns shown', async () => {
    const search = createAutocompleteRepository(t.database);
    const homes = await t.database.query<{ a: string }>(
      'select address_normalized as a from properties order by md5(id::text) limit 60',
    );
    const prefixes = [
      ...homes.flatMap(({ a }) => [a.slice(0, 2), a.slice(0, a.indexOf(' ') + 2), a]),
      '5 A_',
      '7 100%',
      '9 BACK\\',
      '9 ~',
      '9 É',
      '1',
    ];
    for (const prefix of prefixes) {
      const got = await search.byAddressPrefix(prefix, 60);
      const want = await byLike(prefix, 60);
      expect(got.length, prefix).toBe(want.length);
      // Equal addresses in several ZIPs may come in either order; the set and the order of addresses agree.
      expect(sortAddress(got), prefix).toEqual(sortAddress(want));
      expect(
        got.map((r) => r.addressNormalized),
        prefix,
      ).toEqual(want.map((r) => r.addressNormalized));
      if (got[0])
        expect(Object.keys(got[0]).sort()).toEqual([
          'addressNormalized',
          'city',
          'id',
          'state',
          'streetName',
          'streetNumber',
          'unit',
          'zip',
        ]);
    }
    expect((await search.byAddressPrefix('5 A_', 60)).map((r) => r.addressNormalized)).toEqual(['5 A_B ST']);
    expect((await search.byAddressPrefix('7 100%', 60)).map((r) => r.addressNormalized)).toEqual([
      '7 100% WAY',
    ]);
    for (const { a } of homes.slice(0, 20)) {
      const line = a.slice(a.indexOf(' ') + 1);
      for (const prefix of [line.slice(0, 3), line]) {
        const got = await search.byStreetLinePrefix(prefix, 60);
        const want = await byStreetLike(prefix, 60);
        expect(got.length, prefix).toBe(want.length);
        const lines = (rows: AutocompleteRow[]) => rows.map((r) => r.addressNormalized.replace(/^\S+ /, ''));
        expect(lines(got), prefix).toEqual(lines(want));
      }
    }
  });

  it('are planned once and then reuse a cached plan on the address index', async () => {
    // One PGlite session sees its statements; a PostgreSQL pool spreads them over its connections.
    if (t.database.kind !== 'pglite') return;
    const search = createAutocompleteRepository(t.database);
    for (let i = 0; i < 20; i++) await search.byAddressPrefix(`${100 + i} `, 60);
    const [statement] = await t.database.query<{ generic_plans: number; statement: string }>(
      `select generic_plans::int as generic_plans, statement
         from pg_prepared_statements where name = 'ac_address_range'`,
    );
    expect(statement?.statement).toContain('address_normalized >= $1');
    expect(statement?.generic_plans).toBeGreaterThan(10);
    const plan = await t.database.query<{ 'QUERY PLAN': string }>(
      `explain execute ac_address_range('100 ', '100!', 60)`,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
      /Index (Only )?Scan using properties_address_prefix_idx/,
    );
  });

  it('are prepared again after a schema change, and a failing statement leaves the connection usable', async () => {
    const search = createAutocompleteRepository(t.database);
    const before = await search.byAddressPrefix('5 A', 60);
    await t.database.exec(
      'alter table properties add column t20a_probe integer; alter table properties drop column t20a_probe',
    );
    expect(await search.byAddressPrefix('5 A', 60)).toEqual(before);
    await expect(
      t.database.prepared('t20a_bad', 'select no_such_column from properties', []),
    ).rejects.toThrow();
    expect(await search.byAddressPrefix('5 A', 60)).toEqual(before);
    expect(await t.database.prepared('t20a_sum', 'select $1::int + $2::int as n', [2, 3])).toEqual([
      { n: 5 },
    ]);
    expect(await t.database.prepared('t20a_sum', 'select $1::int + $2::int as n', [null, 3])).toEqual([
      { n: null },
    ]);
  });

  it('bounds a prefix exactly for printable ASCII and not otherwise', () => {
    expect(prefixBound('12 MAIN')).toBe('12 MAIO');
    expect(prefixBound('9 ~')).toBe('9 \x7f');
    expect(prefixBound('9 É')).toBeNull();
    expect(prefixBound('')).toBeNull();
  });
});
