import { describe, expect, it } from 'vitest';
import type { SaleCandidate } from '../comps/comp-types.ts';
import { IDENTITY_INDEX } from '../comps/market-index.ts';
import { dublinSubject } from '../comps/comps.test-fixtures.ts';
import { localModelEstimate } from './local-model.ts';

const subject = dublinSubject({ sqft: 2000 });
const window = { lienDay: 20_000, latestDay: 19_999 };

/** Sales priced exactly at $600k × (sqft / 1,500)^0.6, one a non-market $6,500 transfer. */
function neighbourhood(count: number): SaleCandidate[] {
  return Array.from({ length: count }, (_, i) => {
    const sqft = 1300 + ((i * 37) % 1200);
    return {
      saleId: i + 10,
      propertyId: i + 10,
      address: '',
      city: '',
      zip: '94568',
      county: 'alameda',
      propertyType: 'single_family',
      lat: 37.7 + ((i % 9) - 4) * 0.002,
      lon: -121.9 + ((i % 7) - 3) * 0.002,
      beds: 2 + (i % 3),
      baths: 2,
      sqft,
      lotSqft: 5000 + ((i * 53) % 3000),
      yearBuilt: 1980 + (i % 20),
      price: i === 5 ? 6_500 : Math.round(600_000 * (sqft / 1500) ** 0.6),
      saleDay: 19_700 + i,
    };
  });
}

describe('localModelEstimate', () => {
  it("prices the subject from every nearby sale's facts, ignoring a non-market transfer", () => {
    const estimate = localModelEstimate(subject, neighbourhood(40), window, IDENTITY_INDEX)!;
    const truth = 600_000 * (2000 / 1500) ** 0.6;
    expect(Math.abs(Math.exp(estimate.logValue) / truth - 1)).toBeLessThan(0.02);
    expect(estimate.sqftElasticity!).toBeGreaterThan(0.4);
    expect(estimate.residualSd).toBeLessThan(0.05);
  });
  it("leaves a townhouse's lot out: a complex's parcel on some records does not move its price", () => {
    // Here price follows the lot too: a house's estimate reads it, a townhouse's does not.
    const byLot = (type: SaleCandidate['propertyType']) =>
      neighbourhood(40).map((s) => ({
        ...s,
        propertyType: type,
        price: Math.round(s.price * (s.lotSqft! / 6500) ** 0.3),
      }));
    const bigLot = { ...subject, lotSqft: 7900 };
    const house = localModelEstimate(bigLot, byLot('single_family'), window, IDENTITY_INDEX)!;
    const townhouse = localModelEstimate(
      { ...bigLot, propertyType: 'townhouse' },
      byLot('townhouse'),
      window,
      IDENTITY_INDEX,
    )!;
    const sameLotTownhouse = localModelEstimate(
      { ...subject, propertyType: 'townhouse', lotSqft: 1_500 },
      byLot('townhouse'),
      window,
      IDENTITY_INDEX,
    )!;
    expect(house.logValue).toBeGreaterThan(townhouse.logValue + 0.02);
    expect(sameLotTownhouse.logValue).toBe(townhouse.logValue);
  });
  it('gives no estimate from too few sales, another type, or the subject itself', () => {
    expect(localModelEstimate(subject, neighbourhood(5), window, IDENTITY_INDEX)).toBeNull();
    const condos = neighbourhood(40).map((s) => ({ ...s, propertyType: 'condo' as const }));
    expect(localModelEstimate(subject, condos, window, IDENTITY_INDEX)).toBeNull();
    const later = neighbourhood(40).map((s) => ({ ...s, saleDay: 20_001 }));
    expect(localModelEstimate(subject, later, window, IDENTITY_INDEX)).toBeNull();
  });
});
