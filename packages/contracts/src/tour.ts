/**
 * The camera tour: the texts the dashboard shows (spec §2, §4, §8), the frame-analysis wire format
 * (spec §3, §7: POST /api/analyze-frame/ answers `{ analysis }`, plus the structured report this
 * product adds) and the evidence captures a signed-in user keeps (issue 7, beyond the spec).
 */
import { z } from 'zod';
import { errorCodeFieldSchema } from './error-response.ts';
import { LOCALES } from './locales.ts';
import { API_PATHS, apiPath } from './routes.ts';

/** Word-for-word texts of the tour panel (spec §2, §4, §5, §8). */
export const TOUR_TEXTS = {
  analyzeButton: 'Analyze Current View',
  panelTitle: 'AI Analysis',
  analyzing: 'Analyzing...',
  empty: 'Start the tour to begin analysis.',
  started: 'Starting the tour... I can help analyze what you show me.',
  ended: 'Tour ended. Feel free to start another tour when ready.',
  captureFailed: 'Error: Failed to capture frame. Please try again.',
  nonJsonOk: 'Received non-JSON response.',
  noDetails: 'No details provided',
} as const;

/** Error texts with a placeholder, built by the helpers below (spec §8). */
export const tourErrors = {
  camera: (reason: string) => `Error accessing camera: ${reason}`,
  exception: (message: string) =>
    `Error analyzing the current view: ${message}\nPlease check the browser console for more details.`,
  failure: (message: string, details: string, status: number | string) =>
    `Error: ${message}\nDetails: ${details}\nStatus: ${status}`,
  fetch: (reason: string) => `Fetch failed: ${reason}`,
  nonJson: (status: number, statusText: string, body: string) =>
    `Server returned non-JSON error: ${status} ${statusText}. Body: ${body}`,
  parse: (reason: string) => `Failed to parse response: ${reason}`,
};

/** Camera and capture settings (spec §7, §9). */
export const CAMERA_CONSTRAINTS = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
} as const;
export const FRAME_JPEG_QUALITY = 0.8;
export const FRAME_FIELD = 'image';
export const FRAME_FILENAME = 'frame.jpg';

/** Limits this product sets where the spec is silent. */
export const TOUR_LIMITS = {
  /**
   * Largest accepted frame upload (decision 204). A 1280×720 JPEG at quality 0.8 is about 0.1–0.4 MB,
   * a 4K frame 1–2.5 MB; bytes after the image's end marker are dropped before anything else.
   */
  maxFrameBytes: 4 * 1024 * 1024,
  /** Largest accepted frame area in pixels (a 4K frame is 8.3 MP). */
  maxFramePixels: 40_000_000,
  minFrameSide: 32,
  /** Frame analyses per user per minute. */
  analysesPerMinute: 30,
  /** Evidence captures one user may keep. */
  capturesPerUser: 500,
  /** Bytes of images one user's captures may take together (500 typical frames; decision 204). */
  captureBytesPerUser: 200 * 1024 * 1024,
  /** How long an evidence token from an analysis stays valid. */
  evidenceTokenTtlSeconds: 24 * 3600,
} as const;

export const ROOM_TYPES = [
  'bathroom',
  'bedroom',
  'kitchen',
  'living_room',
  'dining_room',
  'office',
  'laundry',
  'garage',
  'hallway',
  'exterior',
  'other',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_LABELS: Record<RoomType, string> = {
  bathroom: 'Bathroom',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  living_room: 'Living room',
  dining_room: 'Dining room',
  office: 'Home office',
  laundry: 'Laundry room',
  garage: 'Garage',
  hallway: 'Hallway',
  exterior: 'Exterior',
  other: 'Other space',
};

/** The appraisers' condition scale: C1 (new) to C6 (significant damage). */
export const CONDITION_RATINGS = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'] as const;
export const CONDITION_LABELS: Record<(typeof CONDITION_RATINGS)[number], string> = {
  C1: 'new, never lived in',
  C2: 'like new, no deferred maintenance',
  C3: 'well maintained, normal wear',
  C4: 'adequately maintained, some minor deferred maintenance',
  C5: 'obvious deferred maintenance, needs repairs',
  C6: 'significant damage affecting safety or soundness',
};

export const roomTypeSchema = z.enum(ROOM_TYPES);
export const conditionRatingSchema = z.enum(CONDITION_RATINGS);
export const severitySchema = z.enum(['low', 'medium', 'high']);
export const qualityIssueKindSchema = z.enum(['dark', 'washed_out', 'blurry']);

export const qualityIssueSchema = z.object({
  kind: qualityIssueKindSchema,
  message: z.string(),
  tip: z.string(),
});
export type QualityIssue = z.infer<typeof qualityIssueSchema>;

/** One kind of object seen in a frame (the local detector's COCO classes, or a vision model's words). */
export const frameObjectSchema = z.object({
  label: z.string(),
  count: z.number().int().min(1),
  /** Best detection score 0–1 (absent for a vision model). */
  score: z.number().min(0).max(1).optional(),
  /** Where the most confident one sits, in words: "left", "centre", "lower right"… */
  position: z.string().optional(),
  /** Share of the frame its box covers, 0–1. */
  area: z.number().min(0).max(1).optional(),
});
export type FrameObject = z.infer<typeof frameObjectSchema>;

/** What one analysis found, whichever analyser produced it. */
export const frameReportSchema = z.object({
  analyser: z.enum(['local', 'vision']),
  room: z
    .object({ type: roomTypeSchema, label: z.string(), confidence: z.number().min(0).max(1) })
    .nullable(),
  features: z.array(z.string()),
  quality: z.object({
    /** Mean luminance 0–255. */
    brightness: z.number(),
    /** Luminance standard deviation 0–128. */
    contrast: z.number(),
    /** Laplacian variance on a 320-px-wide grey copy; below about 80 reads as blurry. */
    sharpness: z.number(),
    issues: z.array(qualityIssueSchema),
    /** What was done to the frame before judging it (issue 18): black bars cropped, exposure gain. */
    normalised: z.object({ cropped: z.boolean(), gain: z.number() }).optional(),
  }),
  condition: z.object({ rating: conditionRatingSchema.nullable(), reasons: z.array(z.string()) }),
  issues: z.array(
    z.object({
      description: z.string(),
      severity: severitySchema,
      /** Where in the frame, in words ("upper left", "centre"). */
      location: z.string().optional(),
    }),
  ),
  checklist: z.array(z.string()),
  limitations: z.array(z.string()),
  /** Objects seen, with how many, how sure and where (issue 18: this and below are absent in older reports). */
  objects: z.array(frameObjectSchema).optional(),
  /** Materials and finishes (vision model only). */
  materials: z.array(z.string()).optional(),
  /** What the findings mean for a decline-in-value appeal, in plain words. */
  appeal_note: z.string().optional(),
  /** What to photograph next in this room. */
  next_shots: z.array(z.string()).optional(),
});
export type FrameReport = z.infer<typeof frameReportSchema>;

export const analyzeFrameResponseSchema = z.object({
  analysis: z.string(),
  report: frameReportSchema,
  /** Signed proof of this analysis; send it back with the same image to save the frame as evidence. */
  evidence_token: z.string(),
  /**
   * The language `analysis` is written in (decision 270): the owner's, or "en" when the reply could
   * not be said in theirs. Absent from servers before it; `report` stays English either way.
   */
  reply_language: z.enum(LOCALES).optional(),
});
export type AnalyzeFrameResponse = z.infer<typeof analyzeFrameResponseSchema>;

/** Failure body as the spec's client reads it: error, else detail; details optional. */
export const analyzeFrameErrorSchema = z.object({
  error: z.string().optional(),
  code: errorCodeFieldSchema,
  detail: z.string().optional(),
  details: z.unknown().optional(),
});

export const tourCaptureSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  room: frameReportSchema.shape.room,
  analysis: z.string(),
  report: frameReportSchema,
  /** Authenticated URL of the saved frame (fetch it with the Bearer header). */
  image_url: z.string(),
});
export type TourCapture = z.infer<typeof tourCaptureSchema>;

export const tourCaptureListSchema = z.object({ captures: z.array(tourCaptureSchema) });
export type TourCaptureList = z.infer<typeof tourCaptureListSchema>;

export const captureIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown capture.' }) });

export const TOUR_API = {
  analyzeFrame: API_PATHS.tour.analyzeFrame,
  captures: API_PATHS.tour.captures,
  capture: (id: string) => apiPath(API_PATHS.tour.capture, { id }),
  captureImage: (id: string) => apiPath(API_PATHS.tour.captureImage, { id }),
} as const;
