import { type SaleCandidate, type SubjectFacts, lotDescribesTheHome } from '../comps/comp-types.ts';

/**
 * How much each difference between a comp and the subject is worth, as shares of the comp's
 * time-adjusted price. Living area and lot are elasticities (price ∝ size^k, so the marginal
 * $/sq ft falls below the average, as appraisers find); age, beds and baths are per unit.
 * Defaults were tuned on the real-sales backtests (docs/decisions/022-valuation-model.md).
 */
export interface AdjustmentRates {
  livingAreaElasticity: number;
  lotElasticity: number;
  /** Per year newer; capped at `maxAgeYears` of difference. */
  agePerYear: number;
  maxAgeYears: number;
  perBed: number;
  perBath: number;
  /**
   * Share of the difference in ZIP price levels (the market index's location effects) applied to a
   * comp from another ZIP code: the location adjustment appraisers make for a comp across a boundary.
   */
  location: number;
}

export const DEFAULT_RATES: AdjustmentRates = {
  livingAreaElasticity: 0.5,
  lotElasticity: 0.08,
  agePerYear: 0.002,
  maxAgeYears: 30,
  perBed: 0.01,
  perBath: 0.025,
  location: 0,
};

export interface CompAdjustments {
  livingArea: number;
  age: number;
  beds: number;
  baths: number;
  lot: number;
  location: number;
}

/** The ZIP price levels a location adjustment reads (MarketIndex.zipLevel). */
export type ZipLevel = (zip: string) => number | undefined;

export interface AdjustedComp {
  timeAdjustedPrice: number;
  adjustments: CompAdjustments;
  adjustedPrice: number;
  /** Sum of absolute adjustments including time, as a share of the sold price. */
  grossAdjustment: number;
}

/** Adjusts one comp toward the subject; a fact unknown on either side gets no adjustment. */
export function adjustComp(
  subject: SubjectFacts,
  sale: SaleCandidate,
  timeFactor: number,
  rates: AdjustmentRates = DEFAULT_RATES,
  zipLevel?: ZipLevel,
): AdjustedComp {
  const base = sale.price * timeFactor;
  const adjustments: CompAdjustments = { livingArea: 0, age: 0, beds: 0, baths: 0, lot: 0, location: 0 };
  if (zipLevel && rates.location > 0 && subject.zip && sale.zip && subject.zip !== sale.zip) {
    const here = zipLevel(subject.zip);
    const there = zipLevel(sale.zip);
    if (here !== undefined && there !== undefined)
      adjustments.location = base * (Math.exp(rates.location * (here - there)) - 1);
  }
  if (subject.sqft && sale.sqft)
    adjustments.livingArea = base * ((subject.sqft / sale.sqft) ** rates.livingAreaElasticity - 1);
  if (subject.yearBuilt !== null && sale.yearBuilt !== null) {
    const years = Math.max(
      -rates.maxAgeYears,
      Math.min(rates.maxAgeYears, subject.yearBuilt - sale.yearBuilt),
    );
    adjustments.age = base * rates.agePerYear * years;
  }
  if (subject.beds !== null && sale.beds !== null)
    adjustments.beds = base * rates.perBed * (subject.beds - sale.beds);
  if (subject.baths !== null && sale.baths !== null)
    adjustments.baths = base * rates.perBath * (subject.baths - sale.baths);
  if (lotDescribesTheHome(subject.propertyType) && subject.lotSqft && sale.lotSqft) {
    const ratio = Math.max(0.25, Math.min(4, subject.lotSqft / sale.lotSqft));
    adjustments.lot = base * (ratio ** rates.lotElasticity - 1);
  }
  const sum =
    adjustments.livingArea +
    adjustments.age +
    adjustments.beds +
    adjustments.baths +
    adjustments.lot +
    adjustments.location;
  const gross =
    Math.abs(base - sale.price) +
    Math.abs(adjustments.livingArea) +
    Math.abs(adjustments.age) +
    Math.abs(adjustments.beds) +
    Math.abs(adjustments.baths) +
    Math.abs(adjustments.lot) +
    Math.abs(adjustments.location);
  return {
    timeAdjustedPrice: base,
    adjustments,
    adjustedPrice: Math.max(base * 0.25, base + sum),
    grossAdjustment: gross / sale.price,
  };
}
