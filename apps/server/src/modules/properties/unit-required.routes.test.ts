import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeCalls, useSeededTestApp } from './properties.test-helpers.ts';

/**
 * Decision 197: an address that names a building of several recorded homes, with no unit, is
 * neither a home "not in our records" (whose owner would be asked for its facts and valued at the
 * ZIP's centre) nor a guess between the units: the lookup and the analysis ask for the unit.
 */
const t = useSeededTestApp();
const { post } = routeCalls(t);
const BUILDING = { street: '500 Hansen Dr', city: 'Dublin', state: 'CA', zip: '94568' };

beforeAll(async () => {
  // A building of three condominiums, none recorded without its unit (the fixture's 6985 Calistoga Ln has one).
  await t.database.query(
    `insert into properties (apn, street_number, street_name, unit, city, zip, address_normalized, lat, lon, county,
       property_type, beds, baths, living_sqft, year_built, source)
     select '941-500-00' || u, '500', 'HANSEN DR', u, 'Dublin', '94568', '500 HANSEN DR #' || u, 37.7342, -121.8725,
            'alameda', 'condo', 2, 2, 1050, 2004, 'test'
       from unnest(array['A', 'B', 'C']) u`,
  );
});

const jobs = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from analysis_jobs'))[0]!.n;

describe('a building named without its unit', () => {
  it('is answered "enter your unit" by the lookup, in fields or in one line', async () => {
    for (const body of [BUILDING, { address: '500 Hansen Dr Dublin CA 94568' }]) {
      const res = await post('/api/lookup_property', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        data: null,
        error: PROPERTY_MESSAGES.unitRequired,
        code: 'address_unit_required',
        reason: 'unit_required',
      });
    }
  });

  it('finds the home once the unit is given, and a unit on no record is a home not in the records', async () => {
    const found = await post('/api/lookup_property', { ...BUILDING, unit: 'B' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.parsed_address).toMatchObject({ street: '500 Hansen Dr', unit: 'B' });
    const unknown = await post('/api/lookup_property', { ...BUILDING, unit: '9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'not_in_records', code: 'address_not_found' });
  });

  it('is not analysed without its unit, and nothing is stored', async () => {
    const before = await jobs();
    const res = await post('/manual_analysis', { ...BUILDING, unit: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      job_id: null,
      error: PROPERTY_MESSAGES.unitRequired,
      code: 'address_unit_required',
    });
    expect(await jobs()).toBe(before);
    const withUnit = await post('/manual_analysis', { ...BUILDING, unit: 'C' });
    expect(withUnit.statusCode).toBe(200);
    expect(withUnit.json().job_id).toEqual(expect.any(String));
  });
});
