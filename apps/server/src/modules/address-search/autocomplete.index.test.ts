import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ensureDemoDataset } from '#modules/dataset/dataset.service.ts';
import { type AddressIndex, createAddressIndex, withAddressIndex } from './autocomplete.index.ts';
import { createLocalAutocomplete } from './autocomplete.local.ts';
import {
  type AutocompleteRepository,
  type AutocompleteRow,
  createAutocompleteRepository,
} from './address-search.repository.ts';
import { createPropertiesRepository } from '#modules/properties/properties.plugin.ts';
import { similarityTo, trigramSimilarity, trigramsOf } from './trigram-similarity.ts';

/**
 * The autocomplete's prefix search in memory (issue 20 item 3, decision 155): loaded page by page, it
 * answers exactly the rows the SQL statement answers, the predictions built on it are the same, and a
 * home written, changed or deleted afterwards (by anyone: the change log of migration 0025) is
 * answered as it now is.
 */
let t: TestApp;
let search: AutocompleteRepository;
let index: AddressIndex;
const silent = { info: () => {}, error: () => {} };

const insertHomes = (rows: { a: string; zip?: string; unit?: string | null }[]) =>
  t.database.query(
    `insert into properties (apn, street_number, street_name, unit, city, zip, address_normalized, lat, lon, county, property_type, source)
     select 'IX-' || md5(a || z), split_part(split_part(a, ' #', 1), ' ', 1),
            substr(split_part(a, ' #', 1), strpos(a, ' ') + 1), nullif(u, ''), 'Dublin', z, a, 37.7, -121.9,
            'alameda', 'single_family', 'demo'
       from unnest($1::text[], $2::text[], $3::text[]) as x(a, z, u)`,
    [rows.map((r) => r.a), rows.map((r) => r.zip ?? '94568'), rows.map((r) => r.unit ?? '')],
  );

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoDataset(t.database, { demoDatasetSize: 5_000 }, silent);
  await insertHomes([
    ...[
      '5 A_B ST',
      '5 AXB ST',
      '7 100% WAY',
      '7 1000 WAY',
      '9 BACK\\SLASH RD',
      '9 ~TILDE RD',
      '9 ÉCOLE RD',
    ].map((a) => ({ a })),
    // One address in several ZIPs, and a building of many units: groups a page boundary must not split.
    ...['94568', '94566', '94550', '94588', '94551', '94552'].map((zip) => ({ a: '8 SAME ST', zip })),
    ...Array.from({ length: 40 }, (_, i) => ({ a: `12 TIE CT #${i + 1}`, unit: String(i + 1) })),
  ]);
  search = createAutocompleteRepository(t.database);
  // A small page, so loading crosses many page boundaries (and the groups above).
  index = createAddressIndex(search, { pageSize: 7, pollMs: 20 });
  await index.load();
}, 180_000);
afterAll(async () => {
  await index?.stop();
  await t?.close();
});

/** Equal addresses (one address in several ZIPs) may come in either order from the database. */
const canonical = (rows: AutocompleteRow[]) =>
  [...rows].sort((a, b) =>
    a.addressNormalized < b.addressNormalized
      ? -1
      : a.addressNormalized > b.addressNormalized
        ? 1
        : a.id - b.id,
  );

async function expectSameAsSql(prefix: string, limit = 60) {
  const got = index.byAddressPrefix(prefix, limit);
  const want = await search.byAddressPrefix(prefix, limit);
  expect(got, prefix).not.toBeNull();
  expect(
    got!.map((r) => r.addressNormalized),
    prefix,
  ).toEqual(want.map((r) => r.addressNormalized));
  // Where the limit cuts a group of equal addresses the database picks any of them; otherwise the same homes.
  const last = want[want.length - 1]?.addressNormalized;
  const whole = (rows: AutocompleteRow[]) =>
    want.length < limit ? rows : rows.filter((r) => r.addressNormalized !== last);
  expect(canonical(whole(got!)), prefix).toEqual(canonical(whole(want)));
}

describe('the in-memory prefix index', () => {
  it('answers the rows the SQL prefix search answers, for many prefixes', async () => {
    const homes = await t.database.query<{ a: string }>(
      'select address_normalized as a from properties order by md5(id::text) limit 150',
    );
    const prefixes = [
      ...homes.flatMap(({ a }) => [
        a.slice(0, 1),
        a.slice(0, 2),
        a.slice(0, a.indexOf(' ') + 2),
        a.slice(0, -1),
        a,
      ]),
      '5 A_',
      '7 100%',
      '9 BACK\\',
      '9 ~',
      '9 É',
      '9 ÉCOLE RD',
      '8 SAME',
      '12 TIE CT',
      '12 TIE CT #1',
      '12 TIE CT #4',
      '99999 NOWHERE',
      '~',
      ' ',
    ];
    expect(prefixes.length).toBeGreaterThan(700);
    for (const prefix of prefixes) await expectSameAsSql(prefix);
    for (const prefix of ['8 SAME', '12 TIE', '1', '12'])
      for (const limit of [1, 3, 5, 6, 7]) await expectSameAsSql(prefix, limit);
    expect(index.size.homes).toBe(
      (await t.database.query<{ n: number }>('select count(*)::int as n from properties'))[0]!.n,
    );
  });

  it("scores text as pg_trgm's similarity() does", async () => {
    const homes = await t.database.query<{ a: string }>(
      'select address_normalized as a from properties order by md5(id::text) limit 150',
    );
    const texts = [
      ...homes.flatMap(({ a }) => [
        a,
        a.toLowerCase(),
        `${a.slice(0, 4)}${a.slice(5)}`,
        a.slice(0, 7),
        a.replace(/ /g, '-'),
      ]),
      '',
      ' ',
      'A',
      'a b c',
      '12',
      '12 ST',
      '5 A_B ST',
      '7 100% WAY',
      '9 BACK\\SLASH RD',
      '1ST ST #2',
      'MAIN   ST',
    ];
    const pairs = texts.flatMap((a, i) =>
      [texts[(i * 7 + 3) % texts.length]!, texts[(i + 1) % texts.length]!].map((b) => [a, b]),
    );
    const want = await t.database.query<{ s: number }>(
      // float4, sent as its shortest decimal text: the same float4 once rounded back.
      'select similarity(a, b) as s from unnest($1::text[], $2::text[]) with ordinality as x(a, b, n) order by n',
      [pairs.map(([a]) => a), pairs.map(([, b]) => b)],
    );
    expect(pairs.length).toBeGreaterThan(1_000);
    pairs.forEach(([a, b], k) => {
      expect(trigramSimilarity(trigramsOf(a!)!, trigramsOf(b!)!), `${a} ~ ${b}`).toBe(
        Math.fround(want[k]!.s),
      );
      // The scorer of many texts against one (decision 185): the same float4, also read in place
      // from the middle of a packed string.
      const packed = `${b}\x1f${a}\x1f${b}`;
      const scorer = similarityTo(trigramsOf(b!)!);
      expect(scorer(a!), `${a} ~ ${b}`).toBe(Math.fround(want[k]!.s));
      expect(scorer(packed, b!.length + 1, b!.length + 1 + a!.length)).toBe(Math.fround(want[k]!.s));
    });
    // Scorers share their tables (decision 191): several alive at once, called in turn, each still
    // answers against its own wanted trigrams, a long text included.
    const scorers = texts.slice(0, 40).map((b) => ({ b, score: similarityTo(trigramsOf(b)!) }));
    const long = `${'1234 SUPERCALIFRAGILISTICEXPIALIDOCIOUS '.repeat(8)}BLVD`;
    for (const a of [...texts.slice(40, 80), long, texts[0]!])
      for (const { b, score } of scorers)
        expect(score(a), `${a} ~ ${b}`).toBe(trigramSimilarity(trigramsOf(a)!, trigramsOf(b)!));
    expect(trigramsOf('9 ÉCOLE RD')).toBeNull();
    expect(similarityTo(trigramsOf('9 ECOLE RD')!)('9 ÉCOLE RD')).toBe(-1);
  });

  it('answers the typo fallback as the SQL statement does', async () => {
    const homes = await t.database.query<{ n: string; s: string }>(
      `select street_number as n, street_name as s from properties where address_normalized ~ '^[0-9]+ [A-Z]{4}'
        order by md5(id::text) limit 150`,
    );
    let inMemory = 0;
    for (const { n, s } of homes) {
      const typo = `${n} ${s.slice(0, 1)}${s[2]}${s[1]}${s.slice(3)}`;
      for (const [prefix, candidates] of [
        [`${n} ${s[0]}`, 2_000],
        [`${n} `, 2_000],
        [`${n} `, 5],
      ] as const) {
        const got = index.similarWithPrefix(prefix, typo, 60, candidates);
        const want = await search.similarWithPrefix(prefix, typo, 60, candidates);
        if (got === null) continue;
        inMemory += 1;
        expect(
          got.map((r) => r.addressNormalized),
          `${prefix} ${typo}`,
        ).toEqual(want.map((r) => r.addressNormalized));
        expect(canonical(got), `${prefix} ${typo}`).toEqual(canonical(want));
      }
    }
    expect(inMemory).toBeGreaterThan(400);
    // Too many candidates to score on the request thread, or text pg_trgm reads by locale: the database.
    expect(index.similarWithPrefix('1', '1 MAIN ST', 60)).toBeNull();
    expect(index.similarWithPrefix('9 ', '9 ÉCOLE', 60)).toBeNull();
  });

  it('gives the same predictions as the SQL path, typos and street names included', async () => {
    const properties = createPropertiesRepository(t.database);
    const sql = createLocalAutocomplete(properties, search);
    const memory = createLocalAutocomplete(properties, withAddressIndex(search, index));
    const homes = await t.database.query<{ n: string; s: string; u: string | null; zip: string; c: string }>(
      `select street_number as n, street_name as s, unit as u, zip, city as c from properties order by md5(id::text) limit 120`,
    );
    const queries = [
      // Issue 53: a house number kept whole, cities and ZIPs.
      ...homes
        .slice(0, 30)
        .flatMap(({ n, zip, c }) => [
          `${n} `,
          c.toLowerCase(),
          c.toUpperCase(),
          c.slice(0, 4),
          zip,
          `${zip} `,
        ]),
      ...homes.flatMap(({ n, s, u }) => [
        `${n} ${s.slice(0, 3)}`,
        `${n} ${s}`,
        `${n} ${s.toLowerCase()}`,
        `${n} ${s.replace(/ ST$/, ' Street').replace(/ AVE$/, ' Avenue').replace(/ DR$/, ' Drive')}`,
        `${n} ${s.slice(0, 2)}${s[3] ?? ''}${s[2] ?? ''}${s.slice(4)}`,
        ...(u ? [`${n} ${s} Apt ${u}`, `${n} ${s} #`] : []),
        n,
        s.slice(0, 5),
        s,
      ]),
      '12 Tie Ct',
      '12 TIE CT #3',
      '8 Same St',
      '5 A_B',
      '9 École',
      '9 BACK\\SLASH',
      '7 100%',
      '1 %%%',
      '12 ___',
      '9 ~t',
      `1 ${'A'.repeat(300)}`,
      '12 ТИЕ',
      '١٢ Main',
    ];
    for (const query of queries) {
      expect(await memory.predictions(query), query).toEqual(await sql.predictions(query));
      expect(await memory.predictions(query, { zip: '94566' }), query).toEqual(
        await sql.predictions(query, { zip: '94566' }),
      );
    }
  });

  it('finds homes by city and ZIP on both paths, and a house number typed with a space whole (issue 53)', async () => {
    await t.database.query(
      `insert into properties (apn, street_number, street_name, city, zip, address_normalized, lat, lon, county, property_type, source)
       select 'BK-' || a, split_part(a, ' ', 1), substr(a, strpos(a, ' ') + 1), c, z, a, 37.87, -122.26,
              'alameda', 'single_family', 'demo'
         from unnest($1::text[], $2::text[], $3::text[]) as x(a, c, z)`,
      [
        ['2917 ASHBY AVE', '1 BANCROFT WAY', '123 DERBY ST', '1234 DERBY ST', '9 CEDAR ST'],
        ['Berkeley', 'Berkeley', 'Berkeley', 'Berkeley', 'Kensington'],
        ['94705', '94704', '94705', '94705', '94707'],
      ],
    );
    await index.sync();
    const properties = createPropertiesRepository(t.database);
    const sql = createLocalAutocomplete(properties, search);
    const memory = createLocalAutocomplete(properties, withAddressIndex(search, index));
    expect(index.places()).toEqual(await search.places());
    const cities = async (query: string) => [
      ...new Set((await memory.predictions(query)).map((p) => p.description.split(', ')[1])),
    ];
    for (const query of [
      'berkeley',
      'Berkeley',
      'berkeley ',
      'berk',
      '94705',
      '94705 ',
      'kensington',
      '123 ',
      '123',
    ])
      expect(await memory.predictions(query), query).toEqual(await sql.predictions(query));
    expect(await cities('berkeley')).toEqual(['Berkeley']);
    expect(await cities('Berkeley')).toEqual(['Berkeley']);
    const zipLines = (await memory.predictions('94705')).map((p) => p.description);
    expect(zipLines.length).toBeGreaterThan(0);
    for (const line of zipLines) expect(line).toMatch(/, CA 94705$/);
    expect((await memory.predictions('94705 ')).map((p) => p.description)).toEqual(
      (await memory.predictions('94705')).map((p) => p.description),
    );
    for (const p of await memory.predictions('123 ')) expect(p.description).toMatch(/^123 /);
    await t.database.query(`delete from properties where apn like 'BK-%'`);
    await index.sync();
    expect(await memory.predictions('kensington')).toEqual(await sql.predictions('kensington'));
  });

  it('finds a home written, changed or deleted after loading, once the change log is read', async () => {
    const prefix = '4242 ZEBRAWOOD';
    expect(index.byAddressPrefix(prefix, 60)).toEqual([]);
    await insertHomes([{ a: '4242 ZEBRAWOOD LN' }, { a: '4242 ZEBRAWOOD LN', zip: '94566' }]);
    await index.sync();
    expect(
      index
        .byAddressPrefix(prefix, 60)!
        .map((r) => `${r.addressNormalized} ${r.zip}`)
        .sort(),
    ).toEqual(['4242 ZEBRAWOOD LN 94566', '4242 ZEBRAWOOD LN 94568']);
    await expectSameAsSql('4242 ');
    await expectSameAsSql('4242 Z');

    // An owner's correction: the street renamed, so it leaves one prefix and joins another.
    await t.database.query(
      `update properties set street_name = 'QUINCEWOOD LN', address_normalized = '4242 QUINCEWOOD LN'
        where address_normalized = '4242 ZEBRAWOOD LN' and zip = '94566'`,
    );
    // An update that changes no shown column leaves the log alone.
    const logged = async () =>
      (await t.database.query<{ n: number }>('select count(*)::int as n from property_address_changes'))[0]!
        .n;
    const before = await logged();
    await t.database.query(`update properties set beds = 3 where address_normalized like '4242 %'`);
    expect(await logged()).toBe(before);
    await index.sync();
    expect(index.byAddressPrefix(prefix, 60)!.map((r) => r.zip)).toEqual(['94568']);
    expect(index.byAddressPrefix('4242 QUINCE', 60)!.map((r) => [r.streetName, r.zip, r.unit])).toEqual([
      ['QUINCEWOOD LN', '94566', null],
    ]);
    await expectSameAsSql('4242 ');

    await t.database.query(`delete from properties where address_normalized like '4242 %'`);
    await index.sync();
    expect(index.byAddressPrefix('4242 ', 60)).toEqual([]);
    await expectSameAsSql('4242');
  });

  it('answers homes loaded with it as they are after a change or a deletion', async () => {
    const [moved, gone] = await t.database.query<{ id: number; a: string; zip: string }>(
      `select id, address_normalized as a, zip from properties where unit is null and address_normalized ~ '^[0-9]+ [A-Z]'
        order by md5(id::text) limit 2`,
    );
    const ids = (prefix: string) => index.byAddressPrefix(prefix, 60)!.map((r) => r.id);
    expect(ids(moved!.a)).toContain(moved!.id);
    expect(ids(gone!.a)).toContain(gone!.id);
    await t.database.query(
      `update properties set street_name = 'YELLOWWOOD CT', address_normalized = split_part($2, ' ', 1) || ' YELLOWWOOD CT'
        where id = $1`,
      [moved!.id, moved!.a],
    );
    await t.database.query('delete from properties where id = $1', [gone!.id]);
    await index.sync();
    expect(ids(moved!.a)).not.toContain(moved!.id);
    expect(ids(gone!.a)).not.toContain(gone!.id);
    const number = moved!.a.split(' ')[0]!;
    expect(
      index.byAddressPrefix(`${number} YELLOWWOOD`, 60)!.map((r) => [r.id, r.streetName, r.zip]),
    ).toEqual([[moved!.id, 'YELLOWWOOD CT', moved!.zip]]);
    for (const prefix of [
      moved!.a,
      gone!.a,
      `${number} `,
      number,
      gone!.a.slice(0, gone!.a.indexOf(' ') + 2),
    ])
      await expectSameAsSql(prefix);
  });

  it('keeps street-line answers of the database only until the change log reports a change', async () => {
    const repository = withAddressIndex(search, index);
    const lines = async (prefix: string) =>
      (await repository.byStreetLinePrefix(prefix, 60)).map((r) => r.addressNormalized);
    expect(await lines('ZZTOP')).toEqual([]);
    await insertHomes([{ a: '15 ZZTOP WAY' }]);
    // Until the log is read, the answer kept is the one from before the write.
    expect(await lines('ZZTOP')).toEqual([]);
    await index.sync();
    expect(await lines('ZZTOP')).toEqual(['15 ZZTOP WAY']);
    const streets = await t.database.query<{ s: string }>(
      'select street_name as s from properties order by md5(id::text) limit 40',
    );
    for (const { s } of streets)
      for (const prefix of [s.slice(0, 3), s])
        for (let twice = 0; twice < 2; twice++)
          expect(await repository.byStreetLinePrefix(prefix, 60), prefix).toEqual(
            await search.byStreetLinePrefix(prefix, 60),
          );
  });

  it('reloads after a bulk change, and follows changes on its own once started', async () => {
    const many = Array.from({ length: 1_200 }, (_, i) => ({ a: `77${String(i).padStart(4, '0')} BULK WAY` }));
    await insertHomes(many);
    const [marker] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from property_address_changes where property_id is null`,
    );
    expect(marker!.n).toBeGreaterThanOrEqual(1);
    await index.sync();
    expect(index.ready).toBe(true);
    expect(index.byAddressPrefix('770', 2_000)!.filter((r) => r.streetName === 'BULK WAY')).toHaveLength(
      1_000,
    );
    await expectSameAsSql('771');

    const following = createAddressIndex(search, { pageSize: 2_000, pollMs: 20 });
    following.start(0);
    try {
      await expect.poll(() => following.ready, { timeout: 60_000 }).toBe(true);
      await insertHomes([{ a: '31337 LATECOMER RD' }]);
      await expect
        .poll(() => following.byAddressPrefix('31337 L', 5)?.map((r) => r.addressNormalized), {
          timeout: 10_000,
        })
        .toEqual(['31337 LATECOMER RD']);
    } finally {
      await following.stop();
    }
  });
});
