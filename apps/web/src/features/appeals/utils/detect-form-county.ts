import { type CountyKey, isCountyKey } from '@homie/contracts/counties';
import { detectCounty } from '@homie/contracts/county-detection';

/**
 * The county of the property in the store: its ZIP (and city, for ZIPs that straddle counties),
 * else the county the lookup recorded. Null means "County Not Supported".
 */
export function detectFormCounty(input: {
  zip?: string | null;
  city?: string | null;
  recordedCounty?: unknown;
}): CountyKey | null {
  if (input.zip || input.city) {
    const detected = detectCounty({ zip: input.zip ?? null, city: input.city ?? null });
    if (detected.supported) return detected.county;
  }
  return isCountyKey(input.recordedCounty) ? input.recordedCounty : null;
}
