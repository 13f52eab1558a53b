/**
 * What the assessed value and the annual tax rest on, said beside them (issue 14 item 1, decision
 * 120; issue 55): the analysis decides the parts once; `valueNoteText` words them in English (the
 * API's `assessed_value_note` and `annual_tax_note`, unchanged) and the screens word the same parts
 * in the visitor's language. Zod-free: the web loads it with the result.
 */
import type { Prop13Estimate } from './prop13.ts';

/** Where a roll figure was read, by its stored `source` (an unknown one is named as it is stored). */
export const VALUE_SOURCES = [
  'redfin',
  'zillow',
  'reso',
  'la-assessor',
  'roll-csv',
  'rentcast',
  'mls',
] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

export type ValueNotePart =
  /** A made-up home: its figures are generated. */
  | { kind: 'demo' }
  /** The value the owner typed from the bill or notice. */
  | { kind: 'enteredValue' }
  /** A stored record the owner entered before. */
  | { kind: 'ownerRecordValue' }
  /** The county roll's value for a roll year; `source`: where it was read, or null. */
  | { kind: 'rollValue'; rollYear: number; source: string | null }
  /**
   * A Prop 13 estimate from a purchase (decision 120): `byOwner` when the owner gave the purchase;
   * `prop8Value` the lower January 1 value enrolled instead of the factored base, or null.
   */
  | {
      kind: 'prop13';
      byOwner: boolean;
      basePrice: number;
      /** YYYY-MM-DD. */
      baseDate: string;
      rollYear: number;
      baseRollYear: number;
      afterLienDate: boolean;
      factor: number;
      factoredBaseYearValue: number;
      prop8Value: number | null;
    }
  /** The tax the owner typed from the bill. */
  | { kind: 'enteredTax' }
  /** The county's tax bill for a roll year. */
  | { kind: 'billTax'; rollYear: number }
  /** The value (less the homeowners' exemption, 0 when none) × the county's typical rate (a fraction). */
  | { kind: 'rateTax'; exemption: number; countyName: string; rate: number };

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

const SOURCE_WORDS: Record<ValueSource, string> = {
  redfin: 'from an imported Redfin export',
  zillow: 'from an imported Zillow export',
  reso: 'from an imported RESO export',
  'la-assessor': "from the Los Angeles County Assessor's roll",
  'roll-csv': 'from an imported county roll',
  rentcast: 'from RentCast property records',
  mls: "from the brokerage's MLS",
};

export const isValueSource = (source: string): source is ValueSource =>
  (VALUE_SOURCES as readonly string[]).includes(source);

function partText(part: ValueNotePart): string {
  switch (part.kind) {
    case 'demo':
      return 'Demo data: a generated figure for a made-up home, not a county record.';
    case 'enteredValue':
      return 'The assessed value you entered from your tax bill or assessment notice.';
    case 'ownerRecordValue':
      return 'The assessed value the owner entered from the tax bill.';
    case 'rollValue': {
      const from = part.source
        ? ` (${isValueSource(part.source) ? SOURCE_WORDS[part.source] : `from ${part.source}`})`
        : '';
      return `The county roll's value for ${part.rollYear}${from}.`;
    }
    case 'prop13': {
      const bought = `${part.byOwner ? 'your purchase' : 'the last sale'} for ${dollars(part.basePrice)} on ${part.baseDate}`;
      if (part.afterLienDate)
        return (
          `Estimate, not the county's figure: ${bought} came after the January 1, ${part.rollYear} lien date, so the ` +
          `${part.rollYear} roll still carries the previous owner's value; the purchase price becomes the base value ` +
          `from the ${part.baseRollYear} roll (a supplemental bill covers the months between). ` +
          'Type the value from your tax bill to replace it.'
        );
      const prop8 =
        part.prop8Value === null
          ? ''
          : ` The market value on January 1 is lower, so Prop 8 caps it at ${dollars(part.prop8Value)}.`;
      return (
        `Estimate, not the county's figure: Prop 13 base value from ${bought}, ` +
        `raised by the yearly inflation factors (at most 2% a year) to the ${part.rollYear} roll ` +
        `(×${part.factor.toFixed(4)} = ${dollars(part.factoredBaseYearValue)}).${prop8} ` +
        'Type the value from your tax bill to replace it.'
      );
    }
    case 'enteredTax':
      return 'The annual tax you entered from your bill.';
    case 'billTax':
      return `The county's tax bill for ${part.rollYear}.`;
    case 'rateTax':
      return (
        `Estimate: the assessed value${part.exemption > 0 ? ` less the homeowners' exemption of ${dollars(part.exemption)}` : ''} × ${part.countyName} County's typical rate of ` +
        `${(part.rate * 100).toFixed(2)}% (1% levy plus voter-approved debt); your bill's rate and fixed charges may differ.`
      );
  }
}

/** The parts in English, one sentence after another (the API's note); null when there are none. */
export function valueNoteText(parts: readonly ValueNotePart[]): string | null {
  return parts.length ? parts.map(partText).join(' ') : null;
}

/** A Prop 13 estimate as a note's part; `byOwner` when the owner gave the purchase. */
export function prop13NotePart(estimate: Prop13Estimate, byOwner = false): ValueNotePart {
  return {
    kind: 'prop13',
    byOwner,
    basePrice: estimate.basePrice,
    baseDate: estimate.baseDate,
    rollYear: estimate.rollYear,
    baseRollYear: estimate.baseRollYear,
    afterLienDate: estimate.afterLienDate,
    factor: estimate.factor,
    factoredBaseYearValue: estimate.factoredBaseYearValue,
    prop8Value: estimate.prop8 ? estimate.value : null,
  };
}
