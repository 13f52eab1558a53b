/**
 * The eight supported California counties: their wire keys (spec §3) and the facts the product
 * shows about them (../shared/design/domain.md). Facts marked unconfirmed there are data here,
 * never logic, so an operator can correct them in one place.
 */
export const COUNTY_KEYS = [
  'alameda',
  'san_mateo',
  'la',
  'contra_costa',
  'san_bernardino',
  'riverside',
  'ventura',
  'santa_clara',
] as const;

export type CountyKey = (typeof COUNTY_KEYS)[number];

export interface CountyFacts {
  key: CountyKey;
  /** Display name, e.g. "Los Angeles". */
  name: string;
  /** Five-digit FIPS code (06 = California). */
  fips: string;
  /** Last day of the formal appeal window, as month (1-12) and day. The window opens Jul 2. */
  appealWindowEnd: { month: number; day: number };
  /** Assessment Appeals Board filing fee in USD; null when unknown or unconfirmed. */
  appealFeeUsd: number | null;
  feeConfirmed: boolean;
  /** The free informal review the assessor offers. */
  informalReview: string;
  /** Typical effective tax rate (1% levy + voter debt), used by the demo dataset. */
  typicalTaxRate: number;
}

export const COUNTIES: Record<CountyKey, CountyFacts> = {
  alameda: {
    key: 'alameda',
    name: 'Alameda',
    fips: '06001',
    appealWindowEnd: { month: 9, day: 15 },
    appealFeeUsd: 50,
    feeConfirmed: true,
    informalReview:
      'Request for Decline in Market Value Reassessment (at least one comparable sold by March 31)',
    typicalTaxRate: 0.0126,
  },
  san_mateo: {
    key: 'san_mateo',
    name: 'San Mateo',
    fips: '06081',
    appealWindowEnd: { month: 11, day: 30 },
    appealFeeUsd: null,
    feeConfirmed: false,
    informalReview: 'Decline in Assessed Value Program (enrol by about October 31)',
    typicalTaxRate: 0.0112,
  },
  la: {
    key: 'la',
    name: 'Los Angeles',
    fips: '06037',
    appealWindowEnd: { month: 11, day: 30 },
    appealFeeUsd: 46,
    feeConfirmed: true,
    informalReview: 'RP-87 Decline-in-Value Review, July 2 to November 30, with two comparable sales',
    typicalTaxRate: 0.0119,
  },
  contra_costa: {
    key: 'contra_costa',
    name: 'Contra Costa',
    fips: '06013',
    appealWindowEnd: { month: 11, day: 30 },
    appealFeeUsd: 40,
    feeConfirmed: true,
    informalReview: 'Request for Value Review, with up to three comparable sales, by November 30',
    typicalTaxRate: 0.0117,
  },
  san_bernardino: {
    key: 'san_bernardino',
    name: 'San Bernardino',
    fips: '06071',
    appealWindowEnd: { month: 11, day: 30 },
    appealFeeUsd: 45,
    feeConfirmed: true,
    informalReview: 'Application for Decline in Value Reassessment (ARP-068)',
    typicalTaxRate: 0.0121,
  },
  riverside: {
    key: 'riverside',
    name: 'Riverside',
    fips: '06065',
    appealWindowEnd: { month: 11, day: 30 },
    appealFeeUsd: 30,
    feeConfirmed: false,
    informalReview: 'Decline-in-Value e-form, by about November 1',
    typicalTaxRate: 0.0114,
  },
  ventura: {
    key: 'ventura',
    name: 'Ventura',
    fips: '06111',
    appealWindowEnd: { month: 9, day: 15 },
    appealFeeUsd: null,
    feeConfirmed: false,
    informalReview: 'Informal review by phone, mail or email',
    typicalTaxRate: 0.0109,
  },
  santa_clara: {
    key: 'santa_clara',
    name: 'Santa Clara',
    fips: '06085',
    appealWindowEnd: { month: 9, day: 15 },
    appealFeeUsd: 0,
    feeConfirmed: true,
    informalReview: 'Residential Prop 8 review, June 30 to August 1',
    typicalTaxRate: 0.0118,
  },
};

export function isCountyKey(value: unknown): value is CountyKey {
  return typeof value === 'string' && (COUNTY_KEYS as readonly string[]).includes(value);
}
