import { describe, expect, it } from 'vitest';
import { groupDigits, numberOrNull, parseNumberText } from './number-format.ts';

describe('groupDigits', () => {
  it('groups like toLocaleString("en-US") for the amounts the app shows', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, 100_000_000, -45_000, 2.5, 1234.75, 0.5])
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });
});

describe('parseNumberText, the one parser of text into numbers', () => {
  it('reads numbers as people type them, grouping commas ignored', () => {
    expect(parseNumberText('1850')).toBe(1850);
    expect(parseNumberText(' 1,850 ')).toBe(1850);
    expect(parseNumberText('2.5')).toBe(2.5);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('-12')).toBe(-12);
    expect(parseNumberText('+3')).toBe(3);
  });

  it('blank is null (not given); anything else that is no number is NaN', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('  , ')).toBeNull();
    for (const text of ['abc', '12abc', '1 850', '$5', '0x10', 'Infinity', '1e5', '-', '1.2.3', '--1'])
      expect(parseNumberText(text)).toBeNaN();
  });

  it('money ignores "$" and spaces too', () => {
    expect(parseNumberText('$1,250,000', { money: true })).toBe(1_250_000);
    expect(parseNumberText('$ 750,000.00', { money: true })).toBe(750_000);
    expect(parseNumberText('$', { money: true })).toBeNull();
    expect(parseNumberText('$1,250,000')).toBeNaN();
  });

  it('signs, fractions and exponents only where the caller allows them', () => {
    expect(parseNumberText('-5', { signed: false })).toBeNaN();
    expect(parseNumberText('2.5', { fraction: false })).toBeNaN();
    expect(parseNumberText('2', { fraction: false })).toBe(2);
    expect(parseNumberText('1.25E+06', { exponent: true })).toBe(1_250_000);
    expect(parseNumberText('1.25E+06')).toBeNaN();
    expect(parseNumberText('1e999', { exponent: true })).toBeNaN();
  });

  it('numberOrNull folds blank, unreadable and absent into null', () => {
    expect(numberOrNull(undefined)).toBeNull();
    expect(numberOrNull('N/A', { money: true })).toBeNull();
    expect(numberOrNull('-', { money: true })).toBeNull();
    expect(numberOrNull('$1,250,000', { money: true })).toBe(1_250_000);
  });
});
