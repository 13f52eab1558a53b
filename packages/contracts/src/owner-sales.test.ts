import { describe, expect, it } from 'vitest';
import {
  OWNER_SALE_MESSAGES,
  ownerSaleDateProblem,
  ownerSaleInputSchema,
  ownerSaleWindow,
} from './owner-sales.ts';

const SALE = {
  address: '210 Oak Ave, Oakland',
  sale_date: '2026-02-14',
  price: '$955,000',
  sqft: '1,800',
  beds: '3',
  baths: '2.5',
  year_built: '',
  lot_sqft: '',
  seen_at: 'county recorder',
};

describe('a sale the owner adds (decision 249)', () => {
  it('reads the form’s text: dollars with commas, empty optional facts', () => {
    expect(ownerSaleInputSchema.parse(SALE)).toEqual({
      address: '210 Oak Ave, Oakland',
      sale_date: '2026-02-14',
      price: 955_000,
      sqft: 1_800,
      beds: 3,
      baths: 2.5,
      year_built: undefined,
      lot_sqft: undefined,
      seen_at: 'county recorder',
    });
  });

  it('names each bad or missing field with its message', () => {
    const fieldOf = (patch: Record<string, unknown>) => {
      const parsed = ownerSaleInputSchema.safeParse({ ...SALE, ...patch });
      expect(parsed.success).toBe(false);
      return parsed.error!.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(fieldOf({ price: '' })).toEqual([['price', OWNER_SALE_MESSAGES.price]]);
    expect(fieldOf({ sale_date: '' })).toEqual([['sale_date', OWNER_SALE_MESSAGES.saleDate]]);
    expect(fieldOf({ sale_date: '2026-13-01' })).toEqual([['sale_date', OWNER_SALE_MESSAGES.saleDate]]);
    expect(fieldOf({ beds: '' })).toEqual([['beds', OWNER_SALE_MESSAGES.beds]]);
    expect(fieldOf({ baths: '2.25' })).toEqual([['baths', OWNER_SALE_MESSAGES.baths]]);
    expect(fieldOf({ seen_at: ' ' })).toEqual([['seen_at', OWNER_SALE_MESSAGES.seenAt]]);
    expect(fieldOf({ year_built: '1066' })).toEqual([['year_built', OWNER_SALE_MESSAGES.yearBuilt]]);
  });

  it('counts a sale dated from 18 months before the lien date to March 31, never in the future', () => {
    expect(ownerSaleWindow('2026-01-01', '2026-08-17')).toEqual({
      earliest: '2024-07-01',
      latest: '2026-03-31',
      cutoff: '2026-03-31',
    });
    expect(ownerSaleDateProblem('2026-03-31', '2026-01-01', '2026-08-17')).toBeNull();
    expect(ownerSaleDateProblem('2024-07-01', '2026-01-01', '2026-08-17')).toBeNull();
    expect(ownerSaleDateProblem('2026-04-01', '2026-01-01', '2026-08-17')).toBe(
      OWNER_SALE_MESSAGES.afterCutoff('03/31/2026'),
    );
    expect(ownerSaleDateProblem('2024-06-30', '2026-01-01', '2026-08-17')).toBe(
      OWNER_SALE_MESSAGES.tooOld('07/01/2024'),
    );
    expect(ownerSaleDateProblem('2026-02-21', '2026-01-01', '2026-02-20')).toBe(OWNER_SALE_MESSAGES.future);
  });
});
