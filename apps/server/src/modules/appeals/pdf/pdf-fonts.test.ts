import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { comparable, completeInfo, hasPdftotext, pdfText } from '../appeals.test-helpers.ts';
import { assembleReport } from '../report/report-assemble.ts';
import { snapshotFromAnalysis } from '../report/report-snapshot.ts';
import { drawApplicationPdf } from './application-pdf.ts';
import { unicodeFontsAvailable } from './pdf-fonts.ts';
import { drawReportPdf } from './report-pdf.ts';

const board = { name: 'Board', address_lines: ['1 Main St'], phone: null, website: null, verified: true };
const preparedOn = new Date('2026-11-21T10:00:00Z');
const NAMES = {
  chinese: '王小明',
  vietnamese: 'Nguyễn Thị Hường',
  korean: '김민준',
  spanish: 'José Peña Muñoz',
  armenian: 'Արամ Խաչատրյան',
};
const fontsOf = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object.toString())
    .filter((text) => text.includes('/BaseFont'))
    .join('\n');
};

describe('names in any script (decision 090)', () => {
  it.skipIf(!hasPdftotext || !unicodeFontsAvailable())(
    'prints Chinese, Vietnamese, Korean, Spanish and Armenian names as written (pdftotext)',
    async () => {
      const names = Object.values(NAMES);
      const application = await drawApplicationPdf({
        county: 'alameda',
        info: completeInfo({
          owner_name: NAMES.vietnamese,
          mailing_address: `${NAMES.korean}, 12 Main St, Oakland, CA 94611`,
          additional_info: `Co-owners: ${names.join('; ')}.`,
        }),
        comparables: [comparable({ description: `Sold by ${NAMES.armenian}` })],
        board,
        preparedOn,
      });
      const text = pdfText(application);
      for (const name of names) expect(text).toContain(name);
      expect(text).toContain(`Sold by ${NAMES.armenian}`);

      const report = assembleReport({
        jobId: 'job',
        tier: 'guarantee',
        county: 'alameda',
        snapshot: snapshotFromAnalysis(sampleAnalysis({ comps: 5 }), 'guarantee'),
        application: null,
        board,
        editedLetter: `Dear Members of the Board,\n\n${names.join('\n')}\n\nSincerely, ${NAMES.chinese}`,
        generatedAt: preparedOn,
        updatedAt: preparedOn,
        now: preparedOn,
      });
      const letter = pdfText(await drawReportPdf(report, preparedOn));
      for (const name of names) expect(letter).toContain(name);
      expect(letter).toContain(`Sincerely, ${NAMES.chinese}`);
    },
  );

  it('embeds no extra font when Helvetica draws everything, and prints "?" only for what no font has', async () => {
    const plain = await drawApplicationPdf({
      county: 'alameda',
      info: completeInfo({ owner_name: NAMES.spanish }),
      comparables: [],
      board,
      preparedOn,
    });
    const fonts = await fontsOf(plain);
    expect(fonts).toContain('Helvetica');
    expect(fonts).not.toMatch(/DejaVu|WenQuanYi/);
    if (!unicodeFontsAvailable()) return;
    const mixed = await drawApplicationPdf({
      county: 'alameda',
      info: completeInfo({
        owner_name: `${NAMES.korean} \u{1F3E0}`,
        additional_info: 'lone \uD800 surrogate',
      }),
      comparables: [],
      board,
      preparedOn,
    });
    expect(await fontsOf(mixed)).toMatch(/WenQuanYi/);
    if (hasPdftotext) {
      const text = pdfText(mixed);
      expect(text).toContain(`${NAMES.korean} ?`);
      expect(text).toContain('lone ? surrogate');
    }
  });
});
