import { DEFAULT_LOCALE, type Locale } from '@homie/contracts/locales';
import type { CONDITION_RATINGS, FrameReport, RoomType } from '@homie/contracts/tour';
import { tourEn, type TourMessageId } from '#lib/i18n/catalogs/tour/en.ts';
import { mailText, type MailValues } from '#lib/i18n/mail-text.ts';

/**
 * The camera tour's words in one language (decision 270): its messages (the `tour.*` keys of the
 * server's catalogues, `mailText`), the room and object names, numbers by Intl for the locale, and
 * `known`: a line an analyser wrote in English (a checklist item, a tip) in this language, or the line
 * as it came when it is not one of ours (a vision model's own words).
 */
export interface TourWords {
  locale: Locale;
  t(id: TourMessageId, values?: MailValues): string;
  /** An English line of ours in this language; anything else as it came. */
  known(english: string): string;
  /** "66%" in English (as always), the locale's percent otherwise. */
  percent(share: number): string;
  /** "1.4" in English, the locale's decimal otherwise. */
  decimal1(value: number): string;
  /** Items of a list joined the language's way ("a, b" in English). */
  list(items: string[]): string;
  /** Sentences one after the other (a space between them, none in Chinese). */
  sentences(items: string[]): string;
}

const ROOM_NAMES: Record<RoomType, TourMessageId> = {
  bathroom: 'tour.room.bathroom',
  bedroom: 'tour.room.bedroom',
  kitchen: 'tour.room.kitchen',
  living_room: 'tour.room.living_room',
  dining_room: 'tour.room.dining_room',
  office: 'tour.room.office',
  laundry: 'tour.room.laundry',
  garage: 'tour.room.garage',
  hallway: 'tour.room.hallway',
  exterior: 'tour.room.exterior',
  other: 'tour.room.other',
};

/** The detector's labels the tour names, with "a chair / 2 chairs" and "the chair". */
const OBJECT_NAMES: Record<string, { some: TourMessageId; the: TourMessageId }> = {
  toilet: { some: 'tour.object.toilet.some', the: 'tour.object.toilet.the' },
  sink: { some: 'tour.object.sink.some', the: 'tour.object.sink.the' },
  bed: { some: 'tour.object.bed.some', the: 'tour.object.bed.the' },
  couch: { some: 'tour.object.couch.some', the: 'tour.object.couch.the' },
  tv: { some: 'tour.object.tv.some', the: 'tour.object.tv.the' },
  oven: { some: 'tour.object.oven.some', the: 'tour.object.oven.the' },
  microwave: { some: 'tour.object.microwave.some', the: 'tour.object.microwave.the' },
  refrigerator: { some: 'tour.object.refrigerator.some', the: 'tour.object.refrigerator.the' },
  toaster: { some: 'tour.object.toaster.some', the: 'tour.object.toaster.the' },
  'dining table': { some: 'tour.object.diningTable.some', the: 'tour.object.diningTable.the' },
  chair: { some: 'tour.object.chair.some', the: 'tour.object.chair.the' },
  'potted plant': { some: 'tour.object.pottedPlant.some', the: 'tour.object.pottedPlant.the' },
  clock: { some: 'tour.object.clock.some', the: 'tour.object.clock.the' },
  laptop: { some: 'tour.object.laptop.some', the: 'tour.object.laptop.the' },
  keyboard: { some: 'tour.object.keyboard.some', the: 'tour.object.keyboard.the' },
  book: { some: 'tour.object.book.some', the: 'tour.object.book.the' },
  vase: { some: 'tour.object.vase.some', the: 'tour.object.vase.the' },
  bench: { some: 'tour.object.bench.some', the: 'tour.object.bench.the' },
  person: { some: 'tour.object.person.some', the: 'tour.object.person.the' },
};

/** The room's name as the reply says it ("kitchen", "home office"). */
export const roomName = (w: TourWords, room: RoomType) => w.t(ROOM_NAMES[room]);

const RATING_MEANINGS: Record<(typeof CONDITION_RATINGS)[number], TourMessageId> = {
  C1: 'tour.rating.C1',
  C2: 'tour.rating.C2',
  C3: 'tour.rating.C3',
  C4: 'tour.rating.C4',
  C5: 'tour.rating.C5',
  C6: 'tour.rating.C6',
};
const SEVERITIES: Record<FrameReport['issues'][number]['severity'], TourMessageId> = {
  low: 'tour.severity.low',
  medium: 'tour.severity.medium',
  high: 'tour.severity.high',
};

/** What a condition rating means, in the language ("average", for C4). */
export const ratingMeaning = (w: TourWords, rating: (typeof CONDITION_RATINGS)[number]) =>
  w.t(RATING_MEANINGS[rating]);

/** An issue's severity, in the language. */
export const severityWord = (w: TourWords, severity: FrameReport['issues'][number]['severity']) =>
  w.t(SEVERITIES[severity]);

/** "a chair", "2 chairs" in the language; undefined for a label the tour does not name. */
export function someObjects(w: TourWords, label: string, count: number): string | undefined {
  const ids = OBJECT_NAMES[label];
  return ids ? w.t(ids.some, { count }) : undefined;
}

/** "the chair" in the language; undefined for a label the tour does not name. */
export function theObject(w: TourWords, label: string): string | undefined {
  const ids = OBJECT_NAMES[label];
  return ids ? w.t(ids.the) : undefined;
}

/** The catalogue's argument-free tour lines, known by their English. */
let byEnglish: Map<string, TourMessageId> | undefined;
function idOfEnglish(text: string): TourMessageId | undefined {
  if (!byEnglish) {
    const m = mailText(DEFAULT_LOCALE);
    byEnglish = new Map();
    for (const id of Object.keys(tourEn) as TourMessageId[]) {
      if (!tourEn[id].includes('{')) byEnglish.set(m.t(id), id);
    }
  }
  return byEnglish.get(text);
}

const LIST_SEPARATORS: Partial<Record<Locale, string>> = { 'zh-Hans': '、', 'zh-Hant': '、' };
const SENTENCE_SEPARATORS: Partial<Record<Locale, string>> = { 'zh-Hans': '', 'zh-Hant': '' };

const cache = new Map<Locale, TourWords>();

/** The tour's words in `language` (English for anything not one of ours). */
export function tourWords(language: unknown): TourWords {
  const m = mailText(language);
  const cached = cache.get(m.locale);
  if (cached) return cached;
  const english = m.locale === DEFAULT_LOCALE;
  const percent = new Intl.NumberFormat(m.locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(m.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const words: TourWords = {
    locale: m.locale,
    t: (id, values) => m.t(id, values),
    known(text) {
      if (english) return text;
      const id = idOfEnglish(text);
      return id ? m.t(id) : text;
    },
    percent: (share) =>
      english ? `${Math.round(share * 100)}%` : percent.format(Math.round(share * 100) / 100),
    decimal1: (value) => (english ? value.toFixed(1) : decimal.format(value)),
    list: (items) => items.join(LIST_SEPARATORS[m.locale] ?? ', '),
    sentences: (items) => items.join(SENTENCE_SEPARATORS[m.locale] ?? ' '),
  };
  cache.set(m.locale, words);
  return words;
}

/** An English tour line from the catalogue: what the report (saved with a capture) says. */
export const englishLine = (id: TourMessageId, values?: MailValues) =>
  tourWords(DEFAULT_LOCALE).t(id, values);
