import { describe, expect, it } from 'vitest';
import type { SaleCandidate } from './comp-types.ts';
import { dayOf } from './dates.ts';
import { dublinSubject, dublinTwinSale } from './comps.test-fixtures.ts';
import { resolveRollYear, saleWindowFor } from './lien-date.ts';
import { OWN_SALE_REASON } from './reasons.ts';
import { selectComparables } from './select-comparables.ts';

const window = saleWindowFor(2026, '2026-03-31');
const subject = dublinSubject();
let nextId = 10;
/** A sale `miles` north of the subject. */
const sale = (miles: number, patch: Partial<SaleCandidate> = {}): SaleCandidate => {
  nextId += 1;
  return dublinTwinSale(dayOf(2025, 10, 1), {
    saleId: nextId,
    propertyId: nextId,
    address: `${nextId} A St`,
    lat: 37.7 + miles / 69.05,
    ...patch,
  });
};

describe('selectComparables', () => {
  it('stays at the first step when three close comps qualify, best first, at most ten', () => {
    const pool = [...Array.from({ length: 14 }, (_, i) => sale(0.02 * (i + 1))), sale(1.5)];
    const result = selectComparables(subject, pool, window);
    expect(result.step.step).toBe(1);
    expect(result.comps).toHaveLength(10);
    const scores = result.comps.map((c) => c.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(result.comps[0]!.reasons).toContain('Same property type (Single-family)');
    expect(result.comps[0]!.reasons).toContain('Sold Oct 2025, 3 months before the lien date');
    const lastDays = selectComparables(subject, [sale(0.1, { saleDay: dayOf(2025, 12, 30) })], window, {
      minComps: 1,
    });
    expect(lastDays.comps[0]!.reasons).toContain('Sold Dec 2025, 2 days before the lien date');
  });
  it('widens distance, size and age step by step until enough are found', () => {
    const pool = [sale(0.3), sale(0.8, { sqft: 2250 }), sale(0.9, { yearBuilt: 2004 }), sale(1.7)];
    // Six by default (MIN_COMPS, decision 125): with four in the pool the search runs to its last step.
    expect(selectComparables(subject, pool, window).step.step).toBe(5);
    const third = selectComparables(subject, pool, window, { minComps: 3 });
    expect(third.step.step).toBe(3);
    expect(third.comps).toHaveLength(3);
    const fourth = selectComparables(
      subject,
      [sale(0.3), sale(1.2), sale(1.7, { saleDay: dayOf(2024, 9, 1) })],
      window,
      { minComps: 3 },
    );
    expect(fourth.step.step).toBe(4);
    expect(fourth.comps).toHaveLength(3);
  });
  it('never takes another type, sales after March 31 or outside the window', () => {
    const pool = [
      sale(0.1, { propertyType: 'condo' }),
      sale(0.1, { saleDay: dayOf(2026, 4, 2) }),
      sale(0.1, { saleDay: dayOf(2023, 1, 1) }),
      sale(0.1, { saleDay: dayOf(2026, 3, 30) }),
    ];
    const result = selectComparables(subject, pool, window);
    expect(result.comps.map((c) => c.sale.saleId)).toEqual([pool[3]!.saleId]);
    expect(result.comps[0]!.reasons.join(' ')).toMatch(/after the lien date and by March 31/);
  });
  it("takes the home's own latest sale in the window, said first as such (R&T §110(b), decision 245)", () => {
    const own = sale(0, { propertyId: subject.propertyId!, saleDay: dayOf(2025, 9, 1) });
    const older = { ...own, saleId: 998, saleDay: dayOf(2025, 2, 1) };
    const result = selectComparables(subject, [older, own, sale(0.2), sale(0.3)], window);
    const mine = result.comps.filter((c) => c.sale.propertyId === subject.propertyId);
    expect(mine.map((c) => c.sale.saleId)).toEqual([own.saleId]);
    expect(mine[0]!.reasons[0]).toBe(OWN_SALE_REASON);
    expect(result.comps.find((c) => c.sale.propertyId !== subject.propertyId)!.reasons).not.toContain(
      OWN_SALE_REASON,
    );
  });
  it('keeps one sale per property, the latest, and drops sales that cannot be market sales', () => {
    const a = sale(0.1, { saleDay: dayOf(2025, 3, 1), price: 800_000 });
    const again = { ...a, saleId: 999, saleDay: dayOf(2025, 9, 1), price: 880_000 };
    const family = sale(0.2, { price: 6_500 });
    const pool = [a, again, family, sale(0.2), sale(0.3), sale(0.4)];
    const ids = selectComparables(subject, pool, window).comps.map((c) => c.sale.saleId);
    expect(ids).toContain(999);
    expect(ids).not.toContain(a.saleId);
    expect(ids).not.toContain(family.saleId);
  });
  it('marks comps found only beyond what assessors usually accept', () => {
    const result = selectComparables(subject, [sale(3), sale(3.5), sale(4)], window);
    expect(result.step.step).toBe(5);
    expect(result.comps[0]!.reasons.at(-1)).toMatch(/wider search than assessors usually accept/);
  });
});

describe('lien date', () => {
  it('follows the data: sales to March give that year, later sales the next', () => {
    expect(resolveRollYear('2026-03-31')).toBe(2026);
    expect(resolveRollYear('2020-12-04')).toBe(2021);
    expect(resolveRollYear('2020-12-04', 2020)).toBe(2020);
  });

  it('with no sales, takes the roll year from the calendar in California, not a constant', () => {
    expect(resolveRollYear(null, null, new Date('2027-06-15T12:00:00Z'))).toBe(2027);
    expect(resolveRollYear(null, null, new Date('2030-02-01T12:00:00Z'))).toBe(2030);
    // 2 a.m. UTC on January 1 is still December 31 in California.
    expect(resolveRollYear(null, null, new Date('2028-01-01T02:00:00Z'))).toBe(2027);
    expect(resolveRollYear(null, 2024, new Date('2030-02-01T12:00:00Z'))).toBe(2024);
  });

  it('cuts the comparable window at March 31 of the roll year', () => {
    expect(saleWindowFor(2026, '2026-03-31')).toEqual({
      lienDay: dayOf(2026, 1, 1),
      latestDay: dayOf(2026, 3, 31),
    });
    expect(saleWindowFor(2021, '2020-12-04').latestDay).toBe(dayOf(2020, 12, 31));
  });
});
