import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';
import { createCompsRepository } from './comps.repository.ts';
import { dayOf } from './dates.ts';
import { INDEX_TTL_MS, createMarketIndexService } from './market-index.service.ts';
import type { IndexCell } from './market-index.ts';

/** Decision 137: a market index refresh never holds up a request, nor the database for long. */

const cellsAt = (level: number): IndexCell[] =>
  Array.from({ length: 12 }, (_, m) => ({
    zip: '94568',
    month: 660 + m,
    count: 10,
    medianLogPpsf: Math.log(level) + 0.01 * m,
  }));

describe('a market index refresh', () => {
  const lien = dayOf(2026, 1, 1);
  it('answers requests from the old index while the new one is still being read', async () => {
    let clock = 0;
    let calls = 0;
    let release: (cells: IndexCell[]) => void = () => {};
    const repository = {
      indexCells: (): Promise<IndexCell[]> => {
        calls += 1;
        if (calls === 1) return Promise.resolve(cellsAt(500));
        // The refresh's read hangs until the test lets it finish.
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    };
    const service = createMarketIndexService(repository, () => clock);
    const first = await service.forCounty('alameda', lien, lien + 89);
    expect(first.months.length).toBe(12);
    clock += INDEX_TTL_MS + 1;
    const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 50));
    // Expired: the answer is the old index at once, though the refresh has not finished.
    expect(await Promise.race([service.forCounty('alameda', lien, lien + 89), timeout])).toBe(first);
    expect(calls).toBe(2);
    // More requests during the refresh: the old index again, and no second refresh.
    for (let i = 0; i < 5; i += 1) expect(await service.forCounty('alameda', lien, lien + 89)).toBe(first);
    expect(calls).toBe(2);
    release(cellsAt(600));
    await new Promise((r) => setTimeout(r, 0));
    const refreshed = await service.forCounty('alameda', lien, lien + 89);
    expect(refreshed).not.toBe(first);
    expect(refreshed.months.length).toBe(12);
  });
});

describe('the index cells read month by month', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // 400 homes in two ZIPs, each sold once between Jan 2024 and Mar 2026 at a rising price.
    await database.exec(`
      insert into properties (apn, street_number, street_name, city, zip, address_normalized, lat, lon, county,
                              property_type, beds, baths, living_sqft, lot_sqft, year_built, source)
      select 'M-' || g, g::text, 'Month St', 'Dublin', case when g % 2 = 0 then '94568' else '94566' end,
             g || ' MONTH ST', 37.7 + g / 10000.0, -121.9, 'alameda', 'single_family', 3, 2, 1200 + g, 5000, 1980, 'test'
      from generate_series(1, 400) g;
      insert into sales (property_id, sale_date, price, source)
      select id, date '2024-01-01' + (id * 2) % 820, 600000 + id * 997 % 200000 + ((id * 2) % 820) * 300, 'test'
      from properties;
    `);
  }, 120_000);
  afterAll(() => drop());

  it('gives the cells one query over the whole span gave, in short slices of homes, with room between', async () => {
    const from = dayOf(2024, 1, 15);
    const to = dayOf(2026, 3, 31);
    const whole = await database.query<{ zip: string; month: number; count: number; median: number }>(
      `select p.zip, ((extract(year from s.sale_date) - 1970) * 12 + extract(month from s.sale_date) - 1)::int as month,
              count(*)::int as count,
              percentile_cont(0.5) within group (order by ln(s.price::float8 / p.living_sqft)) as median
       from sales s join properties p on p.id = s.property_id
       where p.county = 'alameda' and s.arms_length and p.living_sqft > 0
         and s.sale_date between (date '1970-01-01' + $1::int) and (date '1970-01-01' + $2::int)
       group by 1, 2 order by 2, 1`,
      [from, to],
    );
    expect(whole.length).toBeGreaterThan(40);
    const events: string[] = [];
    const watched = {
      query: async <T>(sql: string, params?: unknown[]): Promise<T[]> => {
        events.push('slice');
        return database.query<T>(sql, params);
      },
    } as unknown as Database;
    const reading = createCompsRepository(watched, { indexSliceHomes: 50 }).indexCells('alameda', from, to);
    // A request's query issued while the slices are being read.
    const probe = database.query('select 1').then(() => events.push('request'));
    const cells = (await reading).sort((a, b) => a.month - b.month || a.zip.localeCompare(b.zip));
    await probe;
    expect(cells.map((c) => [c.zip, c.month, c.count])).toEqual(whole.map((r) => [r.zip, r.month, r.count]));
    for (const [i, c] of cells.entries()) expect(c.medianLogPpsf).toBeCloseTo(Number(whole[i]!.median), 12);
    // 400 homes in slices of 50: 8 slices of two queries (homes, their sales) and one empty read.
    expect(events.filter((e) => e === 'slice')).toHaveLength(17);
    // The request did not wait for every slice: on the embedded database (one connection) it runs
    // between two slices. A PostgreSQL pool runs it on another connection, beside the slices, so
    // there it never waits for them and the order the two finish in says nothing.
    if (!process.env.TEST_DATABASE_URL) expect(events.indexOf('request')).toBeLessThan(events.length - 1);
  });
});
