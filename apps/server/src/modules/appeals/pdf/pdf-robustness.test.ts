import { MAX_LETTER_CHARS } from '@homie/contracts/appeals-report';
import { COUNTY_KEYS } from '@homie/contracts/counties';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { comparable, completeInfo } from '../appeals.test-helpers.ts';
import { assembleReport } from '../report/report-assemble.ts';
import { snapshotFromAnalysis } from '../report/report-snapshot.ts';
import { drawApplicationPdf } from './application-pdf.ts';
import { drawReportPdf } from './report-pdf.ts';

const board = {
  name: 'Board',
  address_lines: ['1 Main St', 'Town, CA 90000'],
  phone: null,
  website: null,
  verified: true,
};
const preparedOn = new Date('2026-11-21T10:00:00Z');
const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('PDFs never break on what an owner can type', () => {
  it('draws any text in any field, for every county', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...COUNTY_KEYS),
        fc.string({ unit: 'binary', maxLength: 150 }),
        async (county, text) => {
          const bytes = await drawApplicationPdf({
            county,
            info: completeInfo({
              owner_name: text,
              mailing_address: text,
              email: text,
              additional_info: text,
            }),
            comparables: [comparable({ address: text, description: text })],
            board,
            preparedOn,
          });
          expect(await pages(bytes)).toBeGreaterThanOrEqual(3);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('flows long additional information and a long edited letter onto more pages', async () => {
    const long = 'The kitchen is original and the roof leaks; 🏠 photos attached. '.repeat(60);
    const application = await drawApplicationPdf({
      county: 'alameda',
      info: completeInfo({ additional_info: long.slice(0, 3000) }),
      comparables: [comparable(), comparable(), comparable()],
      board,
      preparedOn,
    });
    expect(await pages(application)).toBeGreaterThanOrEqual(3);
    const report = assembleReport({
      jobId: 'job',
      tier: 'guarantee',
      county: 'alameda',
      snapshot: snapshotFromAnalysis(sampleAnalysis({ comps: 10 }), 'guarantee'),
      application: null,
      board,
      editedLetter: `${long}\n\n`.repeat(5).slice(0, 20_000),
      generatedAt: preparedOn,
      updatedAt: preparedOn,
      now: preparedOn,
    });
    expect(await pages(await drawReportPdf(report, preparedOn))).toBeGreaterThan(4);
  });

  it('lays out a 3,000-character word and a 20,000-character one-word letter in well under a second each', async () => {
    const word = 'Overlong'.repeat(2_500);
    let started = performance.now();
    const application = await drawApplicationPdf({
      county: 'alameda',
      info: completeInfo({ additional_info: word.slice(0, 3000) }),
      comparables: [comparable({ description: word.slice(0, 300) })],
      board,
      preparedOn,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await pages(application)).toBeGreaterThanOrEqual(3);
    const report = assembleReport({
      jobId: 'job',
      tier: 'guarantee',
      county: 'alameda',
      snapshot: snapshotFromAnalysis(sampleAnalysis({ comps: 10 }), 'guarantee'),
      application: null,
      board,
      editedLetter: word,
      generatedAt: preparedOn,
      updatedAt: preparedOn,
      now: preparedOn,
    });
    started = performance.now();
    const pdf = await drawReportPdf(report, preparedOn);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await pages(pdf)).toBeGreaterThan(3);
  });

  it('still prints a stored letter longer than today’s cap, in full', async () => {
    const letter = 'An older, much longer letter. '.repeat(2_000); // 60,000 characters
    const report = assembleReport({
      jobId: 'job',
      tier: 'guarantee',
      county: 'alameda',
      snapshot: snapshotFromAnalysis(sampleAnalysis({ comps: 10 }), 'guarantee'),
      application: null,
      board,
      editedLetter: letter,
      generatedAt: preparedOn,
      updatedAt: preparedOn,
      now: preparedOn,
    });
    expect(report.letter.length).toBeGreaterThan(MAX_LETTER_CHARS);
    const started = performance.now();
    const pdf = await drawReportPdf(report, preparedOn);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await pages(pdf)).toBeGreaterThan(8);
  });
});
