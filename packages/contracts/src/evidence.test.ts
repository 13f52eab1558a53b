import { describe, expect, it } from 'vitest';
import {
  documentFinding,
  photoConditionStatement,
  plainFinding,
  setEvidencePhotosSchema,
  videoClock,
} from './evidence.ts';
import type { FrameReport } from './tour.ts';

const report = (over: Partial<FrameReport> = {}): FrameReport => ({
  analyser: 'local',
  room: null,
  features: [],
  quality: { brightness: 120, contrast: 40, sharpness: 200, issues: [] },
  condition: { rating: null, reasons: [] },
  issues: [],
  checklist: [],
  limitations: [],
  ...over,
});

describe('plainFinding', () => {
  it('says what a rated photo shows: room, what is visible, the rating in words, the defects, who found it', () => {
    expect(
      plainFinding(
        report({
          analyser: 'vision',
          room: { type: 'kitchen', label: 'Kitchen', confidence: 0.824 },
          features: ['oak cabinets', 'laminate countertops', 'gas range'],
          condition: { rating: 'C5', reasons: ['water damage', 'peeling paint', 'third'] },
          issues: [{ description: 'stained ceiling', severity: 'high' }],
        }),
      ),
    ).toBe(
      'Kitchen (82% confidence). Visible: oak cabinets, laminate countertops and gas range. Condition C5 (obvious deferred maintenance, needs repairs): water damage; peeling paint. Issues: stained ceiling (high). Found by a vision model.',
    );
  });

  it('does not invent a room or a rating the analysis did not give', () => {
    expect(plainFinding(report())).toBe(
      'The room could not be told from this photo. No condition rating was made. Found by the on-device analyser.',
    );
  });
});

describe('what a document says of a photo (decision 237)', () => {
  it('prints only what the analysis saw, never what it could not tell', () => {
    expect(documentFinding(report())).toBeNull();
    expect(
      documentFinding(report({ room: { type: 'kitchen', label: 'Kitchen', confidence: 0.4 } })),
    ).toBeNull();
    expect(documentFinding(report({ features: ['water stain'] }))).toBe(
      'Visible: water stain. Found by the on-device analyser.',
    );
  });

  it("states the owner's statement for the order's lien date", () => {
    expect(photoConditionStatement(2027)).toBe(
      'The condition these photographs show existed on January 1, 2027, the lien date this appeal is about: nothing shown was damaged, repaired or improved between that date and the day the photograph was taken.',
    );
  });
});

describe('setEvidencePhotosSchema', () => {
  const id = '11111111-1111-4111-8111-111111111111';
  it('trims captions and defaults them to empty', () => {
    expect(
      setEvidencePhotosSchema.parse({
        photos: [{ capture_id: id, caption: '  Old  ' }],
        condition_statement: true,
      }),
    ).toEqual({ photos: [{ capture_id: id, caption: 'Old' }], condition_statement: true });
    expect(
      setEvidencePhotosSchema.parse({ photos: [{ capture_id: id }], condition_statement: true }).photos[0]
        ?.caption,
    ).toBe('');
  });

  it("needs the owner's statement for any photo, at its own field; none to remove them all (decision 237)", () => {
    const refused = setEvidencePhotosSchema.safeParse({ photos: [{ capture_id: id }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['condition_statement'],
        message: expect.stringMatching(
          /^Tick the statement that the photos show the home as it was on the lien date/,
        ),
      }),
    ]);
    expect(setEvidencePhotosSchema.parse({ photos: [] })).toEqual({ photos: [], condition_statement: false });
  });

  it('refuses duplicates, more than 12 photos and long captions', () => {
    expect(
      setEvidencePhotosSchema.safeParse({ photos: [{ capture_id: id }, { capture_id: id }] }).success,
    ).toBe(false);
    const many = Array.from({ length: 13 }, (_, i) => ({
      capture_id: `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
    }));
    expect(setEvidencePhotosSchema.safeParse({ photos: many }).success).toBe(false);
    expect(
      setEvidencePhotosSchema.safeParse({ photos: [{ capture_id: id, caption: 'x'.repeat(301) }] }).success,
    ).toBe(false);
  });
});

describe('videoClock', () => {
  it('prints a moment of a video as minutes and two-digit seconds, rounded, never negative', () => {
    expect(videoClock(7)).toBe('0:07');
    expect(videoClock(84.6)).toBe('1:25');
    expect(videoClock(600)).toBe('10:00');
    expect(videoClock(-3)).toBe('0:00');
  });
});
