import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { MIGRATION_DIRS, migrate, migrationFiles } from '#db/migrate.ts';
import { ensureDemoDataset } from '#modules/dataset/dataset.service.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';
import {
  CANDIDATE_COLUMNS,
  type CandidateQuery,
  type CandidateRow,
  candidateOf,
  candidateParams,
  createCompsRepository,
  latestSaleInWindow,
  walkFor,
  walkParams,
  walkSql,
} from './comps.repository.ts';
import { dayOf } from './dates.ts';
import { boundingBox } from './geo.ts';

/**
 * Decision 154: comparables are read from `comp_sales` (migration 0024), the recent arm's-length sales
 * of located homes with a GiST index per type and kind, kept by triggers. These tests hold that the
 * table follows every write, that the migration fills it on an existing database, and that the walk
 * stays the ordered index walk with statistics, on PGlite and on PostgreSQL.
 */

/** The reference: every home of the type in the box with its latest sale in the window, nearest first. */
async function reference(database: Database, q: CandidateQuery) {
  const rows = await database.query<CandidateRow>(
    `select ${CANDIDATE_COLUMNS}
     from properties p
     ${latestSaleInWindow({ real: 9, fromDay: 5, toDay: 6 })}
     where p.property_type = '${q.propertyType}'
       and point(p.lon * 0.8, p.lat) <@ box(point($3::float8 * 0.8, $1::float8), point($4::float8 * 0.8, $2::float8))
       and p.lat between $1 and $2 and p.lon between $3 and $4 and p.id <> $7
     order by point(p.lon * 0.8, p.lat) <-> point($10::float8 * 0.8, $11::float8), p.id
     limit $8`,
    candidateParams(q, q.limit),
  );
  return rows.sort((a, b) => a.lat - b.lat || a.lon - b.lon || a.propertyId - b.propertyId).map(candidateOf);
}

const HOME_COLUMNS = `apn, street_number, street_name, city, zip, address_normalized, lat, lon, county,
  property_type, beds, baths, living_sqft, lot_sqft, year_built, source`;

async function addHome(
  database: Database,
  n: number,
  lat: number | null,
  lon: number | null,
  type = 'condo',
) {
  const rows = await database.query<{ id: number }>(
    `insert into properties (${HOME_COLUMNS})
     values ($1, $2, 'Trigger St', 'Dublin', '94568', $2 || ' TRIGGER ST', $3, $4, 'alameda', $5, 3, 2, 1500, 4000, 1990, 'test')
     returning id`,
    [`T-${n}`, String(n), lat, lon, type],
  );
  return rows[0]!.id;
}

const rowsOf = (database: Database, id: number) =>
  database.query<{ sale_date: string; demo: boolean; property_type: string; x: number; y: number }>(
    `select sale_date::text, demo, property_type, pt[0] as x, pt[1] as y from comp_sales
     where property_id = $1 order by sale_date, demo`,
    [id],
  );

describe('comp_sales follows the sales and the homes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('adds arm’s-length sales of located homes, and follows updates, moves, retyping and deletes', async () => {
    const home = await addHome(database, 1, 37.7, -121.9);
    const unlocated = await addHome(database, 2, null, null);
    await database.exec(`
      insert into sales (property_id, sale_date, price, arms_length, source) values
        (${home}, '2025-03-01', 800000, true, 'test'), (${home}, '2025-03-01', 810000, true, 'test'),
        (${home}, '2024-05-01', 700000, false, 'test'), (${home}, '2023-02-01', 650000, true, 'demo'),
        (${unlocated}, '2025-01-01', 900000, true, 'test')`);
    expect(await rowsOf(database, home)).toEqual([
      { sale_date: '2023-02-01', demo: true, property_type: 'condo', x: -121.9 * 0.8, y: 37.7 },
      { sale_date: '2025-03-01', demo: false, property_type: 'condo', x: -121.9 * 0.8, y: 37.7 },
    ]);
    expect(await rowsOf(database, unlocated)).toEqual([]);

    // Located later, moved, retyped: the rows follow the home.
    await database.exec(`update properties set lat = 37.71, lon = -121.91 where id = ${unlocated}`);
    expect((await rowsOf(database, unlocated)).map((r) => [r.x, r.y])).toEqual([[-121.91 * 0.8, 37.71]]);
    await database.exec(`update properties set lat = 37.8, property_type = 'townhouse' where id = ${home}`);
    expect((await rowsOf(database, home)).map((r) => [r.property_type, r.y])).toEqual([
      ['townhouse', 37.8],
      ['townhouse', 37.8],
    ]);

    // A sale found not at arm's length, a sale corrected to arm's length, a sale deleted.
    await database.exec(
      `update sales set arms_length = false where property_id = ${home} and sale_date = '2023-02-01'`,
    );
    await database.exec(
      `update sales set arms_length = true where property_id = ${home} and sale_date = '2024-05-01'`,
    );
    expect((await rowsOf(database, home)).map((r) => r.sale_date)).toEqual(['2024-05-01', '2025-03-01']);
    await database.exec(
      `delete from sales where property_id = ${home} and sale_date = '2025-03-01' and price = 800000`,
    );
    expect((await rowsOf(database, home)).map((r) => r.sale_date)).toEqual(['2024-05-01', '2025-03-01']);
    await database.exec(`delete from sales where property_id = ${home} and sale_date = '2025-03-01'`);
    expect((await rowsOf(database, home)).map((r) => r.sale_date)).toEqual(['2024-05-01']);

    // The importers' upsert (ON CONFLICT DO UPDATE) and a home deleted with its sales.
    await database.exec(`
      insert into sales (property_id, sale_date, price, arms_length, source) values (${home}, '2024-05-01', 700000, false, 'test')
      on conflict (property_id, sale_date, price) do update set arms_length = excluded.arms_length`);
    expect(await rowsOf(database, home)).toEqual([]);
    await database.exec(`delete from properties where id = ${unlocated}`);
    expect(await rowsOf(database, unlocated)).toEqual([]);
    await database.exec('truncate sales');
    expect(await database.query('select * from comp_sales')).toEqual([]);
  });

  it('carries its day’s highest-priced sale of its kind and the home’s columns, and follows corrections (decision 165)', async () => {
    const home = await addHome(database, 3, 37.6, -121.8);
    const carried = () =>
      database.query<Record<string, unknown>>(
        `select sale_date::text as day, demo, sale_id, price, source, street_number, street_name, unit, city, zip,
                county, lat, lon, beds, baths, living_sqft, lot_sqft, year_built
           from comp_sales where property_id = $1 order by sale_date, demo`,
        [home],
      );
    const saleId = async (price: number) =>
      (await database.query<{ id: number }>('select id from sales where price = $1', [price]))[0]!.id;
    await database.exec(
      `insert into sales (property_id, sale_date, price, source) values (${home}, '2025-04-01', 700000, 'test')`,
    );
    expect(await carried()).toEqual([
      {
        day: '2025-04-01',
        demo: false,
        sale_id: await saleId(700000),
        price: 700000,
        source: 'test',
        street_number: '3',
        street_name: 'Trigger St',
        unit: null,
        city: 'Dublin',
        zip: '94568',
        county: 'alameda',
        lat: 37.6,
        lon: -121.8,
        beds: 3,
        baths: 2,
        living_sqft: 1500,
        lot_sqft: 4000,
        year_built: 1990,
      },
    ]);
    // A higher price that day replaces the sale; a lower one does not; a demo sale that day is its own row.
    await database.exec(
      `insert into sales (property_id, sale_date, price, source) values (${home}, '2025-04-01', 720000, 'import')`,
    );
    await database.exec(`insert into sales (property_id, sale_date, price, source) values
      (${home}, '2025-04-01', 710000, 'test'), (${home}, '2025-04-01', 690000, 'demo'), (${home}, '2025-04-01', 695000, 'demo')`);
    expect((await carried()).map((r) => [r.demo, r.price, r.sale_id, r.source])).toEqual([
      [false, 720000, await saleId(720000), 'import'],
      [true, 695000, await saleId(695000), 'demo'],
    ]);
    // The top sale deleted: the next one that day is carried.
    await database.exec(`delete from sales where price = 720000`);
    expect((await carried()).map((r) => [r.demo, r.price])).toEqual([
      [false, 710000],
      [true, 695000],
    ]);
    // The home's facts or address corrected: every row follows.
    await database.exec(`update properties set beds = 4, baths = 2.5, living_sqft = 1620, lot_sqft = null,
      year_built = 1991, street_name = 'Other St', unit = 'B', city = 'Pleasanton', zip = '94566' where id = ${home}`);
    for (const row of await carried())
      expect(row).toMatchObject({
        beds: 4,
        baths: 2.5,
        living_sqft: 1620,
        lot_sqft: null,
        year_built: 1991,
        street_name: 'Other St',
        unit: 'B',
        city: 'Pleasanton',
        zip: '94566',
      });
    // One statement correcting many homes refreshes each of them (the trigger runs once per statement).
    const others = [await addHome(database, 4, 37.61, -121.8), await addHome(database, 5, 37.62, -121.8)];
    await database.exec(`insert into sales (property_id, sale_date, price, source) values
      (${others[0]}, '2025-05-01', 640000, 'test'), (${others[1]}, '2025-05-02', 650000, 'test')`);
    await database.exec(
      `update properties set beds = 5, apn = apn || '-X' where id in (${home}, ${others.join(', ')})`,
    );
    expect(
      await database.query<{ beds: number }>(
        'select distinct beds from comp_sales where property_id = any($1::int[])',
        [[home, ...others]],
      ),
    ).toEqual([{ beds: 5 }]);
    await database.exec(`update properties set beds = 4 where id = ${home}`);
    // What the rows carry is what sales and properties hold, column for column.
    const fromSource = await database.query<Record<string, unknown>>(
      `select distinct on (s.sale_date, s.source = 'demo') s.sale_date::text as day, s.source = 'demo' as demo,
              s.id as sale_id, s.price, s.source, p.street_number, p.street_name, p.unit, p.city, p.zip, p.county,
              p.lat, p.lon, p.beds, p.baths, p.living_sqft, p.lot_sqft, p.year_built
         from sales s join properties p on p.id = s.property_id where p.id = $1
        order by s.sale_date, s.source = 'demo', s.price desc`,
      [home],
    );
    expect(await carried()).toEqual(fromSource);
  });

  it('carries the home’s APN, none for a synthetic one, and follows a corrected APN (decision 251)', async () => {
    const home = await addHome(database, 6, 37.63, -121.81);
    await database.exec(
      `insert into sales (property_id, sale_date, price, source) values (${home}, '2025-04-02', 701000, 'test')`,
    );
    const carriedApn = async () =>
      (
        await database.query<{ apn: string | null }>('select apn from comp_sales where property_id = $1', [
          home,
        ])
      ).map((r) => r.apn);
    const q: CandidateQuery = {
      propertyType: 'condo',
      box: boundingBox(37.63, -121.81, 0.1),
      fromDay: dayOf(2025, 1, 1),
      toDay: dayOf(2025, 12, 31),
      excludePropertyId: null,
      limit: 10,
    };
    const candidate = async () =>
      (await createCompsRepository(database).candidates(q)).find((c) => c.propertyId === home);
    expect(await carriedApn()).toEqual(['T-6']);
    expect((await candidate())?.apn).toBe('T-6');
    expect(await reference(database, q)).toContainEqual(expect.objectContaining({ apn: 'T-6' }));
    await database.exec(`update properties set apn = '901-0006-001' where id = ${home}`);
    expect(await carriedApn()).toEqual(['901-0006-001']);
    expect((await candidate())?.apn).toBe('901-0006-001');
    // A synthetic APN is not a parcel number: the sale has none in the grid.
    await database.exec(`update properties set apn_synthetic = true where id = ${home}`);
    expect(await carriedApn()).toEqual([null]);
    expect(await candidate()).toBeDefined();
    expect(await candidate()).not.toHaveProperty('apn');
  });

  it('picks each home’s latest sale in the window as the sales query does, of one kind or of both', async () => {
    // 24 townhouses around one spot, each with a real sale in the window and, by its number, a demo
    // sale later, earlier, the same day for more, or the same day for less.
    const spot = { lat: 38.05, lon: -122.05 };
    for (let n = 0; n < 24; n++) {
      const id = await addHome(
        database,
        100 + n,
        spot.lat + (n % 6) * 0.001,
        spot.lon + Math.floor(n / 6) * 0.001,
        'townhouse',
      );
      const demoDay = ['2025-06-01', '2025-01-15', '2025-03-01', '2025-03-01'][n % 4];
      const demoPrice = n % 4 === 3 ? 500000 + n : 900000 + n;
      await database.exec(`insert into sales (property_id, sale_date, price, source) values
        (${id}, '2025-03-01', ${700000 + n}, 'test'), (${id}, '${demoDay}', ${demoPrice}, 'demo')`);
    }
    const repository = createCompsRepository(database);
    for (const real of [undefined, true, false]) {
      const q: CandidateQuery = {
        propertyType: 'townhouse',
        box: boundingBox(spot.lat, spot.lon, 1),
        fromDay: dayOf(2025, 1, 1),
        toDay: dayOf(2026, 3, 31),
        excludePropertyId: null,
        limit: 100,
        ...(real === undefined ? {} : { real }),
      };
      const found = await repository.candidates(q);
      expect(found, String(real)).toEqual(await reference(database, q));
      expect(found.length, String(real)).toBe(24);
    }
  });
});

describe('migration 0024 on an existing database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ migrated: false }));
    before = mkdtempSync(join(tmpdir(), 'homie-0024-'));
    for (const f of migrationFiles()) if (f.name < '0024') copyFileSync(f.path, join(before, f.name));
    await migrate(database, before);
  });
  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await drop();
  });

  it('fills comp_sales from the sales since the horizon, and a window before it reads the homes', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1)
      ids.push(await addHome(database, 100 + i, 37.7 + i * 0.0001, -121.9, 'condo'));
    // Each home sold every third year from 2011 to 2026 (odd homes a month later), one in five not at arm's length.
    await database.exec(`
      insert into sales (property_id, sale_date, price, arms_length, source)
      select p.id, make_date(y, 1 + p.id % 2, 15), 500000 + p.id * 100 + y, p.id % 5 <> 0, 'test'
      from properties p cross join generate_series(2011, 2026, 3) y`);
    expect(await migrate(database, MIGRATION_DIRS)).toContain('0024_comp_sales.sql');
    const [horizon] = await database.query<{ since: string }>('select since::text from comp_sales_horizon');
    expect(horizon?.since).toBe('2023-01-01');
    const expected = await database.query<{ n: number }>(
      `select count(*)::int as n from sales where arms_length and sale_date >= '2023-01-01'`,
    );
    const filled = await database.query<{ n: number; old: number }>(
      `select count(*)::int as n, count(*) filter (where sale_date < '2023-01-01')::int as old from comp_sales`,
    );
    expect(filled[0]).toEqual({ n: expected[0]!.n, old: 0 });
    expect(expected[0]!.n).toBeGreaterThan(10);

    const repository = createCompsRepository(database);
    const q = (fromYear: number): CandidateQuery => ({
      propertyType: 'condo',
      box: boundingBox(37.702, -121.9, 0.5),
      fromDay: dayOf(fromYear, 1, 1),
      toDay: dayOf(fromYear + 2, 12, 31),
      excludePropertyId: ids[3]!,
      limit: 10,
      real: true,
    });
    for (const fromYear of [2024, 2019, 2012]) {
      const found = await repository.candidates(q(fromYear));
      expect(found.length, `from ${fromYear}`).toBe(10);
      expect(found, `from ${fromYear}`).toEqual(await reference(database, q(fromYear)));
    }
  });
});

describe('the bulk loader', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('fills comp_sales once after the load, since the horizon, with its GiST indexes rebuilt and its trigger on again', async () => {
    const silent = { info: () => {}, error: () => {} };
    await ensureDemoDataset(database, { demoDatasetSize: 2000 }, silent);
    const [horizon] = await database.query<{ since: string; expected: string }>(
      `select since::text, (date_trunc('year', (select max(sale_date) from sales)) - interval '3 years')::date::text as expected
       from comp_sales_horizon`,
    );
    expect(horizon?.since).toBe(horizon?.expected);
    const difference = await database.query(
      `(select s.property_id, s.sale_date, s.source = 'demo' as demo, p.property_type, point(p.lon * 0.8, p.lat)::text as pt
          from sales s join properties p on p.id = s.property_id
         where s.arms_length and p.lat is not null and s.sale_date >= (select since from comp_sales_horizon)
        except select property_id, sale_date, demo, property_type, pt::text from comp_sales)
       union all
       (select property_id, sale_date, demo, property_type, pt::text from comp_sales
        except select s.property_id, s.sale_date, s.source = 'demo', p.property_type, point(p.lon * 0.8, p.lat)::text
          from sales s join properties p on p.id = s.property_id where s.arms_length)`,
    );
    expect(difference).toEqual([]);
    expect(
      (await database.query<{ n: number }>('select count(*)::int as n from comp_sales'))[0]!.n,
    ).toBeGreaterThan(100);
    const indexes = await database.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'comp_sales' order by 1`,
    );
    expect(indexes.map((i) => i.indexname)).toHaveLength(9);
    const [home] = await database.query<{ id: number }>(
      'select id from properties where lat is not null limit 1',
    );
    await database.exec(
      `insert into sales (property_id, sale_date, price, source) values (${home!.id}, current_date, 1, 'test')`,
    );
    expect(await rowsOf(database, home!.id)).toContainEqual(expect.objectContaining({ demo: false }));
  }, 120_000);
});

describe('the walk after ANALYZE (PGlite and PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const centre = { lat: 37.734, lon: -121.8727 };
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // 60,000 homes on a 20 × 12 mile grid (a dense city), two in three single-family; each sold in
    // 2024 or 2025, every fourth home twice; then statistics, as the bulk loader and autovacuum take.
    await database.exec(`
      insert into properties (${HOME_COLUMNS})
      select 'G-' || g, g::text, 'Grid St', 'Dublin', '94568', g || ' GRID ST',
             ${centre.lat} - 0.087 + (g / 300) * 0.00087, ${centre.lon} - 0.18 + (g % 300) * 0.0012,
             'alameda', case when g % 3 = 0 then 'condo' else 'single_family' end,
             3, 2, 1500 + g % 500, 5000, 1980, 'test'
      from generate_series(0, 59999) g;
      insert into sales (property_id, sale_date, price, source)
      select id, date '2024-01-01' + (id::bigint * 7919 % 700)::int, 700000 + id, 'test' from properties;
      insert into sales (property_id, sale_date, price, source)
      select id, date '2024-01-01' + (id::bigint * 104729 % 700)::int, 800000 + id, 'test' from properties where id % 4 = 0
      on conflict do nothing;
      analyze properties; analyze sales; analyze comp_sales;`);
  }, 300_000);
  afterAll(() => drop());

  const query = (radiusMiles: number, limit: number): CandidateQuery => ({
    propertyType: 'single_family',
    box: boundingBox(centre.lat, centre.lon, radiusMiles),
    fromDay: dayOf(2025, 1, 1),
    toDay: dayOf(2026, 3, 31),
    excludePropertyId: null,
    limit,
    real: true,
  });

  const expectWalkPlan = (text: string, walk: number) => {
    expect(text, text).toMatch(/Index Scan using comp_sales_single_family_real_idx on comp_sales/);
    expect(text, text).toMatch(/Order By: \(pt <-> /);
    expect(text, text).not.toMatch(
      /Seq Scan on comp_sales(?!_horizon)|Bitmap|Seq Scan on properties|Seq Scan on sales/,
    );
    const scanned = /Index Scan using comp_sales_single_family_real_idx[^\n]*rows=(\d+)/.exec(text);
    expect(Number(scanned?.[1])).toBeLessThanOrEqual(walk + 10);
  };
  const literal = (v: unknown) => (v === null ? 'null' : String(v));

  it('walks the type’s GiST index nearest-first and reads no more sales than the walk allows', async () => {
    for (const [radius, limit] of [
      [0.5, 60],
      [5, 1200],
    ] as const) {
      const plan = await database.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off) ${walkSql('single_family', false, walkFor(limit))}`,
        walkParams(query(radius, limit)),
      );
      expectWalkPlan(plan.map((r) => r['QUERY PLAN']).join('\n'), walkFor(limit));
    }
  });

  it('checks sales only until the limit-th home is found, not every sale the walk read (decision 161)', async () => {
    const limit = 60;
    const q = query(0.5, limit);
    const text = (
      await database.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off) ${walkSql('single_family', false, walkFor(limit))}`,
        walkParams(q),
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // Of the 210 sales walked, 89 lie in the window and the box: every one of them was checked
    // before; now the checks stop at the 60th home, plus the few whose walked sale was not their
    // latest in the window. The bound below holds only if the checks stopped early. Each check is
    // one probe of comp_sales's key, nothing of properties or sales read (decision 165).
    const inWindow = await database.query<{ n: number }>(
      `select count(*)::int as n from (
         select cs.* from comp_sales cs where cs.property_type = 'single_family' and not demo
         order by cs.pt <-> point($2::float8 * 0.8, $1::float8) limit ${walkFor(limit)}) w
       where w.sale_date between date '1970-01-01' + $3::int and date '1970-01-01' + $4::int
         and w.pt <@ box(point($7::float8 * 0.8, $5::float8), point($8::float8 * 0.8, $6::float8))`,
      [centre.lat, centre.lon, q.fromDay, q.toDay, q.box.minLat, q.box.maxLat, q.box.minLon, q.box.maxLon],
    );
    expect(inWindow[0]!.n).toBeGreaterThan(limit * 1.2);
    expect(text, text).not.toMatch(/ on properties| on sales/);
    const checks = /Index (?:Only )?Scan using comp_sales_pkey on comp_sales l[^\n]*loops=(\d+)/.exec(text);
    expect(Number(checks?.[1]), text).toBeGreaterThanOrEqual(limit);
    expect(Number(checks?.[1]), text).toBeLessThanOrEqual(limit * 1.2);
    // One row, the candidates in one JSON array nearest first (decision 163).
    const answer = await database.query<{ ok: boolean; walked: number; rows: { dist: number }[] }>(
      walkSql('single_family', false, walkFor(limit)),
      walkParams(q),
    );
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ ok: true, walked: walkFor(limit) });
    expect(answer[0]!.rows).toHaveLength(limit);
    const dists = answer[0]!.rows.map((r) => r.dist);
    expect(dists).toEqual([...dists].sort((a, b) => a - b));
    const found = await createCompsRepository(database).candidates(q);
    expect(found).toHaveLength(limit);
    expect(found).toEqual(await reference(database, q));
  });

  it('keeps the walk when the statement is prepared and its generic plan is used (decision 157)', async () => {
    for (const walk of [48, walkFor(60), walkFor(1200)]) {
      const text = await database.transaction(async (tx) => {
        await tx.execute('set local plan_cache_mode = force_generic_plan');
        await tx.execute(`prepare comps_walk_plan_test as ${walkSql('single_family', false, walk)}`);
        const result = (await tx.execute(
          `explain (analyze, costs off, timing off, summary off) execute comps_walk_plan_test(${walkParams(query(5, 1200)).map(literal).join(', ')})`,
        )) as unknown as { rows: { 'QUERY PLAN': string }[] };
        await tx.execute('deallocate comps_walk_plan_test');
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(text, text).toMatch(/Limit/);
      expectWalkPlan(text, walk);
    }
  });

  /** Each (radius, limit) fetched in turn through one repository finds at least `atLeast` homes, the reference's. */
  const expectReference = async (pairs: readonly (readonly [number, number])[], atLeast: number) => {
    const repository = createCompsRepository(database);
    for (const [radius, limit] of pairs) {
      const found = await repository.candidates(query(radius, limit));
      expect(found.length).toBeGreaterThanOrEqual(Math.min(atLeast, limit));
      expect(found).toEqual(await reference(database, query(radius, limit)));
    }
  };

  it('finds the same homes whatever density an earlier walk nearby left (decision 157)', async () => {
    // A wide walk first, then narrower ones in the same cell: their first walks are sized from it.
    await expectReference(
      [
        [5, 1200],
        [0.5, 60],
        [0.25, 1000],
        [1, 160],
        [0.1, 5],
        [2, 400],
      ],
      1,
    );
  });

  it('returns the nearest homes the reference returns, where the limit binds and where it does not', async () => {
    await expectReference(
      [
        [0.5, 60],
        [0.25, 1000],
        [1, 160],
      ],
      11,
    );
  });
});
