import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { ensureDemoDataset } from '#modules/dataset/dataset.service.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';
import { FETCHES } from '../valuation/find-comparables.ts';
import { type CompSalesMirror, createCompSalesMirror, withCompSalesMirror } from './comp-sales.mirror.ts';
import { type CandidateQuery, createCompSalesReader, createCompsRepository } from './comps.repository.ts';
import { boundingBox } from './geo.ts';

/**
 * Decision 182: the comparables' candidates from an in-memory copy of comp_sales answer exactly what
 * the walk over comp_sales answers (the same homes, sales and order) for every radius, window, kind
 * and excluded home; and the copy follows whatever is written afterwards, through the change log of
 * migration 0028, on PGlite and on PostgreSQL.
 */
const silent = { info: () => {}, error: () => {} };
let database: Database;
let drop: () => Promise<void>;
let sql: ReturnType<typeof createCompsRepository>;
let mirror: CompSalesMirror;

interface Home {
  id: number;
  property_type: string;
  lat: number;
  lon: number;
}
let homes: Home[];
let latestDay: number;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await ensureDemoDataset(database, { demoDatasetSize: 4_000 }, silent);
  // Real sales beside the demo ones: on their own days, on a demo sale's day (both kinds that day,
  // either dearer), and a second real sale of one home, so kinds and latest sales are all exercised.
  await database.exec(`
    insert into sales (property_id, sale_date, price, arms_length, source)
    select s.property_id, s.sale_date + (s.property_id % 3) * 20, s.price + 5000 - (s.property_id % 7) * 2000, true, 'import'
      from sales s where s.property_id % 4 = 0 and s.source = 'demo'
    on conflict do nothing;
    insert into sales (property_id, sale_date, price, arms_length, source)
    select s.property_id, s.sale_date + 90, s.price + 1000, true, 'import'
      from sales s where s.property_id % 12 = 0 and s.source = 'import'
    on conflict do nothing`);
  sql = createCompsRepository(database);
  // Small pages, so loading crosses many page boundaries (and homes with several rows).
  mirror = createCompSalesMirror(createCompSalesReader(database), { pageSize: 97, pollMs: 20 });
  await mirror.load();
  homes = await database.query<Home>(
    `select id, property_type, lat, lon from properties where lat is not null order by id`,
  );
  latestDay = (
    await database.query<{ day: number }>(`select max(sale_date) - date '1970-01-01' as day from sales`)
  )[0]!.day;
}, 240_000);
afterAll(async () => {
  await mirror?.stop();
  await drop?.();
});

/** A seeded pseudo-random sequence, so a failure names a case that can be run again. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

function queries(count: number, seed: number): CandidateQuery[] {
  const next = random(seed);
  const reals = [undefined, true, false] as const;
  return Array.from({ length: count }, (_, i) => {
    const home = homes[Math.floor(next() * homes.length)]!;
    const fetch = FETCHES[i % FETCHES.length]!;
    const months = [3, 6, 12, 24][Math.floor(next() * 4)]!;
    return {
      propertyType: home.property_type,
      box: boundingBox(
        home.lat + (next() - 0.5) * 0.002,
        home.lon + (next() - 0.5) * 0.002,
        fetch.radiusMiles,
      ),
      fromDay: latestDay - months * 30,
      toDay: latestDay - Math.floor(next() * 60),
      excludePropertyId: next() < 0.8 ? home.id : null,
      limit: next() < 0.3 ? 5 : fetch.limit,
      real: reals[i % 3],
    };
  });
}

async function expectSameAsSql(q: CandidateQuery) {
  const got = mirror.candidates(q);
  expect(got, JSON.stringify(q)).not.toBeNull();
  expect(got, JSON.stringify(q)).toEqual(await sql.candidates(q));
}

describe('the comparables copy in memory', () => {
  it('answers the candidates the walk over comp_sales answers', async () => {
    expect(mirror.ready).toBe(true);
    expect(mirror.size.sales).toBe(
      Number((await database.query<{ n: string }>('select count(*) as n from comp_sales'))[0]!.n),
    );
    let nonEmpty = 0;
    const apns = new Map<number, string | undefined>();
    for (const q of queries(400, 7)) {
      await expectSameAsSql(q);
      const got = mirror.candidates(q) ?? [];
      if (got.length > 0) nonEmpty += 1;
      for (const c of got) apns.set(c.propertyId, c.apn);
    }
    expect(nonEmpty).toBeGreaterThan(200);
    // Each candidate names its home's parcel (decision 251), as the homes record it.
    const recorded = await database.query<{ id: number; apn: string }>(
      'select id, apn from properties where id = any($1::int[])',
      [[...apns.keys()]],
    );
    expect(recorded.length).toBe(apns.size);
    for (const r of recorded) expect(apns.get(r.id)).toBe(r.apn);
  }, 120_000);

  it('leaves to the database what it does not hold: a window before the horizon, an unknown type', async () => {
    const since = (
      await database.query<{ since: number }>(
        `select since - date '1970-01-01' as since from comp_sales_horizon`,
      )
    )[0]!.since;
    expect(since).not.toBeNull();
    const [q] = queries(1, 11);
    expect(mirror.candidates({ ...q!, fromDay: since - 1 })).toBeNull();
    expect(mirror.candidates({ ...q!, fromDay: since })).not.toBeNull();
    expect(mirror.candidates({ ...q!, propertyType: 'castle' })).toBeNull();
    // Wired over the repository, the database answers those (and rejects the unknown type).
    const comps = withCompSalesMirror(sql, mirror);
    expect(await comps.candidates({ ...q!, fromDay: since - 1 })).toEqual(
      await sql.candidates({ ...q!, fromDay: since - 1 }),
    );
    await expect(comps.candidates({ ...q!, propertyType: 'castle' })).rejects.toThrow(
      /Unknown property type/,
    );
  });

  it('follows sales written, homes corrected and sales deleted after loading, once the change log is read', async () => {
    const home = homes.find((h) => h.property_type === 'single_family')!;
    const near = (real?: boolean): CandidateQuery => ({
      propertyType: 'single_family',
      box: boundingBox(home.lat, home.lon, 0.5),
      fromDay: latestDay - 365,
      toDay: latestDay,
      excludePropertyId: null,
      limit: 60,
      real,
    });
    // A new sale, the home's latest: once read, it is the home's candidate.
    await database.query(
      `insert into sales (property_id, sale_date, price, arms_length, source)
       values ($1, date '1970-01-01' + $2::int, 1234567, true, 'import')`,
      [home.id, latestDay],
    );
    await mirror.sync();
    expect(mirror.candidates(near(true))!.find((c) => c.propertyId === home.id)?.price).toBe(1234567);
    for (const real of [undefined, true, false]) await expectSameAsSql(near(real));

    // The home's facts corrected and moved a little: its rows follow.
    await database.query(
      `update properties set beds = 9, living_sqft = 4321, lat = lat + 0.0005 where id = $1`,
      [home.id],
    );
    await mirror.sync();
    expect(mirror.candidates(near(true))!.find((c) => c.propertyId === home.id)).toMatchObject({
      beds: 9,
      sqft: 4321,
    });
    for (const real of [undefined, true, false]) await expectSameAsSql(near(real));

    // The sale deleted: the home is answered as the database answers it (its earlier sale, or nothing).
    await database.query(`delete from sales where property_id = $1 and price = 1234567`, [home.id]);
    await mirror.sync();
    expect(mirror.candidates(near(true))!.some((c) => c.price === 1234567)).toBe(false);
    for (const real of [undefined, true, false]) await expectSameAsSql(near(real));

    // A home that was a candidate when the copy loaded loses every sale: it is no longer answered.
    const before = mirror.candidates(near())!.find((c) => c.propertyId !== home.id)!;
    await database.query(`delete from sales where property_id = $1`, [before.propertyId]);
    await mirror.sync();
    expect(mirror.candidates(near())!.some((c) => c.propertyId === before.propertyId)).toBe(false);
    for (const real of [undefined, true, false]) await expectSameAsSql(near(real));
    for (const q of queries(60, 13)) await expectSameAsSql(q);
  }, 60_000);

  it('reloads after a bulk change and answers from the database meanwhile; follows on its own once started', async () => {
    // A statement touching more than 1,000 homes logs one "reload" row.
    await database.exec(`update sales set price = price + 1 where source = 'demo'`);
    await mirror.sync();
    expect(mirror.ready).toBe(true);
    for (const q of queries(40, 17)) await expectSameAsSql(q);

    // Started, a copy loads and then reads the log on its own.
    const following = createCompSalesMirror(createCompSalesReader(database), { pollMs: 20 });
    following.start(0);
    await expect.poll(() => following.ready, { timeout: 60_000 }).toBe(true);
    const home = homes.find((h) => h.property_type === 'condo')!;
    await database.query(
      `insert into sales (property_id, sale_date, price, arms_length, source)
       values ($1, date '1970-01-01' + $2::int, 765432, true, 'import')`,
      [home.id, latestDay],
    );
    const q: CandidateQuery = {
      propertyType: 'condo',
      box: boundingBox(home.lat, home.lon, 0.5),
      fromDay: latestDay - 365,
      toDay: latestDay,
      excludePropertyId: null,
      limit: 60,
      real: true,
    };
    try {
      await expect
        .poll(() => following.candidates(q)?.some((c) => c.price === 765432), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await following.stop();
    }

    // Every sale gone (a truncate): the copy reloads and answers, empty, as the database does.
    await database.exec('truncate sales cascade');
    await mirror.sync();
    expect(mirror.size.sales).toBe(0);
    for (const q2 of queries(10, 19)) await expectSameAsSql(q2);
  }, 60_000);
});
