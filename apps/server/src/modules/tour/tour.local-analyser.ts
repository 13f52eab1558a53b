import { type FrameObject, type FrameReport, ROOM_LABELS, type RoomType } from '@homie/contracts/tour';
import { assessQuality, type FrameAnalyser } from './frame-analyser.ts';
import { composeAnalysis, LOCAL_LIMITATIONS, LOCAL_UNSEEN_CLASSES } from './homie-voice.ts';
import type { ObjectDetector } from './object-detector.ts';
import { checklistFor, nextShotsFor } from './room-checklists.ts';
import { guessRoom, MIN_ROOM_CONFIDENCE } from './room-classifier.ts';
import { frameObjects, objectName } from './visible-features.ts';

/** A washed-out frame still shows objects, but the guess is trusted less. */
const WASHED_OUT_FACTOR = 0.7;

/** What a frame like this is worth to an appeal, said honestly for an analyser that cannot see wear. */
function appealNote(room: RoomType | null, isUsable: boolean, objects: FrameObject[]): string {
  if (!isUsable)
    return "A blurry or dark photo won't persuade an assessor or a board: retake it before you save it.";
  if (!room)
    return "Even when I can't name the room, a clear photo of damage in it is evidence: the assessor weighs the home's condition, not the room's label. Spot some? Save this view.";
  const label = ROOM_LABELS[room].toLowerCase();
  const main = objects[0];
  const subject = main ? `the ${objectName({ ...main, count: 1 })}` : `the ${label}`;
  return `What lowers a value is condition a buyer would pay less for on January 1 (damage, wear, dated fixtures), not the ${label} itself. If ${subject} or anything around it shows wear, save this view and take a close-up.`;
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
      const objects = frameObjects(detections);
      const seen = new Set(objects.map((o) => o.label));
      const report: FrameReport = {
        analyser: 'local',
        room,
        features: objects.map(objectName),
        quality,
        condition: { rating: null, reasons: ['The on-device model recognises objects, not their wear.'] },
        issues: [],
        checklist: isUsable ? checklistInFrameFirst(room?.type ?? null, objects) : [],
        limitations: room || !isUsable ? LOCAL_LIMITATIONS : [...LOCAL_LIMITATIONS, LOCAL_UNSEEN_CLASSES],
        objects,
        appeal_note: appealNote(room?.type ?? null, isUsable, objects),
        next_shots: isUsable ? nextShotsFor(room?.type ?? null, seen) : [],
      };
      return { analysis: composeAnalysis(report, { note, evidence: room ? guess?.evidence : [] }), report };
    },
    async warm() {
      await detector.warm();
    },
    close: () => detector.close(),
  };
}
