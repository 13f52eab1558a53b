import type { RoomType } from '@homie/contracts/tour';

/** One object the detector found: a COCO class name, its score (0–1) and, when known, its box. */
export interface Detection {
  label: string;
  score: number;
  /** [x, y, width, height] as fractions of the frame. */
  box?: number[];
}

export type LocalRoom = Extract<
  RoomType,
  'bathroom' | 'bedroom' | 'kitchen' | 'living_room' | 'dining_room' | 'office'
>;

/** How strongly each COCO class points at each room. */
const ROOM_EVIDENCE: Record<LocalRoom, Record<string, number>> = {
  bathroom: { toilet: 3, sink: 1.2, toothbrush: 1.5, 'hair drier': 1.5 },
  bedroom: { bed: 3, 'teddy bear': 0.5, clock: 0.2 },
  kitchen: {
    oven: 3,
    microwave: 2.5,
    refrigerator: 2.5,
    toaster: 2,
    sink: 1.2,
    knife: 0.6,
    bowl: 0.4,
    fork: 0.4,
    spoon: 0.4,
    banana: 0.4,
    apple: 0.4,
    orange: 0.4,
    broccoli: 0.4,
    carrot: 0.4,
    bottle: 0.3,
    cup: 0.3,
    'dining table': 0.3,
    'wine glass': 0.2,
  },
  living_room: {
    couch: 2.5,
    tv: 1.5,
    remote: 1,
    'potted plant': 0.3,
    chair: 0.3,
    vase: 0.2,
    book: 0.2,
    clock: 0.2,
  },
  dining_room: { 'dining table': 1.5, chair: 0.6, 'wine glass': 0.4, bowl: 0.2, vase: 0.2 },
  office: { laptop: 1.5, keyboard: 1.5, mouse: 1.2, book: 0.4, tv: 0.3, chair: 0.2 },
};

/**
 * The honesty gate (decision 110): a room is named only when an object that belongs to it (an
 * anchor) is seen with at least ANCHOR_MIN_SCORE, or when several distinct things agree. A weak
 * single detection never decides: a 0.27 "tv" does not make a living room.
 */
const ANCHORS: Record<LocalRoom, string[]> = {
  bathroom: ['toilet'],
  bedroom: ['bed'],
  kitchen: ['oven', 'microwave', 'refrigerator', 'toaster'],
  living_room: ['couch'],
  dining_room: ['dining table'],
  office: ['laptop', 'keyboard'],
};
/**
 * Kitchen appliances are white boxes with a door, like washers and dryers (which COCO lacks): one
 * appliance decides a kitchen only when it is strong or something else in the frame agrees.
 */
const NEEDS_CORROBORATION: Partial<Record<LocalRoom, number>> = { kitchen: 0.6 };
/**
 * Agreement without an anchor: at least `count` of `label`, and at least `distinct` different
 * supporting classes in all (three chairs around something table-like; a sink among kitchenware).
 */
const CONSENSUS: Partial<Record<LocalRoom, { label: string; count: number; distinct: number }>> = {
  dining_room: { label: 'chair', count: 3, distinct: 2 },
  kitchen: { label: 'sink', count: 1, distinct: 3 },
};

/** Detections below this score are not evidence for a room at all. */
export const MIN_EVIDENCE_SCORE = 0.3;
/** An anchor object must reach this to decide a room. Tuned on the aahan_* photos only (decision 110). */
export const ANCHOR_MIN_SCORE = 0.33;
/** Below these the guess is withheld rather than shown as a coin toss. */
export const MIN_ROOM_EVIDENCE = 0.6;
export const MIN_ROOM_CONFIDENCE = 0.3;

export interface RoomGuess {
  type: LocalRoom;
  confidence: number;
  /** The objects that decided it, strongest first. */
  evidence: string[];
  /** Evidence per room, for tests and tuning. */
  scores: Record<LocalRoom, number>;
}

/** Score of one class: its best detection plus a quarter of the rest (more of a thing adds a little). */
function classStrength(detections: Detection[]): Map<string, number> {
  const byLabel = new Map<string, number[]>();
  for (const d of detections) byLabel.set(d.label, [...(byLabel.get(d.label) ?? []), d.score]);
  const strength = new Map<string, number>();
  for (const [label, scores] of byLabel) {
    scores.sort((a, b) => b - a);
    const [best = 0, ...rest] = scores;
    strength.set(label, best + 0.25 * rest.reduce((s, v) => s + v, 0));
  }
  return strength;
}

/** Whether the evidence for `room` passes the gate (an anchor, or agreement of several things). */
function passesGate(room: LocalRoom, usable: Detection[]): boolean {
  const best = (label: string) => Math.max(0, ...usable.filter((d) => d.label === label).map((d) => d.score));
  const count = (label: string) => usable.filter((d) => d.label === label).length;
  const supporting = usable.filter((d) => (ROOM_EVIDENCE[room][d.label] ?? 0) > 0);
  const anchors = ANCHORS[room].filter((label) => best(label) >= ANCHOR_MIN_SCORE);
  if (anchors.length) {
    const strongAlone = NEEDS_CORROBORATION[room];
    if (strongAlone === undefined || anchors.length > 1) return true;
    if (anchors.some((label) => best(label) >= strongAlone)) return true;
    return supporting.some((d) => !ANCHORS[room].includes(d.label));
  }
  const rule = CONSENSUS[room];
  if (!rule) return false;
  const distinct = new Set(supporting.map((d) => d.label));
  return count(rule.label) >= rule.count && distinct.size >= rule.distinct;
}

/** Guesses the room from detected objects, or returns null when the evidence cannot support one. */
export function guessRoom(detections: Detection[]): RoomGuess | null {
  const usable = detections.filter((d) => d.score >= MIN_EVIDENCE_SCORE);
  const strength = classStrength(usable);
  const scores = {} as Record<LocalRoom, number>;
  for (const room of Object.keys(ROOM_EVIDENCE) as LocalRoom[]) {
    let score = 0;
    for (const [label, weight] of Object.entries(ROOM_EVIDENCE[room]))
      score += weight * (strength.get(label) ?? 0);
    scores[room] = score;
  }
  const ranked = (Object.entries(scores) as [LocalRoom, number][])
    .filter(([room]) => passesGate(room, usable))
    .sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  if (!top) return null;
  const [winner, best] = top;
  // Rooms that failed the gate still count against the winner's share: the frame is ambiguous.
  const total = Object.values(scores).reduce((s, v) => s + v, 0);
  if (best < MIN_ROOM_EVIDENCE || total === 0) return null;
  const share = best / total;
  const strengthFactor = 1 - Math.exp(-best);
  const confidence = Math.round(share * strengthFactor * 100) / 100;
  if (confidence < MIN_ROOM_CONFIDENCE) return null;
  const evidence = [...strength.entries()]
    .filter(([label]) => (ROOM_EVIDENCE[winner][label] ?? 0) > 0)
    .sort((a, b) => (ROOM_EVIDENCE[winner][b[0]] ?? 0) * b[1] - (ROOM_EVIDENCE[winner][a[0]] ?? 0) * a[1])
    .map(([label]) => label);
  return { type: winner, confidence, evidence, scores };
}
