import type { FrameReport } from '@homie/contracts/tour';
import type { DecodedFrame } from './frame-image.ts';
import { measureQuality, qualityIssues } from './image-quality.ts';

/** One analysed frame: the reply the user reads and the structured findings behind it. */
export interface FrameAnalysis {
  analysis: string;
  report: FrameReport;
}

/** Anything that can look at a frame: the embedded local analyser or a vision model. */
export interface FrameAnalyser {
  readonly name: 'local' | 'vision';
  /** `bytes` is the uploaded file; `note` is appended to the reply (e.g. why a fallback answered). */
  analyse(frame: DecodedFrame, bytes: Buffer, note?: string): Promise<FrameAnalysis>;
  /** Loads whatever model the analyser needs, so the first frame does not wait for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** The quality part of a report, the same for every analyser. */
export function assessQuality(frame: DecodedFrame): FrameReport['quality'] {
  const m = measureQuality(frame.grey);
  const n = frame.greyNormalised === frame.grey ? m : measureQuality(frame.greyNormalised);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    brightness: round(m.brightness),
    contrast: round(m.contrast),
    sharpness: round(n.sharpness),
    issues: qualityIssues(m, n),
    normalised: { cropped: frame.normalisation.cropped, gain: frame.normalisation.exposure.gain },
  };
}

export const FALLBACK_NOTE = "The vision service didn't answer, so this is my on-device look.";

/** Tries `primary` (a vision model) and answers with `fallback` (the local analyser) when it fails. */
export function withFallback(
  primary: FrameAnalyser,
  fallback: FrameAnalyser,
  onFallback: (err: unknown) => void,
): FrameAnalyser {
  return {
    name: primary.name,
    async analyse(frame, bytes) {
      try {
        return await primary.analyse(frame, bytes);
      } catch (err) {
        onFallback(err);
        return fallback.analyse(frame, bytes, FALLBACK_NOTE);
      }
    },
    async warm() {
      await Promise.all([primary.warm(), fallback.warm()]);
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
