import { type SaleCandidate, type SubjectFacts, lotDescribesTheHome } from './comp-types.ts';
import { monthsBetween } from './dates.ts';

/**
 * Similarity of a comparable sale to the subject, in 0..1 (1 = same place, same home, sold on the lien
 * date). It is 1 minus a weighted sum of normalised differences, each capped at 1:
 *
 *   distance / 2 mi · 0.30     |ln(living area ratio)| / ln 1.3 · 0.25     months from lien / 18 · 0.15
 *   |year built Δ| / 15 · 0.10     |beds Δ| / 2 · 0.075     |baths Δ| / 2 · 0.075     |ln(lot ratio)| / ln 2 · 0.05
 *
 * A fact the subject lacks drops out and the remaining weights are rescaled to sum to 1; a fact the
 * comp lacks counts as half a full difference. Lot size is ignored for condos and townhouses (they
 * share their land: `lotDescribesTheHome`).
 */
export const SIMILARITY_WEIGHTS = {
  distance: 0.3,
  livingArea: 0.25,
  recency: 0.15,
  age: 0.1,
  beds: 0.075,
  baths: 0.075,
  lot: 0.05,
} as const;

export const SIMILARITY_SCALES = {
  distanceMiles: 2,
  livingAreaLogRatio: Math.log(1.3),
  recencyMonths: 18,
  ageYears: 15,
  beds: 2,
  baths: 2,
  lotLogRatio: Math.log(2),
} as const;

const MISSING = 0.5;

export function similarityScore(
  subject: SubjectFacts,
  comp: SaleCandidate,
  distanceMiles: number,
  lienDay: number,
): number {
  let total = 0;
  let weights = 0;
  const add = (weight: number, difference: number) => {
    total += weight * Math.min(1, Math.max(0, difference));
    weights += weight;
  };
  const w = SIMILARITY_WEIGHTS;
  const s = SIMILARITY_SCALES;
  add(w.distance, distanceMiles / s.distanceMiles);
  add(w.recency, Math.abs(monthsBetween(comp.saleDay, lienDay)) / s.recencyMonths);
  if (subject.sqft !== null) {
    add(
      w.livingArea,
      comp.sqft ? Math.abs(Math.log(comp.sqft / subject.sqft)) / s.livingAreaLogRatio : MISSING,
    );
  }
  if (subject.yearBuilt !== null) {
    add(w.age, comp.yearBuilt !== null ? Math.abs(comp.yearBuilt - subject.yearBuilt) / s.ageYears : MISSING);
  }
  if (subject.beds !== null)
    add(w.beds, comp.beds !== null ? Math.abs(comp.beds - subject.beds) / s.beds : MISSING);
  if (subject.baths !== null) {
    add(w.baths, comp.baths !== null ? Math.abs(comp.baths - subject.baths) / s.baths : MISSING);
  }
  if (subject.lotSqft && lotDescribesTheHome(subject.propertyType)) {
    add(w.lot, comp.lotSqft ? Math.abs(Math.log(comp.lotSqft / subject.lotSqft)) / s.lotLogRatio : MISSING);
  }
  const score = 1 - total / weights;
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}
