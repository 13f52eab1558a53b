import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseUsDate } from '@homie/contracts/appeals-dates';
import type { AdjustmentGrid, AppealBoard, ReportComparable } from '@homie/contracts/appeals-report';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTY_FACT_SHEETS, type CountyFactSheet } from '@homie/contracts/county-facts';
import {
  type HearingKit,
  type HearingKitParts,
  hearingKitText,
  KIT_BLANK,
  type KitOutlinePart,
} from '@homie/contracts/hearing-kit';
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
const BLANK = KIT_BLANK;

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
  // The owner-facing sentences are parts worded by contracts (decision 271); the letter is English.
  const parts = hearingKitPartsOf(input, facts, sales, parcel);
  const words = hearingKitText(parts);
  return {
    exchange: {
      ...words.exchange,
      letter: exchangeLetter(input, facts, sales, valueDay, parcel, opinion),
    },
    copies: words.copies,
    outline: words.outline,
    rebuttals: words.rebuttals,
    stipulation: words.stipulation,
    withdrawal: words.withdrawal,
    parts,
  };
}

function hearingKitPartsOf(
  input: HearingKitInput,
  facts: Pick<CountyFactSheet, 'hearingCopies'>,
  sales: readonly KitSale[],
  parcel: string,
): HearingKitParts {
  const fact = facts.hearingCopies;
  const cutoff = input.evidenceCutoff ?? `03/31/${input.rollYear}`;
  return {
    value_date: input.valueDate,
    roll_year: input.rollYear,
    county_name: input.countyName,
    opinion: input.opinionValue,
    sale_count: sales.length,
    grid: Boolean(input.grid),
    copies: fact?.value
      ? {
          kind: 'board',
          board: input.board.name,
          count: fact.value,
          source: fact.source,
          checked: fact.checked,
        }
      : { kind: 'ask', board: input.board.name, suggested: SUGGESTED_COPIES },
    outline: outlineOf(input, sales, parcel),
    timing: { late: sales.some((s) => byUsDate(s.date, cutoff) > 0), cutoff },
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

function outlineOf(input: HearingKitInput, sales: readonly KitSale[], parcel: string): KitOutlinePart[] {
  const { grid, assessedValue, opinionValue } = input;
  const points: KitOutlinePart[] = [];
  points.push({
    kind: 'appeal',
    roll_year: input.rollYear,
    address: input.propertyAddress,
    parcel,
    assessed: assessedValue,
    opinion: opinionValue,
  });
  const dated = sales.map((s) => parseUsDate(s.date)).filter((d) => d !== null);
  const sorted = sales.map((s) => s.date).sort(byUsDate);
  points.push({
    kind: 'evidence',
    count: sales.length,
    from: dated.length > 0 ? sorted[0]! : null,
    to: dated.length > 0 ? sorted.at(-1)! : null,
    range: grid ? { low: grid.low, high: grid.high } : null,
  });
  const best = bestMatch(sales);
  if (best)
    points.push({
      kind: 'closest',
      address: best.address,
      date: best.date,
      price: best.price,
      adjusted: best.adjusted,
      weight: best.weight,
      gross: best.weight !== null ? best.gross : null,
    });
  if (grid) points.push({ kind: 'reconciliation', value: grid.reconciled_value });
  if (assessedValue !== null && opinionValue !== null && assessedValue > opinionValue)
    points.push({ kind: 'difference', assessed: assessedValue, opinion: opinionValue });
  points.push({ kind: 'condition' });
  points.push({ kind: 'request', opinion: opinionValue });
  return points.slice(0, 7);
}

function byUsDate(a: string, b: string): number {
  const key = (s: string) => {
    const d = parseUsDate(s);
    return d ? d.year * 10_000 + d.month * 100 + d.day : 0;
  };
  return key(a) - key(b);
}
