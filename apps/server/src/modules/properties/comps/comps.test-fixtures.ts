/** Cases shared by the comparables and valuation tests. */
import type { SubjectFacts } from './comp-types.ts';

/**
 * The subject home most tests price: a 3-bed, 2-bath, 1,800 sq ft single-family home of 1990 on a
 * 6,000 sq ft lot in Dublin (Alameda County, 94568), property 1; `patch` changes what a test needs.
 */
export function dublinSubject(patch: Partial<SubjectFacts> = {}): SubjectFacts {
  return {
    propertyId: 1,
    propertyType: 'single_family',
    lat: 37.7,
    lon: -121.9,
    county: 'alameda',
    zip: '94568',
    beds: 3,
    baths: 2,
    sqft: 1800,
    lotSqft: 6000,
    yearBuilt: 1990,
    ...patch,
  };
}
