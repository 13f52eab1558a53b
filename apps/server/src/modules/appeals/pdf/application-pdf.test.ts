import { COUNTY_KEYS, type CountyKey } from '@homie/contracts/counties';
import { describe, expect, it } from 'vitest';
import { comparable, completeInfo, hasPdftotext, pdfText, sampleReport } from '../appeals.test-helpers.ts';
import { EXHIBIT_TITLE } from './application-exhibit.ts';
import type { ApplicationInput } from './application-model.ts';
import { ALLOCATION_NOTE } from './application-page-1.ts';
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
/** The line that begins with `start` (a table row's label). */
const row = (text: string, start: string) =>
  text.split('\n').find((l) => l.trim().startsWith(start)) ?? `(no line starting ${start})`;

describe.skipIf(!hasPdftotext)('the formal application of every county (pdftotext)', () => {
  for (const county of COUNTY_KEYS) {
    it(`${county}: BOE-305-AH rev. 08 box by box, as answered; the certification left to the owner`, async () => {
      const info = {
        ...input(county).info,
        tax_bill_number: 'TB-2026-0042',
        written_findings: 'yes' as const,
        claim_for_refund: 'no' as const,
        value_hearing_officer: 'yes' as const,
      };
      const text = pdfText(await drawApplicationPdf(input(county, { info })));
      const [page1 = '', page2 = '', ...rest] = pages(text);
      // Header: the form's page code with its revision (Los Angeles prints it as AAB-100).
      expect(page1).toContain(
        county === 'la' ? 'FORM AAB-100 (BOE-305-AH (P1))' : 'BOE-305-AH (P1) REV. 08 (01-15)',
      );
      expect(page2).toContain(
        county === 'la' ? 'FORM AAB-100 (BOE-305-AH (P2))' : 'BOE-305-AH (P2) REV. 08 (01-15)',
      );
      // Section 1: the name in the form's order (LAST, FIRST, MIDDLE INITIAL), and the fax line.
      expect(page1).toContain('OWNER, JANE Q');
      expect(page1).not.toContain('Jane Q. Owner');
      expect(page2).toContain('APPLICANT: OWNER, JANE Q');
      expect(page1).toContain('FAX TELEPHONE');
      expect(page1).toContain('123 Main St, Oakland, CA 94611');
      // Section 2: nothing filled, the form's unchecked "AUTHORIZATION ATTACHED".
      expect(page1).toContain('AUTHORIZATION ATTACHED');
      expect(line(page1, 'AUTHORIZATION ATTACHED')).not.toMatch(/X\s*AUTHORIZATION ATTACHED/);
      // Section 3: the parcel, and the number from the notice or tax bill in its box.
      expect(page1).toContain(county === 'la' ? '2581-006-055' : APN[county]);
      expect(page1).toContain('ENTER APPLICABLE NUMBER FROM YOUR NOTICE/TAX BILL');
      expect(page1).toContain('TB-2026-0042');
      expect(line(page1, 'PRINCIPAL PLACE OF RESIDENCE')).toMatch(/X\s*YES\s+NO/);
      // Section 4 (page 1 of the form): column A from the roll, column B as split, and the split an allocation.
      expect(squash(row(page1, 'LAND'))).toMatch(/LAND \$327,726 \$282,000/);
      expect(squash(line(page1, 'IMPROVEMENTS / STRUCTURES'))).toMatch(/\$764,694 \$658,000/);
      expect(squash(line(page1, 'TOTAL'))).toMatch(/TOTAL \$1,092,420 \$940,000/);
      expect(squash(page1)).toContain(ALLOCATION_NOTE);
      // Section 5: the regular assessment checked with its roll year; no notice box checked.
      expect(squash(line(page2, 'REGULAR ASSESSMENT'))).toMatch(
        /X\s*REGULAR ASSESSMENT - VALUE AS OF JANUARY 1 OF THE CURRENT YEAR ONLY ROLL YEAR: 2026-27 \(VALUE AS OF JANUARY 1, 2026\)/,
      );
      for (const box of [
        'SUPPLEMENTAL ASSESSMENT',
        'ROLL CHANGE',
        'ESCAPE ASSESSMENT',
        'CALAMITY REASSESSMENT',
        'PENALTY ASSESSMENT',
      ]) {
        const row = squash(line(page2, `${box} (ATTACH NOTICE)`));
        expect(row).toMatch(/DATE OF NOTICE: _+ ROLL YEAR: _+/);
        expect(row).not.toMatch(/X\s*[A-Z]/);
      }
      expect(page2).toContain('Each roll year requires a separate application.');
      // Section 6: A checked; the sub-items printed; the facts stand alone.
      expect(line(page2, 'A. DECLINE IN VALUE')).toMatch(/X\s*A\. DECLINE IN VALUE/);
      expect(line(page2, 'B. CHANGE IN OWNERSHIP')).not.toMatch(/X\s*B\./);
      expect(squash(page2)).toContain(
        'Base year value for the change in ownership established on the date of',
      );
      expect(squash(page2)).toContain('Value of construction in progress on January 1 is incorrect.');
      const facts = squash(page2.slice(page2.indexOf('FACTS (BRIEF'), page2.indexOf('7. WRITTEN FINDINGS')));
      expect(facts).toContain(
        "The market value of the property as of January 1, 2026 is $940,000, the applicant's opinion of value; the value on the roll is $1,092,420.",
      );
      expect(facts).toContain('The opinion rests on 1 comparable sale of similar homes.');
      expect(facts).toContain(input(county).info.additional_info);
      expect(facts).not.toContain('Exhibit A');
      // Sections 7 and 8 as answered; 9 only in Santa Clara.
      expect(page2).toContain('7. WRITTEN FINDINGS OF FACTS (FEE SET BY THE COUNTY; ASK THE CLERK)');
      expect(line(page2, 'ARE REQUESTED')).toMatch(/X\s*ARE REQUESTED\s+ARE NOT REQUESTED/);
      expect(line(page2, 'CLAIM FOR REFUND (R&T')).toMatch(/YES\s+X\s*NO/);
      if (county === 'santa_clara')
        expect(line(page2, 'VALUE HEARING OFFICER (RESIDENTIAL')).toMatch(/X\s*YES\s+NO/);
      else expect(page2).not.toContain('VALUE HEARING OFFICER');
      // Certification: the filing status boxes, the owner's checked; signature, place and date blank.
      const certification = page2.slice(page2.indexOf('CERTIFICATION'));
      expect(squash(certification)).toMatch(
        /X\s*OWNER AGENT ATTORNEY SPOUSE REGISTERED DOMESTIC PARTNER CHILD PARENT PERSON AFFECTED CORPORATE OFFICER OR AUTHORIZED EMPLOYEE/,
      );
      expect(certification).toContain('CALIFORNIA STATE BAR NUMBER (IF ATTORNEY)');
      const signatureRow = line(certification, 'SIGNED AT (CITY, STATE)');
      const signatureValues = certification.split('\n')[certification.split('\n').indexOf(signatureRow) + 1];
      expect(squash(signatureValues ?? '').trim()).toBe('');
      expect(certification).toContain('Jane Q. Owner');
      // Fileable on 08/03/2026 in every county: nothing says late.
      expect(text).not.toMatch(/\blate\b/i);
      // The hearing evidence follows the application in the same PDF: letter and comparables.
      const exhibit = rest.join('\n');
      expect(exhibit).toContain(EXHIBIT_TITLE);
      expect(squash(exhibit)).toContain('Do not attach it to the application you file.');
      expect(exhibit).toContain('My home was worth $940,000 on January 1.');
      expect(exhibit).toContain('456 Oak Ave, Oakland, CA 94611');
      expect(text.indexOf('APPEAL LETTER')).toBeGreaterThan(text.indexOf('CERTIFICATION'));
    });
  }

  it('prints unanswered questions with both boxes empty, and the answers the other way round', async () => {
    const unanswered = input('santa_clara', {
      info: {
        ...input('santa_clara').info,
        principal_residence: '',
        claim_for_refund: '',
        written_findings: '',
        value_hearing_officer: '',
      },
    });
    const [page1 = '', page2 = ''] = pages(pdfText(await drawApplicationPdf(unanswered)));
    expect(line(page1, 'PRINCIPAL PLACE OF RESIDENCE')).not.toMatch(/X\s*(YES|NO)/);
    expect(line(page2, 'CLAIM FOR REFUND (R&T')).not.toMatch(/X\s*(YES|NO)/);
    expect(line(page2, 'ARE REQUESTED')).not.toMatch(/X/);
    expect(line(page2, 'VALUE HEARING OFFICER (RESIDENTIAL')).not.toMatch(/X\s*(YES|NO)/);

    // Data stored before the new answers (no keys at all) prints the same way.
    const {
      principal_residence: _p,
      claim_for_refund: _c,
      written_findings: _w,
      ...legacy
    } = input('alameda').info;
    const [old1 = '', old2 = ''] = pages(
      pdfText(await drawApplicationPdf(input('alameda', { info: legacy }))),
    );
    expect(line(old1, 'PRINCIPAL PLACE OF RESIDENCE')).not.toMatch(/X\s*(YES|NO)/);
    expect(line(old2, 'CLAIM FOR REFUND (R&T')).not.toMatch(/X\s*(YES|NO)/);
    expect(line(old2, 'ARE REQUESTED')).not.toMatch(/X/);

    const answered = input('santa_clara', {
      info: {
        ...input('santa_clara').info,
        principal_residence: 'no',
        claim_for_refund: 'yes',
        written_findings: 'no',
        value_hearing_officer: 'no',
      },
    });
    const [p1 = '', p2 = ''] = pages(pdfText(await drawApplicationPdf(answered)));
    expect(line(p1, 'PRINCIPAL PLACE OF RESIDENCE')).toMatch(/YES\s+X\s*NO/);
    expect(line(p2, 'CLAIM FOR REFUND (R&T')).toMatch(/X\s*YES\s+NO/);
    expect(line(p2, 'ARE REQUESTED')).toMatch(/ARE REQUESTED\s+X\s*ARE NOT REQUESTED/);
    expect(line(p2, 'VALUE HEARING OFFICER (RESIDENTIAL')).toMatch(/YES\s+X\s*NO/);
  });

  it('prints the total only when the owner gave no split, no allocation line for a typed split, and the roll year it is given', async () => {
    const totalOnly = input('la', {
      info: { ...input('la').info, opinion_land: '', opinion_improvements: '' },
      property: { propertyType: 'single_family', landAssessment: null, improvementsAssessment: null },
      rollYear: 2027,
      letter: null,
    });
    const text = pdfText(await drawApplicationPdf(totalOnly));
    const [page1 = '', page2 = ''] = pages(text);
    expect(squash(row(page1, 'LAND')).trim()).toBe('LAND');
    expect(squash(line(page1, 'TOTAL'))).toMatch(/TOTAL \$1,092,420 \$940,000/);
    expect(squash(page1)).not.toContain(ALLOCATION_NOTE);
    expect(page2).toContain('ROLL YEAR: 2027-28 (VALUE AS OF JANUARY 1, 2027)');
    expect(text).not.toContain('APPEAL LETTER');

    const typed = input('alameda', {
      info: { ...input('alameda').info, opinion_land: '300,000', opinion_improvements: '640,000' },
    });
    const typedPage1 = pages(pdfText(await drawApplicationPdf(typed)))[0] ?? '';
    expect(squash(row(typedPage1, 'LAND'))).toMatch(/LAND \$327,726 \$300,000/);
    expect(squash(typedPage1)).not.toContain(ALLOCATION_NOTE);
  });

  it('a supplemental assessment: its box with the date of notice and roll year, reason B2 with the purchase date, its own deadline', async () => {
    const supplemental = input('alameda', {
      info: {
        ...input('alameda').info,
        notice_type: 'supplemental',
        notice_date: '11/15/2026',
        event_date: '09/13/2026',
      },
      preparedOn: new Date('2026-12-02T18:00:00Z'),
    });
    const text = pdfText(await drawApplicationPdf(supplemental));
    const page2 = pages(text)[1] ?? '';
    expect(squash(line(page2, 'SUPPLEMENTAL ASSESSMENT'))).toMatch(
      /X\s*SUPPLEMENTAL ASSESSMENT \(ATTACH NOTICE\) DATE OF NOTICE: 11\/15\/2026 ROLL YEAR: 2026-27/,
    );
    expect(line(page2, 'REGULAR ASSESSMENT')).not.toMatch(/X\s*REGULAR/);
    expect(squash(line(page2, 'REGULAR ASSESSMENT'))).toMatch(/ROLL YEAR: _+/);
    expect(line(page2, 'A. DECLINE IN VALUE')).not.toMatch(/X\s*A\./);
    expect(line(page2, 'B. CHANGE IN OWNERSHIP')).toMatch(/X\s*B\. CHANGE IN OWNERSHIP/);
    expect(squash(line(page2, 'Base year value for the change in ownership'))).toMatch(
      /X\s*2\. Base year value for the change in ownership established on the date of 09\/13\/2026 is incorrect\./,
    );
    expect(squash(page2)).toContain("as of September 13, 2026 is $940,000, the applicant's opinion of value");
    expect(text).toContain("Applicant's opinion of value (September 13, 2026)");
    // Open until January 14, 2027 (60 days from November 15, R&T §1605(b)): not late, its own deadline.
    expect(text).not.toMatch(/\blate\b/i);
    expect(squash(pages(text)[0] ?? '')).toContain('attach the notice; file by 01/14/2027.');
  });

  it('escape and calamity notices check their own boxes and reasons; a long explanation continues on an attached sheet', async () => {
    const escapeNotice = input('ventura', {
      info: {
        ...input('ventura').info,
        notice_type: 'escape',
        notice_date: '11/20/2026',
        event_date: '01/01/2025',
        additional_info: `The county enrolled an addition that was never built. ${'The garage is the original one. '.repeat(60)}`,
      },
      preparedOn: new Date('2026-12-02T18:00:00Z'),
    });
    const text = pdfText(await drawApplicationPdf(escapeNotice));
    const [, page2 = '', page3 = ''] = pages(text);
    expect(squash(line(page2, 'ESCAPE ASSESSMENT'))).toMatch(
      /X\s*ESCAPE ASSESSMENT \(ATTACH NOTICE\) DATE OF NOTICE: 11\/20\/2026 ROLL YEAR: 2025-26/,
    );
    expect(squash(line(page2, 'I. OTHER'))).toMatch(
      /X\s*I\. OTHER: Escape assessment: the value enrolled for the roll year is incorrect\./,
    );
    expect(squash(page2)).toContain('(continued on an attached sheet)');
    expect(page3).toContain('ATTACHMENT TO BOE-305-AH - SECTION 6, FACTS (CONTINUED)');
    expect(squash(page3)).toContain('The county enrolled an addition that was never built.');
    expect(squash(page3)).toContain("the applicant's opinion of value");

    const calamity = input('riverside', {
      info: {
        ...input('riverside').info,
        notice_type: 'calamity',
        notice_date: '10/01/2026',
        event_date: '08/20/2026',
      },
      preparedOn: new Date('2026-12-02T18:00:00Z'),
    });
    const calamityPage2 = pages(pdfText(await drawApplicationPdf(calamity)))[1] ?? '';
    expect(line(calamityPage2, 'CALAMITY REASSESSMENT (ATTACH')).toMatch(/X\s*CALAMITY REASSESSMENT/);
    expect(line(calamityPage2, 'D. CALAMITY REASSESSMENT')).toMatch(/X\s*D\. CALAMITY/);
  });

  it('states the adjustment grid in the facts: how many sales, the adjusted range and the reconciled value', async () => {
    const { report } = sampleReport({ comps: 6, now: preparedOn });
    const grid = report.adjustment_grid!;
    const page2 = squash(pages(pdfText(await drawApplicationPdf(input('alameda', { grid }))))[1] ?? '');
    const usd = (value: number) => `$${value.toLocaleString('en-US')}`;
    expect(page2).toContain(
      `The opinion rests on ${grid.sales.length} comparable sales, each adjusted for time to ${grid.lien_date} and for its differences from this home: adjusted prices ${usd(grid.low)} to ${usd(grid.high)}, reconciled value ${usd(grid.reconciled_value)}.`,
    );
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

  it("a notice's application says the notice's own deadline, and late only past it (decision 247)", async () => {
    const notice = (iso: string) =>
      input('santa_clara', {
        info: {
          ...input('santa_clara').info,
          notice_type: 'supplemental',
          notice_date: '11/15/2026',
          event_date: '09/13/2026',
        },
        preparedOn: new Date(iso),
      });
    // Santa Clara's regular period closed on 09/15/2026; the notice's 60 days run to 01/14/2027.
    const open = squash(pdfText(await drawApplicationPdf(notice('2026-12-02T18:00:00Z'))));
    expect(open).toContain('attach the notice; file by 01/14/2027.');
    expect(open).not.toMatch(/\blate\b/i);
    const closed = squash(pdfText(await drawApplicationPdf(notice('2027-01-20T18:00:00Z'))));
    expect(closed).toContain('The period for this notice closed 01/14/2027: filed now this is late.');
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
