import type { SaleCandidate, SaleWindow, SearchStep, SelectedComp, SubjectFacts } from './comp-types.ts';
import { addMonths } from './dates.ts';
import { distanceMiles } from './geo.ts';
import { explainChoice } from './reasons.ts';
import { MAX_COMPS, MIN_COMPS, SEARCH_STEPS } from './search-steps.ts';
import { similarityScore } from './similarity.ts';

export interface Selection {
  comps: SelectedComp[];
  /** The step that produced the comps (the last one tried when none qualified). */
  step: SearchStep;
  /** How many distinct candidate sales the final step admitted before keeping the best. */
  considered: number;
}

export interface SelectOptions {
  steps?: readonly SearchStep[];
  minComps?: number;
  maxComps?: number;
}

/**
 * Picks comparables for the subject: same property type, arm's-length sales inside the window,
 * trying each search step in turn until at least `minComps` qualify, then keeping the `maxComps`
 * most similar (one sale per property, the latest). The subject's own latest sale in the window is
 * one of them (decision 245: R&T §110(b)); the local regression still leaves it out.
 */
export function selectComparables(
  subject: SubjectFacts,
  candidates: readonly SaleCandidate[],
  window: SaleWindow,
  options: SelectOptions = {},
): Selection {
  const { steps = SEARCH_STEPS, minComps = MIN_COMPS, maxComps = MAX_COMPS } = options;
  const latestByProperty = new Map<number, { sale: SaleCandidate; distance: number }>();
  for (const sale of candidates) {
    if (sale.propertyType !== subject.propertyType) continue;
    if (sale.saleDay > window.latestDay) continue;
    const known = latestByProperty.get(sale.propertyId);
    if (known && known.sale.saleDay >= sale.saleDay) continue;
    latestByProperty.set(sale.propertyId, {
      sale,
      distance: distanceMiles(subject.lat, subject.lon, sale.lat, sale.lon),
    });
  }
  const pool = [...latestByProperty.values()];
  let chosen: Selection | null = null;
  for (const step of steps) {
    const earliest = addMonths(window.lienDay, -step.monthsBeforeLien);
    const admitted = withoutOutliers(
      pool.filter(
        ({ sale, distance }) =>
          distance <= step.radiusMiles && sale.saleDay >= earliest && fits(subject, sale, step),
      ),
    );
    chosen = { comps: [], step, considered: admitted.length };
    if (admitted.length >= minComps || step === steps[steps.length - 1]) {
      chosen.comps = admitted
        .map(({ sale, distance }) => ({
          sale,
          distanceMiles: distance,
          similarity: similarityScore(subject, sale, distance, window.lienDay),
          reasons: [] as string[],
          ownSale: subject.propertyId !== null && sale.propertyId === subject.propertyId,
        }))
        .sort((a, b) => b.similarity - a.similarity || a.distanceMiles - b.distanceMiles)
        .slice(0, maxComps);
      for (const comp of chosen.comps) comp.reasons = explainChoice(subject, comp, step, window.lienDay);
      if (admitted.length >= minComps) break;
    }
  }
  return chosen ?? { comps: [], step: steps[0]!, considered: 0 };
}

/** Prices per sq ft this far from the admitted sales' median are not market sales of a comparable home. */
export const OUTLIER_BAND = { low: 0.5, high: 2 } as const;

/**
 * Drops sales that cannot be arm's-length market sales of a comparable home even when the source
 * did not flag them (partial interests, family transfers: a $6,500 "sale" next to $900,000 ones):
 * price per sq ft outside OUTLIER_BAND around the median of the others admitted at this step.
 */
function withoutOutliers<T extends { sale: SaleCandidate }>(admitted: T[]): T[] {
  const rates = admitted.filter((a) => a.sale.sqft).map((a) => a.sale.price / a.sale.sqft!);
  if (rates.length < 4) return admitted;
  rates.sort((a, b) => a - b);
  const mid = Math.floor(rates.length / 2);
  const median = rates.length % 2 ? rates[mid]! : (rates[mid - 1]! + rates[mid]!) / 2;
  return admitted.filter(({ sale }) => {
    if (!sale.sqft) return true;
    const ratio = sale.price / sale.sqft / median;
    return ratio >= OUTLIER_BAND.low && ratio <= OUTLIER_BAND.high;
  });
}

/** The step's size, age and bedroom limits; a fact unknown on either side does not exclude. */
function fits(subject: SubjectFacts, sale: SaleCandidate, step: SearchStep): boolean {
  if (subject.sqft !== null && sale.sqft !== null) {
    const ratio = sale.sqft / subject.sqft;
    if (ratio < 1 - step.sqftTolerance || ratio > 1 + step.sqftTolerance) return false;
  }
  if (step.yearTolerance !== null && subject.yearBuilt !== null && sale.yearBuilt !== null) {
    if (Math.abs(sale.yearBuilt - subject.yearBuilt) > step.yearTolerance) return false;
  }
  if (step.bedsTolerance !== null && subject.beds !== null && sale.beds !== null) {
    if (Math.abs(sale.beds - subject.beds) > step.bedsTolerance) return false;
  }
  return true;
}
