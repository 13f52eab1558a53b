import type { RoomType } from '@homie/contracts/tour';

/** One object the detector found: a COCO class name and its score (0–1). */
export interface Detection {
  label: string;
  score: number;
}

type LocalRoom = Extract<
  RoomType,
  'bathroom' | 'bedroom' | 'kitchen' | 'living_room' | 'dining_room' | 'office'
>;

/** How strongly each COCO class points at each room; tuned on real room photos. */
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

/** Below these the guess is withheld rather than shown as a coin toss. */
export const MIN_ROOM_EVIDENCE = 0.6;
export const MIN_ROOM_CONFIDENCE = 0.3;

export interface RoomGuess {
  type: LocalRoom;
  confidence: number;
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

/** Guesses the room from detected objects, or returns null when the evidence is too thin. */
export function guessRoom(detections: Detection[]): RoomGuess | null {
  const strength = classStrength(detections);
  const scores = {} as Record<LocalRoom, number>;
  for (const room of Object.keys(ROOM_EVIDENCE) as LocalRoom[]) {
    let score = 0;
    for (const [label, weight] of Object.entries(ROOM_EVIDENCE[room]))
      score += weight * (strength.get(label) ?? 0);
    scores[room] = score;
  }
  const ranked = (Object.entries(scores) as [LocalRoom, number][]).sort((a, b) => b[1] - a[1]);
  const [winner, best] = ranked[0] ?? ['other', 0];
  const total = ranked.reduce((s, [, v]) => s + v, 0);
  if (best < MIN_ROOM_EVIDENCE || total === 0) return null;
  const share = best / total;
  const strengthFactor = 1 - Math.exp(-best);
  const confidence = Math.round(share * strengthFactor * 100) / 100;
  if (confidence < MIN_ROOM_CONFIDENCE) return null;
  return { type: winner as LocalRoom, confidence, scores };
}
