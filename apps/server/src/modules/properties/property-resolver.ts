import {
  foldText,
  normalizeAddressKey,
  normalizeCity,
  normalizeZip,
  searchStreetKey,
} from '@homie/contracts/address';
import { type AddressLine, parseAddressLine, unitKeys } from './address-line.ts';
import { ZIP_PLACES } from '@homie/contracts/data/zip-places';
import type { PropertiesRepository, PropertyRecord } from './properties.repository.ts';

/** What the owner told us about where the home is: one line, or the form's separate fields. */
export interface AddressInput {
  line?: string;
  street?: string;
  unit?: string;
  city?: string;
  zip?: string;
}

export type Resolution =
  | { kind: 'found'; property: PropertyRecord }
  | { kind: 'unreadable' }
  | { kind: 'not_found'; line: AddressLine }
  /** The address names a building of several recorded homes and no unit was given: ask which. */
  | { kind: 'unit_needed'; line: AddressLine };

const CANDIDATE_LIMIT = 400;
const streetLineOf = (key: string) => key.replace(/ #.*$/, '');
/**
 * A record's street line keyed by today's rules from its own fields, so a record stored under an
 * older key ("300 105TH STREET", "123 NORTH MAIN ST") is still found by what people type (decision 121).
 */
const recordStreetKey = (c: PropertyRecord) => searchStreetKey(`${c.streetNumber} ${c.streetName}`);
const DIRECTIONAL_SPELLINGS = new Map(
  Object.entries({
    N: 'NORTH',
    S: 'SOUTH',
    E: 'EAST',
    W: 'WEST',
    NE: 'NORTHEAST',
    NW: 'NORTHWEST',
    SE: 'SOUTHEAST',
    SW: 'SOUTHWEST',
  }).flatMap(([short, long]) => [
    [short, long],
    [long, short],
  ]),
);
const unitOf = (key: string) => /#(.+)$/.exec(key)?.[1] ?? null;

/**
 * Finds the one property an address names. The house number and ZIP narrow the search on the
 * address index; the street is then matched word by word against each candidate's normalised street
 * line (so "Lane" and "Ln" agree), the words left over must name the city, and the unit must match
 * when the building has units.
 */
export async function resolveProperty(
  repository: PropertiesRepository,
  input: AddressInput,
): Promise<Resolution> {
  const text = input.street
    ? [input.street, input.city ?? '', input.zip ?? ''].join(' ')
    : (input.line ?? '');
  const line = parseAddressLine(text);
  if (input.street && input.unit) line.unit = foldText(input.unit) || line.unit;
  if (input.zip && normalizeZip(input.zip)) line.zip = normalizeZip(input.zip);
  if (!line.number || line.rest.length === 0) return { kind: 'unreadable' };
  const first = line.rest[0]!;
  // Without a ZIP the street's first word narrows the search, in both its spellings when it is a
  // directional (a record may be keyed "N MAIN ST" or, imported before decision 121, "NORTH MAIN ST").
  const prefixes = line.zip
    ? [`${line.number} `]
    : [...new Set([first, DIRECTIONAL_SPELLINGS.get(first) ?? first])].map((w) => `${line.number} ${w}`);
  const candidates = (
    await Promise.all(prefixes.map((p) => repository.byAddressPrefix(p, line.zip, CANDIDATE_LIMIT)))
  ).flat();
  const matches = bestStreetMatches(candidates, line, input.city);
  const chosen = pickUnit(matches, line.unit);
  if (chosen) return { kind: 'found', property: chosen };
  // A building's street line with no unit, and no home recorded without one: the owner lives in one
  // of its units (the autocomplete offers the building's line above them, as Google does).
  if (unitKeys(line.unit).length === 0 && matches.length > 1) return { kind: 'unit_needed', line };
  return { kind: 'not_found', line };
}

/** Candidates whose street line equals the most words of the input, with the rest naming their city. */
function bestStreetMatches(candidates: PropertyRecord[], line: AddressLine, city?: string): PropertyRecord[] {
  for (let words = line.rest.length; words >= 1; words -= 1) {
    const typed = `${line.number} ${line.rest.slice(0, words).join(' ')}`;
    const key = normalizeAddressKey(typed);
    const searchKey = searchStreetKey(typed);
    const wantedCity = normalizeCity(line.rest.slice(words).join(' ')) || (city ? normalizeCity(city) : '');
    // With a ZIP the city is only a hint (mailing city names vary); without one it must match.
    const matches = candidates.filter(
      (c) =>
        (recordStreetKey(c) === searchKey || streetLineOf(c.addressNormalized) === key) &&
        (line.zip || !wantedCity || normalizeCity(c.city) === wantedCity),
    );
    // Without a ZIP, the same street line in two ZIP codes is ambiguous: ask for the ZIP rather than guess.
    if (matches.length > 0) return new Set(matches.map((m) => m.zip)).size === 1 ? matches : [];
  }
  return [];
}

function pickUnit(matches: PropertyRecord[], unit: string | null): PropertyRecord | null {
  if (matches.length === 0) return null;
  const keys = unitKeys(unit);
  if (keys.length === 0)
    return (
      matches.find((m) => unitOf(m.addressNormalized) === null) ?? (matches.length === 1 ? matches[0]! : null)
    );
  for (const key of keys) {
    const exact = matches.find((m) => unitOf(m.addressNormalized) === key);
    if (exact) return exact;
  }
  const [reduced] = keys.slice(-1);
  const byPrefix = matches.filter((m) => unitOf(m.addressNormalized)?.startsWith(reduced!));
  return byPrefix.length === 1 ? byPrefix[0]! : null;
}

let zipCentres: Map<string, { lat: number; lon: number; county: string; city: string }> | undefined;

/**
 * The centre of a ZIP code of a supported county, from the USPS/GeoNames centroids the generator
 * also uses (contracts' data/zip-places.ts, real public data): where a home missing from the records
 * is assumed to be when no place details locate it (issue 14 item 2).
 */
export function zipCentreOf(zip: string): { lat: number; lon: number; county: string; city: string } | null {
  if (!zipCentres) {
    zipCentres = new Map();
    for (const [county, rows] of Object.entries(ZIP_PLACES))
      for (const row of rows) {
        const [code = '', place = '', lat = '', lon = ''] = row.split('|');
        if (!zipCentres.has(code))
          zipCentres.set(code, { lat: Number(lat), lon: Number(lon), county, city: place });
      }
  }
  return zipCentres.get(zip) ?? null;
}
