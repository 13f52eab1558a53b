import { z } from 'zod';
import { conditionRatingSchema, ROOM_TYPES, severitySchema, type RoomType } from '@homie/contracts/tour';

const SEVERITY_SYNONYMS: Record<string, string> = {
  minor: 'low',
  slight: 'low',
  cosmetic: 'low',
  moderate: 'medium',
  med: 'medium',
  major: 'high',
  severe: 'high',
  serious: 'high',
  critical: 'high',
};

/** "c4", "C4 - adequately maintained", "Condition: C4" → "C4"; "unable to assess" → "UNABLE_TO_ASSESS". */
const ratingSchema = z
  .string()
  .trim()
  .transform((v) => {
    const upper = v.toUpperCase();
    if (/UNABLE|UNKNOWN|CANNOT|N\/A/.test(upper)) return 'UNABLE_TO_ASSESS';
    return /^(?:CONDITION:?\s*)?(C\d)\b/.exec(upper)?.[1] ?? upper;
  })
  .pipe(z.union([conditionRatingSchema, z.literal('UNABLE_TO_ASSESS')]));

/**
 * Text from a model, trimmed and cut to `length` characters: a verbose model is shortened, not
 * refused. The caps keep a whole report (and the reply text that repeats it) inside the evidence
 * token that a save sends back in one form field (256 KB, frame-upload.ts).
 */
const text = (length: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => (v.length > length ? `${v.slice(0, length - 1).trimEnd()}…` : v));

/** A list of short texts (a bare string counts as one), at most `max` kept. */
const textList = (max: number, length: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x !== 'string' || x.trim()) : v,
    z.array(text(length)).transform((list) => list.slice(0, max)),
  );

const defectSchema = z.object({
  description: text(300),
  severity: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => SEVERITY_SYNONYMS[v] ?? v)
    .pipe(severitySchema),
  /** Where in the frame ("upper left", "under the sink"). */
  location: text(60).nullish(),
});

/**
 * The same free texts in the owner's language (decision 270), as lenient as the English ones; when
 * it is not usable it is dropped (the reply is then English), never a reason to refuse the answer.
 */
const ownerLanguageSchema = z
  .object({
    features: textList(20, 120).default([]),
    materials: textList(12, 120).default([]),
    reasons: textList(6, 300).default([]),
    defects: z
      .array(z.object({ description: text(300), location: text(60).nullish() }))
      .transform((list) => list.slice(0, 12))
      .default([]),
    appeal_note: text(600).nullish(),
    next_shots: textList(4, 200).default([]),
  })
  .optional()
  .catch(undefined);

/**
 * The JSON a vision model is asked for; lenient where models vary (case, synonyms, a bare string
 * for a list or for the condition, `issues` or `defects`), strict where it matters (the C1–C6
 * scale, the severities, lengths). Decision 112.
 */
export const visionReplySchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const v = { ...(raw as Record<string, unknown>) };
    if (typeof v.condition === 'string') v.condition = { rating: v.condition };
    if (v.issues === undefined && v.defects !== undefined) v.issues = v.defects;
    if (v.materials === undefined && v.finishes !== undefined) v.materials = v.finishes;
    return v;
  },
  z.object({
    room: z.string().nullish(),
    room_confidence: z.coerce.number().min(0).max(1).nullish(),
    features: textList(20, 120).default([]),
    materials: textList(12, 120).default([]),
    condition: z.object({
      rating: ratingSchema.nullish(),
      reasons: textList(6, 300).default([]),
    }),
    issues: z
      .array(defectSchema)
      .transform((list) => list.slice(0, 12))
      .default([]),
    appeal_note: text(600).nullish(),
    next_shots: textList(4, 200).default([]),
    in_owner_language: ownerLanguageSchema,
  }),
);
export type VisionReply = z.infer<typeof visionReplySchema>;

/** Names a model may use for a room, mapped to ours; anything else is "other". */
const ROOM_SYNONYMS: Record<string, RoomType> = {
  bath: 'bathroom',
  restroom: 'bathroom',
  powder_room: 'bathroom',
  washroom: 'bathroom',
  bed_room: 'bedroom',
  master_bedroom: 'bedroom',
  nursery: 'bedroom',
  kitchenette: 'kitchen',
  living: 'living_room',
  lounge: 'living_room',
  family_room: 'living_room',
  den: 'living_room',
  dining: 'dining_room',
  study: 'office',
  home_office: 'office',
  laundry_room: 'laundry',
  utility_room: 'laundry',
  carport: 'garage',
  hall: 'hallway',
  entry: 'hallway',
  entryway: 'hallway',
  foyer: 'hallway',
  corridor: 'hallway',
  stairs: 'hallway',
  outside: 'exterior',
  yard: 'exterior',
  backyard: 'exterior',
  front_yard: 'exterior',
  facade: 'exterior',
  roof: 'exterior',
};
const UNKNOWN = new Set(['', 'unknown', 'unclear', 'none', 'n_a', 'unsure']);

/** Our room type for a model's free-text room, or null when the model could not tell. */
export function normaliseRoom(room: string | null | undefined): RoomType | null {
  const key = (room ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '');
  if (UNKNOWN.has(key)) return null;
  if ((ROOM_TYPES as readonly string[]).includes(key)) return key as RoomType;
  return ROOM_SYNONYMS[key] ?? 'other';
}

/** Pulls the JSON object out of a reply that may be wrapped in a code fence, prose or a thinking block. */
export function extractJson(content: string): unknown {
  const visible = content.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const fenced = visible.match(/```(?:json)?\s*([\s\S]*?)```/);
  const text = fenced?.[1] ?? visible;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('The vision model did not answer with JSON.');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new Error('The vision model answered with broken JSON.');
  }
}

/** The parts of a chat-completion message a reply can hide in, whichever style the server uses. */
export interface ChatMessageLike {
  content?: string | null | { type?: string; text?: string }[];
  tool_calls?: { function?: { name?: string; arguments?: string | object } }[] | null;
  function_call?: { name?: string; arguments?: string } | null;
}

/**
 * The model's JSON, whether it came as tool-call arguments (tool-call style), a legacy
 * function_call, plain text with JSON inside, or content parts. Throws when there is none.
 */
export function replyJson(message: ChatMessageLike | undefined): unknown {
  if (!message) throw new Error('The vision model sent no message.');
  const args = message.tool_calls?.find((c) => c.function?.arguments)?.function?.arguments;
  if (args !== undefined) return typeof args === 'string' ? extractJson(args) : args;
  if (message.function_call?.arguments) return extractJson(message.function_call.arguments);
  const content = Array.isArray(message.content)
    ? message.content.map((p) => p.text ?? '').join('')
    : (message.content ?? '');
  if (!content.trim()) throw new Error('The vision model sent an empty answer.');
  return extractJson(content);
}
