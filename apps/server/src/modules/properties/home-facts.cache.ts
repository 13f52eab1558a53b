import { getTableName } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { homeFactChanges } from './properties.schema.ts';
import {
  createRememberedReads,
  type RememberedReads,
  type RememberedReadsOptions,
} from '#lib/read-copies/remembered-reads.ts';

export { READ_HORIZON } from '#lib/read-copies/remembered-reads.ts';

export const FACTS_CHANGED = 'home_facts_changed_since';

/**
 * The lookup's reads of the homes and their facts, answered again only while no write to properties,
 * sales or assessments has committed since they were read (decision 196; migration 0029's log).
 * `/manual_analysis` repeats the lookup's resolution of the same address, so this takes those two
 * reads off the database thread. Kept 5 minutes and 5,000 reads at most unless `options` say otherwise
 * (two reads per analysis: the last ten seconds at 240 analyses a second; a few MB).
 */
export function createHomeFactsCache(
  database: Database,
  options: Partial<RememberedReadsOptions> = {},
): HomeFactsCache {
  return createRememberedReads(
    database,
    { table: getTableName(homeFactChanges), check: FACTS_CHANGED },
    { ttlMs: 5 * 60_000, maxEntries: 5_000, ...options },
  );
}

export type HomeFactsCache = RememberedReads;
