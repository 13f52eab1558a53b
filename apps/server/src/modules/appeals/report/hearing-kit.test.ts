import { describe, expect, it } from 'vitest';
import { hearingKitSchema } from '@homie/contracts/hearing-kit';
import { completeInfo, sampleReport } from '../appeals.test-helpers.ts';
import {
  ASSESSOR_ADDRESS_BLANK,
  hearingKitOf,
  type HearingKitInput,
  SUGGESTED_COPIES,
} from './hearing-kit.ts';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The kit's input as the report assembles it, from a reconciled sample analysis (6 sales). */
function kitInput(overrides: Partial<HearingKitInput> = {}): HearingKitInput {
  const { report } = sampleReport({ comps: 6, application: completeInfo() });
  return {
    county: report.county,
    countyName: report.county_name,
    rollYear: 2026,
    valueDate: report.filing.lien_date,
    apn: report.apn,
    propertyAddress: report.property_address,
    ownerName: report.owner_name,
    assessedValue: report.assessed_value,
    opinionValue: report.opinion_value,
    grid: report.adjustment_grid ?? null,
    comparables: report.comparables,
    board: report.filing.board,
    ...overrides,
  };
}

describe('the hearing kit (issue 51 item 6, decision 248)', () => {
  it('writes the exchange letter to the assessor with the parcel, the value date, the opinion and every sale of the grid', () => {
    const input = kitInput();
    const kit = hearingKitSchema.parse(hearingKitOf(input));
    const grid = input.grid!;
    const letter = kit.exchange.letter;
    expect(letter).toContain('Alameda County Assessor');
    // No sourced assessor address in the county facts: the owner copies it from the notice.
    expect(letter).toContain(ASSESSOR_ADDRESS_BLANK);
    expect(letter).toContain('Property: 123 Main St, Oakland, CA 94611, APN 048-5612-012-00');
    expect(letter).toContain('Roll year 2026; value date January 1, 2026');
    expect(letter).toMatch(/Assessment appeal application no\. _{6,}/);
    expect(letter).toMatch(/Hearing date: _{6,}/);
    expect(letter).toContain(
      `My opinion of the value of the property on January 1, 2026 is ${usd(input.opinionValue!)}.`,
    );
    expect(grid.sales).toHaveLength(6);
    grid.sales.forEach((sale, i) => {
      expect(letter).toContain(
        `${i + 1}. ${sale.address}: sold ${sale.sale_date} for ${usd(sale.sale_price)}; adjusted price ${usd(sale.adjusted_price)}`,
      );
    });
    expect(letter).toContain(
      `the adjusted prices run from ${usd(grid.low)} to ${usd(grid.high)} and reconcile to ${usd(grid.reconciled_value)}`,
    );
    expect(letter).toContain('Revenue and Taxation Code §1606; Property Tax Rule 305.1');
    expect(letter).toContain('at least 15 days before the hearing');
    expect(letter).toContain('Jane Q. Owner');
    expect(letter).toContain('cc: Clerk of the Test Board');
    // A board named as its clerk is copied under its own name.
    const clerk = { ...input.board, name: 'San Bernardino County Clerk of the Board, Assessment Appeals' };
    expect(hearingKitOf({ ...input, board: clerk }).exchange.letter).toMatch(
      /\ncc: San Bernardino County Clerk of the Board, Assessment Appeals$/,
    );
  });

  it('says when, whether the owner starts the exchange or the assessor does', () => {
    const kit = hearingKitOf(kitInput());
    const when = kit.exchange.when.join(' ');
    expect(when).toContain('postmarked more than 30 days before the hearing');
    expect(when).toContain('answers with its own opinion and sales at least 15 days before the hearing');
    expect(when).toContain(
      'If the assessor starts it: you answer with your opinion and your sales at least 15 days before',
    );
    expect(kit.exchange.send.join(' ')).toContain('Your opinion of value on January 1, 2026: $940,000.');
  });

  it('uses a sourced assessor address and copy count where the county facts have them', () => {
    const kit = hearingKitOf(
      kitInput({
        facts: {
          assessor: {
            value: {
              name: 'Office of the Assessor',
              address_lines: ['1221 Oak Street, Room 145', 'Oakland, CA 94612'],
              phone: null,
              website: null,
            },
            source: 'county page',
            checked: '2026-12-03',
          },
          hearingCopies: { value: 7, source: 'the clerk’s hearing page', checked: '2026-12-03' },
        },
      }),
    );
    expect(kit.exchange.letter).toContain(
      'Office of the Assessor\n1221 Oak Street, Room 145\nOakland, CA 94612',
    );
    expect(kit.exchange.letter).not.toContain(ASSESSOR_ADDRESS_BLANK);
    expect(kit.copies).toMatchObject({ board_count: 7, suggested_count: null });
    expect(kit.copies.text).toContain('asks for 7 copies');
    expect(kit.copies.text).not.toContain("Homie's suggestion");
  });

  it("says to ask the clerk for the copies, and labels its own number Homie's suggestion", () => {
    const kit = hearingKitOf(kitInput());
    expect(kit.copies).toMatchObject({ board_count: null, suggested_count: SUGGESTED_COPIES });
    expect(kit.copies.text).toContain('Ask the clerk of the board (Test Board) how many copies');
    expect(kit.copies.text).toContain(
      `Homie's suggestion, not a county rule: bring at least ${SUGGESTED_COPIES} sets`,
    );
  });

  it("outlines what to say in 5 to 7 points from the report's numbers", () => {
    const input = kitInput();
    const grid = input.grid!;
    const outline = hearingKitOf(input).outline;
    expect(outline.length).toBeGreaterThanOrEqual(5);
    expect(outline.length).toBeLessThanOrEqual(7);
    const text = outline.join('\n');
    expect(text).toContain(`The value on the roll is ${usd(input.assessedValue!)}`);
    expect(text).toContain(
      `my opinion of its market value on January 1, 2026 is ${usd(input.opinionValue!)}`,
    );
    expect(text).toContain(`Their adjusted prices run from ${usd(grid.low)} to ${usd(grid.high)}`);
    expect(text).toContain(`the grid reconciles to ${usd(grid.reconciled_value)}`);
    // The best match is the grid's heaviest sale.
    const best = [...grid.sales].sort((a, b) => b.weight - a.weight)[0]!;
    expect(text).toContain(
      `The closest match: ${best.address}, sold ${best.sale_date} for ${usd(best.sale_price)}`,
    );
    expect(text).toContain(`it says ${usd(best.adjusted_price)}, with the largest weight in the grid`);
    expect(text).toContain('closed between January 5, 2026 and March 10, 2026');
  });

  it('answers the usual rebuttals honestly, without promising a result', () => {
    const kit = hearingKitOf(kitInput());
    const objections = kit.rebuttals.map((r) => r.objection).join('\n');
    for (const topic of [
      'too far',
      'too old',
      'time adjustment',
      'different',
      'condition',
      'paid more',
      'base-year',
    ])
      expect(objections).toContain(topic);
    const all = JSON.stringify(kit);
    expect(all).toContain('closed by March 31, 2026');
    expect(all).toContain('Nothing guarantees a reduction');
    expect(all).not.toMatch(/you will win|will succeed|guaranteed to/i);
    expect(kit.stipulation).toContain('R&T §1607');
    expect(kit.withdrawal).toContain('the value on the roll stands');
  });

  it('tells the owner to drop a sale after March 31 of the roll year', () => {
    const input = kitInput();
    const grid = input.grid!;
    const late = { ...grid, sales: [...grid.sales, { ...grid.sales[0]!, sale_date: '04/02/2026' }] };
    const answer = hearingKitOf({ ...input, grid: late }).rebuttals.find((r) =>
      r.objection.includes('too old'),
    )!;
    expect(answer.answer).toContain('after March 31, 2026 cannot count');
  });

  it('without a grid or an opinion, lists the comparables and leaves the opinion blank', () => {
    const input = kitInput({ grid: null, opinionValue: null });
    const kit = hearingKitOf(input);
    expect(kit.exchange.letter).toContain('is $____________ (your opinion of value)');
    const first = input.comparables[0]!;
    expect(kit.exchange.letter).toContain(`1. ${first.address}: sold ${first.sale_date}`);
    expect(kit.exchange.letter).not.toContain('adjustment grid moves');
  });
});
