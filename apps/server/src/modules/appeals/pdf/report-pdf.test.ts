import { describe, expect, it } from 'vitest';
import type { AppealReport } from '@homie/contracts/appeals-report';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { hasPdftotext, pdfText } from '../appeals.test-helpers.ts';
import { assembleReport } from '../report/report-assemble.ts';
import { renderReportHtml } from '../report/report-html.ts';
import { snapshotFromAnalysis } from '../report/report-snapshot.ts';
import { PDF_CHART_TEXT } from './evidence-chart-pdf.ts';
import { drawReportPdf } from './report-pdf.ts';

const board = { name: 'Board', address_lines: ['1 Main St'], phone: null, website: null, verified: true };
const preparedOn = new Date('2026-11-21T10:00:00Z');

function report(analysis = sampleAnalysis({ comps: 5 })): AppealReport {
  return assembleReport({
    jobId: 'job',
    tier: 'basic',
    county: 'alameda',
    snapshot: snapshotFromAnalysis(analysis, 'basic'),
    application: null,
    board,
    editedLetter: null,
    generatedAt: preparedOn,
    updatedAt: preparedOn,
    now: preparedOn,
  });
}

/** pdftotext's text on one line per run of whitespace: a wrapped sentence reads whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The table rows of the chart section: what, then its value, as pdftotext lays them out. */
const chartSection = (text: string) => {
  const start = text.indexOf(PDF_CHART_TEXT.section);
  expect(start).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf('WHERE AND WHEN TO FILE', start));
};

describe("the owner's report PDF: the evidence chart (issue 53, decision 223)", () => {
  it.skipIf(!hasPdftotext)(
    'states the finding, draws it, and gives its numbers as a table (pdftotext)',
    async () => {
      const text = pdfText(await drawReportPdf(report(), preparedOn));
      const section = chartSection(text);
      // The same sentence as the result's chart (its accessible name there).
      expect(flat(section)).toContain(
        'Assessed value $1,092,420 is above all 5 adjusted sales, $888,000–$1,036,000; our estimate $941,000, likely $905,000–$978,000.',
      );
      // The chart's own labels: the assessed value's mark and the axis' two ends.
      expect(section).toContain('Assessed $1.1M');
      expect(section).toMatch(/\$\d{3}K/);
      expect(flat(section)).toContain(PDF_CHART_TEXT.legend);
      // The table: every adjusted sale, the estimate, its range and the assessed value.
      for (const [address, price] of [
        ['100 Oak Ave, Oakland, CA 94611', '$888,000'],
        ['112 Oak Ave, Oakland, CA 94611', '$925,000'],
        ['124 Oak Ave, Oakland, CA 94611', '$962,000'],
        ['136 Oak Ave, Oakland, CA 94611', '$999,000'],
        ['148 Oak Ave, Oakland, CA 94611', '$1,036,000'],
      ] as const)
        expect(section).toMatch(new RegExp(`Adjusted sale: ${address}\\s+${price.replace('$', '\\$')}`));
      expect(section).toMatch(/Our estimate\s+\$941,000/);
      expect(section).toMatch(/Likely range\s+\$905,000 to \$978,000/);
      expect(section).toMatch(/Your assessed value\s+\$1,092,420/);
    },
  );

  it.skipIf(!hasPdftotext)(
    'says "not estimated" in words where the analysis has no value, never "???"',
    async () => {
      const analysis = sampleAnalysis({ comps: 3 });
      const unvalued = {
        ...analysis,
        property_info: { ...analysis.property_info!, assessed_value: null, total_assessment: '???' },
        valuation: { ...analysis.valuation!, market_value: null, range_low: null, range_high: null },
      };
      const built = report(unvalued);
      expect(built.market_estimate).toBeNull();
      const text = pdfText(await drawReportPdf(built, preparedOn));
      const section = chartSection(text);
      expect(flat(section)).toContain('3 adjusted sales, $888,000–$962,000.');
      expect(section).toMatch(/Our estimate\s+not estimated/);
      expect(section).toMatch(/Likely range\s+not estimated/);
      expect(section).toMatch(/Your assessed value\s+not on record/);
      expect(text).toContain('Opinion of value: not set.');
      expect(text).not.toContain('???');
      expect(renderReportHtml(built)).not.toContain('???');
    },
  );

  it.skipIf(!hasPdftotext)(
    'prints a typed sale without an adjusted price as "not adjusted", and charts no empty axis',
    async () => {
      const built: AppealReport = {
        ...report(),
        comparables: [
          {
            address: '9 Typed St, Oakland, CA 94611',
            sale_date: '02/01/2026',
            sale_price: null,
            adjusted_price: null,
            sqft: null,
            beds: null,
            baths: null,
            year_built: null,
            distance_miles: null,
            similarity_score: null,
          },
        ],
      };
      const text = pdfText(await drawReportPdf(built, preparedOn));
      expect(text).toMatch(/9 Typed St.*not given\s+not adjusted/);
      const section = chartSection(text);
      expect(flat(section)).toContain(PDF_CHART_TEXT.noAdjusted);
      expect(section).not.toContain('Assessed $');
      expect(section).toMatch(/Our estimate\s+\$941,000/);
      expect(text).not.toContain('???');
      const html = renderReportHtml(built);
      expect(html).toContain('not given');
      expect(html).toContain('not adjusted');
    },
  );

  it('draws no chart section for a report without comparables', async () => {
    const built: AppealReport = { ...report(), comparables: [] };
    const bytes = await drawReportPdf(built, preparedOn);
    if (hasPdftotext) expect(pdfText(bytes)).not.toContain(PDF_CHART_TEXT.section);
  });
});

describe("the owner's report PDF: the adjustment grid (decision 245)", () => {
  it.skipIf(!hasPdftotext)('prints the grid the board gets, before the chart', async () => {
    const withGrid = report(sampleAnalysis({ comps: 6, reconciled: true }));
    const grid = withGrid.adjustment_grid!;
    const text = flat(pdfText(await drawReportPdf(withGrid, preparedOn)));
    const at = text.indexOf('ADJUSTMENT GRID - EVERY SALE MOVED TO THE 01/01/2026 LIEN DATE');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(text.indexOf(PDF_CHART_TEXT.section));
    expect(text).toContain(`Reconciled value: $${grid.reconciled_value.toLocaleString('en-US')}`);
    // The HTML report says the same.
    const html = renderReportHtml(withGrid);
    expect(html).toContain('<h2>Adjustment grid: every sale moved to the 01/01/2026 lien date');
    expect(html).toContain(`Reconciled value: $${grid.reconciled_value.toLocaleString('en-US')}`);
    expect(html).toContain(`${(grid.sales[0]!.weight * 100).toFixed(2)}%`);
    // An analysis valued before the grid existed: no grid section.
    expect(pdfText(await drawReportPdf(report(), preparedOn))).not.toContain('ADJUSTMENT GRID');
    expect(renderReportHtml(report())).not.toContain('Adjustment grid');
  });
});

describe('a sale the owner supplied, in the grid (decision 249)', () => {
  const withOwnerSale = () => {
    const analysis = sampleAnalysis({ comps: 3, reconciled: true });
    const last = analysis.comparable_properties[2]!;
    analysis.comparable_properties[2] = {
      ...last,
      address: '210 Oak Ave, Oakland',
      city: '',
      zip: '',
      source: 'owner',
      owner_supplied: true,
      owner_source: 'Zillow listing',
    };
    return report(analysis);
  };

  it('marks the row owner-supplied with where the owner saw it, and only that row', async () => {
    const built = withOwnerSale();
    const grid = built.adjustment_grid!;
    expect(grid.sales.map((s) => s.owner_source)).toEqual([undefined, undefined, 'Zillow listing']);
    // Its distance is not known: the comparables' table prints none.
    expect(built.comparables.find((c) => c.address.startsWith('210 Oak'))?.distance_miles).toBeNull();
    const html = renderReportHtml(built);
    expect(html).toContain('210 Oak Ave, Oakland (Owner-supplied (source: Zillow listing))');
    expect(html.match(/Owner-supplied/g)).toHaveLength(1);
    if (hasPdftotext) {
      const text = flat(pdfText(await drawReportPdf(built, preparedOn)));
      // Wrapped in its narrow column: pdftotext lays the wrapped word out beside the next columns.
      expect(text).toContain('Owner-supplied (source: Zillow');
      expect(text).toMatch(/listing\)/);
      expect(text.match(/Owner-supplied/g)).toHaveLength(1);
    }
  });
});

describe('each sale’s parcel, in the grid (decision 251)', () => {
  it('prints the APN of a sale where the records give one, and nothing where they do not', async () => {
    const analysis = sampleAnalysis({ comps: 3, reconciled: true });
    analysis.comparable_properties[0] = { ...analysis.comparable_properties[0]!, apn: '048-5613-001-00' };
    analysis.comparable_properties[2] = { ...analysis.comparable_properties[2]!, apn: '048-5613-077-00' };
    const built = report(analysis);
    expect(built.adjustment_grid!.sales.map((s) => s.apn)).toEqual([
      '048-5613-001-00',
      undefined,
      '048-5613-077-00',
    ]);
    const html = renderReportHtml(built);
    expect(html).toContain('100 Oak Ave, Oakland, CA 94611<br>APN 048-5613-001-00<br>');
    expect(html).toContain('APN 048-5613-077-00');
    expect(html).toContain('112 Oak Ave, Oakland, CA 94611<br>0');
    if (hasPdftotext) {
      const text = flat(pdfText(await drawReportPdf(built, preparedOn)));
      expect(text).toContain('APN 048-5613-001-00');
      expect(text).toContain('APN 048-5613-077-00');
    }
  });
});
