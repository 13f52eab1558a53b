import type { SaleWindow } from './comps/comp-types.ts';
import { resolveRollYear, saleWindowFor } from './comps/lien-date.ts';
import type { PropertiesRepository } from './properties.repository.ts';

export interface MarketMoment {
  rollYear: number;
  window: SaleWindow;
  latestSaleDate: string | null;
}

const TTL_MS = 60_000;

/** The roll year and comparable-sales window now in force, re-read from the data once a minute. */
export function createMarketClock(repository: PropertiesRepository, configuredRollYear?: number | null) {
  let cached: { at: number; moment: Promise<MarketMoment> } | null = null;
  return {
    current(): Promise<MarketMoment> {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.moment;
      const moment = repository.latestSaleDate().then((latestSaleDate) => {
        const rollYear = resolveRollYear(latestSaleDate, configuredRollYear);
        return { rollYear, window: saleWindowFor(rollYear, latestSaleDate), latestSaleDate };
      });
      cached = { at: Date.now(), moment };
      moment.catch(() => {
        cached = null;
      });
      return moment;
    },
  };
}

export type MarketClock = ReturnType<typeof createMarketClock>;
