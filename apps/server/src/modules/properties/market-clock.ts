import { currentRollYear } from '@homie/contracts/appeal-calendar';
import type { SaleWindow } from './comps/comp-types.ts';
import { saleWindowFor } from './comps/lien-date.ts';
import type { PropertiesRepository } from './properties.repository.ts';

export interface MarketMoment {
  rollYear: number;
  window: SaleWindow;
  latestSaleDate: string | null;
}

const TTL_MS = 60_000;

/**
 * The roll year and comparable-sales window now in force, re-read once a minute. The roll year
 * follows the appeal calendar (January 1 of the current year in California; `ROLL_YEAR` overrides),
 * never the newest sale in the data (issue 14 item 7, decision 122): an old export must not move the
 * year a homeowner appeals. The data's newest sale only closes the window early when it ends before
 * March 31.
 */
export function createMarketClock(
  repository: Pick<PropertiesRepository, 'latestSaleDate'>,
  configuredRollYear?: number | null,
  now: () => Date = () => new Date(),
) {
  let cached: { at: number; moment: Promise<MarketMoment> } | null = null;
  return {
    current(): Promise<MarketMoment> {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.moment;
      const moment = repository.latestSaleDate().then((latestSaleDate) => {
        const rollYear = configuredRollYear || currentRollYear(now());
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
