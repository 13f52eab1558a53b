import type { Locale } from '@homie/contracts/locales';
import type { FrameReport } from '@homie/contracts/tour';
import type { DecodedFrame } from './frame-image.ts';
import { measureQuality, qualityIssues } from './image-quality.ts';
import { englishLine } from './tour-words.ts';

/**
 * One analysed frame: the reply the user reads (in `language`), the same reply in English (what a
 * saved capture keeps, decision 270) and the structured findings behind it (English, as the contract
 * defines them).
 */
export interface FrameAnalysis {
  analysis: string;
  report: FrameReport;
  /** The language `analysis` is in: the owner's, or English (when absent, or not said in theirs). */
  language?: Locale;
  /** The reply in English, when `analysis` is in another language. */
  english?: string;
}

/** What the caller asks of an analysis. */
export interface AnalyseOptions {
  /** Appended to the reply (e.g. why a fallback answered). */
  note?: string;
  /** The owner's language for the reply (English when not given). */
  locale?: Locale;
}

/** Anything that can look at a frame: the embedded local analyser or a vision model. */
export interface FrameAnalyser {
  readonly name: 'local' | 'vision';
  /** `bytes` is the uploaded file. */
  analyse(frame: DecodedFrame, bytes: Buffer, options?: AnalyseOptions): Promise<FrameAnalysis>;
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

export const FALLBACK_NOTE = englishLine('tour.note.fallback');

/** Tries `primary` (a vision model) and answers with `fallback` (the local analyser) when it fails. */
export function withFallback(
  primary: FrameAnalyser,
  fallback: FrameAnalyser,
  onFallback: (err: unknown) => void,
): FrameAnalyser {
  return {
    name: primary.name,
    async analyse(frame, bytes, options) {
      try {
        return await primary.analyse(frame, bytes, options);
      } catch (err) {
        onFallback(err);
        return fallback.analyse(frame, bytes, { ...options, note: FALLBACK_NOTE });
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
