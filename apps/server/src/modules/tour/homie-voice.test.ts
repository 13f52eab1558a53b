import { describe, expect, it } from 'vitest';
import type { FrameReport } from '@homie/contracts/tour';
import { composeAnalysis, LOCAL_LIMITATIONS } from './homie-voice.ts';

const base: FrameReport = {
  analyser: 'local',
  room: null,
  features: [],
  quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
  condition: { rating: null, reasons: [] },
  issues: [],
  checklist: [],
  limitations: LOCAL_LIMITATIONS,
};

describe('composeAnalysis', () => {
  it('names the room with its confidence, what it sees, the checklist and what it cannot judge', () => {
    const text = composeAnalysis({
      ...base,
      room: { type: 'bathroom', label: 'Bathroom', confidence: 0.66 },
      features: ['toilet', 'sink'],
      checklist: ['Cracked, chipped or missing tile'],
    });
    expect(text).toMatch(/^Hey homie! This looks like a \*\*bathroom\*\* to me \(about 66% sure\)\./);
    expect(text).toContain('**What I can see:** toilet, sink.');
    expect(text).toContain('- Cracked, chipped or missing tile');
    expect(text).toMatch(/can't judge stains, cracks/);
  });

  it('refuses to guess on a blurry frame and gives the tip', () => {
    const text = composeAnalysis({
      ...base,
      quality: {
        ...base.quality,
        issues: [{ kind: 'blurry', message: 'This shot is blurry.', tip: 'Hold the phone still.' }],
      },
    });
    expect(text).toContain("I won't guess the room");
    expect(text).toContain('**Heads-up:** This shot is blurry. Tip: Hold the phone still.');
  });

  it('shows a vision rating with its meaning, the issues and a fallback note', () => {
    const text = composeAnalysis(
      {
        ...base,
        analyser: 'vision',
        room: { type: 'kitchen', label: 'Kitchen', confidence: 0.9 },
        condition: { rating: 'C4', reasons: ['Worn cabinet doors.'] },
        issues: [{ description: 'Water stain under the sink', severity: 'medium' }],
      },
      'A note.',
    );
    expect(text).toContain(
      '**Condition:** C4 (adequately maintained, some minor deferred maintenance). Worn cabinet doors.',
    );
    expect(text).toContain('- Water stain under the sink (medium)');
    expect(text.endsWith('Note: A note.')).toBe(true);
  });
});
