import type { CompsRepository } from './comps.repository.ts';
import { addMonths } from './dates.ts';
import { type MarketIndex, buildMarketIndex } from './market-index.ts';

/** How long a county's index is reused before it is derived again from the sales (new imports show up). */
export const INDEX_TTL_MS = 10 * 60_000;
/** Months of sales before the lien date the index is fitted on (the widest comp window plus margin). */
export const INDEX_MONTHS = 27;

/**
 * County market indexes, derived from the sales themselves and cached per county and lien date.
 * Concurrent requests for the same index share one computation.
 */
export function createMarketIndexService(
  repository: Pick<CompsRepository, 'indexCells'>,
  now: () => number = Date.now,
) {
  const cache = new Map<string, { at: number; index: Promise<MarketIndex> }>();
  return {
    forCounty(county: string, lienDay: number, latestDay: number): Promise<MarketIndex> {
      const key = `${county}|${lienDay}|${latestDay}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < INDEX_TTL_MS) return hit.index;
      const index = repository
        .indexCells(county, addMonths(lienDay, -INDEX_MONTHS), latestDay)
        .then((cells) => buildMarketIndex(cells));
      cache.set(key, { at: now(), index });
      index.catch(() => cache.delete(key));
      return index;
    },
    clear() {
      cache.clear();
    },
  };
}

export type MarketIndexService = ReturnType<typeof createMarketIndexService>;
