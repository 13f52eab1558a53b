import { describe, expect, it } from 'vitest';
import { useSeededTestApp, routeCalls } from './properties.test-helpers.ts';

const t = useSeededTestApp();

const { post } = routeCalls(t);

describe('POST /api/lookup_property', () => {
  it('answers the spec shape for the line the client sends', async () => {
    const res = await post('/api/lookup_property', { address: '6985 Calistoga Ln Dublin CA 94568 ' });
    expect(res.statusCode).toBe(200);
    const { success, error, data } = res.json();
    expect(success).toBe(true);
    expect(error).toBeNull();
    expect(data.parsed_address).toEqual({
      street: '6985 Calistoga Ln',
      unit: '',
      city: 'Dublin',
      state: 'CA',
      zip: '94568',
    });
    expect(data.compass_data).toMatchObject({
      annual_tax: '$13,200',
      total_assessment: '$1,100,000',
      assessed_value: 1_100_000,
      bedrooms: 3,
      bathrooms: 2,
      square_footage: 1800,
      lot_sqft: 6000,
      lot_size: '6,000 sq ft',
      year_built: 1990,
      property_type: 'single_family',
      purchase_date: '2019-06-15',
      purchase_price: 820_000,
      last_sold_price: 820_000,
      tax_year: 2026,
      land_assessment: 440_000,
      improvements_assessment: 660_000,
    });
  });
  it('finds a unit by its reduced number and a pasted line with a spelled-out street type', async () => {
    const unit = (
      await post('/api/lookup_property', { address: '6985 Calistoga Ln Dublin CA 94568 1' })
    ).json();
    expect(unit.data.parsed_address.unit).toBe('1B');
    expect(unit.data.compass_data.property_type).toBe('condo');
    const pasted = (
      await post('/api/lookup_property', { address: '6985 Calistoga Lane, Pleasanton, CA 94566, USA' })
    ).json();
    expect(pasted.data.parsed_address.city).toBe('Pleasanton');
  });
  it('takes separate fields, and asks for the ZIP rather than guess between two cities', async () => {
    const fields = (
      await post('/api/lookup_property', { street: '6985 Calistoga Lane', zip: '94566' })
    ).json();
    expect(fields.data.parsed_address).toMatchObject({ city: 'Pleasanton', zip: '94566' });
    const byCity = (await post('/api/lookup_property', { address: '6985 Calistoga Ln Dublin CA' })).json();
    expect(byCity.data.parsed_address.zip).toBe('94568');
    const ambiguous = await post('/api/lookup_property', { address: '6985 Calistoga Ln' });
    expect(ambiguous.statusCode).toBe(404);
    expect(ambiguous.json().success).toBe(false);
  });
  it('answers success false with a clear error for unknown or unreadable addresses', async () => {
    const unknown = await post('/api/lookup_property', { address: '1 Nowhere Rd Dublin CA 94568' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, data: null });
    expect(unknown.json().error).toMatch(/could not find that address/);
    const garbage = await post('/api/lookup_property', { address: "'; drop table properties; --" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().success).toBe(false);
    expect((await post('/api/lookup_property', {})).statusCode).toBe(400);
    expect((await post('/api/lookup_property', { address: 42 })).statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/lookup_property',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ address: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const count = await t.database.query<{ n: number }>('select count(*)::int as n from properties');
    expect(count[0]!.n).toBe(35);
  });
});
