import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { openDatabase, type Database } from '#db/client.ts';
import { createHomeFactsCache, FACTS_CHANGED, READ_HORIZON } from './home-facts.cache.ts';
import { createPropertiesRepository, LATEST_FACTS, ZIP_ADDRESS_RANGE } from './properties.repository.ts';
import { seedHomes } from './properties.test-fixtures.ts';

/**
 * Decision 196: the lookup's two reads of an address (its candidates in the ZIP, the home's facts)
 * are answered again from memory only while no write to homes, sales or assessments has committed
 * since they were read. Every case reads, writes, and reads again: the second answer must show the
 * write, on PGlite and on PostgreSQL.
 */
let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
/** The statements the database was sent, by name, since the last `sent()`. */
let statements: string[] = [];
const sent = () => {
  const names = statements;
  statements = [];
  return names;
};
const ZIP = '94568';
const ROLL = 2026;

beforeAll(async () => {
  ({ database, drop, url } = await createTestDatabase());
  await seedHomes(database, [
    {
      number: '4820',
      street: 'Tassajara Rd',
      lat: 37.7,
      lon: -121.9,
      beds: 3,
      baths: 2,
      sqft: 1800,
      year: 1990,
      sales: [['2019-03-01', 900_000]],
      assessed: 1_000_000,
    },
  ]);
  // Every statement the repository sends, by name (or its first words), so a test can say which ran.
  const prepared = database.prepared.bind(database);
  database.prepared = ((name: string, text: string, params: unknown[]) => {
    statements.push(name);
    return prepared(name, text, params);
  }) as Database['prepared'];
}, 60_000);
afterAll(async () => drop?.());

/** Inserts a home in the ZIP (a statement of its own, as an import's). */
const addHome = (address: string, unit: string | null) =>
  database.query(
    `insert into properties (apn, street_number, street_name, unit, city, zip, address_normalized, county, property_type, source)
     values ('cache-' || $1, split_part($1, ' ', 1), split_part(split_part($1, ' #', 1), ' ', 2) || ' ' || split_part(split_part($1, ' #', 1), ' ', 3),
             $2, 'Dublin', $3, $1, 'alameda', 'single_family', 'test')`,
    [address, unit, ZIP],
  );

const candidates = (repository: ReturnType<typeof createPropertiesRepository>, prefix = '4820 ') =>
  repository.byAddressPrefix(prefix, ZIP, 400);

describe('the lookup reads remembered until a write commits (decision 196)', () => {
  it('answers the same address and facts again with one check each, not the reads', async () => {
    const repository = createPropertiesRepository(database);
    const [home] = await candidates(repository);
    expect(home).toMatchObject({ addressNormalized: '4820 TASSAJARA RD', beds: 3 });
    const facts = await repository.assessmentAndLastSale(home!.id, ROLL);
    expect(facts.assessment?.total).toBe(1_000_000);
    expect(sent()).toEqual([ZIP_ADDRESS_RANGE, LATEST_FACTS]);

    expect(await candidates(repository)).toEqual([home]);
    expect(await repository.assessmentAndLastSale(home!.id, ROLL)).toEqual(facts);
    expect(sent()).toEqual([FACTS_CHANGED, FACTS_CHANGED]);
  });

  it('remembers nothing with maxEntries 0 (READ_COPIES=off): each lookup runs its reads, and no check', async () => {
    const repository = createPropertiesRepository(
      database,
      createHomeFactsCache(database, { maxEntries: 0 }),
    );
    for (let i = 0; i < 2; i++) {
      const [home] = await candidates(repository);
      await repository.assessmentAndLastSale(home!.id, ROLL);
    }
    expect(sent()).toEqual([ZIP_ADDRESS_RANGE, LATEST_FACTS, ZIP_ADDRESS_RANGE, LATEST_FACTS]);
  });

  it("shows a change of the home's facts, a new sale and a new assessment at the next read", async () => {
    const repository = createPropertiesRepository(database);
    const [home] = await candidates(repository);
    await repository.assessmentAndLastSale(home!.id, ROLL);
    await database.query(`update properties set beds = 4 where id = $1`, [home!.id]);
    expect((await candidates(repository))[0]?.beds).toBe(4);

    await database.query(
      `insert into sales (property_id, sale_date, price, source) values ($1, '2025-06-02', 1250000, 'test')`,
      [home!.id],
    );
    expect((await repository.assessmentAndLastSale(home!.id, ROLL)).lastSale).toEqual({
      saleDate: '2025-06-02',
      price: 1_250_000,
    });
    await database.query(`update assessments set total = 1100000 where property_id = $1`, [home!.id]);
    expect((await repository.assessmentAndLastSale(home!.id, ROLL)).assessment?.total).toBe(1_100_000);
    sent();
  });

  it('finds a home added to the ZIP after the same number was read, found or not', async () => {
    const repository = createPropertiesRepository(database);
    expect(await candidates(repository, '77 ')).toEqual([]);
    const before = await candidates(repository);
    await addHome('77 FALLON RD', null);
    await addHome('4820 TASSAJARA RD #2', '2');
    expect((await candidates(repository, '77 ')).map((h) => h.addressNormalized)).toEqual(['77 FALLON RD']);
    expect(await candidates(repository)).toHaveLength(before.length + 1);
    sent();
  });

  it('shows a write of another repository, as another process or the import CLI would make', async () => {
    const reader = createPropertiesRepository(database);
    const writer = createPropertiesRepository(database);
    const [home] = await candidates(reader);
    await candidates(writer);
    await database.query(`update properties set living_sqft = 1900 where id = $1`, [home!.id]);
    expect((await candidates(writer))[0]?.livingSqft).toBe(1900);
    expect((await candidates(reader))[0]?.livingSqft).toBe(1900);
    sent();
  });

  it('gives every caller values it cannot change for the others', async () => {
    const repository = createPropertiesRepository(database);
    const [home] = await candidates(repository);
    expect(() => {
      (home as { beds: number | null }).beds = 9;
    }).toThrow(TypeError);
    expect((await candidates(repository))[0]?.beds).not.toBe(9);
    sent();
  });

  it('keeps only the newest change in the log, and still answers "changed" for an older read', async () => {
    const cache = createHomeFactsCache(database, { pruneEveryMs: 0 });
    const repository = createPropertiesRepository(database, cache);
    const [home] = await candidates(repository);
    for (const beds of [5, 6, 7])
      await database.query(`update properties set beds = $2 where id = $1`, [home!.id, beds]);
    // The read after the writes prunes the log (its answer is read first)...
    expect((await candidates(repository))[0]?.beds).toBe(7);
    await expect
      .poll(
        async () =>
          (await database.query<{ n: number }>(`select count(*)::int as n from home_fact_changes`))[0]?.n,
      )
      .toBe(1);
    // ...and an older horizon still sees the change that stayed.
    const [older] = await database.query<{ changed: boolean }>(
      `select exists (select 1 from home_fact_changes where xid >= '1'::xid8) as changed`,
    );
    expect(older?.changed).toBe(true);
    sent();
  });

  it('forgets the oldest read past its size, and a read past its age', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      const [row] = await database.query<{ horizon: string }>(`select ${READ_HORIZON} as horizon`);
      return { value: loads, horizon: row!.horizon };
    };
    const small = createHomeFactsCache(database, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await small.read(key, load);
    expect(small.size).toBe(2);
    expect(await small.read('b', load)).toBe(2);
    expect(await small.read('a', load)).toBe(4);
    const aged = createHomeFactsCache(database, { ttlMs: -1 });
    expect(await aged.read('a', load)).toBe(5);
    expect(await aged.read('a', load)).toBe(6);
    sent();
  });

  it('shares one check among callers waiting while another is in flight, never an answer taken before a call', async () => {
    // The database answers each check at once, but its answer reaches the cache only when `release`
    // is called: a check can have read the log before a write and still be in flight after it.
    let checks = 0;
    let releases: (() => void)[] = [];
    const holding: Database = {
      ...database,
      prepared: (async (name: string, text: string, params: unknown[]) => {
        const rows = await database.prepared(name, text, params);
        if (name !== FACTS_CHANGED) return rows;
        checks += 1;
        await new Promise<void>((resolve) => releases.push(resolve));
        return rows;
      }) as Database['prepared'],
    };
    const release = async () => {
      await expect.poll(() => releases.length).toBeGreaterThan(0);
      const waiting = releases;
      releases = [];
      for (const go of waiting) go();
    };
    let loads = 0;
    const load = async () => {
      const value = ++loads;
      const [row] = await database.query<{ horizon: string }>(`select ${READ_HORIZON} as horizon`);
      return { value, horizon: row!.horizon };
    };
    const cache = createHomeFactsCache(holding);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, load);
    expect(loads).toBe(4);

    // "a" sends a check, which reads the log now; a write commits; then b, c and d ask.
    const a = cache.read('a', load);
    await expect.poll(() => checks).toBe(1);
    await database.query(`insert into home_fact_changes default values`);
    const others = Promise.all(['b', 'c', 'd'].map((key) => cache.read(key, load)));
    await release();
    // "a" keeps the answer its check read before the write; b, c and d wait for one check sent after.
    expect(await a).toBe(1);
    await release();
    expect((await others).sort()).toEqual([5, 6, 7]);
    expect(checks).toBe(2);
    sent();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sees a write whose transaction began before the read and committed after it (PostgreSQL)',
    async () => {
      const other = await openDatabase({ databaseUrl: url! });
      try {
        const [home] = await candidates(createPropertiesRepository(database));
        const repository = createPropertiesRepository(database);
        await other.transaction(async (tx) => {
          await tx.execute(sql`update properties set year_built = 1991 where id = ${home!.id}`);
          // A later transaction that completes first: the writer is now older than the newest
          // completed one, so only the oldest running transaction (xmin) bounds what the read missed.
          await database.query('select pg_current_xact_id()');
          // Read while the writer is open: the old row, remembered with a horizon at or below the writer's.
          expect((await candidates(repository))[0]?.yearBuilt).toBe(1990);
        });
        expect((await candidates(repository))[0]?.yearBuilt).toBe(1991);
      } finally {
        await other.close();
      }
      sent();
    },
  );
});
