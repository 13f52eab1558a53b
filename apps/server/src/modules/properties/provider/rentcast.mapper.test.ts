import { describe, expect, it } from 'vitest';
import { providerAddress } from './property-provider.ts';
import { RentcastPropertySchema } from './rentcast.client.ts';
import { homeOfRecord } from './rentcast.mapper.ts';

const record = (over: Record<string, unknown> = {}) =>
  RentcastPropertySchema.parse({
    formattedAddress: '1200 Ocean Ave, Apt 4B, Santa Monica, CA 90401',
    addressLine1: '1200 Ocean Avenue',
    addressLine2: 'Apt 4B',
    city: 'Santa Monica',
    state: 'CA',
    zipCode: '90401',
    latitude: 34.02,
    longitude: -118.5,
    propertyType: 'Condo',
    bedrooms: 2,
    bathrooms: 2,
    squareFootage: 1100,
    yearBuilt: 1972,
    lastSaleDate: '2019-06-01T00:00:00.000Z',
    lastSalePrice: 980000,
    taxAssessments: { '2025': { year: 2025, value: 1040000, land: 600000, improvements: 440000 } },
    propertyTaxes: { '2025': { year: 2025, total: 12480 } },
    history: {
      '2012-01-05': { event: 'Sale', date: '2012-01-05T00:00:00.000Z', price: 610000 },
      '2019-06-01': { event: 'Sale', date: '2019-06-01T00:00:00.000Z', price: 980000 },
      '2020-02-01': { event: 'Rental Listing', date: '2020-02-01T00:00:00.000Z', price: 4200 },
    },
    ...over,
  });

describe('homeOfRecord', () => {
  it('maps a record: address normalised with its unit, sales once each (no rentals), assessments with their tax', () => {
    const mapped = homeOfRecord(record(), '2026-11-26');
    expect(mapped).toMatchObject({
      home: {
        apnSynthetic: true,
        streetNumber: '1200',
        streetName: 'Ocean Ave',
        unit: '4B',
        addressNormalized: '1200 OCEAN AVE #4B',
        county: 'la',
        propertyType: 'condo',
        sales: [
          { date: '2019-06-01', price: 980000 },
          { date: '2012-01-05', price: 610000 },
        ],
        assessments: [
          { rollYear: 2025, land: 600000, improvements: 440000, total: 1040000, annualTax: 12480 },
        ],
      },
    });
    if ('home' in mapped) expect(mapped.home.apn).toMatch(/^SYN-[0-9A-F]{12}$/);
  });

  it('keeps the assessor ID, and refuses land, other states and unsupported counties', () => {
    expect(homeOfRecord(record({ assessorID: '4291-004-017' }))).toMatchObject({
      home: { apn: '4291-004-017', apnSynthetic: false },
    });
    expect(homeOfRecord(record({ propertyType: 'Land' }))).toEqual({ reason: 'not a home we value (Land)' });
    expect(homeOfRecord(record({ state: 'NV' }))).toEqual({ reason: 'not in California (NV)' });
    expect(homeOfRecord(record({ city: 'Irvine', zipCode: '92618' }))).toMatchObject({
      reason: expect.stringMatching(/Orange County/),
    });
  });
});

describe('providerAddress', () => {
  it('writes the address as one line for the provider', () => {
    expect(providerAddress({ street: '12 Oak St', unit: '4', city: 'Alameda', zip: '94501' })).toBe(
      '12 Oak St #4, Alameda, CA 94501',
    );
    expect(providerAddress({ street: '12 Oak St', unit: 'Apt 4', city: 'Alameda' })).toBe(
      '12 Oak St Apt 4, Alameda, CA',
    );
    expect(providerAddress({ line: '12 Oak St, Alameda, CA 94501, USA' })).toBe(
      '12 Oak St, Alameda, CA 94501',
    );
    expect(providerAddress({ line: '   ' })).toBeNull();
  });
});
