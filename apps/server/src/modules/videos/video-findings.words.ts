import { videoClock, type VideoFindingsInLanguage, type WordedLine } from '@homie/contracts/evidence';
import { DEFAULT_LOCALE, type Locale } from '@homie/contracts/locales';
import type { FrameReport } from '@homie/contracts/tour';
import type { TourMessageId } from '#lib/i18n/catalogs/tour/en.ts';
import {
  objectOfName,
  ratingMeaning,
  roomName,
  severityWord,
  someObjects,
  type TourWords,
  tourWords,
} from '#modules/tour/tour.plugin.ts';
import { FINDINGS_MESSAGES } from './video-findings.service.ts';
import type { FrameFinding } from './video-findings.summary.ts';

/**
 * The video's findings in the owner's language (decision 276), worded at read time from the stored
 * frames with the camera tour's words (`tour.*`, decision 270): the local analyser's object names,
 * rooms, the condition scale's meanings, severities and the clock phrase are ours and said in the
 * language; a vision model's own words (features, reasons, defects) stay as they came, English, and
 * are kept apart in each line's `parts`. In English every line reads as the stored English does
 * (summariseFrames, plainFinding): what is stored and filed stays English.
 */

type Part = WordedLine['parts'][number];
type Line = Part[];

const ours = (w: TourWords, text: string): Line => [{ text, lang: w.locale }];
const foreign = (text: string): Line => [{ text, lang: DEFAULT_LOCALE }];
/** A line an analyser wrote: ours (a catalogue line, said in the language) or a model's, as it came. */
function known(w: TourWords, text: string): Line {
  const said = w.known(text);
  return said !== text || w.locale === DEFAULT_LOCALE ? ours(w, said) : foreign(text);
}

function push(line: Line, part: Part): void {
  if (!part.text) return;
  const last = line.at(-1);
  if (last && last.lang === part.lang) last.text += part.text;
  else line.push({ ...part });
}

const MARK = /\uE000(\d+)\uE001/g;
const mark = (i: number) => `\uE000${i}\uE001`;

/** `text` with marks put back as the lines they stand for. */
function splice(text: string, lines: Line[], locale: Locale): Line {
  const out: Line = [];
  let last = 0;
  for (const m of text.matchAll(MARK)) {
    push(out, { text: text.slice(last, m.index), lang: locale });
    for (const part of lines[Number(m[1])] ?? []) push(out, part);
    last = m.index + m[0].length;
  }
  push(out, { text: text.slice(last), lang: locale });
  return out;
}

/** A catalogue message whose arguments may be lines of another language. */
function say(w: TourWords, id: TourMessageId, values: Record<string, Line | string> = {}): Line {
  const lines: Line[] = [];
  const plain: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') plain[key] = value;
    else {
      plain[key] = mark(lines.length);
      lines.push(value);
    }
  }
  return splice(w.t(id, plain), lines, w.locale);
}

/** "a, b and c" (the contract's English list), the language's conjunction list otherwise. */
function andList(w: TourWords, items: Line[]): Line {
  const marks = items.map((_, i) => mark(i));
  const text =
    w.locale === DEFAULT_LOCALE
      ? marks.length <= 1
        ? (marks[0] ?? '')
        : `${marks.slice(0, -1).join(', ')} and ${marks.at(-1)}`
      : new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(marks);
  return splice(text, items, w.locale);
}

/** The first two reasons, "a; b". */
function reasonsOf(w: TourWords, reasons: string[]): Line | undefined {
  const [first, second] = reasons.slice(0, 2).map((r) => known(w, r));
  if (!first) return undefined;
  return second ? say(w, 'tour.video.reasonPair', { first, second }) : first;
}

const english = (w: TourWords) => w.locale === DEFAULT_LOCALE;
const capitalised = (w: TourWords, text: string) =>
  text.charAt(0).toLocaleUpperCase(w.locale) + text.slice(1);

/** A feature of a frame: the local detector's object name in the language, a model's as it came. */
function featureOf(w: TourWords, report: FrameReport, feature: string): Line {
  if (english(w)) return ours(w, feature);
  const object = report.analyser === 'local' ? objectOfName(feature) : undefined;
  const said = object && someObjects(w, object.label, object.count);
  return said ? ours(w, said) : foreign(feature);
}

/** "at 0:07 (kitchen)". */
function whereOf(w: TourWords, at_seconds: number, report: FrameReport): Line {
  const time = videoClock(at_seconds);
  if (!report.room) return say(w, 'tour.video.at', { time });
  const room = english(w) ? report.room.label.toLowerCase() : roomName(w, report.room.type);
  return say(w, 'tour.video.atRoom', { time, room });
}

const severityOf = (w: TourWords, issue: FrameReport['issues'][number]) => severityWord(w, issue.severity);

/** A frame's finding (plainFinding's sentence) in the language. */
export function wordFinding(w: TourWords, report: FrameReport): Line {
  const parts: Line[] = [];
  if (report.room) {
    const room = english(w) ? report.room.label : capitalised(w, roomName(w, report.room.type));
    parts.push(say(w, 'tour.video.room', { room, percent: w.percent(report.room.confidence) }));
  } else parts.push(say(w, 'tour.video.noRoom'));
  if (report.features.length)
    parts.push(
      say(w, 'tour.video.visible', {
        things: andList(
          w,
          report.features.slice(0, 6).map((f) => featureOf(w, report, f)),
        ),
      }),
    );
  const rating = report.condition.rating;
  if (rating) {
    const reasons = reasonsOf(w, report.condition.reasons);
    const meaning = ratingMeaning(w, rating);
    parts.push(
      reasons
        ? say(w, 'tour.video.conditionReasons', { rating, meaning, reasons })
        : say(w, 'tour.video.condition', { rating, meaning }),
    );
  }
  if (report.issues.length) {
    const issues = report.issues
      .slice(0, 4)
      .map((i) =>
        say(w, 'tour.voice.issue', { description: known(w, i.description), severity: severityOf(w, i) }),
      );
    parts.push(say(w, 'tour.video.issues', { issues: andList(w, issues) }));
  }
  if (!rating && !report.issues.length) parts.push(say(w, 'tour.video.noRating'));
  parts.push(say(w, report.analyser === 'vision' ? 'tour.video.byVision' : 'tour.video.byLocal'));
  const out: Line = [];
  parts.forEach((line, i) => {
    if (i > 0) push(out, { text: w.sentences(['', '']), lang: w.locale });
    for (const part of line) push(out, part);
  });
  return out;
}

/** The stored English reasons a look failed, in the language (anything else as it came). */
const FAILURES: Record<string, TourMessageId> = {
  [FINDINGS_MESSAGES.unreadable]: 'tour.video.unreadable',
  [FINDINGS_MESSAGES.nothingAnalysed]: 'tour.video.nothingAnalysed',
  [FINDINGS_MESSAGES.unavailable]: 'tour.video.unavailable',
};

const toWorded = (line: Line): WordedLine => ({
  text: line.map((p) => p.text).join(''),
  parts: line,
});

/**
 * The features, condition cues (as summariseFrames makes them, in the same order), each frame's
 * finding and a failure's reason, in `language` (English for anything not one of ours).
 */
export function findingsInLanguage(
  frames: FrameFinding[],
  error: string | null,
  language: unknown,
): VideoFindingsInLanguage {
  const w = tourWords(language);
  const features = new Map<string, { count: number; line: Line }>();
  const cues = new Map<string, Line>();
  for (const { at_seconds, report } of frames) {
    for (const feature of report.features) {
      const seen = features.get(feature);
      if (seen) seen.count += 1;
      else features.set(feature, { count: 1, line: featureOf(w, report, feature) });
    }
    const where = whereOf(w, at_seconds, report);
    const whereEn = whereOf(tourWords(DEFAULT_LOCALE), at_seconds, report);
    const text = (line: Line) => line.map((p) => p.text).join('');
    const rating = report.condition.rating;
    if (rating) {
      const meaning = ratingMeaning(w, rating);
      const reasons = reasonsOf(w, report.condition.reasons);
      const line = reasons
        ? say(w, 'tour.video.cueReasons', { rating, meaning, where, reasons })
        : say(w, 'tour.video.cue', { rating, meaning, where });
      // Known by its English, as the stored cues are kept once each.
      const reasonsEn = report.condition.reasons.slice(0, 2).join('; ');
      const key = `${rating}|${text(whereEn)}|${reasonsEn}`;
      if (!cues.has(key)) cues.set(key, line);
    }
    for (const issue of report.issues) {
      const key = `${issue.description}|${issue.severity}|${text(whereEn)}`;
      const line = say(w, 'tour.video.issueCue', {
        description: known(w, issue.description),
        severity: severityOf(w, issue),
        where,
      });
      if (!cues.has(key)) cues.set(key, line);
    }
  }
  const failure = error ? FAILURES[error] : undefined;
  return {
    language: w.locale,
    features: [...features.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, 12)
      .map((f) => toWorded(f.line)),
    condition_cues: [...cues.values()].slice(0, 12).map(toWorded),
    frame_findings: frames.map((f) => toWorded(wordFinding(w, f.report))),
    error: error === null ? null : toWorded(failure ? say(w, failure) : foreign(error)),
  };
}
