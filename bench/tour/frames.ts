// The frames the tour benchmarks analyse: the real room photos in ../shared/data/frames when
// present, else synthetic 1280×720 JPEGs (the figures then say so).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../lib/server.ts';

export const FRAMES_DIR = join(repoRoot, '..', 'shared', 'data', 'frames');

export async function loadFrames(): Promise<{ source: string; frames: { name: string; bytes: Buffer }[] }> {
  if (existsSync(FRAMES_DIR)) {
    const names = readdirSync(FRAMES_DIR)
      .filter((f) => f.endsWith('.jpg'))
      .sort();
    if (names.length) {
      return {
        source: `${names.length} real photos from ${FRAMES_DIR}`,
        frames: names.map((name) => ({ name, bytes: readFileSync(join(FRAMES_DIR, name)) })),
      };
    }
  }
  console.log(`(${FRAMES_DIR} is absent: using synthetic frames)`);
  const frames = await Promise.all(
    [0, 1, 2, 3].map(async (i) => ({
      name: `synthetic-${i}.jpg`,
      bytes: await sharp({
        create: {
          width: 1280,
          height: 720,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 100 + 10 * i, sigma: 40 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
  return { source: '4 synthetic 1280×720 frames', frames };
}
