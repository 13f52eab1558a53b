// MLS sales among the comparables carry the MLS's attribution line (RESO_ATTRIBUTION, decision 232):
// in the report (its JSON, its HTML and its PDF) and under the exhibit's comparable sales.
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { comparable, completeInfo, hasPdftotext, pdfText } from '../appeals.test-helpers.ts';
import { drawApplicationPdf } from '../pdf/application-pdf.ts';
import { drawReportPdf } from '../pdf/report-pdf.ts';
import { assembleReport } from './report-assemble.ts';
import { renderReportHtml } from './report-html.ts';
import { snapshotFromAnalysis } from './report-snapshot.ts';

const ATTRIBUTION = 'Listing data courtesy of Test MLS, deemed reliable but not guaranteed.';
const board = { name: 'Board', address_lines: ['1 Main St'], phone: null, website: null, verified: true };
const now = new Date('2026-08-03T17:00:00Z');
const flat = (text: string) => text.replace(/\s+/g, ' ');

function report(source: 'mls' | 'import') {
  const analysis = sampleAnalysis({ comps: 5 });
  analysis.comparable_properties = analysis.comparable_properties.map((c, i) => ({
    ...c,
    source: i === 0 ? source : 'import',
  }));
  const snapshot = snapshotFromAnalysis(analysis, 'basic');
  return assembleReport({
    jobId: 'job',
    tier: 'basic',
    county: 'alameda',
    snapshot,
    application: null,
    board,
    editedLetter: null,
    generatedAt: now,
    updatedAt: now,
    now,
    mlsAttribution: ATTRIBUTION,
  });
}

describe('the MLS attribution line in the report and the exhibit', () => {
  it('labels each comparable with its source and names the MLS line only when an MLS sale is among them', () => {
    const withMls = report('mls');
    expect(withMls.comparables.map((c) => c.source)).toEqual(['mls', 'import', 'import', 'import', 'import']);
    expect(withMls.data_attribution).toBe(ATTRIBUTION);
    expect(renderReportHtml(withMls)).toContain(ATTRIBUTION);
    const without = report('import');
    expect(without.data_attribution).toBeNull();
    expect(renderReportHtml(without)).not.toContain(ATTRIBUTION);
  });

  it.skipIf(!hasPdftotext)(
    'prints the line under the report PDF and the exhibit comparables (pdftotext)',
    async () => {
      expect(flat(pdfText(await drawReportPdf(report('mls'), now)))).toContain(ATTRIBUTION);
      expect(flat(pdfText(await drawReportPdf(report('import'), now)))).not.toContain(ATTRIBUTION);
      const exhibit = (attribution: string | null) =>
        drawApplicationPdf({
          county: 'alameda',
          info: completeInfo({ apn: '048-5612-012-00', opinion_value: '940,000' }),
          comparables: [comparable()],
          board,
          preparedOn: now,
          attribution,
        });
      expect(flat(pdfText(await exhibit(ATTRIBUTION)))).toContain(ATTRIBUTION);
      expect(flat(pdfText(await exhibit(null)))).not.toContain(ATTRIBUTION);
    },
  );
});
