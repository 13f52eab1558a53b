import { describe, expect, it } from 'vitest';
import {
  abbreviateDirectionals,
  abbreviateStreetType,
  canonicalUnit,
  foldText,
  foldTextFully,
  normalizeAddressKey,
  normalizeCity,
  normalizeZip,
  otherDirectionalSpelling,
  reduceUnit,
  searchStreetKey,
  splitStreetNumber,
  splitUnit,
  STREET_TYPE_ABBREVIATIONS,
} from './address.ts';
import { STREET_SUFFIXES } from './data/street-suffixes.ts';

describe('abbreviateStreetType', () => {
  it.each([
    ['123 Main Street', '123 Main St'],
    ['45 Ocean Avenue', '45 Ocean Ave'],
    ['9 Sunset Boulevard', '9 Sunset Blvd'],
    ['77 Hillcrest Drive', '77 Hillcrest Dr'],
    ['1 Mountain Road', '1 Mountain Rd'],
    ['12 Elm Terrace', '12 Elm Ter'],
    ['12 Oak Crossing', '12 Oak Xing'],
  ])('spec examples and the wider USPS table: %s', (input, expected) => {
    expect(abbreviateStreetType(input)).toBe(expected);
  });

  it('replaces only the first match, looking from the suffix end of the line', () => {
    expect(abbreviateStreetType('10 Lake Shore Drive')).toBe('10 Lake Shore Dr');
    expect(abbreviateStreetType('10 Mission Court Street')).toBe('10 Mission Court St');
    expect(abbreviateStreetType('10 Ocean View Drive East')).toBe('10 Ocean View Dr East');
  });

  it('never takes the house number, a leading directional or the first name word for the type', () => {
    expect(abbreviateStreetType('5 St Andrews Drive')).toBe('5 St Andrews Dr');
    expect(abbreviateStreetType('200 Park Avenue')).toBe('200 Park Ave');
    expect(abbreviateStreetType('200 N Court Street')).toBe('200 N Court St');
    expect(abbreviateStreetType('1901 Avenue of the Stars')).toBe('1901 Avenue of the Stars');
    expect(abbreviateStreetType('100 Broadway')).toBe('100 Broadway');
  });

  it('keeps the case style and trailing punctuation of the replaced word', () => {
    expect(abbreviateStreetType('123 MAIN STREET')).toBe('123 MAIN ST');
    expect(abbreviateStreetType('123 main street')).toBe('123 main st');
    expect(abbreviateStreetType('123 Main Street, Apt 4')).toBe('123 Main St, Apt 4');
  });

  it('accepts already abbreviated and variant spellings', () => {
    expect(abbreviateStreetType('4 Elm Av')).toBe('4 Elm Ave');
    expect(abbreviateStreetType('4 Elm Ave.')).toBe('4 Elm Ave');
    expect(abbreviateStreetType('')).toBe('');
  });
});

describe('the USPS suffix table', () => {
  it('covers Publication 28 C1 and maps every variant to a standard abbreviation', () => {
    expect(STREET_SUFFIXES.length).toBeGreaterThanOrEqual(200);
    expect(STREET_TYPE_ABBREVIATIONS.get('BOULEVARD')).toBe('BLVD');
    expect(STREET_TYPE_ABBREVIATIONS.get('CRSSNG')).toBe('XING');
    expect(STREET_TYPE_ABBREVIATIONS.get('KNOLL')).toBe('KNL');
    for (const [, standard] of STREET_SUFFIXES) expect(standard).toMatch(/^[A-Z]+$/);
  });
});

describe('units', () => {
  it('reduces a unit to its first digit run, or keeps it (spec §5)', () => {
    expect(reduceUnit('Apt 4B')).toBe('4');
    expect(reduceUnit('#12-3')).toBe('12');
    expect(reduceUnit(' C ')).toBe('C');
  });

  it('splits a trailing unit off a street line', () => {
    expect(splitUnit('6985 Calistoga Ln #204')).toEqual({ street: '6985 Calistoga Ln', unit: '204' });
    expect(splitUnit('1 Elm St Apt. 4B')).toEqual({ street: '1 Elm St', unit: '4B' });
    expect(splitUnit('1 Elm St UNIT C')).toEqual({ street: '1 Elm St', unit: 'C' });
    expect(splitUnit('1 Elm St Ste 100')).toEqual({ street: '1 Elm St', unit: '100' });
  });

  it('does not mistake street words for units', () => {
    expect(splitUnit('45 N Floor Dr')).toEqual({ street: '45 N Floor Dr', unit: null });
    expect(splitUnit('123 Unit Rd')).toEqual({ street: '123 Unit Rd', unit: null });
    expect(splitUnit('123 #4')).toEqual({ street: '123 #4', unit: null });
  });

  it('stores units without designators', () => {
    expect(canonicalUnit('Apt. 4b')).toBe('4B');
    expect(canonicalUnit('#12')).toBe('12');
    expect(canonicalUnit('  ')).toBeNull();
    expect(canonicalUnit(null)).toBeNull();
  });
});

describe('normalizeAddressKey', () => {
  it('folds case, whitespace and punctuation and abbreviates the type', () => {
    expect(normalizeAddressKey('  123   main  Street. ')).toBe('123 MAIN ST');
    expect(normalizeAddressKey('123 Main St')).toBe(normalizeAddressKey('123 MAIN STREET'));
    expect(normalizeAddressKey('12 Café Way')).toBe('12 CAFE WAY');
  });

  it('appends the unit, whether given apart or inside the street line', () => {
    expect(normalizeAddressKey('123 Main Street', 'Apt 4b')).toBe('123 MAIN ST #4B');
    expect(normalizeAddressKey('123 Main Street Apt 4b')).toBe('123 MAIN ST #4B');
    expect(normalizeAddressKey('123 Main Street #4B', '')).toBe('123 MAIN ST #4B');
  });

  it('lets the spec reduced unit find the stored one by prefix', () => {
    const stored = normalizeAddressKey('123 Main Street', 'Apt 4B');
    const typed = normalizeAddressKey('123 Main St', reduceUnit('Apt 4B'));
    expect(stored.startsWith(typed)).toBe(true);
  });
});

describe('other helpers', () => {
  it('splits the house number', () => {
    expect(splitStreetNumber('123 1/2 Main St')).toEqual({ number: '123 1/2', name: 'Main St' });
    expect(splitStreetNumber('Main St')).toEqual({ number: '', name: 'Main St' });
  });

  it('normalises cities and ZIPs', () => {
    expect(normalizeCity('  san   jose ')).toBe('SAN JOSE');
    expect(normalizeCity('Cardiff-by-the-Sea')).toBe('CARDIFF BY THE SEA');
    expect(normalizeZip('94568-1234')).toBe('94568');
    expect(normalizeZip(94568)).toBe('94568');
    expect(normalizeZip('94568-22')).toBe('94568');
    expect(normalizeZip('945681234')).toBe('94568');
    expect(normalizeZip('9456')).toBeNull();
    expect(normalizeZip('94568-12345')).toBeNull();
    expect(normalizeZip(undefined)).toBeNull();
    expect(foldText(' a,b ')).toBe('A B');
  });

  it('folds printable ASCII in one scan exactly as the full fold does (decision 186)', () => {
    const alphabet = [
      'a',
      'Z',
      '1',
      ' ',
      '  ',
      '.',
      ',',
      ';',
      "'",
      '`',
      '"',
      '#',
      '-',
      '/',
      '\t',
      '\u00a0',
      'é',
      '\u0301',
      'ß',
      '~',
      '\x7f',
    ];
    // Every line of up to three symbols, and a few typed ones.
    const lines = ['1234 Mar', '1234 MAR', ' 12 Oak', '12 Oak ', '12  Oak', '12 Oak St.', ''];
    let level = [''];
    for (let n = 0; n < 3; n++) {
      level = level.flatMap((line) => alphabet.map((symbol) => line + symbol));
      lines.push(...level);
    }
    for (const line of lines) expect(foldText(line), JSON.stringify(line)).toBe(foldTextFully(line));
  });
});

describe('addresses as people type them (issue 14 item 6)', () => {
  it('abbreviates a numbered street’s type: the ordinal is the name, not the house number', () => {
    expect(abbreviateStreetType('300 105th Street')).toBe('300 105th St');
    expect(abbreviateStreetType('12 1st Avenue')).toBe('12 1st Ave');
    expect(abbreviateStreetType('12 1/2 2ND STREET')).toBe('12 1/2 2ND ST');
    expect(normalizeAddressKey('300 105th Street')).toBe(normalizeAddressKey('300 105TH ST'));
    expect(splitStreetNumber('300 105th St')).toEqual({ number: '300', name: '105th St' });
  });

  it('compares a spelled-out directional abbreviated when searching, unless it is the street’s name', () => {
    expect(searchStreetKey('123 North Main Street')).toBe('123 N MAIN ST');
    expect(searchStreetKey('123 N. Main St.')).toBe('123 N MAIN ST');
    expect(searchStreetKey('9 Ocean View Drive East')).toBe('9 OCEAN VIEW DR E');
    expect(searchStreetKey('123 North Street')).toBe('123 NORTH ST');
    expect(searchStreetKey('4 West Ave')).toBe('4 WEST AVE');
    expect(abbreviateDirectionals('77 SOUTHWEST OAK LN')).toBe('77 SW OAK LN');
    // The stored key keeps the directional as written (re-imports keep matching their records).
    expect(normalizeAddressKey('123 North Main Street')).toBe('123 NORTH MAIN ST');
    expect(otherDirectionalSpelling('123 N MAIN')).toBe('123 NORTH MAIN');
    expect(otherDirectionalSpelling('123 NORTH MA')).toBe('123 N MA');
    expect(otherDirectionalSpelling('123 MAIN ST')).toBeNull();
  });

  it('reads Apt, Unit, # and Ste alike, whatever the case and punctuation', () => {
    const key = normalizeAddressKey('6985 Calistoga Ln', '4B');
    for (const typed of [
      '6985 calistoga lane apt 4b',
      '6985 CALISTOGA LN #4B',
      '6985 Calistoga Ln., Unit 4B',
      '6985 Calistoga Lane Ste. 4B',
    ])
      expect(normalizeAddressKey(typed)).toBe(key);
  });
});
