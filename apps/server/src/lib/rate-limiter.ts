import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '#db/client.ts';

/**
 * Rate-limit counters shared by every instance on one database (table `rate_limit_counters`,
 * migration 0011; decision 096). Each hit is one upsert-and-increment statement. The
 * `@fastify/rate-limit` store below and the sign-in throttle both count here; nothing is kept in
 * process memory. Times are epoch milliseconds from the app's clock.
 */

export interface CounterRow {
  key: string;
  hits: number;
  resetAt: number;
  blockedUntil: number;
}

const PLAIN_KEY = /^[\x20-\x7e]{1,200}$/;

/**
 * The stored form of a key: as given when it is short printable ASCII, else a SHA-256 digest (a
 * key can carry a URL parameter of any length or character, and an index entry has a size limit).
 */
export function storedKey(key: string): string {
  return PLAIN_KEY.test(key) ? key : `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

// One statement: a new key, an expired window (restarts at 1) or one more hit in the current one.
const HIT_WINDOW = `
insert into rate_limit_counters as c (key, hits, reset_at)
values ($1, 1, $2::bigint + $3::bigint)
on conflict (key) do update set
  hits = case when c.reset_at <= $2::bigint then 1 else least(c.hits, 2147483646) + 1 end,
  reset_at = case when c.reset_at <= $2::bigint then $2::bigint + $3::bigint else c.reset_at end
returning hits, (reset_at - $2::bigint)::float8 as ttl`;

/** Counts one hit for `key` in a fixed window of `windowMs`; answers the count and the time left. */
export async function hitWindow(
  database: Database,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await database.query<{ hits: number; ttl: number }>(HIT_WINDOW, [
    storedKey(key),
    Math.floor(now),
    Math.max(1, Math.floor(windowMs)),
  ]);
  return { hits: Number(row?.hits ?? 1), ttlMs: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/** The live counters among `keys` (expired ones read as absent), without changing them. */
export async function readCounters(
  database: Database,
  keys: string[],
  now: number,
): Promise<Map<string, CounterRow>> {
  const stored = keys.map(storedKey);
  const rows = await database.query<{ key: string; hits: number; reset_at: number; blocked_until: number }>(
    `select key, hits, reset_at::float8 as reset_at, blocked_until::float8 as blocked_until
       from rate_limit_counters where key = any($1::text[]) and reset_at > $2::bigint`,
    [stored, Math.floor(now)],
  );
  const byStored = new Map(rows.map((r) => [r.key, r]));
  const result = new Map<string, CounterRow>();
  keys.forEach((key, i) => {
    const row = byStored.get(stored[i] as string);
    if (row)
      result.set(key, {
        key,
        hits: Number(row.hits),
        resetAt: Number(row.reset_at),
        blockedUntil: Number(row.blocked_until),
      });
  });
  return result;
}

export interface FailurePolicy {
  /** Failures are forgotten this long after the last one. */
  forgetMs: number;
  /** The failure that starts the delays (5: the fifth failure blocks for baseDelayMs). */
  threshold: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Counts one failure for `key` and, from the threshold on, blocks the key for a delay doubling
 * with each further failure (capped). One statement; answers the new state.
 */
export async function recordFailure(
  database: Database,
  key: string,
  now: number,
  policy: FailurePolicy,
): Promise<CounterRow> {
  const hits = 'case when c.reset_at <= $2::bigint then 1 else least(c.hits, 2147483646) + 1 end';
  const delay = (n: string) =>
    `least($6::bigint, ($5::float8 * power(2::float8, least(${n} - $4::int, 40)))::bigint)`;
  const [row] = await database.query<{ hits: number; reset_at: number; blocked_until: number }>(
    `insert into rate_limit_counters as c (key, hits, reset_at, blocked_until)
     values ($1, 1, $2::bigint + $3::bigint,
             case when 1 >= $4::int then $2::bigint + ${delay('1')} else 0 end)
     on conflict (key) do update set
       hits = ${hits},
       reset_at = $2::bigint + $3::bigint,
       blocked_until = case when ${hits} >= $4::int
         then greatest(case when c.reset_at <= $2::bigint then 0 else c.blocked_until end,
                       $2::bigint + ${delay(hits)})
         else case when c.reset_at <= $2::bigint then 0 else c.blocked_until end end
     returning hits, reset_at::float8 as reset_at, blocked_until::float8 as blocked_until`,
    [
      storedKey(key),
      Math.floor(now),
      Math.floor(policy.forgetMs),
      Math.max(1, Math.floor(policy.threshold)),
      Math.floor(policy.baseDelayMs),
      Math.floor(policy.maxDelayMs),
    ],
  );
  return {
    key,
    hits: Number(row?.hits ?? 1),
    resetAt: Number(row?.reset_at ?? now),
    blockedUntil: Number(row?.blocked_until ?? 0),
  };
}

/** Forgets `key` (a successful sign-in clears its pair's failures). */
export async function clearCounter(database: Database, key: string): Promise<void> {
  await database.query('delete from rate_limit_counters where key = $1', [storedKey(key)]);
}

/** Deletes every expired counter (through the reset_at index); answers how many. */
export async function sweepCounters(database: Database, now: number): Promise<number> {
  const rows = await database.query(
    'delete from rate_limit_counters where reset_at <= $1::bigint and blocked_until <= $1::bigint returning 1',
    [Math.floor(now)],
  );
  return rows.length;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A `@fastify/rate-limit` store over the shared counters: the plugin instantiates it, and each
 * route gets a child whose keys start with the route's method and URL (as the Redis store does).
 */
export function databaseRateLimitStore(
  database: Database,
  clock: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      readonly prefix = 'rl:',
    ) {
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error(
          'The shared rate-limit store supports neither continueExceeding nor exponentialBackoff.',
        );
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitWindow(database, this.prefix + key, timeWindow, clock()).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback): void {
      const stored = this.prefix + key;
      const now = clock();
      readCounters(database, [stored], now).then(
        (rows) => {
          const row = rows.get(stored);
          callback(null, row ? { current: row.hits, ttl: row.resetAt - now } : { current: 0, ttl: 0 });
        },
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const options = routeOptions as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseStore(options, `${this.prefix}${method} ${options.routeInfo?.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
