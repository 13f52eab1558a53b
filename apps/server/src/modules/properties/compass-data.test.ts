import { COUNTIES } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import { displayCase, statedValues } from './compass-data.ts';

const roll = (homeownersExemption: number | null) => ({
  rollYear: 2026,
  land: 300_000,
  improvements: 400_000,
  total: 700_000,
  annualTax: null,
  homeownersExemption,
  source: 'la-assessor',
});

describe('statedValues: the tax estimated from the roll', () => {
  it("takes the roll's homeowners' exemption off the value before the county's rate", () => {
    const rate = COUNTIES.la.typicalTaxRate;
    const withExemption = statedValues({
      source: 'import',
      county: 'la',
      rollYear: 2026,
      assessment: roll(7_000),
      baseSale: null,
    });
    const without = statedValues({
      source: 'import',
      county: 'la',
      rollYear: 2026,
      assessment: roll(null),
      baseSale: null,
    });
    expect(withExemption.basis).toBe('roll');
    expect(withExemption.taxBasis).toBe('county_rate_estimate');
    expect(withExemption.annualTax).toBeCloseTo((700_000 - 7_000) * rate, -1);
    expect(without.annualTax).toBeCloseTo(700_000 * rate, -1);
    expect(withExemption.taxNote).toMatch(/less the homeowners' exemption of \$7,000/);
    expect(without.taxNote).not.toMatch(/exemption/);
  });
});

describe('displayCase', () => {
  it('capitalises each word of an upper-case line as the expression did, in one scan for ASCII (decision 186)', () => {
    const byExpression = (text: string) =>
      text === text.toUpperCase()
        ? text
            .toLowerCase()
            .replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
        : text;
    expect(displayCase('CALISTOGA LN')).toBe('Calistoga Ln');
    expect(displayCase('CARDIFF-BY-THE-SEA')).toBe('Cardiff-By-The-Sea');
    expect(displayCase('Already Mixed')).toBe('Already Mixed');
    const alphabet = [
      'A',
      'Z',
      'Q',
      '1',
      ' ',
      '-',
      '.',
      "'",
      '#',
      '\t',
      '\u00a0',
      'É',
      'ß',
      '\u2003',
      '_',
      '\x7f',
    ];
    // Every line of up to four symbols.
    let level = [''];
    for (let n = 0; n < 4; n++) {
      level = level.flatMap((line) => alphabet.map((symbol) => line + symbol));
      for (const line of level) expect(displayCase(line), JSON.stringify(line)).toBe(byExpression(line));
    }
  });
});
