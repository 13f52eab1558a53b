import { describe, expect, it } from 'vitest';
import { applyExposure, cropTo, exposureFor, findContentBox, MAX_GAIN } from './frame-normalise.ts';

const W = 100;
const H = 60;
/** A textured picture (values 60–200) with black bars of `top`/`bottom` rows. */
function barred(top: number, bottom: number, scale = 1) {
  const data = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      data[y * W + x] = y < top || y >= H - bottom ? 3 : Math.round((60 + ((x * 7 + y * 13) % 140)) * scale);
  return { data, width: W, height: H };
}

describe('frame normalisation', () => {
  it('finds letterbox bars and crops them off', () => {
    const image = barred(12, 12);
    const box = findContentBox(image);
    expect(box.top).toBeCloseTo(12 / H);
    expect(box.bottom).toBeCloseTo(1 - 12 / H);
    expect(box.left).toBe(0);
    const cropped = cropTo(image, box, 1);
    expect(cropped.height).toBe(H - 24);
    expect(Math.min(...cropped.data)).toBeGreaterThanOrEqual(60);
  });

  it('finds pillarbox bars (a portrait phone video shown in a landscape frame)', () => {
    const image = barred(0, 0);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (x < 20 || x >= W - 20) image.data[y * W + x] = 0;
    const box = findContentBox(image);
    expect(box).toEqual({ left: 0.2, top: 0, right: 0.8, bottom: 1 });
    expect(cropTo(image, box, 1).width).toBe(60);
  });

  it('leaves a frame without bars, and a frame that is mostly black, uncropped', () => {
    expect(findContentBox(barred(0, 0))).toEqual({ left: 0, top: 0, right: 1, bottom: 1 });
    expect(findContentBox(barred(25, 25)).top).toBe(0);
  });

  it('stretches a dim frame, caps the gain, and leaves a well-lit one alone', () => {
    expect(exposureFor(barred(0, 0))).toEqual({ offset: 0, gain: 1 });
    const dim = barred(0, 0, 0.4);
    const exposure = exposureFor(dim);
    expect(exposure.gain).toBeGreaterThan(1.5);
    expect(exposure.gain).toBeLessThanOrEqual(MAX_GAIN);
    const brightened = applyExposure(dim, exposure);
    const mean = (a: Uint8Array) => a.reduce((s, v) => s + v, 0) / a.length;
    expect(mean(brightened.data)).toBeGreaterThan(mean(dim.data) * 1.5);
  });
});
