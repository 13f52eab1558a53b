/**
 * The eight supported California counties: their wire keys (spec §3) and the facts the product
 * shows about them. The filing facts (fee, window, informal review, board) come from the sourced
 * table in county-facts.ts, where each has its source and the date it was checked (decision 101).
 */
import { COUNTY_FACT_SHEETS } from './county-facts.ts';

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
  /** Assessment Appeals Board filing fee in USD (0: none); null when no source confirms it: "check with the clerk". */
  appealFeeUsd: number | null;
  /** True when the fee has a source (always `appealFeeUsd !== null`: an unsourced amount is never shown). */
  feeConfirmed: boolean;
  /** The free informal review the assessor offers. */
  informalReview: string;
  /** Typical effective tax rate (1% levy + voter debt), used by the demo dataset. */
  typicalTaxRate: number;
}

/** The filing facts of a county, from its sourced fact sheet. */
function filingFacts(
  key: CountyKey,
): Pick<CountyFacts, 'appealWindowEnd' | 'appealFeeUsd' | 'feeConfirmed' | 'informalReview'> {
  const sheet = COUNTY_FACT_SHEETS[key];
  return {
    appealWindowEnd: sheet.formalWindowEnd.value,
    appealFeeUsd: sheet.fee.value,
    feeConfirmed: sheet.fee.value !== null,
    informalReview: sheet.informalReview.value?.name ?? 'Informal review: ask the assessor',
  };
}

export const COUNTIES: Record<CountyKey, CountyFacts> = {
  alameda: {
    key: 'alameda',
    name: 'Alameda',
    fips: '06001',
    ...filingFacts('alameda'),
    typicalTaxRate: 0.0126,
  },
  san_mateo: {
    key: 'san_mateo',
    name: 'San Mateo',
    fips: '06081',
    ...filingFacts('san_mateo'),
    typicalTaxRate: 0.0112,
  },
  la: {
    key: 'la',
    name: 'Los Angeles',
    fips: '06037',
    ...filingFacts('la'),
    typicalTaxRate: 0.0119,
  },
  contra_costa: {
    key: 'contra_costa',
    name: 'Contra Costa',
    fips: '06013',
    ...filingFacts('contra_costa'),
    typicalTaxRate: 0.0117,
  },
  san_bernardino: {
    key: 'san_bernardino',
    name: 'San Bernardino',
    fips: '06071',
    ...filingFacts('san_bernardino'),
    typicalTaxRate: 0.0121,
  },
  riverside: {
    key: 'riverside',
    name: 'Riverside',
    fips: '06065',
    ...filingFacts('riverside'),
    typicalTaxRate: 0.0114,
  },
  ventura: {
    key: 'ventura',
    name: 'Ventura',
    fips: '06111',
    ...filingFacts('ventura'),
    typicalTaxRate: 0.0109,
  },
  santa_clara: {
    key: 'santa_clara',
    name: 'Santa Clara',
    fips: '06085',
    ...filingFacts('santa_clara'),
    typicalTaxRate: 0.0118,
  },
};

export function isCountyKey(value: unknown): value is CountyKey {
  return typeof value === 'string' && (COUNTY_KEYS as readonly string[]).includes(value);
}
