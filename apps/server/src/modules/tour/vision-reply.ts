import { z } from 'zod';
import { conditionRatingSchema, ROOM_TYPES, severitySchema, type RoomType } from '@homie/contracts/tour';

/** The JSON a vision model is asked for; lenient where models vary, strict where it matters. */
export const visionReplySchema = z.object({
  room: z.string().nullish(),
  room_confidence: z.coerce.number().min(0).max(1).nullish(),
  features: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  condition: z.object({
    rating: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.union([conditionRatingSchema, z.literal('UNABLE_TO_ASSESS')]))
      .nullish(),
    reasons: z.array(z.string().trim().min(1).max(500)).max(10).default([]),
  }),
  issues: z
    .array(
      z.object({
        description: z.string().trim().min(1).max(500),
        severity: z.string().trim().toLowerCase().pipe(severitySchema),
      }),
    )
    .max(20)
    .default([]),
});
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

/** Pulls the JSON object out of a reply that may be wrapped in a code fence or prose. */
export function extractJson(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const text = fenced?.[1] ?? content;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('The vision model did not answer with JSON.');
  return JSON.parse(text.slice(start, end + 1));
}
