import type { FrameObject, FrameReport } from '@homie/contracts/tour';
import {
  englishLine,
  ratingMeaning,
  roomName,
  severityWord,
  someObjects,
  theObject,
  type TourWords,
  tourWords,
} from './tour-words.ts';
import { objectName } from './visible-features.ts';

/** What the on-device analyser can never judge, said plainly. */
export const LOCAL_LIMITATIONS = [englishLine('tour.limit.local')];
/** Said only when the room is unknown, where it explains why. */
export const LOCAL_UNSEEN_CLASSES = englishLine('tour.limit.localUnseen');

export const OFFLINE_UNKNOWN_ROOM = "I can't tell this room offline.";

/** "a chair", "an oven", "2 chairs" (a label the tour does not name: its English name). */
const someOf = (w: TourWords, object: FrameObject) =>
  someObjects(w, object.label, object.count) ?? objectName(object);

const PLACES: Record<string, string> = {
  centre: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  'upper left': 'upperLeft',
  'upper right': 'upperRight',
  'lower left': 'lowerLeft',
  'lower right': 'lowerRight',
};

/** "a bed filling most of the frame", "2 chairs on the left", "a TV in the centre". */
export function describeObject(object: FrameObject, w: TourWords = tourWords('en')): string {
  const some = someOf(w, object);
  if (object.area !== undefined && object.area >= 0.45)
    return w.t('tour.voice.objectLarge', { object: some });
  if (!object.position) return some;
  const place = PLACES[object.position];
  if (place) return w.t('tour.voice.objectAt', { object: some, place });
  return w.locale === 'en' ? `${some} on the ${object.position}` : some;
}

export interface VoiceContext {
  /** Appended to the reply (e.g. why a fallback answered); one of ours is said in the reply's language. */
  note?: string;
  /** The objects that decided the room, as the detector names them. */
  evidence?: string[];
  /** The language of the reply (English when not given). */
  locale?: unknown;
  /** The appeal note in any language, when the analyser made it (the report holds its English). */
  appealNote?: (w: TourWords) => string;
}

/** "the dining table and the TV"; undefined when a label is one the language has no name for. */
function evidenceWords(w: TourWords, labels: string[]): string | undefined {
  const words = labels
    .slice(0, 2)
    .map((l) => theObject(w, l) ?? (w.locale === 'en' ? `the ${l}` : undefined));
  if (words.some((word) => word === undefined)) return undefined;
  const [first = '', second] = words as string[];
  return second === undefined ? first : w.t('tour.voice.evidencePair', { first, second });
}

/**
 * The reply the assistant shows, in a friendly "homie" voice, in the owner's language (decision
 * 270; English when none is given, word for word as before). The report's own lines (checklist,
 * tips, limitations) are ours and said in the language; a vision model's words come as they are.
 * Light markup only: **bold**, and lines starting with "- " are list items (the dashboard renders both).
 */
export function composeAnalysis(report: FrameReport, context: VoiceContext | string = {}): string {
  const {
    note,
    evidence = [],
    locale,
    appealNote,
  } = typeof context === 'string' ? { note: context } : context;
  const w = tourWords(locale);
  const parts: string[] = [];
  const blurryOrDark = report.quality.issues.some((i) => i.kind === 'blurry' || i.kind === 'dark');
  const isLocal = report.analyser === 'local';
  if (report.room) {
    const room = roomName(w, report.room.type);
    const percent = w.percent(report.room.confidence);
    const why = evidence.length ? evidenceWords(w, evidence) : undefined;
    parts.push(
      why
        ? w.t('tour.voice.roomBecause', { room, percent, evidence: why })
        : w.t('tour.voice.room', { room, percent }),
    );
  } else if (blurryOrDark) {
    parts.push(w.t('tour.voice.noGuess'));
  } else if (isLocal) {
    parts.push(
      report.objects?.length
        ? w.t('tour.voice.offlineSees', { objects: w.list(report.objects.map((o) => someOf(w, o))) })
        : w.t('tour.voice.offlineNothing'),
    );
  } else {
    parts.push(w.t('tour.voice.unknownRoom'));
  }
  const normalised = report.quality.normalised;
  if (normalised && !blurryOrDark && (normalised.cropped || normalised.gain > 1)) {
    const gain = w.decimal1(normalised.gain);
    parts.push(
      normalised.gain <= 1
        ? w.t('tour.voice.cropped')
        : normalised.cropped
          ? w.t('tour.voice.croppedBrightened', { gain })
          : w.t('tour.voice.brightened', { gain }),
    );
  }
  for (const issue of report.quality.issues)
    parts.push(w.t('tour.voice.headsUp', { message: w.known(issue.message), tip: w.known(issue.tip) }));
  if (report.objects?.length) {
    parts.push(w.t('tour.voice.seen', { things: w.list(report.objects.map((o) => describeObject(o, w))) }));
  } else if (report.features.length) {
    parts.push(w.t('tour.voice.seen', { things: w.list(report.features.map(w.known)) }));
  }
  if (report.materials?.length) parts.push(w.t('tour.voice.materials', { things: w.list(report.materials) }));
  const reasons = w.sentences(report.condition.reasons.map(w.known));
  if (report.condition.rating) {
    const rated = w.t('tour.voice.condition', {
      rating: report.condition.rating,
      meaning: ratingMeaning(w, report.condition.rating),
    });
    parts.push(reasons ? w.sentences([rated, reasons]) : rated);
  } else if (report.analyser === 'vision' && report.condition.reasons.length) {
    parts.push(w.sentences([w.t('tour.voice.conditionUnknown'), reasons]));
  }
  if (report.issues.length) {
    parts.push(
      [
        w.t('tour.voice.issuesHeading'),
        ...report.issues.map((i) => {
          const severity = severityWord(w, i.severity);
          const line = i.location
            ? w.t('tour.voice.issueAt', { description: i.description, severity, location: i.location })
            : w.t('tour.voice.issue', { description: i.description, severity });
          return `- ${line}`;
        }),
      ].join('\n'),
    );
  }
  if (report.appeal_note) {
    const said = appealNote ? appealNote(w) : w.known(report.appeal_note);
    parts.push(w.t('tour.voice.appeal', { note: said }));
  }
  if (report.next_shots?.length) {
    parts.push(
      [w.t('tour.voice.nextHeading'), ...report.next_shots.map((s) => `- ${w.known(s)}`)].join('\n'),
    );
  }
  if (report.checklist.length) {
    parts.push(
      [w.t('tour.voice.checkHeading'), ...report.checklist.map((c) => `- ${w.known(c)}`)].join('\n'),
    );
  }
  if (report.limitations.length)
    parts.push(w.t('tour.voice.limits', { limits: w.sentences(report.limitations.map(w.known)) }));
  if ((report.features.length || report.room) && !report.appeal_note) {
    parts.push(w.t('tour.voice.saveView'));
  }
  if (note) parts.push(w.t('tour.voice.note', { note: w.known(note) }));
  return parts.join('\n\n');
}
