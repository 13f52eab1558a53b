import type { ComparableSale } from '@homie/contracts/appeals';
import { prefillComparables } from '@homie/contracts/appeals-prefill';
import type { AppealBoard } from '@homie/contracts/appeals-report';
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { completeInfo } from '../appeals.test-helpers.ts';
import { assembleReport, DEMO_LETTER_LINE, DEMO_REPORT_NOTE } from './report-assemble.ts';
import { snapshotFromAnalysis } from './report-snapshot.ts';

const board: AppealBoard = {
  name: 'Test Board',
  address_lines: ['1 Main St', 'Town, CA 90000'],
  phone: null,
  website: null,
  verified: false,
};
const at = (iso: string) => new Date(iso);

function build(
  options: {
    comps?: number;
    tier?: 'basic' | 'guarantee';
    now?: string;
    county?: 'alameda' | 'la';
    application?: boolean;
    valuation?: boolean;
    /** The analysis' market value, in place of the fixture's $941,000. */
    market?: number;
    /** The owner's last purchase as the analysis recorded it (YYYY-MM-DD). */
    purchase?: { purchase_date: string; purchase_price: number };
    /** The rows of the formal application, as the form sends them. */
    enclosed?: (rows: ComparableSale[]) => ComparableSale[];
  } = {},
) {
  const analysis = sampleAnalysis({ comps: options.comps ?? 10 });
  if (options.valuation === false) analysis.valuation = null;
  if (options.market && analysis.valuation) analysis.valuation.market_value = options.market;
  if (options.purchase && analysis.property_info)
    analysis.property_info.compass_data = options.purchase as unknown as NonNullable<
      typeof analysis.property_info
    >['compass_data'];
  const now = at(options.now ?? '2026-08-01T12:00:00Z');
  return assembleReport({
    jobId: 'job',
    tier: options.tier ?? 'basic',
    county: options.county ?? 'alameda',
    snapshot: snapshotFromAnalysis(analysis, options.tier ?? 'basic'),
    application: options.application ? completeInfo() : null,
    // The form is prefilled from the analysis' comparables, as /fill-form does (decision 175).
    enclosed: options.enclosed?.(prefillComparables(analysis.comparable_properties, 10)) ?? null,
    board,
    editedLetter: null,
    generatedAt: now,
    updatedAt: now,
    now,
  });
}

describe('assembleReport', () => {
  it('cuts the comparables to the plan: 5 for Basic, 10 for Success', () => {
    expect(build({ comps: 12 }).comparables).toHaveLength(5);
    expect(build({ comps: 12, tier: 'guarantee' }).comparables).toHaveLength(10);
  });

  it('says plainly when fewer comparables than the plan promises were found', () => {
    const report = build({ comps: 2 });
    expect(report.notes[0]).toBe(
      'Only 2 comparable sales met the criteria appeal boards accept for this property; the Basic plan includes 3-5 when the market has them.',
    );
    expect(build({ comps: 4, tier: 'guarantee' }).notes[0]).toMatch(/Success plan includes 5-10/);
  });

  it('takes the owner opinion first, then the analysis market value, then the comps median', () => {
    expect(build({ application: true }).opinion_value).toBe(940_000);
    expect(build().opinion_value).toBe(941_000);
    const median = build({ valuation: false, comps: 3 });
    expect(median.opinion_value).toBe(925_000); // adjusted prices 888k, 925k, 962k
  });

  it('flags an unverified board address and a closed filing period', () => {
    const open = build({ now: '2026-08-01T12:00:00Z' });
    expect(open.notes.some((n) => n.includes('has not been verified yet'))).toBe(true);
    expect(open.notes.some((n) => n.includes('filing period in Alameda County closed'))).toBe(false);
    expect(open.filing).toMatchObject({
      window_opens: '07/02/2026',
      window_closes: '09/15/2026',
      lien_date: '01/01/2026',
    });
    // Read after the period closed, the package still names its own roll year's dates (decision 226);
    // the next period is said beside them, never in their place.
    const late = build({ now: '2026-11-21T12:00:00Z' });
    expect(late.notes).toContain(
      'The 2026 filing period in Alameda County closed on September 15, 2026: an application for the 2026 value filed now is late, unless it answers a notice. The next period runs July 2, 2027 to September 15, 2027 for the value on January 1, 2027, with sales up to March 31, 2027.',
    );
    expect(late.filing).toMatchObject({
      window_opens: '07/02/2026',
      window_closes: '09/15/2026',
      lien_date: '01/01/2026',
    });
    expect(late.letter).toContain('for the 2026 roll year');
  });

  it("names the paid order's roll year in every date, whatever the analysis or today's year (decision 226)", () => {
    // Paid in August 2026 (roll year 2026), read in January 2027, from an analysis that says 2027.
    const analysis = sampleAnalysis({ comps: 5 });
    analysis.valuation!.roll_year = 2027;
    const now = at('2027-01-15T20:00:00Z');
    const report = assembleReport({
      jobId: 'job',
      tier: 'basic',
      county: 'la',
      snapshot: snapshotFromAnalysis(analysis, 'basic'),
      application: null,
      enclosed: null,
      board,
      editedLetter: null,
      generatedAt: now,
      updatedAt: now,
      now,
      rollYear: 2026,
    });
    expect(report.filing).toMatchObject({
      lien_date: '01/01/2026',
      window_opens: '07/02/2026',
      window_closes: '11/30/2026',
    });
    expect(report.letter).toContain('for the 2026 roll year');
    expect(report.letter).toContain('on January 1, 2026');
    // 2027 appears only as the day the letter is dated.
    expect(report.letter.replace('January 15, 2027', '')).not.toContain('2027');
  });

  it('never asks the board to "reduce" the value to a higher one (decision 179)', () => {
    // The analysis puts the home above its roll value of $1,092,420: no opinion is proposed.
    const report = build({ market: 1_150_000 });
    expect(report.opinion_value).toBeNull();
    expect(report.letter).toContain(
      'In my opinion the market value of my home on January 1, 2026 was [your opinion of value].',
    );
    expect(report.letter).toContain(
      'to reduce the assessed value of the property to [your opinion of value]',
    );
    expect(report.letter).not.toContain('$1,150,000');
    expect(report.letter).not.toContain(
      'The value above is the market value the enclosed analysis estimates',
    );
    expect(report.notes).toContain(
      'Our estimate of the market value, $1,150,000, is not below the assessed value of $1,092,420: the sales do not support a lower value. The letter leaves your opinion of value for you to state, with your own evidence, if you still appeal.',
    );
    // Equal to the roll value is not lower either; the owner's own figure is always theirs to state.
    expect(build({ market: 1_092_420 }).opinion_value).toBeNull();
    expect(build({ market: 1_150_000, application: true }).opinion_value).toBe(940_000);
    // Below the roll value, the estimate is proposed as before.
    expect(build({ market: 1_000_000 }).opinion_value).toBe(1_000_000);
    // The letter cites only what is enclosed (decision 245): never "other nearby sales".
    for (const letter of [
      build({ market: 1_000_000 }).letter,
      build({ market: 940_000, application: true }).letter,
      build({ application: true }).letter,
    ])
      expect(letter).not.toContain('other nearby sales');
  });

  it("weighs the owner's recent purchase: named in the letter, and never contradicted (decision 180)", () => {
    // Bought ten months before the 2026 lien date for less than the roll value ($1,092,420).
    const below = build({ purchase: { purchase_date: '2025-03-10', purchase_price: 1_000_000 } });
    expect(below.opinion_value).toBe(941_000);
    expect(below.letter).toContain(
      'was $941,000, $151,420 (13.9%) below the value on the roll. I bought it on 03/10/2025 for $1,000,000.',
    );
    // For the roll value or more: the analysis' lower estimate is not put to the board against it.
    const above = build({ purchase: { purchase_date: '2025-03-10', purchase_price: 1_100_000 } });
    expect(above.opinion_value).toBeNull();
    expect(above.letter).toContain('was [your opinion of value]. I bought it on 03/10/2025 for $1,100,000.');
    expect(above.notes).toContain(
      'You bought the home on March 10, 2025 for $1,100,000, at or above its assessed value of $1,092,420. A board presumes the price of an open-market purchase is the market value (California Revenue and Taxation Code §110(b)), so the letter leaves your opinion of value for you to state, with evidence that the value fell since you bought.',
    );
    // The application's own purchase fields win (the owner corrected them); an old purchase is not weighed.
    expect(
      build({ application: true, purchase: { purchase_date: '2025-03-10', purchase_price: 1_100_000 } })
        .letter,
    ).not.toContain('I bought it on');
    expect(
      build({ purchase: { purchase_date: '2020-03-10', purchase_price: 1_100_000 } }).opinion_value,
    ).toBe(941_000);
  });

  it('writes a letter to the board with the parcel, the values and the request', () => {
    const { letter } = build({ application: true, county: 'la' });
    expect(letter).toContain("Assessor's Identification Number (AIN): 048-5612-012-00");
    expect(letter).toContain('Test Board\n1 Main St\nTown, CA 90000');
    expect(letter).toContain('enrolled it at $1,092,420');
    expect(letter).toContain('was $940,000, $152,420 (14.0%) below the value on the roll');
    expect(letter).toContain('Further facts about the property: Original 1950 kitchen');
    expect(letter.endsWith('Jane Q. Owner')).toBe(true);
    expect(build().letter).toContain('[Your name]');
  });
});

describe('the letter describes the sales the formal application encloses (decision 177)', () => {
  const countOf = (letter: string) => /(\d+) sales? of comparable homes nearby/.exec(letter)?.[1];

  it('the plan’s comparables while no formal application was drawn, adjusted to the lien date', () => {
    const report = build({ tier: 'guarantee' });
    expect(report.comparables).toHaveLength(10);
    expect(countOf(report.letter)).toBe('10');
    expect(report.letter).toContain('Adjusted to the January 1, 2026 lien date');
  });

  it('a sale the owner removed leaves the count, the table and the median', () => {
    const all = build({ tier: 'guarantee', enclosed: (rows) => rows });
    const fewer = build({ tier: 'guarantee', enclosed: (rows) => rows.slice(0, 7) });
    expect(countOf(all.letter)).toBe('10');
    expect(all.comparables).toEqual(build({ tier: 'guarantee' }).comparables);
    expect(countOf(fewer.letter)).toBe('7');
    expect(fewer.comparables).toEqual(all.comparables.slice(0, 7));
    // Still the analysis' own sales: their adjusted prices, so the same wording.
    expect(fewer.letter).toContain('Adjusted to the January 1, 2026 lien date');
    expect(fewer.opinion_basis).toMatch(/^7 sales of comparable homes nearby/);
  });

  it('a sale the owner typed in is described by its own price, never mixed with adjusted ones', () => {
    const typed: ComparableSale = {
      address: '9 Owner Lane, Oakland, CA',
      sale_date: '2025-12-15',
      sale_price: '$700,000',
      sqft: '1,500',
      description: 'Same model next door',
    };
    const report = build({ tier: 'guarantee', enclosed: (rows) => [...rows.slice(0, 2), typed] });
    expect(countOf(report.letter)).toBe('3');
    expect(report.comparables).toHaveLength(3);
    expect(report.comparables[2]).toMatchObject({
      address: '9 Owner Lane, Oakland, CA',
      sale_date: '12/15/2025',
      sale_price: 700_000,
      adjusted_price: null,
      sqft: 1_500,
    });
    const prices = report.comparables.map((c) => c.sale_price!).sort((a, b) => a - b);
    expect(report.letter).toContain(
      `They sold for a median of $${prices[1]!.toLocaleString('en-US')}; the analysis puts the market value between`,
    );
    expect(report.letter).not.toContain('Adjusted to the January 1');
  });

  it('no sales enclosed: the letter promises evidence at the hearing instead of counting any', () => {
    const report = build({ tier: 'guarantee', enclosed: () => [] });
    expect(report.comparables).toEqual([]);
    expect(report.letter).toContain('I will present evidence of the market value of my home at the hearing.');
    expect(report.letter).not.toMatch(/sales? of comparable homes nearby/);
  });
});

describe('assembleReport and where the figures come from (issue 14)', () => {
  const now = at('2026-08-01T12:00:00Z');
  const assemble = (analysis: ReturnType<typeof sampleAnalysis>, application = false) =>
    assembleReport({
      jobId: 'job',
      tier: 'basic',
      county: 'alameda',
      snapshot: snapshotFromAnalysis(analysis, 'basic'),
      application: application ? completeInfo() : null,
      board,
      editedLetter: null,
      generatedAt: now,
      updatedAt: now,
      now,
    });

  it('marks a demo home’s report and letter as demo data', () => {
    const analysis = sampleAnalysis({ comps: 5 });
    analysis.property_info = { ...analysis.property_info!, source: 'demo' };
    const report = assemble(analysis);
    expect(report.notes[0]).toBe(DEMO_REPORT_NOTE);
    expect(report.letter.startsWith(DEMO_LETTER_LINE)).toBe(true);
    const real = assemble(sampleAnalysis({ comps: 5 }));
    expect(real.notes).not.toContain(DEMO_REPORT_NOTE);
    expect(real.letter).not.toContain('DEMO DATA');
  });

  it('never files a Prop 13 estimate as the roll’s value: the owner’s typed value, or a placeholder', () => {
    const analysis = sampleAnalysis({ comps: 5 });
    analysis.property_info = { ...analysis.property_info!, assessed_value_basis: 'prop13_estimate' };
    const report = assemble(analysis);
    expect(report.assessed_value).toBeNull();
    expect(
      report.notes.some((n) => n.startsWith('The assessed value we had was only a Prop 13 estimate')),
    ).toBe(true);
    expect(assemble(analysis, true).assessed_value).toBe(
      Number(completeInfo().assessed_value.replace(/[^0-9]/g, '')),
    );
  });
});
