import type { SaleWindow, SubjectFacts } from '../comps/comp-types.ts';
import type { CompsRepository } from '../comps/comps.repository.ts';
import { addMonths } from '../comps/dates.ts';
import { boundingBox } from '../comps/geo.ts';
import type { MarketIndex } from '../comps/market-index.ts';
import { MIN_COMPS, SEARCH_STEPS } from '../comps/search-steps.ts';
import { type Appraisal, type AppraiseOptions, appraise } from './appraise.ts';

/** The candidate radii fetched in turn; most subjects finish with the first. */
const FETCH_RADII = [0.5, 1, 2, 5] as const;
/** Most sales read for one radius: enough for the densest mile of a large county. */
const CANDIDATE_LIMIT = 3000;

/**
 * Appraises a subject from the database: fetches candidate sales for a small box first and widens
 * the box only when the search steps that fit in it found too few comparables, so dense areas read
 * a mile of sales and sparse ones up to five miles.
 */
export async function appraiseFromDatabase(
  repository: Pick<CompsRepository, 'candidates'>,
  subject: SubjectFacts,
  window: SaleWindow,
  index: MarketIndex,
  options: AppraiseOptions = {},
): Promise<Appraisal> {
  const allSteps = options.select?.steps ?? SEARCH_STEPS;
  const minComps = options.select?.minComps ?? MIN_COMPS;
  let appraisal: Appraisal | null = null;
  for (const radius of FETCH_RADII) {
    const steps = allSteps.filter((s) => s.radiusMiles <= radius);
    if (steps.length === 0) continue;
    const months = Math.max(...steps.map((s) => s.monthsBeforeLien));
    const candidates = await repository.candidates({
      propertyType: subject.propertyType,
      box: boundingBox(subject.lat, subject.lon, radius),
      fromDay: addMonths(window.lienDay, -months),
      toDay: window.latestDay,
      excludePropertyId: subject.propertyId,
      limit: CANDIDATE_LIMIT,
    });
    appraisal = appraise(subject, candidates, window, index, {
      ...options,
      select: { ...options.select, steps },
    });
    if (appraisal.selection.comps.length >= minComps) break;
  }
  return appraisal ?? appraise(subject, [], window, index, options);
}
