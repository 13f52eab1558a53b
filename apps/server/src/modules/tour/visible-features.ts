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

/** The named features in a frame, most confident first, e.g. ["bed", "2 chairs"]. */
export function visibleFeatures(detections: Detection[]): string[] {
  const counts = new Map<string, { count: number; best: number }>();
  for (const d of detections) {
    if (d.score < MIN_FEATURE_SCORE || !FEATURE_NAMES[d.label]) continue;
    const entry = counts.get(d.label) ?? { count: 0, best: 0 };
    counts.set(d.label, { count: entry.count + 1, best: Math.max(entry.best, d.score) });
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].best - a[1].best)
    .map(([label, { count }]) => {
      const [one, many] = FEATURE_NAMES[label] ?? [label, label];
      return count === 1 ? one : `${count} ${many}`;
    });
}
