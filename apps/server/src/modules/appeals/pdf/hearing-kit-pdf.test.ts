import { describe, expect, it } from 'vitest';
import { completeInfo, hasPdftotext, pdfText, sampleReport } from '../appeals.test-helpers.ts';
import { PDF_KIT_TITLES } from './hearing-kit-pdf.ts';
import { drawReportPdf } from './report-pdf.ts';

const preparedOn = new Date('2026-08-17T12:00:00Z');
/** pdftotext's text on one line per run of whitespace: a wrapped sentence reads whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe("the owner's report PDF: the hearing kit and the base-year appeal (decision 248)", () => {
  it.skipIf(!hasPdftotext)(
    'prints the kit after the report, with its headings and the exchange letter on a page of its own',
    async () => {
      const { report } = sampleReport({ comps: 6, application: completeInfo() });
      const kit = report.hearing_kit!;
      const grid = report.adjustment_grid!;
      const raw = pdfText(await drawReportPdf(report, preparedOn));
      const text = flat(raw);
      const start = text.indexOf(PDF_KIT_TITLES.kit);
      expect(start).toBeGreaterThan(text.indexOf('NEXT STEPS'));
      for (const title of [
        PDF_KIT_TITLES.exchange,
        PDF_KIT_TITLES.copies,
        PDF_KIT_TITLES.outline,
        PDF_KIT_TITLES.rebuttals,
        PDF_KIT_TITLES.stipulation,
        PDF_KIT_TITLES.letter,
      ])
        expect(text.indexOf(title), title).toBeGreaterThan(start);
      expect(text).toContain(flat(kit.copies.text));
      expect(text).toContain(flat(kit.outline[0]!));
      expect(text).toContain('"Your sales are too far away."');
      // The letter, on its own page (pdftotext separates pages with a form feed).
      const pages = raw.split('\f');
      const letterPage = pages.find((page) => page.includes(PDF_KIT_TITLES.letter))!;
      expect(letterPage).not.toContain(PDF_KIT_TITLES.rebuttals);
      const letter = flat(pages.slice(pages.indexOf(letterPage)).join(' '));
      expect(letter).toContain("Alameda County Assessor [Assessor's address from your hearing notice]");
      expect(letter).toContain(
        'Re: Exchange of information (Revenue and Taxation Code §1606; Property Tax Rule 305.1)',
      );
      expect(letter).toMatch(/Assessment appeal application no\. _+/);
      expect(letter).toMatch(/Hearing date: _+/);
      expect(letter).toContain(`is ${usd(report.opinion_value!)}.`);
      for (const sale of grid.sales)
        expect(letter).toContain(
          `${sale.address}: sold ${sale.sale_date} for ${usd(sale.sale_price)}; adjusted price ${usd(sale.adjusted_price)}`,
        );
      expect(letter).toContain(`reconcile to ${usd(grid.reconciled_value)}`);
      // The owner's purchase of 06/15/2022 is enrolled on the 2023 roll: 2026 is its last year.
      expect(text).toContain(PDF_KIT_TITLES.baseYear);
      expect(text).toContain(flat(report.base_year_appeal!.text));
    },
  );

  it.skipIf(!hasPdftotext)('prints no base-year section when the purchase is out of reach', async () => {
    const { report } = sampleReport({ comps: 6, application: completeInfo({ purchase_date: '06/15/2020' }) });
    expect(report.base_year_appeal).toBeNull();
    const text = flat(pdfText(await drawReportPdf(report, preparedOn)));
    expect(text).not.toContain(PDF_KIT_TITLES.baseYear);
    expect(text).toContain(PDF_KIT_TITLES.kit);
  });
});
