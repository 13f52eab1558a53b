import { describe, expect, it } from 'vitest';
import { measureQuality, qualityIssues, type GreyImage } from './image-quality.ts';

const W = 320;
const H = 180;

/** A sharp synthetic scene: random blocks with hard edges and a little noise. */
function scene(seed = 7): GreyImage {
  let s = seed;
  const rand = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const blocks = Array.from({ length: 64 }, () => 40 + rand() * 180);
  const data = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const block = blocks[(Math.floor(y / 23) * 8 + Math.floor(x / 41)) % 64] ?? 128;
      data[y * W + x] = Math.max(0, Math.min(255, block + (rand() - 0.5) * 20));
    }
  }
  return { data, width: W, height: H };
}

const map = (img: GreyImage, f: (v: number) => number): GreyImage => ({
  ...img,
  data: img.data.map((v) => Math.round(f(v))),
});

/** A wide box blur, like a shaking hand. */
function blur(img: GreyImage, radius = 6): GreyImage {
  const out = new Uint8Array(img.data.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let sum = 0;
      let n = 0;
      for (let dx = -radius; dx <= radius; dx++) {
        for (let dy = -radius; dy <= radius; dy++) {
          const xx = Math.min(W - 1, Math.max(0, x + dx));
          const yy = Math.min(H - 1, Math.max(0, y + dy));
          sum += img.data[yy * W + xx] ?? 0;
          n++;
        }
      }
      out[y * W + x] = Math.round(sum / n);
    }
  }
  return { ...img, data: out };
}

const kinds = (img: GreyImage) => qualityIssues(measureQuality(img)).map((i) => i.kind);

describe('image quality checks', () => {
  it('passes a sharp, well-lit frame', () => {
    expect(kinds(scene())).toEqual([]);
  });

  it('flags a dark frame, with a tip, and does not also call it blurry', () => {
    const issues = qualityIssues(measureQuality(map(scene(), (v) => v * 0.15)));
    expect(issues.map((i) => i.kind)).toEqual(['dark']);
    expect(issues[0]?.tip).toMatch(/lights/);
  });

  it('flags a washed-out frame', () => {
    expect(kinds(map(scene(), (v) => 255 - (255 - v) * 0.08))).toContain('washed_out');
  });

  it('flags a blurry frame', () => {
    const measures = measureQuality(blur(scene()));
    expect(measures.sharpness).toBeLessThan(80);
    expect(kinds(blur(scene()))).toEqual(['blurry']);
  });

  it('does not judge blur on a featureless wall', () => {
    const flat = { data: new Uint8Array(W * H).fill(128), width: W, height: H };
    expect(kinds(flat)).toEqual(['washed_out']);
  });

  it('measures brightness and contrast', () => {
    const m = measureQuality({ data: Uint8Array.from([0, 255, 0, 255]), width: 2, height: 2 });
    expect(m.brightness).toBeCloseTo(127.5);
    expect(m.contrast).toBeCloseTo(127.5);
  });
});
