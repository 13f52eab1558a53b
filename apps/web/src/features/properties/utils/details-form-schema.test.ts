import { describe, expect, it } from 'vitest';
import { detailsFormSchema, labelToPropertyType, PROPERTY_TYPE_OPTIONS } from './details-form-schema.ts';

const valid = {
  livingAreaSize: '1,650',
  lotSize: '6098',
  bedrooms: '3',
  bathrooms: '2.5',
  propertyType: 'condo',
  yearBuilt: '',
  additionalNotes: '',
};
const errors = (input: object) => {
  const parsed = detailsFormSchema.safeParse({ ...valid, ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('details form rules', () => {
  it('parses the fields into numbers', () => {
    expect(detailsFormSchema.parse(valid)).toEqual({
      ...valid,
      livingAreaSize: 1650,
      lotSize: 6098,
      bedrooms: 3,
      bathrooms: 2.5,
      yearBuilt: null,
    });
  });

  it('enforces the four fields marked required', () => {
    expect(errors({ livingAreaSize: '', lotSize: ' ', bedrooms: '', bathrooms: '' })).toEqual([
      'Living area is required.',
      'Lot size is required.',
      'Bedrooms is required.',
      'Bathrooms is required.',
    ]);
  });

  it('refuses absurd values', () => {
    expect(errors({ livingAreaSize: '-5' })).toEqual(['Living area must be between 100 and 100,000.']);
    expect(errors({ bedrooms: '2.5' })).toEqual(['Bedrooms must be a whole number.']);
    expect(errors({ bathrooms: 'lots' })).toEqual(['Bathrooms must be a number.']);
    expect(errors({ yearBuilt: '3000' })[0]).toMatch(/^Year built must be a year between 1800 and/);
    expect(errors({ propertyType: 'castle' })).toEqual(['Choose a property type.']);
  });

  it('offers all four property types, valued as the spec maps labels', () => {
    expect(PROPERTY_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Single-family',
      'Condo',
      'Townhouse',
      'Multi-family',
    ]);
    for (const option of PROPERTY_TYPE_OPTIONS) expect(labelToPropertyType(option.label)).toBe(option.value);
  });
});
