import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rateLimitCounters } from './rate-limits.schema.ts';

/**
 * Rate-limit counters shared by every instance on one database (table `rate_limit_counters`,
 * migration 0011; decision 096). The primitives below are one statement each; the sign-in throttle
 * uses them directly. The `@fastify/rate-limit` store at the end counts hits of high limits in
 * memory first and adds them to the shared rows in one batched statement every ~200 ms, going to
 * the database for every hit once a count nears its limit (decision 139). Times are epoch
 * milliseconds from the app's clock.
 */

/** One shared counter, as the table holds it (times in epoch milliseconds). */
export type CounterRow = typeof rateLimitCounters.$inferSelect;

const PLAIN_KEY = /^[\x20-\x7e]{1,200}$/;

/**
 * The stored form of a key: as given when it is short printable ASCII, else a SHA-256 digest (a
 * key can carry a URL parameter of any length or character, and an index entry has a size limit).
 */
export function storedKey(key: string): string {
  return PLAIN_KEY.test(key) ? key : `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

// One statement: a new key, an expired window (restarts at n) or n more hits in the current one.
const HIT_WINDOW = `
insert into rate_limit_counters as c (key, hits, reset_at)
values ($1, $4::int, $2::bigint + $3::bigint)
on conflict (key) do update set
  hits = case when c.reset_at <= $2::bigint then $4::int
         else least(c.hits::bigint + $4::int, 2147483647)::int end,
  reset_at = case when c.reset_at <= $2::bigint then $2::bigint + $3::bigint else c.reset_at end
returning hits, (reset_at - $2::bigint)::float8 as ttl`;

/**
 * Counts `count` hits (one by default) for `key` in a fixed window of `windowMs`; answers the count
 * and the time left.
 */
export async function hitWindow(
  database: Database,
  key: string,
  windowMs: number,
  now: number,
  count = 1,
): Promise<{ hits: number; ttlMs: number }> {
  // Prepared (decision 164): every limited request runs it, and planning was half its cost.
  const [row] = await database.prepared<Pick<CounterRow, 'hits'> & { ttl: number }>(
    'rate_limit_hit',
    HIT_WINDOW,
    [storedKey(key), Math.floor(now), Math.max(1, Math.floor(windowMs)), Math.max(1, Math.floor(count))],
  );
  return { hits: Number(row?.hits ?? count), ttlMs: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

// Many keys' hits in one statement: each row starts its window at the reset time given, unless the
// shared row's window is still running, which then keeps its reset time and adds the hits.
const ADD_HITS = `
insert into rate_limit_counters as c (key, hits, reset_at)
select k, n, r from unnest($1::text[], $2::int[], $3::bigint[]) as t(k, n, r)
on conflict (key) do update set
  hits = case when c.reset_at <= $4::bigint then excluded.hits
         else least(c.hits::bigint + excluded.hits, 2147483647)::int end,
  reset_at = case when c.reset_at <= $4::bigint then excluded.reset_at else c.reset_at end
returning key, hits, reset_at::float8 as "resetAt"`;

/**
 * Adds several keys' hits at once (keys already in their stored form, each at most once); a key
 * without a live shared window starts one ending at its `resetAt`. Answers each key's shared count
 * and reset time after the addition.
 */
export async function addHits(
  database: Database,
  hits: { key: string; count: number; resetAt: number }[],
  now: number,
): Promise<Map<string, Pick<CounterRow, 'hits' | 'resetAt'>>> {
  const result = new Map<string, Pick<CounterRow, 'hits' | 'resetAt'>>();
  if (hits.length === 0) return result;
  const rows = await database.query<Pick<CounterRow, 'key' | 'hits' | 'resetAt'>>(ADD_HITS, [
    hits.map((h) => h.key),
    hits.map((h) => Math.max(1, Math.floor(h.count))),
    hits.map((h) => Math.floor(h.resetAt)),
    Math.floor(now),
  ]);
  for (const row of rows) result.set(row.key, { hits: Number(row.hits), resetAt: Number(row.resetAt) });
  return result;
}

/** The live counters among `keys` (expired ones read as absent), without changing them. */
export async function readCounters(
  database: Database,
  keys: string[],
  now: number,
): Promise<Map<string, CounterRow>> {
  const stored = keys.map(storedKey);
  const rows = await database.query<CounterRow>(
    `select key, hits, reset_at::float8 as "resetAt", blocked_until::float8 as "blockedUntil"
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
        resetAt: Number(row.resetAt),
        blockedUntil: Number(row.blockedUntil),
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
  const [row] = await database.query<Pick<CounterRow, 'hits' | 'resetAt' | 'blockedUntil'>>(
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
     returning hits, reset_at::float8 as "resetAt", blocked_until::float8 as "blockedUntil"`,
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
    resetAt: Number(row?.resetAt ?? now),
    blockedUntil: Number(row?.blockedUntil ?? 0),
  };
}

/** Forgets `key` (a successful sign-in clears its pair's failures). */
export async function clearCounter(database: Database, key: string): Promise<void> {
  await database.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, storedKey(key)));
}

/** Deletes every expired counter (through the reset_at index); answers how many. */
export async function sweepCounters(database: Database, now: number): Promise<number> {
  const at = Math.floor(now);
  const rows = await database.db
    .delete(rateLimitCounters)
    .where(and(lte(rateLimitCounters.resetAt, at), lte(rateLimitCounters.blockedUntil, at)))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}

/** A key's count in its window and the time left of it (ms), as the rate-limit plugin reads it. */
type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

export interface LocalCountingOptions {
  /** How often hits counted in memory are added to the shared rows (one statement for all keys). */
  flushEveryMs?: number;
  /** Limits below this count every hit in the database, exactly across instances (default 100). */
  minMax?: number;
  /**
   * Hits are counted in memory while the count is at most this share of the limit (default ¼; below
   * ½, so that a forgotten key counting again from zero cannot reach its limit unseen).
   */
  localShare?: number;
  /**
   * At most this many keys are followed in memory. A new key past it takes the place of the oldest
   * one that can be forgotten safely (all its hits in the shared row, its count in the memory
   * regime); when none is found among the first few, it counts in the database (decision 166).
   */
  maxKeys?: number;
  /**
   * This process is the only one counting on the database: PGlite, which one process opens at a
   * time. Hits of high limits are then counted in memory only, exactly up to and past the limit, and
   * no statement is sent for them (decision 184), nor for lower limits of short windows (`soleWindowMs`).
   */
  sole?: boolean;
  /**
   * As the sole counter, limits whose window is at most this long are counted in memory too,
   * whatever their size (decision 190): a restart forgets at most that much of their counts. Longer
   * windows (contact, leads, uploads, password reset: 10–15 minutes) still count every hit in the
   * database, so their counts survive a restart.
   */
  soleWindowMs?: number;
}

export const LOCAL_COUNTING_DEFAULTS: Required<LocalCountingOptions> = {
  flushEveryMs: 200,
  minMax: 100,
  localShare: 0.25,
  maxKeys: 50_000,
  sole: false,
  soleWindowMs: 60_000,
};

/** One key's window as this instance knows it. */
interface Entry {
  /** The key in its stored form (the row's primary key). */
  stored: string;
  /** The end of the window: the shared row's once known (`shared`), else this instance's guess. */
  resetAt: number;
  shared: boolean;
  /** The shared count as of the last answer from the database (this instance's hits included). */
  known: number;
  /** Hits counted here and not yet added to the shared row. */
  pending: number;
  /** Set while a batch carrying this key's hits is on its way. */
  flushing: Promise<void> | null;
  /** The count up to which this key's hits are counted in memory (a share of its limit). */
  localLimit: number;
}

/** How many of the oldest keys a new one looks at for a place when the map is full. */
const EVICTION_SCAN = 8;
/** How often a batch also forgets the keys whose window is over (a pass over every key). */
const PRUNE_EVERY_MS = 10_000;

/** The store class, and the batcher every route's store shares: flushed on close. */
export type DatabaseRateLimitStoreCtor = FastifyRateLimitStoreCtor & {
  /** Adds every pending hit to the shared rows now. */
  flush(): Promise<void>;
  /** Stops the timer and flushes; later hits are counted in the database one by one. */
  close(): Promise<void>;
};

/**
 * A `@fastify/rate-limit` store over the shared counters: the plugin instantiates it, and each
 * route gets a child whose keys start with the route's method and URL (as the Redis store does).
 *
 * Hits of limits of at least `minMax` are counted in this process while a key's count (the shared
 * count last seen plus the hits since) is at most `localShare` of its limit; they reach the shared
 * row within `flushEveryMs`, all keys in one statement. Past that share, every hit is one statement
 * (this instance's pending hits included) and the answer is the shared count: within one instance
 * the count is exact, so exactly the request after the limit is refused. Across instances another
 * instance's hits are seen at most `flushEveryMs` late, and each instance counts in memory at most
 * `localShare` of the limit unseen: the overshoot is bounded (decision 139). Lower limits (sign-in
 * bursts, contact, uploads, payments) count every hit in the database, exactly across instances.
 * With `sole` (PGlite: no other process can share the database) the high limits, and every limit
 * of a window of at most a minute, are counted in memory alone, exactly, and a restart starts their
 * windows again (decisions 184 and 190).
 */
export function databaseRateLimitStore(
  database: Database,
  clock: () => number = Date.now,
  localCounting: LocalCountingOptions = {},
): DatabaseRateLimitStoreCtor {
  const opts = { ...LOCAL_COUNTING_DEFAULTS, ...localCounting };
  const entries = new Map<string, Entry>();
  /** The keys holding hits not yet added to the shared rows: a batch looks at these only. */
  const dirty = new Set<Entry>();
  /** Where the search for a key to forget goes on from (see `makeRoom`). */
  let cursor = entries.entries();
  let prunedAt = clock();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  /**
   * Takes an answer from the database: the shared window replaces a guessed one, a later window an
   * earlier one (answers on a pool can arrive out of order); within one window the larger count wins.
   */
  const learn = (entry: Entry, hits: number, resetAt: number) => {
    if (entry.shared && resetAt === entry.resetAt) entry.known = Math.max(entry.known, hits);
    else if (!entry.shared || resetAt > entry.resetAt) {
      entry.known = hits;
      entry.resetAt = resetAt;
      entry.shared = true;
    }
  };

  const flush = async (): Promise<void> => {
    timer = null;
    const now = clock();
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      // Keys whose window is over (the shared one too: it never ends after this instance's guess).
      prunedAt = now;
      for (const [stored, entry] of entries)
        if (entry.resetAt <= now && !entry.flushing) {
          entries.delete(stored);
          dirty.delete(entry);
        }
    }
    const batch: { entry: Entry; count: number }[] = [];
    for (const entry of dirty) {
      if (entry.flushing) continue; // its hits go with the next batch
      dirty.delete(entry);
      if (entry.pending > 0 && entry.resetAt > now) {
        batch.push({ entry, count: entry.pending });
        entry.pending = 0;
      }
    }
    if (batch.length === 0) return;
    const sent = addHits(
      database,
      batch.map(({ entry, count }) => ({ key: entry.stored, count, resetAt: entry.resetAt })),
      now,
    ).then(
      (rows) => {
        for (const { entry } of batch) {
          const row = rows.get(entry.stored);
          if (row) learn(entry, row.hits, row.resetAt);
        }
      },
      () => {
        // The database did not answer: the hits go with the next batch.
        for (const { entry, count } of batch) {
          entry.pending += count;
          dirty.add(entry);
        }
      },
    );
    const done = sent.then(() => {
      for (const { entry } of batch) entry.flushing = null;
      if (!closed && dirty.size > 0) schedule();
    });
    for (const { entry } of batch) entry.flushing = done;
    await done;
  };

  /**
   * Makes room for one more key by forgetting the oldest one that is safe to forget: its window is
   * over, or none of its hits waits to be added and its count is within the memory regime, so when
   * it comes back and counts in memory from zero until the next batch tells it the shared count, it
   * can reach at most twice that share of its limit, never the limit (decision 166). As the sole
   * counter there is no shared count: a forgotten key (at most that share of its limit, pushed out
   * by 50,000 newer keys) counts again from zero, so at most its limit plus that share in one window
   * (decision 184). Keys looked at and kept move to the back. Answers whether a place was found.
   */
  const makeRoom = (): boolean => {
    for (let looked = 0; looked < EVICTION_SCAN; looked++) {
      // One cursor walks the keys oldest first across calls: a new cursor at each call would step
      // again over every place the forgotten keys left at the front of the map.
      let next = cursor.next();
      if (next.done) {
        cursor = entries.entries();
        next = cursor.next();
        if (next.done) return false;
      }
      const [stored, entry] = next.value;
      entries.delete(stored);
      const settled = entry.pending === 0 && !entry.flushing;
      if (settled && (entry.known <= entry.localLimit || entry.resetAt <= clock())) return true;
      entries.set(stored, entry);
    }
    return false;
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => void flush(), opts.flushEveryMs);
    timer.unref();
  };

  /**
   * One hit: in memory while the count is well below the limit, answered at once; else one
   * statement, answered by a promise. Most hits are counted in memory: answering them without a
   * promise saves the store's callback a turn of the microtask queue (decision 193).
   */
  const hit = (key: string, windowMs: number, max: number): Counted | Promise<Counted> => {
    const stored = storedKey(key);
    const now = clock();
    let entry = entries.get(stored);
    if (entry && entry.resetAt <= now && !entry.flushing) {
      entries.delete(stored);
      entry = undefined;
    }
    const localLimit = Math.floor(max * opts.localShare);
    const high = max >= opts.minMax && localLimit >= 1;
    const local = opts.sole ? high || windowMs <= opts.soleWindowMs : !closed && high;
    if (local && !entry && (entries.size < opts.maxKeys || makeRoom())) {
      entry = {
        stored,
        resetAt: now + windowMs,
        shared: false,
        known: 0,
        pending: 0,
        flushing: null,
        localLimit,
      };
      entries.set(stored, entry);
    }
    if (opts.sole && local && entry && entry.resetAt > now) {
      // The only counter: exact in memory. The timer's pass forgets windows that are over.
      entry.known += 1;
      schedule();
      return { current: entry.known, ttl: entry.resetAt - now };
    }
    if (local && entry && entry.resetAt > now && entry.known + entry.pending + 1 <= localLimit) {
      entry.pending += 1;
      dirty.add(entry);
      schedule();
      return { current: entry.known + entry.pending, ttl: entry.resetAt - now };
    }
    return hitShared(stored, windowMs, now, entry);
  };

  /** A hit counted by the database: the key is not followed here, or its count nears its limit. */
  const hitShared = async (
    stored: string,
    windowMs: number,
    now: number,
    entry: Entry | undefined,
  ): Promise<Counted> => {
    if (!entry) {
      const { hits, ttlMs } = await hitWindow(database, stored, windowMs, now);
      return { current: hits, ttl: ttlMs };
    }
    // Near the limit: this instance's batch in flight lands first, then this hit and any pending
    // ones go in one statement, and the answer is the shared count.
    while (entry.flushing) await entry.flushing;
    const at = clock();
    const count = entry.resetAt > at ? entry.pending + 1 : 1;
    entry.pending = 0;
    const { hits, ttlMs } = await hitWindow(database, stored, windowMs, at, count);
    learn(entry, hits, at + ttlMs);
    return { current: hits, ttl: ttlMs };
  };

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

    static flush(): Promise<void> {
      return flush();
    }

    static async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all([...entries.values()].map((e) => e.flushing));
      await flush();
    }

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      const counted = hit(this.prefix + key, timeWindow, max ?? 0);
      if (!(counted instanceof Promise)) {
        callback(null, counted);
        return;
      }
      counted.then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback): void {
      const full = this.prefix + key;
      const now = clock();
      const entry = entries.get(storedKey(full));
      if (entry && entry.resetAt > now && (entry.pending > 0 || opts.sole)) {
        callback(null, { current: entry.known + entry.pending, ttl: entry.resetAt - now });
        return;
      }
      readCounters(database, [full], now).then(
        (rows) => {
          const row = rows.get(full);
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
  return DatabaseStore as unknown as DatabaseRateLimitStoreCtor;
}
