import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';
import { importSalesFile, sharedDataFile } from '#modules/dataset/dataset.service.ts';
import type { SaleCandidate, SubjectFacts } from './comp-types.ts';
import {
  CANDIDATE_COLUMNS,
  type CandidateQuery,
  type CandidateRow,
  candidateOf,
  createCompsRepository,
  latestSaleInWindow,
} from './comps.repository.ts';
import { dayOf } from './dates.ts';
import { FETCHES, appraiseFromDatabase } from '../valuation/find-comparables.ts';
import { boundingBox, planeDistance2 } from './geo.ts';
import { IDENTITY_INDEX } from './market-index.ts';
import { createMemoryCompsSource } from './memory-comps.source.ts';

/**
 * Decision 136: candidates come nearest-first with a bounded scan. Two proofs: on real sales the
 * comparables chosen are exactly the ones the former box scan (every home in the box, up to 3,000)
 * chose; in a dense block the scan stops at the limit with the nearest homes.
 */

/** The former query (before migration 0022), kept as the reference: every home of the type in the box. */
async function boxScan(database: Database, q: CandidateQuery): Promise<SaleCandidate[]> {
  const rows = await database.query<CandidateRow>(
    `select ${CANDIDATE_COLUMNS}
     from properties p
     ${latestSaleInWindow({ real: 10, fromDay: 6, toDay: 7 })}
     where p.property_type = $1 and p.lat between $2 and $3 and p.lon between $4 and $5 and p.id <> $8
     order by p.lat, p.lon, p.id
     limit $9`,
    [
      q.propertyType,
      q.box.minLat,
      q.box.maxLat,
      q.box.minLon,
      q.box.maxLon,
      q.fromDay,
      q.toDay,
      q.excludePropertyId ?? -1,
      3000,
      q.real ?? null,
    ],
  );
  return rows.map(candidateOf);
}

describe('nearest-first candidates on real sales (Bay Area Redfin file)', () => {
  const file = sharedDataFile('sales/bayarea-redfin-2020.csv');
  let database: Database | null = null;
  beforeAll(async () => {
    if (!file) return;
    database = await openDatabase({});
    await migrate(database);
    await importSalesFile(database, file, 'redfin');
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(!file)(
    'chooses exactly the comparables and value the former box scan chose',
    async () => {
      const db = database!;
      const subjects = await db.query<{
        id: number;
        property_type: SubjectFacts['propertyType'];
        lat: number;
        lon: number;
        county: string;
        zip: string;
        beds: number | null;
        baths: number | null;
        living_sqft: number | null;
        lot_sqft: number | null;
        year_built: number | null;
      }>(
        `select p.id, p.property_type, p.lat, p.lon, p.county, p.zip, p.beds, p.baths, p.living_sqft, p.lot_sqft, p.year_built
       from properties p where p.lat is not null and p.id % 16 = 0 order by p.id`,
      );
      expect(subjects.length).toBeGreaterThan(300);
      const nearest = createCompsRepository(db);
      const former = { candidates: (q: CandidateQuery) => boxScan(db, q) };
      const window = { lienDay: dayOf(2020, 7, 1), latestDay: dayOf(2020, 12, 31) };
      let compared = 0;
      for (const s of subjects) {
        const subject: SubjectFacts = {
          propertyId: s.id,
          propertyType: s.property_type,
          lat: s.lat,
          lon: s.lon,
          county: s.county,
          zip: s.zip,
          beds: s.beds,
          baths: s.baths === null ? null : Number(s.baths),
          sqft: s.living_sqft,
          lotSqft: s.lot_sqft,
          yearBuilt: s.year_built,
        };
        const before = await appraiseFromDatabase(former, subject, window, IDENTITY_INDEX);
        const after = await appraiseFromDatabase(nearest, subject, window, IDENTITY_INDEX);
        const ids = (a: typeof before) => a.selection.comps.map((c) => c.sale.saleId);
        expect(ids(after), `subject ${s.id}`).toEqual(ids(before));
        expect(after.selection.step.step).toBe(before.selection.step.step);
        expect(after.value.value, `subject ${s.id}`).toBe(before.value.value);
        if (before.selection.comps.length > 0) compared += 1;
      }
      expect(compared).toBeGreaterThan(300);
    },
    300_000,
  );
});

describe('nearest-first candidates in a dense block', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const centre = { lat: 37.734, lon: -121.8727 };
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // 3,000 homes in a 0.3-mile square, two in three with a 2025 sale; a third of them condos.
    await database.exec(`
      insert into properties (apn, street_number, street_name, city, zip, address_normalized, lat, lon, county,
                              property_type, beds, baths, living_sqft, lot_sqft, year_built, source)
      select 'D-' || g, g::text, 'Dense St', 'Dublin', '94568', g || ' DENSE ST',
             ${centre.lat} + ((g * 7919) % 1000) / 1000.0 * 0.0043 - 0.00215,
             ${centre.lon} + ((g * 104729) % 997) / 997.0 * 0.0054 - 0.0027,
             'alameda', case when g % 3 = 0 then 'condo' else 'single_family' end,
             3, 2, 1500 + g % 500, 5000, 1980, 'test'
      from generate_series(1, 3000) g;
      insert into sales (property_id, sale_date, price, source)
      select id, date '2025-01-01' + (id % 300), 700000 + id, 'test' from properties where id % 3 <> 1;
    `);
  }, 120_000);
  afterAll(() => drop());

  const query = (limit: number): CandidateQuery => ({
    propertyType: 'single_family',
    box: boundingBox(centre.lat, centre.lon, 0.5),
    fromDay: dayOf(2025, 1, 1),
    toDay: dayOf(2026, 3, 31),
    excludePropertyId: null,
    limit,
  });

  it('stops at the limit with the nearest homes, and the in-memory source keeps the same ones', async () => {
    const repository = createCompsRepository(database);
    const all = await repository.candidates(query(10_000));
    expect(all.length).toBeGreaterThanOrEqual(1000);
    const limit = FETCHES[0].limit;
    const bounded = await repository.candidates(query(limit));
    expect(bounded).toHaveLength(limit);
    const byDistance = [...all].sort(
      (a, b) =>
        planeDistance2(a.lat, a.lon, centre.lat, centre.lon) -
          planeDistance2(b.lat, b.lon, centre.lat, centre.lon) || a.propertyId - b.propertyId,
    );
    const nearestIds = byDistance.slice(0, limit).map((c) => c.saleId);
    expect(bounded.map((c) => c.saleId).sort((a, b) => a - b)).toEqual(nearestIds.sort((a, b) => a - b));
    // Listed in latitude, longitude order, as the former box scan listed them.
    const order = bounded.map((c) => [c.lat, c.lon]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const memory = createMemoryCompsSource(all);
    const fromMemory = await memory.candidates(query(limit));
    expect(fromMemory.map((c) => c.saleId).sort((a, b) => a - b)).toEqual(nearestIds);
  });

  // Without statistics only, and on PGlite only: with them (PostgreSQL's autovacuum, the bulk
  // loader's ANALYZE) either engine may plan a bitmap scan of the box and a sort instead (decision
  // 136, "With statistics the planner may not walk nearest-first"), an open gap of issue 20 item 2.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reads the type index nearest-first and stops early (the plan walks no more than it returns)',
    async () => {
      const plan = await database.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off)
       select p.id from properties p
       where p.property_type = 'single_family'
         and point(p.lon * 0.8, p.lat) <@ box(point(-121.9 * 0.8, 37.7), point(-121.85 * 0.8, 37.76))
       order by point(p.lon * 0.8, p.lat) <-> point(${centre.lon} * 0.8, ${centre.lat}), p.id
       limit 60`,
      );
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('properties_near_single_family_idx');
      const scanned = /Index Scan using properties_near_single_family_idx[^\n]*rows=(\d+)/.exec(text);
      expect(Number(scanned?.[1])).toBeLessThan(200);
    },
  );
});
