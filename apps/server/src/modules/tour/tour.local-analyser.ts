import { ROOM_LABELS, type FrameReport } from '@homie/contracts/tour';
import { assessQuality, type FrameAnalyser } from './frame-analyser.ts';
import { composeAnalysis, LOCAL_LIMITATIONS } from './homie-voice.ts';
import type { ObjectDetector } from './object-detector.ts';
import { checklistFor } from './room-checklists.ts';
import { guessRoom, MIN_ROOM_CONFIDENCE } from './room-classifier.ts';
import { visibleFeatures } from './visible-features.ts';

/** A washed-out frame still shows objects, but the guess is trusted less. */
const WASHED_OUT_FACTOR = 0.7;

/**
 * The embedded default: image-quality checks plus CenterNet object detection (in a worker thread),
 * turned into a room guess, the visible features and the room's appeal checklist. It never rates
 * condition: the model sees objects, not stains or cracks, and the reply says so.
 */
export function createLocalAnalyser(detector: ObjectDetector): FrameAnalyser {
  return {
    name: 'local',
    async analyse(frame, _bytes, note) {
      const quality = assessQuality(frame);
      const kinds = new Set(quality.issues.map((i) => i.kind));
      // A blurry or dark frame gives unreliable detections: say so instead of guessing.
      const isUsable = !kinds.has('blurry') && !kinds.has('dark');
      const detections = isUsable ? await detector.detect(frame.rgb) : [];
      const guess = isUsable ? guessRoom(detections) : null;
      const confidence = guess ? guess.confidence * (kinds.has('washed_out') ? WASHED_OUT_FACTOR : 1) : 0;
      const room =
        guess && confidence >= MIN_ROOM_CONFIDENCE
          ? {
              type: guess.type,
              label: ROOM_LABELS[guess.type],
              confidence: Math.round(confidence * 100) / 100,
            }
          : null;
      const report: FrameReport = {
        analyser: 'local',
        room,
        features: visibleFeatures(detections),
        quality,
        condition: { rating: null, reasons: ['The on-device model recognises objects, not their wear.'] },
        issues: [],
        checklist: isUsable ? checklistFor(room?.type ?? null) : [],
        limitations: LOCAL_LIMITATIONS,
      };
      return { analysis: composeAnalysis(report, note), report };
    },
    async warm() {
      await detector.warm();
    },
    close: () => detector.close(),
  };
}
