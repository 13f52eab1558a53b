import { describe, expect, it } from 'vitest';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from './counties.ts';
import {
  COUNTY_NOT_SUPPORTED_MESSAGE,
  countyFromCity,
  countyOfCity,
  countyOfZip,
  detectCounty,
} from './county-detection.ts';
import { SPLIT_ZIPS } from './data/ca-zip-counties.ts';
import { INCORPORATED_CITIES } from './data/incorporated-cities.ts';

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
    // 91361 straddles Ventura (Thousand Oaks' Westlake) and Los Angeles (the city of Westlake Village):
    // the ZIP alone goes to the larger share, the incorporated city's name to its county (decision 101).
    expect(detectCounty({ zip: '91361' })).toMatchObject({ supported: true, county: 'ventura' });
    expect(detectCounty({ zip: '91361', city: 'Westlake Village' })).toMatchObject({ county: 'la' });
    expect(detectCounty({ zip: '91361', city: 'Westlake' })).toMatchObject({ county: 'ventura' });
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

// Issue 16 item 5: every incorporated city of the eight counties, and the neighbours' cities that share
// a ZIP or a mailing name with them (decision 101).
const CITY_COUNTS: Record<CountyKey, number> = {
  alameda: 14,
  san_mateo: 20,
  la: 88,
  contra_costa: 19,
  san_bernardino: 24,
  riverside: 28,
  ventura: 10,
  santa_clara: 15,
};
const CITY_ROWS = Object.entries(INCORPORATED_CITIES).flatMap(([fips, cities]) =>
  cities.map((city) => {
    const key = COUNTY_KEYS.find((k) => COUNTIES[k].fips === `06${fips}`) ?? null;
    return { fips, city, key };
  }),
);

describe('incorporated cities (the full table)', () => {
  it.each(COUNTY_KEYS)('lists every incorporated city of %s', (key) => {
    expect(INCORPORATED_CITIES[COUNTIES[key].fips.slice(2)]).toHaveLength(CITY_COUNTS[key]);
  });

  it('never names one city in two counties', () => {
    const names = CITY_ROWS.map((r) => r.city.toUpperCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CITY_ROWS)('$city alone is in its own county ($fips)', ({ fips, city, key }) => {
    const result = detectCounty({ city });
    if (key) expect(result).toEqual({ supported: true, county: key, source: 'city' });
    else expect(result).toMatchObject({ supported: false, countyName: countyOfCity(city)?.name });
    expect(countyOfCity(city)?.fips).toBe(fips);
    expect(countyFromCity(city)).toBe(key);
  });

  it('lets the city decide on every ZIP it shares with another county', () => {
    let checked = 0;
    for (const [zip, counties] of Object.entries(SPLIT_ZIPS)) {
      if (counties.length < 2) continue;
      for (const { fips, city, key } of CITY_ROWS) {
        if (!counties.includes(fips)) continue;
        const result = detectCounty({ zip, city });
        if (key)
          expect(result, `${zip} ${city}`).toEqual({ supported: true, county: key, source: 'zip_and_city' });
        else expect(result.supported, `${zip} ${city}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it.each([
    { zip: '91361', city: 'Westlake Village', county: 'la' },
    { zip: '91362', city: 'Westlake Village', county: 'la' },
    { zip: null, city: 'Westlake Village', county: 'la' },
    { zip: '91361', city: 'Thousand Oaks', county: 'ventura' },
    { zip: '91362', city: 'Thousand Oaks', county: 'ventura' },
    { zip: '94062', city: 'Woodside', county: 'san_mateo' },
    { zip: null, city: 'Woodside', county: 'san_mateo' },
    { zip: '90274', city: 'Rolling Hills', county: 'la' },
    { zip: null, city: 'Rolling Hills', county: 'la' },
    { zip: '94303', city: 'East Palo Alto', county: 'san_mateo' },
    { zip: '94303', city: 'Palo Alto', county: 'santa_clara' },
    { zip: '94128', city: 'San Francisco', county: 'san_mateo' }, // SFO: in San Mateo, mailed "San Francisco"
    { zip: '93001', city: 'Ventura', county: 'ventura' },
    { zip: null, city: 'San Buenaventura', county: 'ventura' },
    { zip: null, city: 'La Cañada Flintridge', county: 'la' },
    { zip: null, city: 'City of Industry', county: 'la' },
  ] as const)('$city $zip → $county', ({ zip, city, county }) => {
    expect(detectCounty({ zip, city })).toMatchObject({ supported: true, county });
  });

  it('sends San Francisco and the Orange County border cities to no supported county, naming it', () => {
    const sf = {
      supported: false,
      countyName: 'City and County of San Francisco',
      message: COUNTY_NOT_SUPPORTED_MESSAGE,
    };
    expect(detectCounty({ zip: '94014', city: 'San Francisco' })).toMatchObject({
      ...sf,
      reason: 'San Francisco is in the City and County of San Francisco, which is not supported yet.',
    });
    expect(detectCounty({ city: 'San Francisco' })).toMatchObject(sf);
    expect(detectCounty({ zip: '94112', city: 'San Francisco' })).toMatchObject(sf);
    expect(detectCounty({ zip: '94112' })).toMatchObject(sf);
    expect(countyFromCity('San Francisco')).toBeNull();
    for (const [zip, city] of [
      ['90631', 'La Habra'],
      ['90623', 'La Palma'],
      ['90630', 'Cypress'],
      [null, 'Brea'],
      [null, 'Seal Beach'],
      [null, 'Yorba Linda'],
      [null, 'Los Alamitos'],
    ] as const) {
      expect(detectCounty({ zip, city }), city).toMatchObject({ supported: false, countyName: 'Orange' });
    }
    // Hollister on its ZIP that reaches Santa Clara; Tracy on one that reaches Alameda.
    expect(detectCounty({ zip: '95023', city: 'Hollister' })).toMatchObject({ countyName: 'San Benito' });
    expect(detectCounty({ zip: '95377', city: 'Tracy' })).toMatchObject({ countyName: 'San Joaquin' });
  });
});
