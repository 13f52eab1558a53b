import { describe, expect, it } from 'vitest';
import { compReasonParts, compReasonText, LAST_ACCEPTED_STEP, OWN_SALE_REASON } from './comp-reasons.ts';

const subject = { sqft: 1_600, yearBuilt: 1985, beds: 3, baths: 2 };
const sale = {
  propertyType: 'single_family' as const,
  distanceMiles: 0.4321,
  saleDate: '2025-09-14',
  sqft: 1_760,
  yearBuilt: 1986,
  beds: 3,
  baths: 2,
};
const english = (...args: Parameters<typeof compReasonParts>) => compReasonParts(...args).map(compReasonText);

describe("a comparable's reasons: parts decided once, worded in English for the board", () => {
  it('says type, distance, sale month before the lien date, size, age and rooms', () => {
    expect(english(subject, sale, '2026-01-01', { step: 2, radiusMiles: 1 })).toEqual([
      'Same property type (Single-family)',
      '0.43 mi away (search radius 1 mi)',
      'Sold Sep 2025, 4 months before the lien date',
      '1,760 sq ft, 10% larger',
      'Built 1986, 1 year apart',
      '3 bd / 2 ba, same as the subject',
    ]);
  });

  it('counts days within a month, says a sale after the lien date, the same size and year, unknown rooms', () => {
    const parts = compReasonParts(
      subject,
      { ...sale, saleDate: '2025-12-20', sqft: 1_600, yearBuilt: 1985, beds: null, baths: 2.5 },
      '2026-01-01',
      { step: LAST_ACCEPTED_STEP, radiusMiles: 0.5 },
    );
    expect(parts).toContainEqual({ kind: 'sold', month: '2025-12', before: { unit: 'day', n: 12 } });
    expect(parts.map(compReasonText).slice(3)).toEqual([
      '1,600 sq ft, the same size',
      'Built 1985, same year',
      '? bd / 2.5 ba',
    ]);
    const after = compReasonParts(subject, { ...sale, saleDate: '2026-03-02' }, '2026-01-01', {
      step: 1,
      radiusMiles: 0.5,
    });
    expect(after).toContainEqual({ kind: 'sold', month: '2026-03', before: null });
    expect(compReasonText(after[2]!)).toBe('Sold Mar 2026, after the lien date and by March 31');
  });

  it("puts the home's own sale first and a wider search than assessors accept last", () => {
    const said = english(subject, { ...sale, ownSale: true }, '2026-01-01', {
      step: LAST_ACCEPTED_STEP + 1,
      radiusMiles: 3,
    });
    expect(said[0]).toBe(OWN_SALE_REASON);
    expect(said.at(-1)).toBe('Found only by a wider search than assessors usually accept');
    expect(compReasonText({ kind: 'owner', seenAt: 'Zillow' })).toBe(
      'Supplied by the owner (seen on: Zillow); its distance is not known.',
    );
  });
});
