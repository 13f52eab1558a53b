import { type SaleCandidate, type SubjectFacts, lotDescribesTheHome } from '../comps/comp-types.ts';
import type { RegressionAdjustments } from './local-model.ts';

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

/**
 * The local regression's adjustments for this sale and the share of each adjustment taken from them
 * (the rest from the standard rates): the grid's two stated bases (decision 245).
 */
export interface RegressionBlend {
  regression: RegressionAdjustments;
  share: number;
}

export interface AdjustedComp {
  timeAdjustedPrice: number;
  adjustments: CompAdjustments;
  adjustedPrice: number;
  /** Sum of absolute adjustments including time, as a share of the sold price. */
  grossAdjustment: number;
}

const FACTS = ['livingArea', 'age', 'beds', 'baths', 'lot', 'location'] as const;

/** Adjusts one comp toward the subject; a fact unknown on either side gets no adjustment. */
export function adjustComp(
  subject: SubjectFacts,
  sale: SaleCandidate,
  timeFactor: number,
  rates: AdjustmentRates = DEFAULT_RATES,
  zipLevel?: ZipLevel,
  blend?: RegressionBlend | null,
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
  const share = blend ? Math.max(0, Math.min(1, blend.share)) : 0;
  if (blend && share > 0)
    for (const fact of FACTS)
      adjustments[fact] =
        (1 - share) * adjustments[fact] + share * base * (Math.exp(blend.regression[fact]) - 1);
  const sum = FACTS.reduce((acc, fact) => acc + adjustments[fact], 0);
  const gross =
    Math.abs(base - sale.price) + FACTS.reduce((acc, fact) => acc + Math.abs(adjustments[fact]), 0);
  return {
    timeAdjustedPrice: base,
    adjustments,
    adjustedPrice: Math.max(base * 0.25, base + sum),
    grossAdjustment: gross / sale.price,
  };
}

const pct = (share: number) => `${Number((share * 100).toFixed(2))}%`;

/** The standard rates in words, with their figures: what the grid's basis prints (decision 245). */
export function describeRates(rates: AdjustmentRates = DEFAULT_RATES): string {
  return [
    `living area: the time-adjusted price × ((this home's living area ÷ the sale's)^${rates.livingAreaElasticity} - 1)`,
    `age: ${pct(rates.agePerYear)} of the price per year newer or older, up to ${rates.maxAgeYears} years`,
    `bedrooms: ${pct(rates.perBed)} per bedroom`,
    `bathrooms: ${pct(rates.perBath)} per bathroom`,
    `lot (houses only): the price × ((this lot ÷ the sale's, within ¼ to 4)^${rates.lotElasticity} - 1)`,
  ].join('; ');
}
