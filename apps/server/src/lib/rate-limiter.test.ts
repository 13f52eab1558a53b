// Shared rate-limit counters (issue 13 "limits hold across instances", decision 096): two app
// instances on ONE database count the same hits. Runs on PGlite, and on PostgreSQL with
// `bash scripts/with-postgres.sh npx vitest run apps/server/src/lib/rate-limiter.test.ts`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import {
  clearCounter,
  databaseRateLimitStore,
  hitWindow,
  readCounters,
  recordFailure,
  storedKey,
  sweepCounters,
} from './rate-limiter.ts';

const { database, drop } = await createTestDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'homie-rate-limits-'));
mkdirSync(join(dataDir, 'web'));
writeFileSync(join(dataDir, 'web', 'index.html'), '<!doctype html><title>t</title>');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'web'),
  LOG_LEVEL: 'silent',
  DEMO_DATASET_SIZE: '0',
});
/**
 * A second connection to the same database: on PostgreSQL its own pool, as a second server would
 * have; PGlite is one process's engine, so both instances share its handle.
 */
async function secondConnection(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return database;
  const [row] = await database.query<{ name: string }>('select current_database() as name');
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name}`;
  return openDatabase({ databaseUrl: url.toString() });
}
const second = await secondConnection();
/** Two servers on one database, as behind a load balancer. */
const instances: FastifyInstance[] = [];
for (const db of [database, second]) {
  const app = await buildApp({ config, database: db, logger: false });
  await app.ready();
  instances.push(app);
}
const [a, b] = instances as [FastifyInstance, FastifyInstance];
afterAll(async () => {
  for (const app of instances) await app.close();
  if (second !== database) await second.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Flood', email: 'flood@example.com', message: 'spam' },
  });

describe('route limits on shared counters', () => {
  it('two instances on one database share one count per address (5 per 10 minutes)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await contact(i % 2 ? b : a, '198.51.100.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    for (const app of [a, b]) {
      const limited = await contact(app, '198.51.100.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(
        /^Too many requests\. Please try again in (\d+ minutes|\d+ seconds)\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    }
    // Another address has its own count, on either instance.
    expect((await contact(b, '198.51.100.2')).statusCode).toBe(200);
  });

  it('keeps the count in the database, keyed by route and address', async () => {
    const rows = await database.query<{ key: string; hits: number }>(
      "select key, hits from rate_limit_counters where key like 'rl:POST /api/contact|%' order by key",
    );
    expect(rows).toEqual([
      { key: 'rl:POST /api/contact|198.51.100.1', hits: 7 },
      { key: 'rl:POST /api/contact|198.51.100.2', hits: 1 },
    ]);
  });

  it('counts concurrent hits from both connections exactly once each (one atomic statement per hit)', async () => {
    const key = `concurrent-${Date.now()}`;
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => hitWindow(i % 2 ? second : database, key, 60_000, now)),
    );
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

/** The statements sent to the database, raw or prepared (the hit is prepared, decision 164). */
function counted(db: Database) {
  const seen = { statements: 0, prepared: [] as string[] };
  const wrapped: Database = {
    ...db,
    query: (sql, params) => {
      seen.statements += 1;
      return db.query(sql, params);
    },
    prepared: (name, sql, params) => {
      seen.statements += 1;
      seen.prepared.push(name);
      return db.prepared(name, sql, params);
    },
  };
  return { db: wrapped, seen };
}

describe('the counter primitives', () => {
  it('hitWindow is one prepared statement a hit, planned once (decision 164)', async () => {
    const { db, seen } = counted(database);
    await hitWindow(db, 'prepared-window', 10_000, 2_000_000);
    expect(await hitWindow(db, 'prepared-window', 10_000, 2_001_000)).toEqual({ hits: 2, ttlMs: 9_000 });
    expect(seen).toEqual({ statements: 2, prepared: ['rate_limit_hit', 'rate_limit_hit'] });
  });

  it('hitWindow counts in a fixed window and starts again once it has passed', async () => {
    const t0 = 1_000_000;
    expect(await hitWindow(database, 'window', 10_000, t0)).toEqual({ hits: 1, ttlMs: 10_000 });
    expect(await hitWindow(database, 'window', 10_000, t0 + 4_000)).toEqual({ hits: 2, ttlMs: 6_000 });
    expect(await hitWindow(database, 'window', 10_000, t0 + 10_000)).toEqual({ hits: 1, ttlMs: 10_000 });
  });

  it('recordFailure blocks from the threshold on, doubling each time, capped', async () => {
    const policy = { forgetMs: 60_000, threshold: 3, baseDelayMs: 1_000, maxDelayMs: 4_000 };
    const t0 = 5_000_000;
    const blocked: number[] = [];
    for (let i = 0; i < 6; i++) {
      const row = await recordFailure(database, 'failures', t0 + i, policy);
      expect(row.hits).toBe(i + 1);
      blocked.push(row.blockedUntil ? row.blockedUntil - (t0 + i) : 0);
    }
    expect(blocked).toEqual([0, 0, 1_000, 2_000, 4_000, 4_000]);
    // Forgotten after forgetMs of quiet: the next failure is the first again.
    const later = await recordFailure(database, 'failures', t0 + 5 + 60_000, policy);
    expect(later).toMatchObject({ hits: 1, blockedUntil: 0 });
    await clearCounter(database, 'failures');
    expect((await readCounters(database, ['failures'], t0)).size).toBe(0);
  });

  it('stores long or non-ASCII keys as a digest, so any URL parameter is a valid key', async () => {
    expect(storedKey('rl:GET /x|10.0.0.1')).toBe('rl:GET /x|10.0.0.1');
    const odd = [`rl:x|${'a'.repeat(20_000)}`, 'rl:x|\ud800', 'rl:x|caf\u00e9', 'rl:x|tab\there'];
    for (const key of odd) {
      expect(storedKey(key)).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect((await hitWindow(database, key, 1_000, Date.now())).hits).toBe(1);
    }
  });

  it('sweepCounters deletes expired counters only', async () => {
    const now = 9_000_000_000_000;
    await hitWindow(database, 'sweep-live', 60_000, now);
    await hitWindow(database, 'sweep-old', 1_000, now - 5_000);
    await recordFailure(database, 'sweep-blocked', now - 5_000, {
      forgetMs: 1_000,
      threshold: 1,
      baseDelayMs: 10_000,
      maxDelayMs: 10_000,
    });
    await sweepCounters(database, now);
    const left = await database.query<{ key: string }>(
      "select key from rate_limit_counters where key like 'sweep-%' order by key",
    );
    expect(left.map((r) => r.key)).toEqual(['sweep-blocked', 'sweep-live']);
  });
});

describe('high limits counted in memory first, flushed in batches (decision 139)', () => {
  /** The database, counting the statements sent to it. */

  type Store = {
    incr(
      key: string,
      cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
      w: number,
      m: number,
    ): void;
  };
  const storeOn = (db: Database, clock: () => number, maxKeys = 50_000) => {
    const Ctor = databaseRateLimitStore(db, clock, { flushEveryMs: 60_000, maxKeys });
    const route = (new Ctor({}) as unknown as { child(o: unknown): Store }).child({
      routeInfo: { method: 'GET', url: '/autocomplete_address' },
    });
    const incr = (key: string, max: number, windowMs = 60_000) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        route.incr(key, (e, r) => (e || !r ? reject(e) : resolve(r)), windowMs, max),
      );
    return { Ctor, incr };
  };
  const sharedHits = async (key: string) =>
    (
      await database.query<{ hits: number }>('select hits from rate_limit_counters where key = $1', [
        `rl:GET /autocomplete_address|${key}`,
      ])
    )[0]?.hits;

  it('one instance counts exactly: the request after the limit is the first refused', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr } = storeOn(db, () => now);
    const counts: number[] = [];
    for (let i = 0; i < 250; i++) counts.push((await incr('203.0.113.7', 240)).current);
    expect(counts).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    // The first quarter of the limit was counted in memory; from there each hit is one statement.
    expect(seen.statements).toBe(250 - 60);
    await Ctor.close();
    expect(await sharedHits('203.0.113.7')).toBe(250);
  });

  it('many clients well below their limits cost one statement per batch, not one per hit', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr } = storeOn(db, () => now);
    for (let i = 0; i < 300; i++) {
      const { current, ttl } = await incr(`198.18.${i >> 8}.${i & 255}`, 240);
      expect(current).toBe(1);
      expect(ttl).toBe(60_000);
    }
    expect(seen.statements).toBe(0);
    await Ctor.flush();
    expect(seen.statements).toBe(1);
    expect(await sharedHits('198.18.1.20')).toBe(1);
    // A second hit from each, then the batch: the shared rows count both.
    for (let i = 0; i < 300; i++) expect((await incr(`198.18.${i >> 8}.${i & 255}`, 240)).current).toBe(2);
    await Ctor.close();
    expect(seen.statements).toBe(2);
    expect(await sharedHits('198.18.0.0')).toBe(2);
  });

  it('a second instance sees the first one’s hits after a batch, and its overshoot is bounded', async () => {
    const now = Date.now();
    const first = storeOn(database, () => now);
    const second = storeOn(await secondConnection(), () => now);
    for (let i = 0; i < 40; i++) await first.incr('192.0.2.77', 120);
    await first.Ctor.flush();
    // The second instance has not met this client: it counts in memory up to a quarter of the
    // limit (its overshoot at most 30 of 120 within one batch interval), then asks the database,
    // which holds both instances' hits.
    const before: number[] = [];
    for (let i = 0; i < 30; i++) before.push((await second.incr('192.0.2.77', 120)).current);
    expect(before).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await second.incr('192.0.2.77', 120)).current).toBe(71);
    await second.Ctor.flush();
    // The first instance learns the shared count at its next statement.
    for (let i = 0; i < 49; i++) await first.incr('192.0.2.77', 120);
    expect((await first.incr('192.0.2.77', 120)).current).toBe(121);
    await first.Ctor.close();
    await second.Ctor.close();
    expect(await sharedHits('192.0.2.77')).toBe(121);
  });

  it('past its key cap it forgets the oldest settled keys, not the exact count near a limit (decision 166)', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr } = storeOn(db, () => now, 4);
    // One client near its limit: past a quarter of it, each hit is one statement.
    for (let i = 0; i < 100; i++) await incr('192.0.2.200', 240);
    const nearLimit = seen.statements;
    expect(nearLimit).toBe(100 - 60);
    // Many new clients, each batch settling their hits: the map stays at four keys, the new ones
    // count in memory (one statement a batch), and the client near its limit is not forgotten.
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 3; i++) expect((await incr(`198.19.${round}.${i}`, 240)).current).toBe(1);
      await Ctor.flush();
    }
    expect(seen.statements - nearLimit).toBe(5);
    expect((await incr('192.0.2.200', 240)).current).toBe(101);
    // A forgotten client comes back: it counts in memory again, and the shared row has every hit.
    expect((await incr('198.19.0.0', 240)).current).toBe(1);
    await Ctor.close();
    expect(await sharedHits('198.19.0.0')).toBe(2);
    expect(await sharedHits('198.19.4.2')).toBe(1);
    expect(await sharedHits('192.0.2.200')).toBe(101);
  });

  it('past its key cap with every key still unsettled, a new key counts in the database', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr } = storeOn(db, () => now, 2);
    await incr('198.20.0.1', 240);
    await incr('198.20.0.2', 240);
    expect(seen.statements).toBe(0);
    // Both followed keys still hold hits not yet added: neither may be forgotten.
    expect((await incr('198.20.0.3', 240)).current).toBe(1);
    expect(seen.statements).toBe(1);
    await Ctor.close();
    expect(await sharedHits('198.20.0.1')).toBe(1);
    expect(await sharedHits('198.20.0.3')).toBe(1);
  });

  it('a batch the database refuses keeps its hits for the next one', async () => {
    let refuse = true;
    const flaky: Database = {
      ...database,
      query: (sql, params) =>
        refuse ? Promise.reject(new Error('database away')) : database.query(sql, params),
    };
    const now = Date.now();
    const { Ctor, incr } = storeOn(flaky, () => now);
    for (let i = 0; i < 3; i++) await incr('192.0.2.150', 240);
    await Ctor.flush();
    expect(await sharedHits('192.0.2.150')).toBeUndefined();
    refuse = false;
    await Ctor.flush();
    expect(await sharedHits('192.0.2.150')).toBe(3);
    expect((await incr('192.0.2.150', 240)).current).toBe(4);
    await Ctor.close();
    expect(await sharedHits('192.0.2.150')).toBe(4);
  });

  it('low limits count every hit in the database, exactly across instances', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr } = storeOn(db, () => now);
    for (let i = 0; i < 5; i++) expect((await incr('192.0.2.99', 60)).current).toBe(i + 1);
    expect(seen.statements).toBe(5);
    expect(await sharedHits('192.0.2.99')).toBe(5);
    await Ctor.close();
  });

  it('a window that has passed starts again from one, in memory and in the shared row', async () => {
    let now = 7_000_000_000_000;
    const { Ctor, incr } = storeOn(database, () => now);
    for (let i = 0; i < 3; i++) await incr('192.0.2.55', 240, 10_000);
    await Ctor.flush();
    expect(await sharedHits('192.0.2.55')).toBe(3);
    now += 10_000;
    expect(await incr('192.0.2.55', 240, 10_000)).toEqual({ current: 1, ttl: 10_000 });
    await Ctor.close();
    expect(await sharedHits('192.0.2.55')).toBe(1);
  });
});

describe('the sole counter on the embedded database: high limits in memory alone (decision 184)', () => {
  const soleStore = (db: Database, clock: () => number, maxKeys = 50_000) => {
    const Ctor = databaseRateLimitStore(db, clock, { sole: true, maxKeys });
    const route = (
      new Ctor({}) as unknown as {
        child(o: unknown): {
          incr(
            k: string,
            cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
            w: number,
            m: number,
          ): void;
          read(k: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void): void;
        };
      }
    ).child({ routeInfo: { method: 'GET', url: '/autocomplete_address' } });
    const incr = (key: string, max: number, windowMs = 60_000) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        route.incr(key, (e, r) => (e || !r ? reject(e) : resolve(r)), windowMs, max),
      );
    const read = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        route.read(key, (e, r) => (e || !r ? reject(e) : resolve(r))),
      );
    return { Ctor, incr, read };
  };

  it('counts exactly to the limit and past it without one statement, before or after closing', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr, read } = soleStore(db, () => now);
    const counts: number[] = [];
    for (let i = 0; i < 250; i++) counts.push((await incr('203.0.113.8', 240)).current);
    expect(counts).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    for (let i = 0; i < 300; i++) expect((await incr(`198.21.${i >> 8}.${i & 255}`, 240)).current).toBe(1);
    expect(await read('203.0.113.8')).toEqual({ current: 250, ttl: 60_000 });
    await Ctor.close();
    expect((await incr('203.0.113.8', 240)).current).toBe(251);
    expect(seen.statements).toBe(0);
  });

  it('answers a hit counted in memory before incr returns, and one counted by the database later (decision 193)', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const Ctor = databaseRateLimitStore(db, () => now, { sole: true });
    const route = (
      new Ctor({}) as unknown as {
        child(o: unknown): {
          incr(k: string, cb: (e: Error | null, r?: { current: number }) => void, w: number, m: number): void;
        };
      }
    ).child({ routeInfo: { method: 'GET', url: '/autocomplete_address' } });
    const answers: (number | undefined)[] = [];
    route.incr('192.0.2.31', (e, r) => answers.push(e ? -1 : r?.current), 60_000, 240);
    route.incr('192.0.2.31', (e, r) => answers.push(e ? -1 : r?.current), 60_000, 240);
    expect(answers).toEqual([1, 2]);
    expect(seen.statements).toBe(0);
    // Ten minutes is past the embedded database's in-memory windows: the statement answers later.
    const later = new Promise<number | undefined>((resolve) =>
      route.incr('192.0.2.32', (e, r) => resolve(e ? -1 : r?.current), 600_000, 10),
    );
    expect(answers).toEqual([1, 2]);
    expect(await later).toBe(1);
    expect(seen.statements).toBe(1);
    await Ctor.close();
  });

  it('still counts every hit of a low limit with a window longer than a minute in the database', async () => {
    const { db, seen } = counted(database);
    const now = Date.now();
    const { Ctor, incr } = soleStore(db, () => now);
    for (let i = 0; i < 3; i++) expect((await incr('192.0.2.98', 10, 600_000)).current).toBe(i + 1);
    expect(seen.statements).toBe(3);
    await Ctor.close();
  });

  it('counts a low limit of a one-minute window in memory, exactly to the limit and past it (decision 190)', async () => {
    const { db, seen } = counted(database);
    let now = Date.now();
    const { Ctor, incr, read } = soleStore(db, () => now);
    const counts: number[] = [];
    for (let i = 0; i < 62; i++) counts.push((await incr('192.0.2.99', 60)).current);
    expect(counts).toEqual(Array.from({ length: 62 }, (_, i) => i + 1));
    // A limit of 3 (no quarter of it to count in the batches' way) is exact too.
    for (let i = 0; i < 4; i++) expect((await incr('192.0.2.100', 3)).current).toBe(i + 1);
    expect(await read('192.0.2.99')).toEqual({ current: 62, ttl: 60_000 });
    now += 60_000;
    expect((await incr('192.0.2.99', 60)).current).toBe(1);
    expect(seen.statements).toBe(0);
    await Ctor.close();
  });

  it('past its key cap forgets keys within a quarter of their limit or whose window is over, never one near its limit', async () => {
    let now = 7_100_000_000_000;
    const { Ctor, incr } = soleStore(database, () => now, 3);
    for (let i = 0; i < 100; i++) await incr('192.0.2.201', 240);
    for (let i = 0; i < 61; i++) await incr('192.0.2.202', 240, 10_000);
    for (let round = 0; round < 4; round++) expect((await incr(`198.22.0.${round}`, 240)).current).toBe(1);
    // Neither busy key was forgotten for the newcomers.
    expect((await incr('192.0.2.201', 240)).current).toBe(101);
    expect((await incr('192.0.2.202', 240, 10_000)).current).toBe(62);
    // Once its window is over, a key near its limit may make room too.
    now += 10_000;
    expect((await incr('198.22.1.0', 240)).current).toBe(1);
    expect((await incr('192.0.2.201', 240)).current).toBe(102);
    expect((await incr('192.0.2.202', 240, 10_000)).current).toBe(1);
    await Ctor.close();
  });

  it('the app on PGlite answers the autocomplete’s 241st request in a minute with 429 and writes no counter', async () => {
    if (database.kind !== 'pglite') return;
    const codes = new Map<number, number>();
    for (let i = 0; i < 241; i++) {
      const res = await a.inject({ url: '/autocomplete_address?query=ab', remoteAddress: '198.51.100.40' });
      codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ 200: 240, 429: 1 });
    const rows = await database.query("select key from rate_limit_counters where key like '%198.51.100.40'");
    expect(rows).toEqual([]);
  });

  it('the app on PGlite answers the lookup’s 61st request in a minute with 429 and writes no counter (decision 190)', async () => {
    if (database.kind !== 'pglite') return;
    const codes = new Map<number, number>();
    for (let i = 0; i < 61; i++) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/lookup_property',
        remoteAddress: '198.51.100.41',
        payload: { address: '1 Nowhere St, Dublin, CA 94568' },
      });
      codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
    }
    // Not in the records (404) sixty times, then refused.
    expect(Object.fromEntries(codes)).toEqual({ 404: 60, 429: 1 });
    const rows = await database.query("select key from rate_limit_counters where key like '%198.51.100.41'");
    expect(rows).toEqual([]);
  });
});
