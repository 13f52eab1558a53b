/**
 * Address normalisation shared by the importers, the property search and the client (spec §5):
 * street-type abbreviation over the USPS Publication 28 suffix table (first match only), unit
 * reduced to its first digit run, case and whitespace folding. See docs/decisions/011.
 */
import { STREET_SUFFIXES } from './data/street-suffixes.ts';

/** Every USPS variant (upper case) → its standard abbreviation, e.g. AVENUE → AVE, AVEN → AVE. */
export const STREET_TYPE_ABBREVIATIONS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [primary, standard, ...variants] of STREET_SUFFIXES) {
    for (const word of [primary, standard, ...variants]) if (!map.has(word)) map.set(word, standard);
  }
  return map;
})();

const DIRECTIONALS = new Set([
  'N',
  'S',
  'E',
  'W',
  'NE',
  'NW',
  'SE',
  'SW',
  'NORTH',
  'SOUTH',
  'EAST',
  'WEST',
  'NORTHEAST',
  'NORTHWEST',
  'SOUTHEAST',
  'SOUTHWEST',
]);

/** USPS Publication 28 Appendix C2 secondary unit designators (and their spelled-out forms). */
const UNIT_DESIGNATORS = [
  'APARTMENT',
  'APT',
  'BUILDING',
  'BLDG',
  'DEPARTMENT',
  'DEPT',
  'FLOOR',
  'FL',
  'HANGAR',
  'HNGR',
  'LOT',
  'PENTHOUSE',
  'PH',
  'ROOM',
  'RM',
  'SPACE',
  'SPC',
  'SUITE',
  'STE',
  'TRAILER',
  'TRLR',
  'UNIT',
  'NO',
];
const DESIGNATOR = UNIT_DESIGNATORS.join('|');
const TRAILING_UNIT = new RegExp(
  `(?:\\s+(?:${DESIGNATOR})\\.?\\s*#?\\s*|\\s*#\\s*)([A-Z0-9][A-Z0-9-]*)$`,
  'i',
);
const LEADING_DESIGNATOR = new RegExp(`^(?:(?:${DESIGNATOR})\\.?\\s*#?\\s*|#\\s*)`, 'i');

/**
 * Upper case, punctuation that never distinguishes addresses dropped, runs of whitespace folded.
 * Printable ASCII already upper-cased by `toUpperCase` and needing none of the rest (most typed
 * lines, every keystroke of the autocomplete) is answered after one scan (decision 186).
 */
export function foldText(value: string): string {
  let clean = true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // Outside printable ASCII, or punctuation dropped or turned into a space: the full fold.
    if (
      c < 0x20 ||
      c > 0x7e ||
      c === 0x22 ||
      c === 0x27 ||
      c === 0x2c ||
      c === 0x2e ||
      c === 0x3b ||
      c === 0x60
    )
      return foldTextFully(value);
    if (c === 0x20 && (i === 0 || i === value.length - 1 || value.charCodeAt(i - 1) === 0x20)) clean = false;
  }
  return clean ? value.toUpperCase() : foldTextFully(value);
}

/** `foldText` without its one-scan path: every step for every text (the answer is the same). */
export function foldTextFully(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[.'`"]/g, '')
    .replace(/[,;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §5: a unit is reduced to its first run of digits, or kept as is when it has none. */
export function reduceUnit(unit: string): string {
  const digits = /\d+/.exec(unit);
  return digits ? digits[0] : unit.trim();
}

/** "105th", "1st", "2ND", "3rd": a numbered street's name, never a house number (issue 14 item 6). */
const isOrdinal = (token: string) => /^\d+(?:ST|ND|RD|TH)[.,]?$/i.test(token);
/** A token starting with a digit ("12", "12B", "1/2") that is not an ordinal street name. */
const isHouseNumber = (token: string) => {
  const c = token.charCodeAt(0);
  return c >= 48 && c <= 57 && !isOrdinal(token);
};

/**
 * Spec §5: one street-type word of a street line becomes its USPS standard abbreviation
 * (Street → St, Avenue → Ave); nothing else changes. Only the first match is replaced, looking
 * from the end of the line where USPS puts the suffix, so "Lake Shore Drive" gives "Lake Shore Dr"
 * and not "Lake Shr Drive". The house number, a leading directional and the first word of the street
 * name are never taken for the type ("St Andrews Dr", "Avenue of the Stars"); a numbered street's
 * ordinal ("300 105th Street") is its name, not part of the house number, so it becomes "300 105th St".
 * The abbreviation keeps the case style of the word it replaces.
 */
export function abbreviateStreetType(street: string): string {
  const tokens = street.trim().split(/\s+/);
  let first = 0;
  while (first < tokens.length && isHouseNumber(tokens[first] ?? '')) first++;
  // A directional is skipped only when a name and a type follow it: in "123 North Street" it is the name.
  if (first < tokens.length - 2 && DIRECTIONALS.has(bare(tokens[first] ?? ''))) first++;
  for (let j = tokens.length - 1; j > first; j--) {
    const token = tokens[j] ?? '';
    const abbreviation = STREET_TYPE_ABBREVIATIONS.get(bare(token));
    if (!abbreviation) continue;
    tokens[j] = matchCase(abbreviation, token.replace(/[.,]+$/, '')) + (/,$/.test(token) ? ',' : '');
    break;
  }
  return tokens.join(' ');
}

const bare = (token: string) => {
  const last = token.charCodeAt(token.length - 1);
  const upper = token.toUpperCase();
  return last === 0x2e || last === 0x2c ? upper.replace(/[.,]+$/, '') : upper;
};

function matchCase(abbreviation: string, word: string): string {
  if (word === word.toUpperCase()) return abbreviation;
  if (word === word.toLowerCase()) return abbreviation.toLowerCase();
  return abbreviation.charAt(0) + abbreviation.slice(1).toLowerCase();
}

/** Spelled directionals and their USPS abbreviations (a Map: any typed word is looked up, decision 191). */
const DIRECTIONAL_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['NORTH', 'N'],
  ['SOUTH', 'S'],
  ['EAST', 'E'],
  ['WEST', 'W'],
  ['NORTHEAST', 'NE'],
  ['NORTHWEST', 'NW'],
  ['SOUTHEAST', 'SE'],
  ['SOUTHWEST', 'SW'],
]);

/**
 * A folded street line with a spelled-out leading or trailing directional abbreviated, the USPS way
 * ("123 NORTH MAIN ST" → "123 N MAIN ST", "9 OCEAN VIEW DR EAST" → "9 OCEAN VIEW DR E"). A directional
 * that is the street's name stays: "123 NORTH ST", "4 WEST AVE".
 */
export function abbreviateDirectionals(line: string): string {
  const tokens = line.split(' ');
  let i = 0;
  while (i < tokens.length - 1 && isHouseNumber(tokens[i] ?? '')) i++;
  const after = tokens.length - i - 1;
  const leading = DIRECTIONAL_ABBREVIATIONS.get(tokens[i] ?? '');
  if (leading && (after >= 2 || (after === 1 && !STREET_TYPE_ABBREVIATIONS.has(tokens[i + 1] ?? ''))))
    tokens[i] = leading;
  const last = tokens.length - 1;
  const trailing = DIRECTIONAL_ABBREVIATIONS.get(tokens[last] ?? '');
  if (trailing && last - i >= 2) tokens[last] = trailing;
  return tokens.join(' ');
}

/**
 * The key two street lines are compared by when searching (decision 121): the stored key with a
 * spelled-out directional abbreviated, so "123 North Main Street" and "123 N Main St" agree.
 */
export function searchStreetKey(street: string): string {
  return abbreviateDirectionals(normalizeAddressKey(street));
}

const SPELLED_DIRECTIONALS: ReadonlyMap<string, string> = new Map(
  [...DIRECTIONAL_ABBREVIATIONS].map(([long, short]) => [short, long]),
);

/** A folded line with a leading directional after the house number written the other way ("N" ↔ "NORTH"), or null. */
export function otherDirectionalSpelling(line: string): string | null {
  const tokens = line.split(' ');
  let i = 0;
  while (i < tokens.length - 1 && isHouseNumber(tokens[i] ?? '')) i++;
  const word = tokens[i] ?? '';
  const other = DIRECTIONAL_ABBREVIATIONS.get(word) ?? SPELLED_DIRECTIONALS.get(word);
  if (!other || i === 0 || i >= tokens.length - 1) return null;
  tokens[i] = other;
  return tokens.join(' ');
}

/** Splits a trailing unit ("#204", "Apt 4B", "Unit C", "Ste. 100") off a street line. */
export function splitUnit(line: string): { street: string; unit: string | null } {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  const match = TRAILING_UNIT.exec(trimmed);
  if (!match) return { street: trimmed, unit: null };
  const unit = match[1] ?? '';
  const street = trimmed.slice(0, match.index).trim();
  const byHash = match[0].trim().startsWith('#');
  // "45 N Floor Dr" is a street, not floor "DR": a worded unit has a digit or is one or two letters.
  const plausible =
    byHash || /\d/.test(unit) || (unit.length <= 2 && !STREET_TYPE_ABBREVIATIONS.has(unit.toUpperCase()));
  if (!plausible || !/[A-Z]/i.test(splitStreetNumber(street).name)) return { street: trimmed, unit: null };
  return { street, unit };
}

/** A unit as stored: designator words and spaces removed, upper case ("Apt. 4b" → "4B"). */
export function canonicalUnit(unit: string | null | undefined): string | null {
  if (!unit) return null;
  const value = foldText(unit).replace(LEADING_DESIGNATOR, '').replace(/\s+/g, '');
  return value === '' ? null : value;
}

/** Splits "123 1/2 Main St" into its house number and street name. */
export function splitStreetNumber(street: string): { number: string; name: string } {
  const tokens = street.trim().split(/\s+/);
  let i = 0;
  while (i < tokens.length - 1 && isHouseNumber(tokens[i] ?? '')) i++;
  return { number: tokens.slice(0, i).join(' '), name: tokens.slice(i).join(' ') };
}

/**
 * The key every property is stored and searched by (`properties.address_normalized`):
 * folded street line with its type abbreviated, then " #<unit>" when there is one,
 * e.g. ("123 Main Street", "Apt 4b") → "123 MAIN ST #4B". (Directionals stay as written in the
 * stored key, so re-imports keep matching; searches compare `searchStreetKey`.) A unit written into the street line is
 * found too. The stored unit keeps its letters so 4A and 4B stay two homes; the spec's reduced unit
 * ("4") is a prefix of it, so a search may fall back to `LIKE '123 MAIN ST #4%'`.
 */
export function normalizeAddressKey(street: string, unit?: string | null): string {
  const split = splitUnit(foldText(street));
  const line = abbreviateStreetType(split.street);
  const unitKey = canonicalUnit(unit) ?? canonicalUnit(split.unit);
  return unitKey ? `${line} #${unitKey}` : line;
}

/** City names compared the way the spec's county lists do: upper case, trimmed, folded. */
export function normalizeCity(city: string): string {
  return foldText(city).replace(/-/g, ' ');
}

/** The five-digit ZIP of "94568", "94568-1234", a truncated "94568-22" or " 94568 "; else null. */
export function normalizeZip(zip: string | number | null | undefined): string | null {
  if (zip === null || zip === undefined) return null;
  const match = /^\s*(\d{5})(?:-\d{0,4}|\d{4})?\s*$/.exec(String(zip));
  return match ? (match[1] ?? null) : null;
}
