import type { QualityIssue } from '@homie/contracts/tour';
import { englishLine } from './tour-words.ts';

/** A greyscale image, one byte per pixel, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface QualityMeasures {
  /** Mean luminance, 0–255. */
  brightness: number;
  /** Standard deviation of luminance. */
  contrast: number;
  /** Share of pixels darker than 30. */
  darkShare: number;
  /** Share of pixels brighter than 245. */
  clippedShare: number;
  /** Variance of the 4-neighbour Laplacian: low means few sharp edges. */
  sharpness: number;
}

/** Width the grey copy must be resized to before measuring, so sharpness compares across sizes. */
export const QUALITY_WIDTH = 320;

/** Thresholds, tuned on real room photos (a motion-blurred frame scores ~21, sharp ones 299+). */
export const QUALITY_THRESHOLDS = {
  darkBrightness: 55,
  darkShare: 0.6,
  washedBrightness: 205,
  washedContrast: 40,
  clippedShare: 0.3,
  flatContrast: 12,
  blurrySharpness: 80,
} as const;

export function measureQuality(image: GreyImage): QualityMeasures {
  const { data, width, height } = image;
  let sum = 0;
  let sumSq = 0;
  let dark = 0;
  let clipped = 0;
  for (const v of data) {
    sum += v;
    sumSq += v * v;
    if (v < 30) dark++;
    if (v > 245) clipped++;
  }
  const n = Math.max(1, data.length);
  const brightness = sum / n;
  const contrast = Math.sqrt(Math.max(0, sumSq / n - brightness * brightness));
  let lapSum = 0;
  let lapSq = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const l =
        4 * (data[i] ?? 0) -
        (data[i - 1] ?? 0) -
        (data[i + 1] ?? 0) -
        (data[i - width] ?? 0) -
        (data[i + width] ?? 0);
      lapSum += l;
      lapSq += l * l;
      count++;
    }
  }
  const sharpness = count ? lapSq / count - (lapSum / count) ** 2 : 0;
  return { brightness, contrast, darkShare: dark / n, clippedShare: clipped / n, sharpness };
}

/** Turns measures (as shot, and after normalisation) into the problems a person can fix, each with a tip. */
export function qualityIssues(m: QualityMeasures, normalised: QualityMeasures = m): QualityIssue[] {
  const t = QUALITY_THRESHOLDS;
  const issues: QualityIssue[] = [];
  // Dark is judged after the exposure stretch (decision 110): only a frame no stretch can rescue is dark.
  const n = normalised;
  const isDark = n.brightness < t.darkBrightness || n.darkShare > t.darkShare;
  if (isDark) {
    issues.push({
      kind: 'dark',
      message: englishLine('tour.quality.dark'),
      tip: englishLine('tour.quality.darkTip'),
    });
  }
  const isWashed =
    !isDark &&
    (m.clippedShare > t.clippedShare ||
      (m.brightness > t.washedBrightness && m.contrast < t.washedContrast) ||
      m.contrast < t.flatContrast);
  if (isWashed) {
    issues.push({
      kind: 'washed_out',
      message: englishLine('tour.quality.washedOut'),
      tip: englishLine('tour.quality.washedOutTip'),
    });
  }
  // Blur can only be judged when there is enough contrast to carry edges.
  if (!isDark && n.contrast >= t.flatContrast && n.sharpness < t.blurrySharpness) {
    issues.push({
      kind: 'blurry',
      message: englishLine('tour.quality.blurry'),
      tip: englishLine('tour.quality.blurryTip'),
    });
  }
  return issues;
}
