import { describe, expect, it } from 'vitest';
import { COUNTY_KEYS, type CountyKey } from './counties.ts';
import {
  COUNTY_NOT_SUPPORTED_MESSAGE,
  countyFromCity,
  countyOfZip,
  detectCounty,
} from './county-detection.ts';

const SAMPLES: Record<CountyKey, { zip: string; city: string }> = {
  alameda: { zip: '94568', city: 'Dublin' },
  san_mateo: { zip: '94401', city: 'San Mateo' },
  la: { zip: '90012', city: 'Los Angeles' },
  contra_costa: { zip: '94596', city: 'Walnut Creek' },
  san_bernardino: { zip: '92373', city: 'Redlands' },
  riverside: { zip: '92501', city: 'Riverside' },
  ventura: { zip: '93001', city: 'Ventura' },
  santa_clara: { zip: '95014', city: 'Cupertino' },
};

describe('detectCounty', () => {
  it.each(COUNTY_KEYS)('finds %s from its ZIP and from its city alone', (key) => {
    const { zip, city } = SAMPLES[key];
    expect(detectCounty({ zip, city })).toMatchObject({ supported: true, county: key });
    expect(detectCounty({ zip })).toMatchObject({ supported: true, county: key });
    expect(detectCounty({ city: `  ${city.toLowerCase()} ` })).toEqual({
      supported: true,
      county: key,
      source: 'city',
    });
  });

  it('lets the city choose among the counties of a ZIP that straddles them', () => {
    // 95033 (Los Gatos mountains): mostly Santa Cruz County by residential addresses, partly Santa Clara.
    expect(detectCounty({ zip: '95033' })).toMatchObject({ supported: false, countyName: 'Santa Cruz' });
    expect(detectCounty({ zip: '95033', city: 'Los Gatos' })).toEqual({
      supported: true,
      county: 'santa_clara',
      source: 'zip_and_city',
    });
    // 91361 (Westlake Village) straddles Ventura and Los Angeles counties, both parts with that name.
    expect(detectCounty({ zip: '91361' })).toMatchObject({ supported: true, county: 'ventura' });
    expect(detectCounty({ zip: '91361', city: 'Westlake Village' })).toMatchObject({ county: 'ventura' });
    // 94303: Palo Alto (Santa Clara) and East Palo Alto (San Mateo) share it.
    expect(detectCounty({ zip: '94303', city: 'Palo Alto' })).toMatchObject({ county: 'santa_clara' });
    expect(detectCounty({ zip: '94303', city: 'East Palo Alto' })).toMatchObject({ county: 'san_mateo' });
    expect(detectCounty({ zip: '94707', city: 'Kensington' })).toMatchObject({ county: 'contra_costa' });
    expect(detectCounty({ zip: '94707', city: 'Berkeley' })).toMatchObject({ county: 'alameda' });
  });

  it('reports an unsupported county clearly, with the spec message', () => {
    const orange = detectCounty({ zip: '92660', city: 'Newport Beach' });
    expect(orange).toEqual({
      supported: false,
      countyName: 'Orange',
      reason: 'ZIP code 92660 is in Orange County, which is not supported yet.',
      message: COUNTY_NOT_SUPPORTED_MESSAGE,
    });
    expect(detectCounty({ zip: '10001', city: 'Glendale' })).toMatchObject({
      supported: false,
      reason: 'ZIP code 10001 is not a California ZIP code.',
    });
    expect(detectCounty({ city: 'Atlantis' })).toMatchObject({ supported: false, countyName: null });
    expect(detectCounty({})).toMatchObject({
      supported: false,
      reason: 'No supported county matches a ZIP code or city.',
    });
  });

  it('accepts ZIP+4 and falls back to the city for an unknown California ZIP', () => {
    expect(detectCounty({ zip: '94568-1234' })).toMatchObject({ county: 'alameda' });
    expect(detectCounty({ zip: '90000', city: 'Pasadena' })).toEqual({
      supported: true,
      county: 'la',
      source: 'city',
    });
  });
});

describe('countyFromCity (spec §3 city lists)', () => {
  it('knows incorporated cities that are no ZIP place name, and resolves names the right way', () => {
    expect(countyFromCity('East Palo Alto')).toBe('san_mateo');
    expect(countyFromCity('Palo Alto')).toBe('santa_clara');
    expect(countyFromCity('La Quinta')).toBe('riverside');
    expect(countyFromCity('Agoura')).toBe('la');
    expect(countyFromCity('Irvine')).toBeNull();
    expect(countyFromCity('')).toBeNull();
  });
});

describe('countyOfZip', () => {
  it('names the county of any California ZIP', () => {
    expect(countyOfZip('92660')).toEqual({ fips: '059', name: 'Orange', key: null });
    expect(countyOfZip('90012')).toEqual({ fips: '037', name: 'Los Angeles', key: 'la' });
    expect(countyOfZip('abc')).toBeNull();
  });
});
