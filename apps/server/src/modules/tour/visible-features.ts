import type { FrameObject } from '@homie/contracts/tour';
import type { Detection } from './room-classifier.ts';

/** COCO classes worth naming in a property photo, with how a person would say them. */
const FEATURE_NAMES: Record<string, [singular: string, plural: string]> = {
  toilet: ['toilet', 'toilets'],
  sink: ['sink', 'sinks'],
  bed: ['bed', 'beds'],
  couch: ['couch', 'couches'],
  tv: ['TV', 'TVs'],
  oven: ['oven', 'ovens'],
  microwave: ['microwave', 'microwaves'],
  refrigerator: ['refrigerator', 'refrigerators'],
  toaster: ['toaster', 'toasters'],
  'dining table': ['dining table', 'dining tables'],
  chair: ['chair', 'chairs'],
  'potted plant': ['potted plant', 'potted plants'],
  clock: ['clock', 'clocks'],
  laptop: ['laptop', 'laptops'],
  keyboard: ['keyboard', 'keyboards'],
  book: ['book', 'books'],
  vase: ['vase', 'vases'],
  bench: ['bench', 'benches'],
  person: ['person', 'people'],
};

/** Detections below this are too unsure to name. */
export const MIN_FEATURE_SCORE = 0.3;
/**
 * People are named only on strong evidence (decision 110): a false "person" in a homeowner's
 * kitchen is alarming and useless, and CenterNet sees people in coats and curtains below this.
 */
export const MIN_PERSON_SCORE = 0.6;

const minScore = (label: string) => (label === 'person' ? MIN_PERSON_SCORE : MIN_FEATURE_SCORE);

/** Where a box sits, in words: "centre", "top", "bottom", "left", "upper right", "lower left"… */
export function positionOf(box: number[] | undefined): string | undefined {
  if (!box || box.length < 4) return undefined;
  const [x = 0, y = 0, w = 0, h = 0] = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const horizontal = cx < 0.36 ? 'left' : cx > 0.64 ? 'right' : '';
  const vertical = cy < 0.33 ? 'upper' : cy > 0.7 ? 'lower' : '';
  if (!horizontal) return vertical === 'upper' ? 'top' : vertical === 'lower' ? 'bottom' : 'centre';
  return vertical ? `${vertical} ${horizontal}` : horizontal;
}

const areaOf = (box: number[] | undefined) => {
  if (!box || box.length < 4) return undefined;
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const [x = 0, y = 0, w = 0, h = 0] = box;
  const width = clamp(x + w) - clamp(x);
  const height = clamp(y + h) - clamp(y);
  return Math.round(width * height * 100) / 100;
};

/** The nameable objects in a frame, most confident first, with count, best score, place and size. */
export function frameObjects(detections: Detection[]): FrameObject[] {
  const groups = new Map<string, Detection[]>();
  for (const d of detections) {
    if (d.score < minScore(d.label) || !FEATURE_NAMES[d.label]) continue;
    groups.set(d.label, [...(groups.get(d.label) ?? []), d]);
  }
  return [...groups.entries()]
    .map(([label, list]) => {
      const best = list.reduce((a, b) => (b.score > a.score ? b : a));
      const object: FrameObject = { label, count: list.length, score: Math.round(best.score * 100) / 100 };
      const position = positionOf(best.box);
      const area = areaOf(best.box);
      if (position) object.position = position;
      if (area !== undefined) object.area = area;
      return object;
    })
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
}

/** How a person would name an object: "bed", "2 chairs". */
export function objectName(object: FrameObject): string {
  const [one, many] = FEATURE_NAMES[object.label] ?? [object.label, object.label];
  return object.count === 1 ? one : `${object.count} ${many}`;
}

/** The named features in a frame, most confident first, e.g. ["bed", "2 chairs"]. */
export function visibleFeatures(detections: Detection[]): string[] {
  return frameObjects(detections).map(objectName);
}

/** The object an English name of `objectName` stands for ("2 chairs" → chair × 2); undefined otherwise. */
export function objectOfName(name: string): { label: string; count: number } | undefined {
  const many = /^(\d+) (.+)$/.exec(name);
  for (const [label, [one, plural]] of Object.entries(FEATURE_NAMES)) {
    if (!many && name === one) return { label, count: 1 };
    if (many && many[2] === plural && Number(many[1]) > 1) return { label, count: Number(many[1]) };
  }
  return undefined;
}
