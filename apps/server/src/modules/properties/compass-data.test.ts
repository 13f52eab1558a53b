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

describe('statedValues: the notes in parts and in English (issue 55)', () => {
  it('says each basis in parts, worded in English as the API always said it', () => {
    const fromRoll = statedValues({
      source: 'import',
      county: 'la',
      rollYear: 2026,
      assessment: { ...roll(null), annualTax: 8_400 },
      baseSale: null,
    });
    expect(fromRoll.noteParts).toEqual([{ kind: 'rollValue', rollYear: 2026, source: 'la-assessor' }]);
    expect(fromRoll.note).toBe(
      "The county roll's value for 2026 (from the Los Angeles County Assessor's roll).",
    );
    expect(fromRoll.taxNoteParts).toEqual([{ kind: 'billTax', rollYear: 2026 }]);
    expect(fromRoll.taxNote).toBe("The county's tax bill for 2026.");
    const demoEstimate = statedValues({
      source: 'demo',
      county: 'alameda',
      rollYear: 2026,
      assessment: null,
      baseSale: { price: 600_000, saleDate: '2016-03-01' } as never,
    });
    expect(demoEstimate.noteParts.map((p) => p.kind)).toEqual(['demo', 'prop13']);
    expect(demoEstimate.note).toMatch(
      /^Demo data: a generated figure for a made-up home, not a county record\. Estimate, not the county's figure: Prop 13 base value from the last sale for \$600,000 on 2016-03-01, raised by the yearly inflation factors \(at most 2% a year\) to the 2026 roll \(×\d\.\d{4} = \$[\d,]+\)\. Type the value from your tax bill to replace it\.$/,
    );
    expect(demoEstimate.taxNoteParts).toEqual([
      { kind: 'demo' },
      { kind: 'rateTax', exemption: 0, countyName: 'Alameda', rate: COUNTIES.alameda.typicalTaxRate },
    ]);
    const entered = statedValues({
      source: 'import',
      county: 'alameda',
      rollYear: 2026,
      assessment: null,
      baseSale: null,
      owner: { assessedValue: 500_000, annualTax: 6_000, purchase: null },
    });
    expect(entered.note).toBe('The assessed value you entered from your tax bill or assessment notice.');
    expect(entered.taxNote).toBe('The annual tax you entered from your bill.');
  });
});
