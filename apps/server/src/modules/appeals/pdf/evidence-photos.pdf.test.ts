import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_PHOTO_LIMITS } from '@homie/contracts/evidence';
import { comparable, completeInfo, hasPdftotext, pdfText } from '../appeals.test-helpers.ts';
import { renderApplicationPdf } from './application-pdf.ts';
import type { PdfEvidencePhoto } from './evidence-photos-exhibit.ts';

/**
 * The photographs in the hearing evidence stay inside the PDF worker's budget (decisions 090, 113):
 * the most photos an order may carry, each the largest copy the server embeds, and noisy (the worst
 * case for JPEG size), are drawn by the worker pool well within its 10-second budget.
 */
async function worstCasePhoto(seed: number): Promise<PdfEvidencePhoto> {
  const side = EVIDENCE_PHOTO_LIMITS.pdfLongSide;
  const jpeg = await sharp({
    create: {
      width: side,
      height: Math.round(side * 0.75),
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
    },
  })
    .jpeg({ quality: 78 })
    .toBuffer();
  return {
    jpeg: new Uint8Array(jpeg),
    width: side,
    height: Math.round(side * 0.75),
    room: seed % 2 ? 'Kitchen' : null,
    takenOn: '11/21/2026 3:04 PM',
    caption: `Caption ${seed + 1}`,
    // What the analysis saw (documentFinding); a photo it saw nothing in prints none (decision 237).
    finding:
      seed % 3
        ? 'Visible: oak cabinets. Condition C4 (adequately maintained, some minor deferred maintenance).'
        : null,
  };
}

describe.skipIf(!hasPdftotext)('photographs in the formal package', () => {
  it('draws the most photos an order may carry within the worker budget, every one embedded', async () => {
    const photos = await Promise.all(
      Array.from({ length: EVIDENCE_PHOTO_LIMITS.perOrder }, (_, i) => worstCasePhoto(i)),
    );
    // The processor time the drawing takes (a loaded machine stretches the wall clock, not this).
    const started = process.cpuUsage();
    const pdf = await renderApplicationPdf(
      {
        county: 'alameda',
        info: completeInfo(),
        comparables: [comparable()],
        board: null,
        preparedOn: new Date('2026-11-26T12:00:00Z'),
        letter: 'Dear Members of the Board,\n\nPlease see the enclosed photographs.',
        photos,
      },
      null,
    );
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
    const text = pdfText(pdf);
    expect(text).toContain('PHOTOGRAPHS OF THE PROPERTY');
    expect(text).toContain('Photo 12: Kitchen');
    // No room the analysis could not tell, no empty finding: only what it saw.
    expect(text).toMatch(/Photo 1(?![0-9:])/);
    expect(text).not.toContain('Room not identified');
    expect(text).not.toContain('Analysis: null');
    expect(text).toContain('Analysis: Visible: oak cabinets.');
    expect(text).toContain('Caption: Caption 12');
    const dir = mkdtempSync(join(tmpdir(), 'homie-photos-pdf-'));
    try {
      writeFileSync(join(dir, 'package.pdf'), pdf);
      const listed = spawnSync('pdfimages', ['-list', join(dir, 'package.pdf')]).stdout.toString();
      const images = listed.split('\n').filter((line) => /\bimage\b.*\bjpeg\b/.test(line));
      expect(images).toHaveLength(EVIDENCE_PHOTO_LIMITS.perOrder);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
