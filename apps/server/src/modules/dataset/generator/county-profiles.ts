/**
 * What each county's housing looks like, for the demo generator: its share of the eight counties'
 * homes, the decades its homes were built in, typical sizes and lots, the land share of value and
 * the neighbourhood mix that yields its blend of property types. Rough public figures, hand-set.
 */
import type { CountyKey } from '@homie/contracts/counties';

export interface CountyProfile {
  /** Approximate housing units (thousands), used as the share of generated properties. */
  housingUnits: number;
  /** Weights of build decades 1900, 1910, …, 2020. */
  decadeWeights: readonly number[];
  /** Typical single-family living area and lot, square feet. */
  sfrSqft: number;
  sfrLot: number;
  /**
   * Value of a new reference single-family home relative to the county's typical-home index (which
   * averages in older, smaller homes and condos): calibrates recent sale medians to public figures.
   */
  referencePremium: number;
  /** Share of the assessed total that is land. */
  landShare: number;
  /** Weights of neighbourhood kinds: single-family tract, condo/townhouse complex, mixed urban. */
  neighbourhoodMix: { tract: number; complex: number; urban: number };
}

export const COUNTY_PROFILES: Record<CountyKey, CountyProfile> = {
  alameda: {
    housingUnits: 630,
    referencePremium: 1.32,
    decadeWeights: [3, 3, 6, 3, 8, 20, 18, 13, 10, 7, 6, 5, 2],
    sfrSqft: 1550,
    sfrLot: 5000,
    landShare: 0.6,
    neighbourhoodMix: { tract: 0.64, complex: 0.2, urban: 0.16 },
  },
  san_mateo: {
    housingUnits: 280,
    referencePremium: 1.33,
    decadeWeights: [2, 3, 5, 4, 10, 24, 20, 12, 8, 5, 4, 2, 1],
    sfrSqft: 1750,
    sfrLot: 6000,
    landShare: 0.7,
    neighbourhoodMix: { tract: 0.66, complex: 0.2, urban: 0.14 },
  },
  la: {
    housingUnits: 3600,
    referencePremium: 1.27,
    decadeWeights: [2, 3, 8, 5, 10, 22, 14, 10, 10, 6, 5, 3, 2],
    sfrSqft: 1550,
    sfrLot: 6200,
    landShare: 0.6,
    neighbourhoodMix: { tract: 0.58, complex: 0.2, urban: 0.22 },
  },
  contra_costa: {
    housingUnits: 430,
    referencePremium: 1.2,
    decadeWeights: [1, 1, 2, 2, 5, 14, 15, 16, 15, 12, 11, 6, 3],
    sfrSqft: 1850,
    sfrLot: 7500,
    landShare: 0.5,
    neighbourhoodMix: { tract: 0.74, complex: 0.16, urban: 0.1 },
  },
  san_bernardino: {
    housingUnits: 730,
    referencePremium: 1.12,
    decadeWeights: [0.5, 0.5, 1, 1, 2, 6, 8, 12, 20, 14, 24, 6, 5],
    sfrSqft: 1750,
    sfrLot: 7500,
    landShare: 0.3,
    neighbourhoodMix: { tract: 0.84, complex: 0.09, urban: 0.07 },
  },
  riverside: {
    housingUnits: 860,
    referencePremium: 1.14,
    decadeWeights: [0.5, 0.5, 1, 1, 2, 6, 8, 12, 20, 14, 24, 6, 5],
    sfrSqft: 2000,
    sfrLot: 7800,
    landShare: 0.3,
    neighbourhoodMix: { tract: 0.84, complex: 0.1, urban: 0.06 },
  },
  ventura: {
    housingUnits: 290,
    referencePremium: 1.36,
    decadeWeights: [1, 1, 2, 2, 4, 10, 18, 22, 18, 10, 9, 5, 2],
    sfrSqft: 1850,
    sfrLot: 7000,
    landShare: 0.5,
    neighbourhoodMix: { tract: 0.72, complex: 0.18, urban: 0.1 },
  },
  santa_clara: {
    housingUnits: 680,
    referencePremium: 1.22,
    decadeWeights: [2, 2, 4, 3, 6, 20, 20, 15, 11, 7, 6, 5, 2],
    sfrSqft: 1700,
    sfrLot: 6500,
    landShare: 0.65,
    neighbourhoodMix: { tract: 0.64, complex: 0.22, urban: 0.14 },
  },
};

/** Property types within each kind of neighbourhood: [single_family, condo, townhouse, multi_family]. */
export const NEIGHBOURHOOD_TYPE_WEIGHTS = {
  tract: [0.93, 0.01, 0.03, 0.03],
  complex: [0.04, 0.62, 0.34, 0.0],
  urban: [0.45, 0.22, 0.08, 0.25],
} as const;
