import { COUNTY_KEYS } from '@homie/contracts/counties';
import type { MarketIndexService } from './comps/market-index.service.ts';
import type { MarketClock } from './market-clock.ts';

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/**
 * Computes every county's market index in the background after start-up, so no owner waits for one
 * (a county's index reads all its recent sales: a second or two on a million homes). While the
 * property tables are still empty (the demo dataset loads after the server listens) it retries.
 */
export function startMarketWarmUp(
  deps: { clock: MarketClock; indexes: MarketIndexService; log: Log },
  options: { firstDelayMs?: number; retryMs?: number; maxTries?: number } = {},
): { stop(): void; done: Promise<boolean>; readonly settled: boolean } {
  const { firstDelayMs = 1_000, retryMs = 30_000, maxTries = 60 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  /** Finished, or waiting to try again (no sales yet, or a failure): nothing to wait for meanwhile. */
  let settled = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
  const done = (async () => {
    await sleep(firstDelayMs);
    if (stopped) return false;
    for (let attempt = 1; attempt <= maxTries && !stopped; attempt += 1) {
      settled = false;
      try {
        const { window, latestSaleDate } = await deps.clock.current();
        if (latestSaleDate) {
          const started = performance.now();
          for (const county of COUNTY_KEYS) {
            if (stopped) return false;
            await deps.indexes.forCounty(county, window.lienDay, window.latestDay);
          }
          deps.log.info({ ms: Math.round(performance.now() - started) }, 'market indexes ready');
          return true;
        }
      } catch (err) {
        if (stopped) return false;
        deps.log.warn({ err }, 'market index warm-up failed; retrying');
      }
      settled = true;
      await sleep(retryMs);
    }
    return false;
  })().finally(() => {
    settled = true;
  });
  return {
    get settled() {
      return settled;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
    done,
  };
}
