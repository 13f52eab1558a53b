import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseUsDate } from '@homie/contracts/appeals-dates';
import type { AdjustmentGrid, AppealBoard, ReportComparable } from '@homie/contracts/appeals-report';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTY_FACT_SHEETS, type CountyFactSheet } from '@homie/contracts/county-facts';
import type { HearingKit } from '@homie/contracts/hearing-kit';
import { usd } from './report-letter.ts';

/**
 * The hearing kit of a package (issue 51 item 6, decision 248): the optional exchange of information
 * with the assessor and its letter, the copies to bring, an outline of what to say, the assessor's
 * usual answers with the owner's, and what a stipulation and a withdrawal mean. Pure: built from the
 * report's own figures; every rule it states is sourced in domain.md. It promises no result
 * (B&P §17537.9).
 */

export interface HearingKitInput {
  county: CountyKey;
  countyName: string;
  /** The county's sourced facts (COUNTY_FACT_SHEETS by default): the assessor's address, the copies. */
  facts?: Pick<CountyFactSheet, 'assessor' | 'hearingCopies'>;
  rollYear: number;
  /** MM/DD/YYYY: the value date the package argues (January 1 of the roll year for a regular appeal). */
  valueDate: string;
  /** MM/DD/YYYY: the last day a sale counts for that date (March 31, or 90 days after a notice's value date; R&T §402.5). */
  evidenceCutoff?: string;
  apn: string;
  propertyAddress: string;
  ownerName: string;
  assessedValue: number | null;
  opinionValue: number | null;
  grid: AdjustmentGrid | null;
  /** The sales the letter relies on, used where there is no grid. */
  comparables: readonly ReportComparable[];
  board: AppealBoard;
}

/** Homie's suggestion of sets to bring where the county states no number: labelled so wherever printed. */
export const SUGGESTED_COPIES = 5;
export const ASSESSOR_ADDRESS_BLANK = "[Assessor's address from your hearing notice]";
const BLANK = '____________';

/** One sale as the kit cites it: address, sale date and price, and what it says this home was worth. */
interface KitSale {
  address: string;
  date: string;
  price: number | null;
  adjusted: number | null;
  weight: number | null;
  gross: number | null;
  own: boolean;
}

function kitSales(input: HearingKitInput): KitSale[] {
  if (input.grid)
    return input.grid.sales.map((s) => ({
      address: s.address,
      date: s.sale_date,
      price: s.sale_price,
      adjusted: s.adjusted_price,
      weight: s.weight,
      gross: s.gross_adjustment_pct,
      own: s.own_sale === true,
    }));
  return input.comparables.map((c) => ({
    address: c.address,
    date: c.sale_date,
    price: c.sale_price,
    adjusted: c.adjusted_price,
    weight: null,
    gross: null,
    own: false,
  }));
}

const money = (value: number | null, words: string) => (value === null ? words : usd(value));

const saleLine = (sale: KitSale, index: number) =>
  `${index + 1}. ${sale.address}${sale.own ? " (this home's own sale)" : ''}: sold ${sale.date} for ${money(sale.price, 'a price not given')}; adjusted price ${money(sale.adjusted, 'not adjusted')}`;

/** The sale that best matches the home: the grid's largest weight, else the first (best-ranked) comparable. */
function bestMatch(sales: readonly KitSale[]): KitSale | null {
  const others = sales.filter((s) => !s.own && s.adjusted !== null);
  if (others.length === 0) return null;
  return others.reduce((best, s) => ((s.weight ?? 0) > (best.weight ?? 0) ? s : best), others[0]!);
}

const longUs = (usDate: string) => {
  const date = parseUsDate(usDate);
  return date ? longCalendarDate(date) : usDate;
};

export function hearingKitOf(input: HearingKitInput): HearingKit {
  const facts = input.facts ?? COUNTY_FACT_SHEETS[input.county];
  const sales = kitSales(input);
  const valueDay = longUs(input.valueDate);
  const parcel = `${input.county === 'la' ? 'AIN' : 'APN'} ${input.apn || BLANK}`;
  const opinion = money(input.opinionValue, `$${BLANK} (your opinion of value)`);
  return {
    exchange: {
      what: [
        `Before the hearing, either side may ask the other for the basis of its opinion of value and the comparable sales it will present: an exchange of information (California Revenue and Taxation Code §1606; Property Tax Rule 305.1). It is optional.`,
        'Starting it puts your evidence before the assessor early and gets you the sales the assessor will present before the hearing, not at it.',
        'Where the assessed value is over $100,000 the assessor may start an exchange too; at $100,000 or less only you can (Rule 305.1(a)).',
      ],
      send: [
        `Your opinion of value on ${valueDay}: ${opinion}.`,
        `The sales you will present: each with its address (or parcel number), sale date and price, and the terms of sale and zoning where you know them (Rule 305.1(a)); the letter below lists ${sales.length === 1 ? 'the sale' : `the ${sales.length} sales`} of your ${input.grid ? 'adjustment grid' : 'report'}. Enclose the grid.`,
        `Send it to the ${input.countyName} County Assessor, with a copy to the clerk of the board (Rule 305.1(a)).`,
      ],
      when: [
        'If you start it: mail it so it is postmarked more than 30 days before the hearing (it may also be filed with your application). The assessor then answers with its own opinion and sales at least 15 days before the hearing (R&T §1606; Rule 305.1).',
        'If the assessor starts it: you answer with your opinion and your sales at least 15 days before the hearing.',
        'Either way, keep proof of the mailing date: the postmark counts (Rule 305.1(a)).',
      ],
      letter: exchangeLetter(input, facts, sales, valueDay, parcel, opinion),
    },
    copies: copiesOf(input, facts),
    outline: outlineOf(input, sales, valueDay, parcel),
    rebuttals: rebuttalsOf(input, sales),
    stipulation: `Before the hearing the assessor may offer a value. If you and the assessor agree on one, you both sign a stipulation and the board is asked to accept it; if it does, that is the value for the roll year, usually without a hearing, and if it does not, the application is set for a hearing (R&T §1607). In San Mateo in 2023, 603 of the 618 appeals decided were decided by agreement with the assessor. Sign only a value you accept.`,
    withdrawal: `You can withdraw the application in writing to the clerk of the board before the hearing: the appeal of the ${input.rollYear} value then ends and the value on the roll stands. Not coming to the hearing is not a withdrawal: the board may deny the application for non-appearance. Each roll year has its own application, so a withdrawal does not stop an appeal of a later year's value.`,
  };
}

function exchangeLetter(
  input: HearingKitInput,
  facts: Pick<CountyFactSheet, 'assessor'>,
  sales: readonly KitSale[],
  valueDay: string,
  parcel: string,
  opinion: string,
): string {
  const assessor = facts.assessor?.value;
  const to = assessor
    ? [assessor.name, ...assessor.address_lines]
    : [`${input.countyName} County Assessor`, ASSESSOR_ADDRESS_BLANK];
  const salesText =
    sales.length === 0
      ? '[List each comparable sale you will present: address, sale date, sale price, adjusted price.]'
      : sales.map(saleLine).join('\n');
  const grid = input.grid
    ? `\n\nMy enclosed adjustment grid moves each sale to ${valueDay} and adjusts it to this home; the adjusted prices run from ${usd(input.grid.low)} to ${usd(input.grid.high)} and reconcile to ${usd(input.grid.reconciled_value)}.`
    : '';
  return [
    [input.ownerName || '[Your name]', '[Your mailing address]', '[Your phone and e-mail]'].join('\n'),
    '[Date]',
    to.join('\n'),
    [
      'Re: Exchange of information (Revenue and Taxation Code §1606; Property Tax Rule 305.1)',
      `Assessment appeal application no. ${BLANK}`,
      `Property: ${input.propertyAddress || BLANK}, ${parcel}`,
      `Roll year ${input.rollYear}; value date ${valueDay}`,
      `Hearing date: ${BLANK}`,
    ].join('\n'),
    'Dear Assessor,',
    'Under Revenue and Taxation Code section 1606 and Property Tax Rule 305.1, I request an exchange of information for the hearing of the application above, and I give you mine.',
    `My opinion of the value of the property on ${valueDay} is ${opinion}. It rests on these sales of comparable properties, with their sale dates and prices:\n${salesText}${grid}`,
    "Please send me the basis of the assessor's opinion of value and the comparable sales data the assessor will present, at least 15 days before the hearing.",
    `Sincerely,\n\n${input.ownerName || '[Your name]'}`,
    `cc: ${/clerk/i.test(input.board.name) ? input.board.name : `Clerk of the ${input.board.name}`}`,
  ].join('\n\n');
}

function copiesOf(
  input: HearingKitInput,
  facts: Pick<CountyFactSheet, 'hearingCopies'>,
): HearingKit['copies'] {
  const fact = facts.hearingCopies;
  if (fact?.value)
    return {
      text: `The ${input.board.name} asks for ${fact.value} copies of the evidence you present (${fact.source}, checked ${fact.checked}). Bring one more for yourself, and ask the clerk whether the board wants them before the hearing.`,
      board_count: fact.value,
      suggested_count: null,
    };
  return {
    text: `Ask the clerk of the board (${input.board.name}) how many copies of your evidence the board wants, and whether it wants them before the hearing: we have no source for the ${input.countyName} board's number. Homie's suggestion, not a county rule: bring at least ${SUGGESTED_COPIES} sets of the letter, the grid, the sales and the photos (one for each board member, one for the assessor's representative, one for you).`,
    board_count: null,
    suggested_count: SUGGESTED_COPIES,
  };
}

function outlineOf(
  input: HearingKitInput,
  sales: readonly KitSale[],
  valueDay: string,
  parcel: string,
): string[] {
  const { grid, assessedValue, opinionValue } = input;
  const points: string[] = [];
  points.push(
    `The appeal: the ${input.rollYear} value of ${input.propertyAddress || 'the property'} (${parcel}). The value on the roll is ${money(assessedValue, 'the value on your notice')}; my opinion of its market value on ${valueDay} is ${money(opinionValue, 'the value I state')}.`,
  );
  const dated = sales.map((s) => parseUsDate(s.date)).filter((d) => d !== null);
  const span =
    dated.length > 0
      ? ` that closed between ${longUs(sales.map((s) => s.date).sort(byUsDate)[0]!)} and ${longUs(
          sales
            .map((s) => s.date)
            .sort(byUsDate)
            .at(-1)!,
        )}`
      : '';
  if (grid)
    points.push(
      `The evidence: ${sales.length} sale${sales.length === 1 ? '' : 's'} of comparable homes${span}, each moved to ${valueDay} and adjusted in dollars for its differences from this home (the adjustment grid). Their adjusted prices run from ${usd(grid.low)} to ${usd(grid.high)}.`,
    );
  else
    points.push(
      `The evidence: ${sales.length} sale${sales.length === 1 ? '' : 's'} of comparable homes${span}, listed in the report with their prices.`,
    );
  const best = bestMatch(sales);
  if (best)
    points.push(
      `The closest match: ${best.address}, sold ${best.date} for ${money(best.price, 'a price not given')}; adjusted to this home it says ${money(best.adjusted, 'not adjusted')}${best.weight !== null ? `, with the largest weight in the grid (${(best.weight * 100).toFixed(1)}%${best.gross !== null ? `, gross adjustment ${best.gross.toFixed(1)}%` : ''})` : ''}.`,
    );
  if (grid)
    points.push(
      `The reconciliation: weighting each sale by how closely it matches this home and how little it had to be adjusted, the grid reconciles to ${usd(grid.reconciled_value)}.`,
    );
  if (assessedValue !== null && opinionValue !== null && assessedValue > opinionValue)
    points.push(
      `The difference: the roll's ${usd(assessedValue)} is ${usd(assessedValue - opinionValue)} (${(((assessedValue - opinionValue) / assessedValue) * 100).toFixed(1)}%) above my opinion of ${usd(opinionValue)}.`,
    );
  points.push(
    "Anything the sales do not show: the home's condition on the value date, with dated photos, repair estimates or inspection reports.",
  );
  points.push(
    `The request: that the board find the value on ${valueDay} to be ${money(opinionValue, 'the value I state')}. Then answer the board's and the assessor's questions from the grid.`,
  );
  return points.slice(0, 7);
}

function byUsDate(a: string, b: string): number {
  const key = (s: string) => {
    const d = parseUsDate(s);
    return d ? d.year * 10_000 + d.month * 100 + d.day : 0;
  };
  return key(a) - key(b);
}

function rebuttalsOf(input: HearingKitInput, sales: readonly KitSale[]): HearingKit['rebuttals'] {
  const cutoff = input.evidenceCutoff ?? `03/31/${input.rollYear}`;
  const cutoffText = longUsDate(cutoff);
  const valueText = longUsDate(input.valueDate);
  const late = sales.some((s) => byUsDate(s.date, cutoff) > 0);
  const timing = late
    ? `A sale that closed after ${cutoffText} cannot count for the ${valueText} value (R&T §402.5): take any such sale out of what you present.`
    : `Every sale you present closed by ${cutoffText}, the last day a sale counts for the ${valueText} value (R&T §402.5), and each is moved to the value date by the time adjustment the grid shows.`;
  return [
    {
      objection: 'Your sales are too far away.',
      answer:
        'Say how near each sale is and that you looked for closer ones of the same kind of home. Ask which sales the assessor used and whether they are really more like your home: size, age, lot and condition matter as much as distance.',
    },
    { objection: 'Your sales are too old, or too late.', answer: timing },
    {
      objection: 'Your time adjustment is wrong.',
      answer:
        'The grid states the index and the change it applies to each sale. Ask the assessor for its own time adjustment and its source; the board weighs both. Sales close to the value date need little adjustment, so lean on those.',
    },
    {
      objection: 'Your sales are different from this home.',
      answer:
        'Each difference (size, age, bedrooms, bathrooms, lot, location) is adjusted in dollars in the grid with its basis, and the gross adjustment shows how far each sale had to be moved: the sales that needed least count most in the reconciliation.',
    },
    {
      objection: 'The home is in better condition than you say.',
      answer:
        'The grid does not adjust for condition, so condition is evidence you bring: photos taken near the value date, repair estimates, an inspection report. Describe only what was true on the value date.',
    },
    {
      objection: 'You paid more than that.',
      answer:
        'An open-market purchase price is presumed to be the market value on the day of the sale (R&T §110(b)). Show what changed between that day and the value date (the time adjustment of nearby sales), or why the price was not the market value.',
    },
    {
      objection: 'Under Proposition 13 the factored base-year value is lower anyway.',
      answer:
        'The roll carries the lower of the factored base-year value and the market value on January 1 (R&T §51). Ask the assessor for the factored base-year value before the hearing: if it is already at or below your opinion of value, a decline-in-value appeal cannot lower the roll, and withdrawing may be the right choice.',
    },
    {
      objection: 'The board decides: the assessor is presumed right.',
      answer:
        "The assessor's value is presumed correct and the owner brings evidence of the value (Property Tax Rule 321); for an owner-occupied home with the homeowners' exemption the presumption can favour the owner (R&T §167). Nothing guarantees a reduction, and the board can also raise a value: present the evidence plainly and let it carry the case.",
    },
  ];
}

/** "March 31, 2026" from MM/DD/YYYY (the text as given when it is not a date). */
function longUsDate(text: string): string {
  const date = parseUsDate(text);
  return date ? longCalendarDate(date) : text;
}
