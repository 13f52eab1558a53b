import { getTableName } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { homeFactChanges } from './change-logs.schema.ts';

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

export interface HomeFactsCacheOptions {
  /** How long a read is kept at most (default 5 minutes); checked against the log on every use. */
  ttlMs?: number;
  /**
   * Reads kept at most, the oldest forgotten first (default 5,000: two per analysis, so the last ten
   * seconds at 240 analyses a second; a few MB).
   */
  maxEntries?: number;
  /** How often the log's rows below its newest are deleted, at most (default 60 s). */
  pruneEveryMs?: number;
}

const TABLE = getTableName(homeFactChanges);
/** The horizon of the statement's own snapshot: every write it cannot see has an xid at or above it. */
export const READ_HORIZON = `pg_snapshot_xmin(pg_current_snapshot())::text`;
export const FACTS_CHANGED = 'home_facts_changed_since';
export const FACTS_CHANGED_SQL = `select exists (select 1 from ${TABLE} where xid >= $1::text::xid8) as changed`;
/** Only the newest xid answers "changed since"; a row that commits later with a lower one stays. */
const PRUNE_SQL = `delete from ${TABLE} where xid < (select xid from ${TABLE} order by xid desc limit 1)`;

/**
 * Remembers the lookup's reads of the homes and their facts and answers them again only while no
 * write to properties, sales or assessments has committed since they were read (decision 196): the
 * triggers of migration 0029 log every writing statement with its transaction, and a read taken when
 * the oldest running transaction was H is current while the log holds no xid ≥ H. Checking costs
 * one indexed probe of a table of a few rows, a third of the reads it replaces, and it is exact
 * whoever wrote (this process, another server process, the CLI) and however recently: there is no
 * polling window. `/manual_analysis` repeats the lookup's resolution of the same address, so this
 * takes those two reads off the database thread.
 */
export function createHomeFactsCache(database: Database, options: HomeFactsCacheOptions = {}) {
  const { ttlMs = 5 * 60_000, maxEntries = 5_000, pruneEveryMs = 60_000 } = options;
  const entries = new Map<string, Entry>();
  let lastPrune = 0;

  async function changedSince(horizon: string): Promise<boolean> {
    const [row] = await database.prepared<{ changed: boolean }>(FACTS_CHANGED, FACTS_CHANGED_SQL, [horizon]);
    return row?.changed !== false;
  }

  function prune(now: number): void {
    if (now - lastPrune < pruneEveryMs) return;
    lastPrune = now;
    // Best effort: a failed prune only leaves rows that the next one deletes.
    database.query(PRUNE_SQL).catch(() => {});
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
      if (horizon !== null) {
        entries.delete(key);
        entries.set(key, { value: frozen(value), horizon, at: now });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        prune(now);
      }
      return value;
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

export type HomeFactsCache = ReturnType<typeof createHomeFactsCache>;
