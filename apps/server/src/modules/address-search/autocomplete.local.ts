import {
  abbreviateStreetType,
  foldText,
  normalizeAddressKey,
  otherDirectionalSpelling,
} from '@homie/contracts/address';
import type { AutocompletePrediction, PlaceDetailsResponse } from '@homie/contracts/properties';
import { describe, localPlaceId, parseLocalPlaceId, placeDetailsOf } from './place-details.ts';
import type { AutocompleteRepository, AutocompleteRow, Place } from './address-search.repository.ts';
import type { PropertiesRepository } from '#modules/properties/properties.plugin.ts';

export const MAX_PREDICTIONS = 5;
/**
 * Rows read per prefix: a building's units collapse into one line, the ZIP hint reorders, and the
 * typed building lists its units, all over these rows (decision 127 keeps the count, narrows them).
 */
const FETCH = 60;

/** "Apt 4", "Unit 4", "Ste 4", "No. 4" typed after the street: the same as "#4". */
const UNIT_WORD =
  /\s+(?:APT|APARTMENT|UNIT|STE|SUITE|SPC|SPACE)(?:\s*#\s*|\s+|(?=\d))(?=[A-Z0-9-]*$)|\s*#\s*/;
/** Units of one building listed under its line when the owner has named it (issue 14 item 6). */
const UNITS_SHOWN = MAX_PREDICTIONS - 1;
/**
 * Units in the order a person counts them ("#2" before "#10"): the comparison `localeCompare(b, 'en',
 * { numeric: true })` makes, with its collator built once rather than on every call (decision 155).
 */
const collatorOrder = new Intl.Collator('en', { numeric: true }).compare;

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * `collatorOrder`'s sign, answered without the collator for the usual pair: one building's units,
 * the same text up to a final run of digits that does not start with 0 ("… #101" and "… #1002").
 * The numeric collation then orders by those runs' values; the collator answers every other pair
 * (decision 185). A building of 36 units took about 10 µs of collator calls a keystroke.
 */
export function unitOrder(a: string, b: string): number {
  let end = a.length;
  while (end > 0 && isDigit(a.charCodeAt(end - 1))) end--;
  const digits = a.length - end;
  const otherDigits = b.length - end;
  if (
    digits === 0 ||
    otherDigits <= 0 ||
    Math.max(digits, otherDigits) > 15 ||
    a.charCodeAt(end) === 48 ||
    b.charCodeAt(end) === 48 ||
    (end > 0 && isDigit(b.charCodeAt(end - 1)))
  )
    return collatorOrder(a, b);
  for (let k = 0; k < end; k++) if (a.charCodeAt(k) !== b.charCodeAt(k)) return collatorOrder(a, b);
  for (let k = end; k < b.length; k++) if (!isDigit(b.charCodeAt(k))) return collatorOrder(a, b);
  if (digits !== otherDigits) return digits - otherDigits;
  for (let k = end; k < a.length; k++) {
    const d = a.charCodeAt(k) - b.charCodeAt(k);
    if (d !== 0) return d;
  }
  return 0;
}

export interface AutocompleteHints {
  /** ZIP the owner already typed; homes there and in numerically close ZIPs rank first. */
  zip?: string | null;
}

/**
 * Address autocomplete over the property database. A line starting with a house number is a prefix
 * search on the COLLATE "C" address index (as typed, and with its street type abbreviated); no hit
 * falls back to trigram similarity among homes with that house number, so "6985 Calistgoa" still
 * finds Calistoga Ln. A line with no number is a prefix of street names (an expression index on the
 * address after its number, migration 0003), or else found inside addresses by the trigram index.
 * Units of one building collapse into one prediction unless a unit was typed.
 */
export function createLocalAutocomplete(repository: PropertiesRepository, search: AutocompleteRepository) {
  return {
    async predictions(query: string, hints: AutocompleteHints = {}): Promise<AutocompletePrediction[]> {
      const typed = foldText(query).replace(UNIT_WORD, ' #');
      // Folded text keeps one kind of space: fewer than three other characters are too few to search.
      let spaces = 0;
      for (let i = 0; i < typed.length; i++) if (typed.charCodeAt(i) === 32) spaces++;
      if (typed.length - spaces < 3) return [];
      const number = /^(\d+[A-Z]?)\s/.exec(typed)?.[1] ?? (/^\d+[A-Z]?$/.test(typed) ? typed : null);
      // "123 " (a space typed after the number): that house number whole, never 1231 (issue 53).
      const wholeNumber = number !== null && typed === number && /\s$/.test(query);
      const wantsUnit = typed.includes('#');
      const abbreviated = abbreviateStreetType(typed);
      // One list of rows per statement: a home found by two prefixes is in two lists.
      let lists: AutocompleteRow[][];
      let where: PlaceRows | null | undefined;
      if (number) {
        // As typed, with its street type abbreviated ("105th Street" → "105TH ST"), and with a
        // leading directional in its other spelling ("NORTH MAIN" ↔ "N MAIN"): records keep theirs as written.
        const other = otherDirectionalSpelling(abbreviated);
        const prefixes = [wholeNumber ? `${typed} ` : typed];
        if (abbreviated !== typed) prefixes.push(abbreviated);
        if (other && !prefixes.includes(other)) prefixes.push(other);
        // Usually one prefix: the line as typed is already abbreviated and names no directional.
        lists =
          prefixes.length === 1
            ? [await search.byAddressPrefix(prefixes[0]!, FETCH)]
            : await Promise.all(prefixes.map((p) => search.byAddressPrefix(p, FETCH)));
        // Only a line nothing starts with is taken for a typo; a line that matched is a prefix being typed.
        if (lists.every((rows) => rows.length === 0) && typed.length > number.length + 2) {
          // Typos seldom hit the street's first letter: look among that number's homes on streets
          // starting with it first, then among all homes with the number.
          const firstLetter = typed.slice(number.length + 1, number.length + 2);
          let rows = await search.similarWithPrefix(`${number} ${firstLetter}`, typed, FETCH);
          if (rows.length === 0) rows = await search.similarWithPrefix(`${number} `, typed, FETCH);
          lists = [rows];
        }
      } else {
        const prefixes = [...new Set([typed, abbreviateStreetType(`1 ${typed}`).slice(2)])];
        lists = await Promise.all(prefixes.map((p) => search.byStreetLinePrefix(p, FETCH)));
        // Text inside addresses only when the line names no street and no city.
        if (lists.every((rows) => rows.length === 0)) {
          where = await placeRows(search, typed, number);
          if (!where) lists = [await repository.containing(typed, FETCH)];
        }
      }
      let ranked = rank(lists, typed, abbreviated, number, hints.zip ?? null);
      // Homes by ZIP ("94705") or city ("berkeley", "Walnut Cr"), issue 53: after the homes with that
      // very house number (a ZIP is also a house number), before other prefixes; a city named whole
      // comes before streets merely starting with its name ("Berkeley" before "Berkeley Way").
      if (where === undefined) where = await placeRows(search, typed, number);
      if (where) {
        const found = rank([where.rows], typed, abbreviated, null, hints.zip ?? null);
        const first = number
          ? ranked.filter((r) => r.streetNumber === number)
          : where.wholeCity
            ? []
            : ranked;
        ranked = unique([...first, ...found, ...ranked]);
      }
      const { rows, listed } = withUnits(ranked, typed, number !== null && !wantsUnit);
      const seen = new Set<string>();
      const out: AutocompletePrediction[] = [];
      let previous: AutocompleteRow | undefined;
      for (let i = 0; i < rows.length; i++) {
        const property = rows[i]!;
        const kind = wantsUnit || !property.unit || (i >= 1 && i <= listed) ? ('p' as const) : ('s' as const);
        // A building's next unit shown without its unit reads as the line before it: skipped
        // without writing it again (decision 191; a building of 60 units wrote 60 lines).
        const again = kind === 's' && previous !== undefined && sameLine(previous, property);
        previous = kind === 's' ? property : undefined;
        if (again) continue;
        const description = describe(property, kind === 'p');
        if (seen.has(description)) continue;
        seen.add(description);
        out.push({ place_id: localPlaceId({ kind, propertyId: property.id }), description });
        if (out.length === MAX_PREDICTIONS) break;
      }
      return out;
    },

    async details(placeId: string): Promise<PlaceDetailsResponse['result'] | null> {
      const place = parseLocalPlaceId(placeId);
      if (!place) return null;
      const property = await repository.byId(place.propertyId);
      return property ? placeDetailsOf(property, place) : null;
    },
  };
}

/** Each home once, where it first appears. */
function unique(rows: AutocompleteRow[]): AutocompleteRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

interface PlaceRows {
  rows: AutocompleteRow[];
  /** Whether the line is a whole city's name. */
  wholeCity: boolean;
}

/** Cities as typed lines read them ("Walnut Creek" → "WALNUT CREEK"), folded once per name. */
const foldedCities = new Map<string, string>();
function foldedCity(city: string): string {
  let folded = foldedCities.get(city);
  if (folded === undefined) {
    folded = foldText(city);
    if (foldedCities.size > 20_000) foldedCities.clear();
    foldedCities.set(city, folded);
  }
  return folded;
}

/** A list of places' folded cities in sorted order, with each one's position in the list. */
interface PlaceFinder {
  folded: string[];
  at: number[];
}
/** Per list: the index answers the same list until its homes change (`places()` per version). */
const placeFinders = new WeakMap<readonly Place[], PlaceFinder>();

/**
 * The places whose folded city starts with `typed`, in the list's order (ZIP, then city). The
 * folded names are sorted once per list, so a line is a binary search and its matches, not a scan of
 * every (city, ZIP) pair (issue 48: the scan was the autocomplete's largest cost of its own).
 */
function placesStartingWith(places: readonly Place[], typed: string): Place[] {
  let finder = placeFinders.get(places);
  if (!finder) {
    const names = places.map((place) => foldedCity(place.city));
    const at = names
      .map((_, i) => i)
      .sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
    finder = { folded: at.map((i) => names[i]!), at };
    placeFinders.set(places, finder);
  }
  const { folded, at } = finder;
  // Names starting with `typed` are one run of the sorted names, from the first not below it.
  let lo = 0;
  let hi = folded.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (folded[mid]! < typed) lo = mid + 1;
    else hi = mid;
  }
  const hits: number[] = [];
  for (let i = lo; i < folded.length && folded[i]!.startsWith(typed); i++) hits.push(at[i]!);
  return hits.sort((a, b) => a - b).map((i) => places[i]!);
}

/**
 * Homes where the line names a place (issue 53): a five-digit line is a ZIP, its homes in address
 * order; a line without a house number is the start of a city's name, the homes of the matching
 * cities ZIP by ZIP (ascending), in address order within each, FETCH at most. The (city, ZIP) pairs
 * are the index's (a few thousand, filtered in memory); each ZIP is one range of the (zip, address)
 * index, stopped once FETCH homes are found. Null when the line names no place.
 */
async function placeRows(
  search: AutocompleteRepository,
  typed: string,
  number: string | null,
): Promise<PlaceRows | null> {
  if (number !== null) {
    if (typed !== number || !/^\d{5}$/.test(number)) return null;
    const rows = await search.byZip(number, null, FETCH);
    return rows.length > 0 ? { rows, wholeCity: false } : null;
  }
  const byZip = new Map<string, string[]>();
  for (const { city, zip } of placesStartingWith(await search.places(), typed)) {
    const cities = byZip.get(zip);
    if (cities) cities.push(city);
    else byZip.set(zip, [city]);
  }
  if (byZip.size === 0) return null;
  const rows: AutocompleteRow[] = [];
  // Places come in ZIP order; one statement per ZIP until FETCH homes are found.
  for (const [zip, cities] of byZip) {
    rows.push(...(await search.byZip(zip, cities, FETCH - rows.length)));
    if (rows.length >= FETCH) break;
  }
  // Named whole by a home found, not by a pair alone (the index may still hold a deleted home's pair).
  return rows.length > 0 ? { rows, wholeCity: rows.some((r) => foldedCity(r.city) === typed) } : null;
}

/** Whether two homes' lines without their units read the same (street, city, state and ZIP). */
const sameLine = (a: AutocompleteRow, b: AutocompleteRow) =>
  a.streetNumber === b.streetNumber &&
  a.streetName === b.streetName &&
  a.city === b.city &&
  a.state === b.state &&
  a.zip === b.zip;

/** A normalised address without its unit ("12 MAIN ST #4" → "12 MAIN ST"), without an expression. */
function streetLineOf(key: string): string {
  const hash = key.indexOf(' #');
  return hash < 0 ? key : key.slice(0, hash);
}

/**
 * When the owner has named one building (its whole street line typed, or the only building that
 * matches) and it holds units, its line is followed by its units, so a condo owner picks theirs;
 * other buildings follow, one line each. Answers the rows in that order and how many units follow
 * the first row, listed under their building's line (shown with their unit).
 */
function withUnits(
  ranked: AutocompleteRow[],
  typed: string,
  allowed: boolean,
): { rows: AutocompleteRow[]; listed: number } {
  const first = ranked[0];
  // One row names at most one unit: nothing to list under it.
  if (!allowed || !first || ranked.length < 2) return { rows: ranked, listed: 0 };
  // Each row's building (street line and ZIP), worked out when first needed: most lines name no
  // building, and the second row already says so (decision 185).
  const buildings: (string | undefined)[] = new Array(ranked.length);
  const building = (i: number) => {
    const row = ranked[i]!;
    buildings[i] ??= `${streetLineOf(row.addressNormalized)}|${row.zip}`;
    return buildings[i];
  };
  const target = building(0);
  const units = ranked.filter((r, i) => r.unit && building(i) === target);
  if (units.length < 2) return { rows: ranked, listed: 0 };
  // Only a building with units asks whether it was named: the typed line's key (about 3 µs) is
  // worked out for 0.6% of the bench's lines instead of 7.6% (those matching several buildings).
  let oneBuilding = true;
  for (let i = 1; i < ranked.length && oneBuilding; i++) oneBuilding = building(i) === target;
  const named = oneBuilding || streetLineOf(first.addressNormalized) === normalizeAddressKey(typed);
  if (!named) return { rows: ranked, listed: 0 };
  // Usually in order already (one building's units in address order): then not sorted again.
  if (!inOrder(units, (a, b) => unitOrder(a.addressNormalized, b.addressNormalized)))
    units.sort((a, b) => unitOrder(a.addressNormalized, b.addressNormalized));
  const listed = units.slice(0, UNITS_SHOWN);
  return {
    rows: [first, ...listed, ...ranked.filter((_, i) => building(i) !== target)],
    listed: listed.length,
  };
}

/** Whether `items` are in `order` already: a stable sort would then leave them as they are. */
function inOrder<T>(items: T[], order: (a: T, b: T) => number): boolean {
  for (let i = 1; i < items.length; i++) if (order(items[i - 1]!, items[i]!) > 0) return false;
  return true;
}

/**
 * A home's place in a street's list (street line, then house number), worked out once per row: a
 * street name's rows are the database's answer kept by the index, and ranked again on every
 * keystroke that repeats it (decision 191).
 */
const streetOrderKeys = new WeakMap<AutocompleteRow, string>();
function streetOrderKey(row: AutocompleteRow): string {
  let key = streetOrderKeys.get(row);
  if (key === undefined) {
    key = `${row.addressNormalized.replace(/^\S+ /, '')} ${row.streetNumber.padStart(8, '0')}`;
    streetOrderKeys.set(row, key);
  }
  return key;
}

/** Exact house number first, then a true prefix of what was typed, then the nearest ZIP, then A–Z. */
function rank(
  lists: AutocompleteRow[][],
  typed: string,
  abbreviated: string,
  number: string | null,
  zip: string | null,
): AutocompleteRow[] {
  // Each home once, where it first appears (one statement's rows are distinct already).
  let rows = lists[0] ?? [];
  if (lists.length > 1) {
    const seen = new Set<number>();
    rows = [];
    for (const list of lists)
      for (const r of list)
        if (!seen.has(r.id)) {
          seen.add(r.id);
          rows.push(r);
        }
  }
  // One row (most keystrokes once the street is under way) is already in order.
  if (rows.length < 2) return rows;
  const wanted = zip ? Number(zip) : 0;
  const scores = rows.map(
    (r) =>
      (number !== null && (r.streetNumber === number || r.streetNumber.toUpperCase() === number) ? 4 : 0) +
      (r.addressNormalized.startsWith(typed) || r.addressNormalized.startsWith(abbreviated) ? 2 : 0) +
      (zip ? 1 - Math.min(1, Math.abs(Number(r.zip) - wanted) / 50) : 0),
  );
  // Without a house number, homes of one street stay together, in house-number order.
  const keys = number !== null ? rows.map((r) => r.addressNormalized) : rows.map(streetOrderKey);
  const order = (a: number, b: number) =>
    scores[b]! - scores[a]! ||
    (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0) ||
    rows[a]!.zip.localeCompare(rows[b]!.zip);
  // Positions sorted (a stable sort: equal rows keep their order), then the rows in that order; a
  // prefix's one list is usually in that order already (decision 191).
  const positions = rows.map((_, i) => i);
  if (inOrder(positions, order)) return rows;
  return positions.sort(order).map((i) => rows[i]!);
}
