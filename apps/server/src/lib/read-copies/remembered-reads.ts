import type { Database } from '#db/client.ts';

/** A read as remembered: its value and the horizon of the snapshot it was read in. */
interface Entry {
  value: unknown;
  horizon: string;
  at: number;
}

/** What a read answers to be remembered: its value, and its snapshot's horizon (null: not remembered). */
export interface HorizonRead<T> {
  value: T;
  horizon: string | null;
}

export interface RememberedReadsOptions {
  /** How long a read is kept at most; checked against the log on every use. */
  ttlMs: number;
  /** Reads kept at most, the oldest forgotten first; 0 remembers nothing (READ_COPIES=off). */
  maxEntries: number;
  /** How often the log's rows below its newest are deleted, at most (default 60 s). */
  pruneEveryMs?: number;
}

/**
 * The log of writing statements the reads are checked against: a table of `(xid)` rows filled by
 * statement-level `read_copy_log_statement` triggers on the tables the reads read (0057), and the name its
 * check is prepared under.
 */
export interface WriteLog {
  table: string;
  check: string;
}

/** The horizon of the statement's own snapshot: every write it cannot see has an xid at or above it. */
export const READ_HORIZON = `pg_snapshot_xmin(pg_current_snapshot())::text`;

/** The check of `log`: the newest transaction that wrote (null: none logged), from the xid index. */
export const newestWriteSql = (log: WriteLog) =>
  `select xid::text as newest from ${log.table} order by xid desc limit 1`;

/**
 * Remembers reads and answers them again only while no write to the tables they read has committed
 * since (decision 196): triggers log every writing statement with its transaction, and a read taken
 * when the oldest running transaction was H is current while the log holds no xid ≥ H. Checking costs
 * one indexed probe of a table of a few rows, less than most reads it replaces, and it is exact
 * whoever wrote (this process, another server process, the CLI) and however recently: there is no
 * polling window. A value written by this process can be remembered at once with the horizon of the
 * statement that wrote it (decision 200): any later change of it is at or above that horizon.
 */
export function createRememberedReads(database: Database, log: WriteLog, options: RememberedReadsOptions) {
  const { ttlMs, maxEntries, pruneEveryMs = 60_000 } = options;
  const entries = new Map<string, Entry>();
  const checkSql = newestWriteSql(log);
  // Only the newest xid answers "changed since"; a row that commits later with a lower one stays.
  const pruneSql = `delete from ${log.table} where xid < (select xid from ${log.table} order by xid desc limit 1)`;
  let lastPrune = 0;

  /** The check in flight (sent to the database), and the one that follows it, which callers join. */
  let sent: Promise<bigint | null> | null = null;
  let following: Promise<bigint | null> | null = null;

  function send(): Promise<bigint | null> {
    const check = database
      .prepared<{ newest: string }>(log.check, checkSql, [])
      .then(([row]) => (row ? BigInt(row.newest) : null));
    sent = check;
    const clear = () => {
      if (sent === check) sent = null;
    };
    check.then(clear, clear);
    return check;
  }

  /**
   * The newest logged write as a check sent after this call answers it: that check sees every write
   * committed before the call, which is all a caller needs. Checks are shared: while one is in
   * flight, every caller waits for the one that follows it, sent when it returns, so under load one
   * statement answers many callers (decision 201) and alone a caller's check is sent at once.
   */
  function newestWrite(): Promise<bigint | null> {
    if (following) return following;
    if (!sent) return send();
    const next = () => {
      following = null;
      return send();
    };
    following = sent.then(next, next);
    return following;
  }

  async function changedSince(horizon: string): Promise<boolean> {
    const newest = await newestWrite();
    return newest !== null && newest >= BigInt(horizon);
  }

  function prune(now: number): void {
    if (now - lastPrune < pruneEveryMs) return;
    lastPrune = now;
    // Best effort: a failed prune only leaves rows that the next one deletes.
    database.query(pruneSql).catch(() => {});
  }

  function remember(key: string, value: unknown, horizon: string, now: number): void {
    if (maxEntries === 0) return;
    entries.delete(key);
    entries.set(key, { value: frozen(value), horizon, at: now });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    prune(now);
  }

  return {
    /**
     * The value remembered under `key` while nothing it read has changed; otherwise `load`'s, which
     * is remembered when it carries a horizon. Values are frozen: every caller shares them.
     */
    async read<T>(key: string, load: () => Promise<HorizonRead<T>>): Promise<T> {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry) {
        if (now - entry.at <= ttlMs && !(await changedSince(entry.horizon))) return entry.value as T;
        if (entries.get(key) === entry) entries.delete(key);
      }
      const { value, horizon } = await load();
      if (horizon !== null) remember(key, value, horizon, now);
      return value;
    },

    /**
     * Remembers what this process has just written under `key`, with the horizon of the statement
     * that wrote it (committed): the next read of `key` is one check instead of the read.
     */
    wrote(key: string, value: unknown, horizon: string): void {
      remember(key, value, horizon, Date.now());
    },

    /** Reads remembered now (tests). */
    get size(): number {
      return entries.size;
    },
  };
}

/** Freezes plain objects and arrays all the way down, so a caller cannot change what others are given. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

export type RememberedReads = ReturnType<typeof createRememberedReads>;
