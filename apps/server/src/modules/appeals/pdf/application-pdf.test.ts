import { COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import { comparable, completeInfo, hasPdftotext, pdfText, sampleReport } from '../appeals.test-helpers.ts';
import { EXHIBIT_TITLE } from './application-exhibit.ts';
import type { ApplicationInput } from './application-model.ts';
import { drawApplicationPdf } from './application-pdf.ts';

/**
 * The complete formal application (issue 16 item 3, decision 100), read back with pdftotext for
 * every county: the owner's answers where the form asks them, the roll year, the split opinion of
 * value, a certification left blank for the owner, and the hearing evidence after the application.
 */

const board = {
  name: 'Clerk of the Board',
  address_lines: ['1221 Oak Street, 5th Floor'],
  phone: null,
  website: null,
  verified: true,
};
const preparedOn = new Date('2026-08-03T17:00:00Z');
const APN: Record<CountyKey, string> = {
  alameda: '048-5612-012-00',
  san_mateo: '041-234-567',
  la: '2581-006-055',
  contra_costa: '123-456-789-0',
  san_bernardino: '0123-456-78-0000',
  riverside: '123-456-789',
  ventura: '123-0-456-789',
  santa_clara: '467-12-034',
};

const input = (county: CountyKey, overrides: Partial<ApplicationInput> = {}): ApplicationInput => ({
  county,
  info: completeInfo({
    apn: APN[county],
    opinion_value: '940,000',
    principal_residence: 'yes',
    claim_for_refund: 'no',
    opinion_land: '282,000',
    opinion_improvements: '658,000',
  }),
  comparables: [comparable()],
  board,
  property: { propertyType: 'single_family', landAssessment: 327_726, improvementsAssessment: 764_694 },
  preparedOn,
  letter: 'Dear Members of the Board,\n\nMy home was worth $940,000 on January 1.\n\nJane Q. Owner',
  ...overrides,
});

/** The text of one page: pdftotext's pages are separated by form feeds. */
const pages = (text: string) => text.split('\f');
const squash = (text: string) => text.replace(/\s+/g, ' ');
const line = (text: string, start: string) =>
  text.split('\n').find((l) => l.includes(start)) ?? `(no line with ${start})`;

describe.skipIf(!hasPdftotext)('the formal application of every county (pdftotext)', () => {
  for (const county of COUNTY_KEYS) {
    it(`${county}: prints the answers, the roll year and the split opinion; leaves the certification to the owner`, async () => {
      const text = pdfText(await drawApplicationPdf(input(county)));
      const [page1 = '', page2 = '', ...rest] = pages(text);
      // Section 1 and 3 entries.
      expect(page1).toContain('Jane Q. Owner');
      expect(page1).toContain('123 Main St, Oakland, CA 94611');
      expect(page1).toContain(county === 'la' ? '2581-006-055' : APN[county]);
      // Principal residence: the X in the YES box.
      const residence = line(page1, 'PRINCIPAL PLACE OF RESIDENCE');
      expect(residence).toMatch(/X\s*YES\s+NO/);
      // Section 4: column A from the roll, column B as the owner split it, totals.
      expect(squash(line(page2, 'LAND'))).toMatch(/LAND \$327,726 \$282,000/);
      expect(squash(line(page2, 'IMPROVEMENTS / STRUCTURES'))).toMatch(/\$764,694 \$658,000/);
      expect(squash(line(page2, 'TOTAL'))).toMatch(/TOTAL \$1,092,420 \$940,000/);
      // Section 5: the roll year.
      expect(page2).toContain('ROLL YEAR: 2026 (VALUE AS OF JANUARY 1, 2026)');
      // Section 8: claim for refund as answered (No).
      expect(line(page2, 'CLAIM FOR REFUND (R&T')).toMatch(/YES\s+X\s*NO/);
      // Certification: printed name and filing status; signature, place and date blank.
      const certification = page2.slice(page2.indexOf('CERTIFICATION'));
      const signatureRow = line(certification, 'SIGNED AT (CITY, STATE)');
      const signatureValues = certification.split('\n')[certification.split('\n').indexOf(signatureRow) + 1];
      expect(squash(signatureValues ?? '').trim()).toBe('');
      expect(certification).not.toMatch(/Oakland, CA\s*$/m);
      expect(certification).toContain('Jane Q. Owner');
      // The hearing evidence follows the application in the same PDF: letter and comparables.
      const exhibit = rest.join('\n');
      expect(exhibit).toContain(EXHIBIT_TITLE);
      expect(squash(exhibit)).toContain('Do not attach it to the application you file.');
      expect(exhibit).toContain('APPEAL LETTER');
      expect(exhibit).toContain('My home was worth $940,000 on January 1.');
      expect(exhibit).toContain('456 Oak Ave, Oakland, CA 94611');
      expect(exhibit).toContain('$282,000 / $658,000');
      expect(text.indexOf('APPEAL LETTER')).toBeGreaterThan(text.indexOf('CERTIFICATION'));
    });
  }

  it('prints unanswered questions with both boxes empty, and Yes where the owner said Yes', async () => {
    const unanswered = input('alameda', {
      info: { ...input('alameda').info, principal_residence: '', claim_for_refund: '' },
    });
    const [page1 = '', page2 = ''] = pages(pdfText(await drawApplicationPdf(unanswered)));
    expect(line(page1, 'PRINCIPAL PLACE OF RESIDENCE')).not.toMatch(/X\s*(YES|NO)/);
    expect(line(page2, 'CLAIM FOR REFUND (R&T')).not.toMatch(/X\s*(YES|NO)/);

    // Data stored before the new answers (no keys at all) prints the same way.
    const { principal_residence: _p, claim_for_refund: _c, ...legacy } = input('alameda').info;
    const [old1 = '', old2 = ''] = pages(
      pdfText(await drawApplicationPdf(input('alameda', { info: legacy }))),
    );
    expect(line(old1, 'PRINCIPAL PLACE OF RESIDENCE')).not.toMatch(/X\s*(YES|NO)/);
    expect(line(old2, 'CLAIM FOR REFUND (R&T')).not.toMatch(/X\s*(YES|NO)/);

    const answered = input('ventura', {
      info: { ...input('ventura').info, principal_residence: 'no', claim_for_refund: 'yes' },
    });
    const [p1 = '', p2 = ''] = pages(pdfText(await drawApplicationPdf(answered)));
    expect(line(p1, 'PRINCIPAL PLACE OF RESIDENCE')).toMatch(/YES\s+X\s*NO/);
    expect(line(p2, 'CLAIM FOR REFUND (R&T')).toMatch(/X\s*YES\s+NO/);
  });

  it('prints the total only when the owner gave no split, and the roll year it is given', async () => {
    const totalOnly = input('la', {
      info: { ...input('la').info, opinion_land: '', opinion_improvements: '' },
      property: { propertyType: 'single_family', landAssessment: null, improvementsAssessment: null },
      rollYear: 2027,
      letter: null,
    });
    const text = pdfText(await drawApplicationPdf(totalOnly));
    const page2 = pages(text)[1] ?? '';
    expect(squash(line(page2, 'LAND')).trim()).toBe('LAND');
    expect(squash(line(page2, 'TOTAL'))).toMatch(/TOTAL \$1,092,420 \$940,000/);
    expect(page2).toContain('ROLL YEAR: 2027');
    expect(text).not.toContain('APPEAL LETTER');
    expect(text).not.toContain('Opinion of value: land / improvements');
  });
});

describe.skipIf(!hasPdftotext)('the footer says where the filing period stands (decision 181)', () => {
  const footer = async (county: CountyKey, iso: string) =>
    squash(pages(pdfText(await drawApplicationPdf(input(county, { preparedOn: new Date(iso) }))))[0] ?? '');
  it('the deadline while open, lateness once closed, the dates before it opens', async () => {
    // November 24, 2026: Los Angeles is open until November 30; Santa Clara closed on September 15.
    expect(await footer('la', '2026-11-24T20:00:00Z')).toContain(
      'Review every entry; date and sign the certification in ink; file by 11/30/2026.',
    );
    expect(await footer('santa_clara', '2026-11-24T20:00:00Z')).toContain(
      'The 2026 period closed 09/15/2026: filed now this is late, unless it answers a notice mailed within 60 days.',
    );
    expect(await footer('la', '2026-03-15T20:00:00Z')).toContain(
      'The board takes it from 07/02/2026 to 11/30/2026; date and sign the certification in ink.',
    );
  });
});

describe.skipIf(!hasPdftotext)('the adjustment grid in the hearing evidence (decision 245)', () => {
  it('prints each sale with its time adjustment, every dollar adjustment, net and gross, weight, and the reconciled value', async () => {
    const { analysis, report } = sampleReport({ comps: 6, now: preparedOn });
    const grid = report.adjustment_grid!;
    const text = squash(pdfText(await drawApplicationPdf(input('alameda', { grid }))));
    expect(text).toContain(
      'ADJUSTMENT GRID - EVERY SALE MOVED TO THE 01/01/2026 LIEN DATE AND ADJUSTED TO THIS HOME',
    );
    const first = grid.sales[0]!;
    expect(text).toContain(first.sale_date);
    expect(text).toContain(`$${first.time_adjusted_price.toLocaleString('en-US')}`);
    expect(text).toContain(`$${first.adjusted_price.toLocaleString('en-US')}`);
    expect(text).toContain(`${(first.weight * 100).toFixed(2)}%`);
    expect(text).toContain(
      `Reconciled value: $${grid.reconciled_value.toLocaleString('en-US')} (adjusted prices $${grid.low.toLocaleString('en-US')} to $${grid.high.toLocaleString('en-US')})`,
    );
    expect(text).toContain('Standard rates: living area');
    expect(grid.reconciled_value).toBe(analysis.valuation!.market_value);
  });
});
