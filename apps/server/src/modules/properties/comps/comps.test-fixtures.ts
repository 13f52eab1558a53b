/** Cases shared by the comparables and valuation tests. */
import type { SaleCandidate, SubjectFacts } from './comp-types.ts';

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

/**
 * A sale of a home just like dublinSubject's (sale 1 of property 2, 1 A St, Dublin, at the same
 * spot), for $900,000 on `saleDay`; `patch` changes what a test needs.
 */
export function dublinTwinSale(saleDay: number, patch: Partial<SaleCandidate> = {}): SaleCandidate {
  return {
    saleId: 1,
    propertyId: 2,
    address: '1 A St',
    city: 'Dublin',
    zip: '94568',
    county: 'alameda',
    propertyType: 'single_family',
    lat: 37.7,
    lon: -121.9,
    beds: 3,
    baths: 2,
    sqft: 1800,
    lotSqft: 6000,
    yearBuilt: 1990,
    price: 900_000,
    saleDay,
    ...patch,
  };
}
