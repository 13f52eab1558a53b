import { describe, expect, it } from 'vitest';
import {
  analysisRequestSchema,
  autocompleteQuerySchema,
  comparablePropertySchema,
  lookupRequestSchema,
  queryResultQuerySchema,
} from './properties.ts';

const base = { street: '123 Main St', city: 'Dublin', state: 'CA', zip: '94568' };

describe('analysisRequestSchema', () => {
  it('accepts numbers, numeric form text and empty fields', () => {
    const parsed = analysisRequestSchema.parse({
      ...base,
      beds: '3',
      baths: 2.5,
      sqft: '1,850',
      lot_sqft: '',
      year_built: null,
      property_type: 'condo',
      assessed_value: '837692',
    });
    expect(parsed).toMatchObject({ beds: 3, baths: 2.5, sqft: 1850, lot_sqft: null, year_built: null });
    expect(parsed.property_type).toBe('condo');
    expect(parsed.assessed_value).toBe(837_692);
    expect(parsed.unit).toBe('');
    expect(parsed.notes).toBe('');
  });
  it("accepts the details form's names for the same facts", () => {
    const parsed = analysisRequestSchema.parse({
      ...base,
      square_footage: '2,100',
      bedrooms: 4,
      bathrooms: '2.5',
      lotSize: 7000,
      yearBuilt: 1978,
      propertyType: 'townhouse',
      additionalNotes: 'New roof in 2024.',
    });
    expect(parsed).toMatchObject({
      sqft: 2100,
      beds: 4,
      baths: 2.5,
      lot_sqft: 7000,
      year_built: 1978,
      property_type: 'townhouse',
    });
    expect(parsed.notes).toBe('New roof in 2024.');
    expect(analysisRequestSchema.parse({ ...base, sqft: 1000, square_footage: 2000 }).sqft).toBe(1000);
  });
  it('leaves unknown facts null and the property type empty', () => {
    const parsed = analysisRequestSchema.parse({ street: '1 A St', property_type: '' });
    expect(parsed).toMatchObject({ beds: null, sqft: null, property_type: null });
  });
  it.each([
    [{ sqft: -5 }, 'sqft must be between 100 and 100,000.'],
    [{ sqft: 'NaN' }, 'sqft must be a number.'],
    [{ sqft: Number.NaN }, 'sqft must be a number.'],
    [{ beds: 2.5 }, 'beds must be a whole number.'],
    [{ year_built: 3000 }, 'year_built must be between 1,800 and 2,100.'],
    [{ year_built: 2099 }, 'year_built cannot be in the future.'],
    [
      { property_type: 'castle' },
      'property_type must be one of single_family, condo, townhouse, multi_family.',
    ],
    [{ street: '   ' }, 'street is required.'],
    [{ street: 'x'.repeat(201) }, 'street must be at most 200 characters.'],
    [{ beds: { $gt: 1 } }, 'beds must be a number.'],
  ])('refuses %j with a clear message', (patch, message) => {
    const result = analysisRequestSchema.safeParse({ ...base, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('other request schemas', () => {
  it('needs an address line or a street for a lookup', () => {
    expect(lookupRequestSchema.safeParse({}).success).toBe(false);
    expect(lookupRequestSchema.parse({ address: ' 1 Main St Dublin CA 94568 ' }).address).toBe(
      '1 Main St Dublin CA 94568',
    );
  });
  it('bounds autocomplete queries and job ids', () => {
    expect(autocompleteQuerySchema.safeParse({ query: 'x'.repeat(201) }).success).toBe(false);
    expect(autocompleteQuerySchema.safeParse({}).success).toBe(false);
    expect(queryResultQuerySchema.safeParse({ job_id: '' }).success).toBe(false);
  });
  it('keeps similarity scores inside 0..1', () => {
    const comp = {
      address: '1 A St',
      city: 'X',
      zip: '94568',
      property_type: 'condo',
      sold_price: 1,
      sold_date: '2026-01-01',
      beds: null,
      baths: null,
      sqft: null,
      lot_sqft: null,
      year_built: null,
      latitude: 0,
      longitude: 0,
      distance_miles: 0,
      similarity_score: 1.2,
      time_adjusted_price: 1,
      adjusted_price: 1,
      adjustments: { living_area: 0, age: 0, beds: 0, baths: 0, lot: 0, location: 0 },
      gross_adjustment_pct: 0,
      weight: 1,
      reasons: [],
    };
    expect(comparablePropertySchema.safeParse(comp).success).toBe(false);
    expect(comparablePropertySchema.safeParse({ ...comp, similarity_score: 0.8 }).success).toBe(true);
  });
});
