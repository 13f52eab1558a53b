import { describe, expect, it } from 'vitest';
import { dayOf } from './dates.ts';
import { dublinSubject, dublinTwinSale } from './comps.test-fixtures.ts';
import { SIMILARITY_WEIGHTS, similarityScore } from './similarity.ts';

const lien = dayOf(2026, 1, 1);
const subject = dublinSubject();
const twin = dublinTwinSale(lien);

describe('similarityScore', () => {
  it('weights sum to 1, so the score spans 0..1', () => {
    expect(Object.values(SIMILARITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
  it('is 1 for an identical home sold on the lien date, and 0 when every difference is at its cap', () => {
    expect(similarityScore(subject, twin, 0, lien)).toBe(1);
    const opposite = {
      ...twin,
      sqft: 3600,
      lotSqft: 24_000,
      yearBuilt: 1950,
      beds: 6,
      baths: 5,
      saleDay: lien - 600,
    };
    expect(similarityScore(subject, opposite, 5, lien)).toBe(0);
  });
  it('documents each term: half a mile costs 0.075, 15% more living area about 0.133', () => {
    expect(similarityScore(subject, twin, 0.5, lien)).toBeCloseTo(1 - 0.3 * 0.25, 3);
    const bigger = { ...twin, sqft: 1800 * 1.15 };
    expect(similarityScore(subject, bigger, 0, lien)).toBeCloseTo(
      1 - 0.25 * (Math.log(1.15) / Math.log(1.3)),
      3,
    );
    const older = { ...twin, saleDay: lien - 274 }; // about 9 months: half of the 18-month scale
    expect(similarityScore(subject, older, 0, lien)).toBeCloseTo(1 - 0.15 * 0.5, 2);
  });
  it('falls monotonically as a comp moves away or differs more', () => {
    let last = 2;
    for (const miles of [0, 0.25, 0.5, 1, 1.5, 2]) {
      const score = similarityScore(subject, twin, miles, lien);
      expect(score).toBeLessThan(last);
      last = score;
    }
  });
  it('drops facts the subject lacks and charges half for facts the comp lacks; condos and townhouses ignore lots', () => {
    const unknownSubject = {
      ...subject,
      beds: null,
      baths: null,
      sqft: null,
      lotSqft: null,
      yearBuilt: null,
    };
    expect(similarityScore(unknownSubject, { ...twin, sqft: 9000 }, 0, lien)).toBe(1);
    const missing = { ...twin, yearBuilt: null };
    expect(similarityScore(subject, missing, 0, lien)).toBeCloseTo(1 - 0.1 * 0.5, 3);
    const condo = { ...subject, propertyType: 'condo' as const };
    expect(similarityScore(condo, { ...twin, propertyType: 'condo', lotSqft: 100 }, 0, lien)).toBe(1);
    const townhouse = { ...subject, propertyType: 'townhouse' as const };
    expect(
      similarityScore(townhouse, { ...twin, propertyType: 'townhouse', lotSqft: 590_000 }, 0, lien),
    ).toBe(1);
    expect(similarityScore(subject, { ...twin, lotSqft: 590_000 }, 0, lien)).toBeLessThan(1);
  });
});
