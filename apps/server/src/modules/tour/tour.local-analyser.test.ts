import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameAnalyser } from './frame-analyser.ts';
import { decodeFrame } from './frame-image.ts';
import { WorkerObjectDetector } from './object-detector.ts';
import { createLocalAnalyser } from './tour.local-analyser.ts';

const FRAMES = resolve(import.meta.dirname, '../../../../../../shared/data/frames');
const hasFrames = existsSync(join(FRAMES, 'artur_door.jpg'));
if (!hasFrames)
  console.warn(`Skipping the real-photo analyser tests: ${FRAMES} is absent (see ../shared/data/README.md).`);

describe.skipIf(!hasFrames)('local analyser on real room photos (../shared/data/frames)', () => {
  let analyser: FrameAnalyser;
  const analyse = async (name: string) => {
    const bytes = readFileSync(join(FRAMES, name));
    return analyser.analyse(await decodeFrame(bytes), bytes);
  };

  beforeAll(async () => {
    analyser = createLocalAnalyser(
      new WorkerObjectDetector({ maxQueue: 8, frameTimeoutMs: 60_000, loadTimeoutMs: 120_000 }),
    );
    await analyser.warm();
  }, 150_000);
  afterAll(() => analyser?.close());

  it.each([
    ['aahan_bathroom.jpg', 'bathroom'],
    ['artur_bathroom.jpg', 'bathroom'],
    ['artur_bed.jpg', 'bedroom'],
    ['artur_anotherbed.jpg', 'bedroom'],
    ['aahan_room.jpg', 'bedroom'],
    ['aahan_kitchen.jpg', 'kitchen'],
    ['aahan_hall.jpg', 'living_room'],
  ])(
    '%s reads as a %s',
    async (name, room) => {
      const { report, analysis } = await analyse(name);
      expect(report.room?.type).toBe(room);
      expect(report.room?.confidence).toBeGreaterThanOrEqual(0.3);
      expect(report.quality.issues).toEqual([]);
      expect(report.features.length).toBeGreaterThan(0);
      expect(report.checklist.length).toBeGreaterThan(2);
      expect(report.condition.rating).toBeNull();
      expect(analysis).toMatch(/^Hey homie! This looks like a \*\*/);
      expect(analysis).toMatch(/can't judge stains, cracks/);
    },
    60_000,
  );

  it('flags the motion-blurred door as blurry and makes no room guess', async () => {
    const { report, analysis } = await analyse('artur_door.jpg');
    expect(report.quality.issues.map((i) => i.kind)).toEqual(['blurry']);
    expect(report.room).toBeNull();
    expect(report.features).toEqual([]);
    expect(analysis).toContain("I won't guess the room");
    expect(analysis).toContain('Hold the phone still');
  }, 60_000);
});
