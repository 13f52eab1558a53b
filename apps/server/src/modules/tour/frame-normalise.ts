import type { GreyImage } from './image-quality.ts';

/**
 * Frames are normalised before anything judges them (issue 18, decision 110): black letterbox or
 * pillarbox bars are cropped, and a dim but recoverable exposure is stretched, so a well-lit shot
 * with bars, or a dusky room that a phone under-exposed, is not refused as "too dark".
 */

export interface RawRgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The content's box in fractions of the frame (0–1). */
export interface ContentBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A bar row or column: nearly black and nearly uniform (JPEG noise allowed). */
const BAR_MAX_MEAN = 22;
const BAR_MAX_STD = 9;
/** Bars thinner than this share of a side are ignored (a dark frame edge is not a bar). */
const MIN_BAR_SHARE = 0.03;
/** Never crop away more than this share of a side: a frame that is mostly black is dark, not barred. */
const MAX_CROP_SHARE = 0.7;

/** The highest stretch applied to a dim frame; anything darker stays "too dark". */
export const MAX_GAIN = 3;
/** Frames at or above this mean luminance are not stretched. */
const DIM_BRIGHTNESS = 90;
/** Below this a stretch is not worth doing. */
const MIN_GAIN = 1.15;

function lineStats(image: GreyImage, index: number, horizontal: boolean): { mean: number; std: number } {
  const { data, width, height } = image;
  const n = horizontal ? width : height;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const v = data[horizontal ? index * width + i : i * width + index] ?? 0;
    sum += v;
    sumSq += v * v;
  }
  const mean = sum / n;
  return { mean, std: Math.sqrt(Math.max(0, sumSq / n - mean * mean)) };
}

function barLength(image: GreyImage, horizontal: boolean, fromEnd: boolean): number {
  const n = horizontal ? image.height : image.width;
  let count = 0;
  for (let k = 0; k < n; k++) {
    const { mean, std } = lineStats(image, fromEnd ? n - 1 - k : k, horizontal);
    if (mean > BAR_MAX_MEAN || std > BAR_MAX_STD) break;
    count++;
  }
  return count;
}

/** Finds letterbox (top/bottom) and pillarbox (left/right) bars; the whole frame when there are none. */
export function findContentBox(image: GreyImage): ContentBox {
  const { width, height } = image;
  const side = (length: number, size: number) => (length / size >= MIN_BAR_SHARE ? length : 0);
  let top = side(barLength(image, true, false), height);
  let bottom = side(barLength(image, true, true), height);
  let left = side(barLength(image, false, false), width);
  let right = side(barLength(image, false, true), width);
  if (top + bottom > height * MAX_CROP_SHARE) top = bottom = 0;
  if (left + right > width * MAX_CROP_SHARE) left = right = 0;
  return { left: left / width, top: top / height, right: 1 - right / width, bottom: 1 - bottom / height };
}

export const isWholeFrame = (box: ContentBox) =>
  box.left === 0 && box.top === 0 && box.right === 1 && box.bottom === 1;

/** Crops an image with `channels` bytes per pixel to a content box. */
export function cropTo<T extends { data: Uint8Array; width: number; height: number }>(
  image: T,
  box: ContentBox,
  channels: number,
): T {
  if (isWholeFrame(box)) return image;
  const x0 = Math.floor(box.left * image.width);
  const y0 = Math.floor(box.top * image.height);
  const x1 = Math.max(x0 + 1, Math.ceil(box.right * image.width));
  const y1 = Math.max(y0 + 1, Math.ceil(box.bottom * image.height));
  const width = x1 - x0;
  const height = y1 - y0;
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * image.width + x0) * channels;
    data.set(image.data.subarray(from, from + width * channels), y * width * channels);
  }
  return { ...image, data, width, height };
}

/** A linear stretch `out = (v - offset) * gain`, clamped to 0–255. */
export interface Exposure {
  offset: number;
  gain: number;
}

function percentileOf(histogram: number[], total: number, p: number): number {
  const target = total * p;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] ?? 0;
    if (seen >= target) return v;
  }
  return 255;
}

/** The stretch that brings a dim frame's bright end (99th percentile) up to near white, capped. */
export function exposureFor(image: GreyImage): Exposure {
  const histogram = new Array<number>(256).fill(0);
  for (const v of image.data) histogram[v] = (histogram[v] ?? 0) + 1;
  const total = Math.max(1, image.data.length);
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * (histogram[v] ?? 0);
  // A well-exposed frame is left as shot: only a dim one is stretched.
  if (sum / total >= DIM_BRIGHTNESS) return { offset: 0, gain: 1 };
  const low = Math.min(40, percentileOf(histogram, total, 0.01));
  const high = percentileOf(histogram, total, 0.99);
  const gain = Math.min(MAX_GAIN, 245 / Math.max(1, high - low));
  if (gain < MIN_GAIN) return { offset: 0, gain: 1 };
  return { offset: low, gain: Math.round(gain * 100) / 100 };
}

export function applyExposure<T extends { data: Uint8Array }>(image: T, exposure: Exposure): T {
  if (exposure.gain === 1 && exposure.offset === 0) return image;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] = Math.max(0, Math.min(255, Math.round((v - exposure.offset) * exposure.gain)));
  return { ...image, data: image.data.map((v) => lut[v] ?? v) };
}
