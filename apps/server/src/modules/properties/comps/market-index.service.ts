import type { CompsRepository } from './comps.repository.ts';
import { addMonths, monthOf } from './dates.ts';
import type { MarketPrior } from './market-prior.ts';
import { IDENTITY_INDEX, type MarketIndex, buildMarketIndex } from './market-index.ts';

/** How long a county's index is reused before it is derived again from the sales (new imports show up). */
export const INDEX_TTL_MS = 10 * 60_000;
/** An index from too few sales (the identity) is retried sooner: the data may still be loading. */
export const EMPTY_INDEX_TTL_MS = 30_000;
/** Months of sales before the lien date the index is fitted on (the widest comp window plus margin). */
export const INDEX_MONTHS = 27;

/**
 * County market indexes, derived from the sales themselves and cached per county and lien date.
 * Concurrent requests for the same index share one computation; an expired index keeps answering
 * while its replacement is computed.
 */
export function createMarketIndexService(
  repository: Pick<CompsRepository, 'indexCells'>,
  now: () => number = Date.now,
  prior: MarketPrior | null = null,
) {
  interface Entry {
    at: number;
    ttl: number;
    index: Promise<MarketIndex>;
    /** The index once computed: served while a refresh runs, so no request waits for one. */
    value?: MarketIndex;
  }
  const cache = new Map<string, Entry>();
  const compute = (key: string, county: string, lienDay: number, latestDay: number): Entry => {
    const entry: Entry = { at: now(), ttl: INDEX_TTL_MS, index: Promise.resolve(IDENTITY_INDEX) };
    entry.index = repository
      .indexCells(county, addMonths(lienDay, -INDEX_MONTHS), latestDay)
      .then((cells) => {
        const index = buildMarketIndex(cells, {
          prior: prior?.(county, monthOf(addMonths(lienDay, -INDEX_MONTHS)), monthOf(latestDay)) ?? null,
        });
        if (index === IDENTITY_INDEX) entry.ttl = EMPTY_INDEX_TTL_MS;
        entry.value = index;
        cache.set(key, entry);
        return index;
      });
    entry.index.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry;
  };
  return {
    forCounty(county: string, lienDay: number, latestDay: number): Promise<MarketIndex> {
      const key = `${county}|${lienDay}|${latestDay}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < hit.ttl) return hit.index;
      if (hit?.value) {
        // Stale: answer with the last index and refresh behind it.
        hit.at = now();
        compute(key, county, lienDay, latestDay).index.catch(() => {});
        return Promise.resolve(hit.value);
      }
      const entry = compute(key, county, lienDay, latestDay);
      cache.set(key, entry);
      return entry.index;
    },
    clear() {
      cache.clear();
    },
  };
}

export type MarketIndexService = ReturnType<typeof createMarketIndexService>;
