// Decision 270: the reply learnt other languages; in English it is word for word what it was before,
// and so is the report (saved with a capture, read by the board). The expected texts in
// homie-voice.english.json were written by the code before the change.
import { readFileSync } from 'node:fs';
import {
  CONDITION_LABELS,
  CONDITION_RATINGS,
  type FrameReport,
  ROOM_LABELS,
  ROOM_TYPES,
} from '@homie/contracts/tour';
import { describe, expect, it } from 'vitest';
import { FALLBACK_NOTE } from './frame-analyser.ts';
import { decodeFrame } from './frame-image.ts';
import { composeAnalysis } from './homie-voice.ts';
import { createLocalAnalyser } from './tour.local-analyser.ts';
import { roomName, tourWords } from './tour-words.ts';
import { fixedDetector, LOCAL_CASES, REPORT_CASES, scene } from './voice-cases.test-helper.ts';

const before = JSON.parse(
  readFileSync(new URL('./homie-voice.english.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('the English reply and report are as before', () => {
  it.each(Object.keys(LOCAL_CASES))('local analyser: %s', async (name) => {
    const bytes = await scene();
    const analyser = createLocalAnalyser(fixedDetector(LOCAL_CASES[name] ?? []));
    const note = name === 'living' ? FALLBACK_NOTE : undefined;
    const { analysis, report } = await analyser.analyse(await decodeFrame(bytes), bytes, { note });
    // The noise in the scene is random: its measures differ from run to run, not its words.
    const measured = {
      brightness: expect.any(Number),
      contrast: expect.any(Number),
      sharpness: expect.any(Number),
    };
    const pinned = before[`local.${name}`] as { analysis: string; report: FrameReport };
    expect({ analysis, report }).toEqual({
      ...pinned,
      report: { ...pinned.report, quality: { ...pinned.report.quality, ...measured } },
    });
    // English asked for explicitly is the same.
    const asked = await analyser.analyse(await decodeFrame(bytes), bytes, { note, locale: 'en' });
    expect(asked.analysis).toBe(analysis);
    expect(asked.language).toBe('en');
  });

  it.each(Object.keys(REPORT_CASES))('composed report: %s', (name) => {
    const report = REPORT_CASES[name]!;
    expect(composeAnalysis(report, name === 'visionRated' ? 'A note.' : {})).toBe(before[`report.${name}`]);
  });
});

describe("the English catalogue's tour words are the contract's", () => {
  it("room names are ROOM_LABELS in lower case, the ratings' meanings CONDITION_LABELS", () => {
    const w = tourWords('en');
    for (const room of ROOM_TYPES) expect(roomName(w, room)).toBe(ROOM_LABELS[room].toLowerCase());
    for (const rating of CONDITION_RATINGS)
      expect(composeAnalysis({ ...REPORT_CASES.visionRated!, condition: { rating, reasons: [] } })).toContain(
        `**Condition:** ${rating} (${CONDITION_LABELS[rating]}).`,
      );
  });
});
