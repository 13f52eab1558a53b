import { getTableName } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { homeFactChanges } from './change-logs.schema.ts';
import { createRememberedReads, type RememberedReads } from './remembered-reads.ts';

export { type HorizonRead, READ_HORIZON } from './remembered-reads.ts';

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

export const FACTS_CHANGED = 'home_facts_changed_since';

/**
 * The lookup's reads of the homes and their facts, answered again only while no write to properties,
 * sales or assessments has committed since they were read (decision 196; migration 0029's log).
 * `/manual_analysis` repeats the lookup's resolution of the same address, so this takes those two
 * reads off the database thread.
 */
export function createHomeFactsCache(
  database: Database,
  options: HomeFactsCacheOptions = {},
): HomeFactsCache {
  const { ttlMs = 5 * 60_000, maxEntries = 5_000, pruneEveryMs } = options;
  return createRememberedReads(
    database,
    { table: getTableName(homeFactChanges), check: FACTS_CHANGED },
    { ttlMs, maxEntries, pruneEveryMs },
  );
}

export type HomeFactsCache = RememberedReads;
