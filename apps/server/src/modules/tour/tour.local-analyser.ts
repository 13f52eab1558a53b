import { type FrameObject, type FrameReport, ROOM_LABELS, type RoomType } from '@homie/contracts/tour';
import { assessQuality, type FrameAnalyser } from './frame-analyser.ts';
import { composeAnalysis, LOCAL_LIMITATIONS, LOCAL_UNSEEN_CLASSES } from './homie-voice.ts';
import type { ObjectDetector } from './object-detector.ts';
import { checklistFor, nextShotsFor } from './room-checklists.ts';
import { guessRoom, MIN_ROOM_CONFIDENCE } from './room-classifier.ts';
import { englishLine, roomName, theObject, type TourWords, tourWords } from './tour-words.ts';
import { frameObjects, objectName } from './visible-features.ts';

const englishWords = tourWords('en');

/** A washed-out frame still shows objects, but the guess is trusted less. */
const WASHED_OUT_FACTOR = 0.7;

/**
 * What a frame like this is worth to an appeal, said honestly for an analyser that cannot see wear:
 * in any language (the report keeps its English, the reply says it in the owner's).
 */
function appealNote(room: RoomType | null, isUsable: boolean, objects: FrameObject[]) {
  return (w: TourWords): string => {
    if (!isUsable) return w.t('tour.appeal.retake');
    if (!room) return w.t('tour.appeal.noRoom');
    const name = roomName(w, room);
    const main = objects[0];
    const object = main
      ? (theObject(w, main.label) ?? `the ${objectName({ ...main, count: 1 })}`)
      : undefined;
    return object
      ? w.t('tour.appeal.roomObject', { room: name, object })
      : w.t('tour.appeal.room', { room: name });
  };
}

/** The room's checklist with the points about what is in frame first. */
function checklistInFrameFirst(room: RoomType | null, objects: FrameObject[]): string[] {
  const names = objects.map((o) => objectName({ ...o, count: 1 }).toLowerCase());
  const mentions = (item: string) => names.some((n) => item.toLowerCase().includes(n));
  const list = checklistFor(room);
  return [...list.filter(mentions), ...list.filter((item) => !mentions(item))];
}

/**
 * The embedded default: frames normalised (bars cropped, exposure stretched), image-quality checks
 * and CenterNet object detection (in a worker), turned into a room guess that never goes beyond its
 * evidence, the objects with their count and place, and what to photograph next. It never rates
 * condition: the model sees objects, not stains or cracks, and the reply says so (decision 110).
 */
export function createLocalAnalyser(detector: ObjectDetector): FrameAnalyser {
  return {
    name: 'local',
    async analyse(frame, _bytes, { note, locale = 'en' } = {}) {
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
      const objects = frameObjects(detections);
      const seen = new Set(objects.map((o) => o.label));
      const appealNoteOf = appealNote(room?.type ?? null, isUsable, objects);
      const report: FrameReport = {
        analyser: 'local',
        room,
        features: objects.map(objectName),
        quality,
        condition: { rating: null, reasons: [englishLine('tour.reason.localObjects')] },
        issues: [],
        checklist: isUsable ? checklistInFrameFirst(room?.type ?? null, objects) : [],
        limitations: room || !isUsable ? LOCAL_LIMITATIONS : [...LOCAL_LIMITATIONS, LOCAL_UNSEEN_CLASSES],
        objects,
        appeal_note: appealNoteOf(englishWords),
        next_shots: isUsable ? nextShotsFor(room?.type ?? null, seen) : [],
      };
      const voice = { note, evidence: room ? guess?.evidence : [], appealNote: appealNoteOf };
      const english = composeAnalysis(report, voice);
      const analysis = locale === 'en' ? english : composeAnalysis(report, { ...voice, locale });
      return { analysis, report, language: locale, english };
    },
    async warm() {
      await detector.warm();
    },
    close: () => detector.close(),
  };
}
