import { describe, expect, it } from 'vitest';
import { groupDigits } from './number-format.ts';

describe('groupDigits', () => {
  it('groups like toLocaleString("en-US") for the amounts the app shows', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, 100_000_000, -45_000, 2.5, 1234.75, 0.5])
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });
});
