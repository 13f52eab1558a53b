import { describe, expect, it } from 'vitest';
import { COUNTY_KEYS } from '@homie/contracts/counties';
import type { MarketIndexService } from './comps/market-index.service.ts';
import { IDENTITY_INDEX } from './comps/market-index.ts';
import type { MarketClock } from './market-clock.ts';
import { startMarketWarmUp } from './market-warmup.ts';

const log = { info: () => {}, warn: () => {} };

describe('startMarketWarmUp', () => {
  it('waits for data, then computes every county once', async () => {
    let latestSaleDate: string | null = null;
    let reads = 0;
    const clock = {
      current: async () => {
        reads += 1;
        if (reads === 2) latestSaleDate = '2026-03-31';
        return { rollYear: 2026, window: { lienDay: 1, latestDay: 2 }, latestSaleDate };
      },
    } as MarketClock;
    const counties: string[] = [];
    const indexes = {
      forCounty: async (county: string) => {
        counties.push(county);
        return IDENTITY_INDEX;
      },
    } as unknown as MarketIndexService;
    const warm = startMarketWarmUp({ clock, indexes, log }, { firstDelayMs: 0, retryMs: 1 });
    expect(await warm.done).toBe(true);
    expect(counties).toEqual([...COUNTY_KEYS]);
  });
  it('stops when the server closes', async () => {
    const clock = {
      current: async () => ({ rollYear: 2026, window: { lienDay: 1, latestDay: 2 }, latestSaleDate: null }),
    } as MarketClock;
    const indexes = { forCounty: async () => IDENTITY_INDEX } as unknown as MarketIndexService;
    const warm = startMarketWarmUp({ clock, indexes, log }, { firstDelayMs: 0, retryMs: 5 });
    warm.stop();
    expect(await warm.done).toBe(false);
  });
});
