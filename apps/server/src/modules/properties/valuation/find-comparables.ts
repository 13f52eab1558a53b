import type { SaleWindow, SubjectFacts } from '../comps/comp-types.ts';
import type { CompsRepository } from '../comps/comps.repository.ts';
import { addMonths } from '../comps/dates.ts';
import { boundingBox } from '../comps/geo.ts';
import type { MarketIndex } from '../comps/market-index.ts';
import { MIN_COMPS, SEARCH_STEPS } from '../comps/search-steps.ts';
import { type Appraisal, type AppraiseOptions, appraise } from './appraise.ts';

/**
 * The candidate fetches in turn, each the `limit` nearest homes with a sale in the window inside the
 * radius (decision 136); most subjects finish with the first. The limit is a small bound on the scan,
 * not on the answer: it is above what a half mile holds in all but the densest places (200k demo
 * homes: 99th percentile 47), and it doubles with each widening so a wider search still reaches new
 * sales where the nearest ones did not fit.
 */
export const FETCHES = [
  { radiusMiles: 0.5, limit: 60 },
  { radiusMiles: 1, limit: 160 },
  { radiusMiles: 2, limit: 400 },
  { radiusMiles: 5, limit: 1200 },
] as const;

/**
 * Appraises a subject from the database: fetches the nearest candidate sales in a small box first and
 * widens the box only when the search steps that fit in it found too few comparables, so dense areas
 * read a few dozen nearby sales and sparse ones up to five miles.
 */
export async function appraiseFromDatabase(
  repository: Pick<CompsRepository, 'candidates'>,
  subject: SubjectFacts,
  window: SaleWindow,
  index: MarketIndex,
  options: AppraiseOptions & {
    /**
     * The subject's own sale in the window is one of its candidates (R&T §110(b): an open-market
     * purchase price is presumed the market value; decision 245), marked `ownSale`. The analysis asks
     * for it; the backtest does not (its subject is a sale: no sale of its own home may value it).
     */
    ownSale?: boolean;
  } = {},
): Promise<Appraisal> {
  const allSteps = options.select?.steps ?? SEARCH_STEPS;
  const minComps = options.select?.minComps ?? MIN_COMPS;
  let appraisal: Appraisal | null = null;
  for (const { radiusMiles: radius, limit } of FETCHES) {
    const steps = allSteps.filter((s) => s.radiusMiles <= radius);
    if (steps.length === 0) continue;
    const months = Math.max(...steps.map((s) => s.monthsBeforeLien));
    const candidates = await repository.candidates({
      propertyType: subject.propertyType,
      box: boundingBox(subject.lat, subject.lon, radius),
      fromDay: addMonths(window.lienDay, -months),
      toDay: window.latestDay,
      excludePropertyId: options.ownSale ? null : subject.propertyId,
      limit,
    });
    appraisal = appraise(subject, candidates, window, index, {
      ...options,
      select: { ...options.select, steps },
    });
    if (appraisal.selection.comps.length >= minComps) break;
  }
  return appraisal ?? appraise(subject, [], window, index, options);
}
