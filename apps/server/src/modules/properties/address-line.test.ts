import { describe, expect, it } from 'vitest';
import { parseAddressLine, unitKeys } from './address-line.ts';

describe('parseAddressLine', () => {
  it('reads the spec client line: street city state zip unit joined by spaces', () => {
    expect(parseAddressLine('6985 Calistoga Ln Dublin CA 94568 4')).toEqual({
      number: '6985',
      rest: ['CALISTOGA', 'LN', 'DUBLIN'],
      zip: '94568',
      unit: '4',
    });
    expect(parseAddressLine('270 Birch Creek Dr Pleasanton CA 94566 ')).toEqual({
      number: '270',
      rest: ['BIRCH', 'CREEK', 'DR', 'PLEASANTON'],
      zip: '94566',
      unit: null,
    });
  });
  it('reads a pasted line with commas, a unit marker and the country', () => {
    expect(parseAddressLine('684 Sutton Crest Trl Unit 105, Oak Park, CA 91377, USA')).toEqual({
      number: '684',
      rest: ['SUTTON', 'CREST', 'TRL', 'OAK', 'PARK'],
      zip: '91377',
      unit: '105',
    });
    expect(parseAddressLine('12 Elm St #4B, Pasadena, California 91101-1234').unit).toBe('4B');
    expect(parseAddressLine('5 Oak Ave APT5 Fresno 93701').unit).toBe('5');
  });
  it('does not read a unit out of a longer word (found by the load benchmark: Stevenson Ranch)', () => {
    expect(parseAddressLine('272 Hayes Dr Stevenson Ranch 91381')).toEqual({
      number: '272',
      rest: ['HAYES', 'DR', 'STEVENSON', 'RANCH'],
      zip: '91381',
      unit: null,
    });
    expect(parseAddressLine('9 Unity Ln Suiteville 95000').unit).toBeNull();
  });
  it('takes the ZIP after the state even when a five-digit unit follows it', () => {
    expect(parseAddressLine('1 Main St Dublin CA 94568 12345')).toMatchObject({
      zip: '94568',
      unit: '12345',
    });
  });
  it('keeps half house numbers and leaves a line without number or ZIP readable', () => {
    expect(parseAddressLine('123 1/2 Main St Los Angeles CA 90012').number).toBe('123 1/2');
    expect(parseAddressLine('Main Street')).toEqual({
      number: null,
      rest: ['MAIN', 'STREET'],
      zip: null,
      unit: null,
    });
  });
  it('survives garbage and injection text without throwing', () => {
    expect(parseAddressLine("'; drop table properties; --").number).toBeNull();
    expect(parseAddressLine('')).toEqual({ number: null, rest: [], zip: null, unit: null });
  });
});

describe('unitKeys', () => {
  it('tries the unit as typed and its first digit run', () => {
    expect(unitKeys('4b')).toEqual(['4B', '4']);
    expect(unitKeys('C')).toEqual(['C']);
    expect(unitKeys(null)).toEqual([]);
  });
});
