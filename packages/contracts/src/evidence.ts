import { z } from 'zod';
import { CONDITION_LABELS, conditionRatingSchema, type FrameReport } from './tour.ts';
import { longCalendarDate } from './appeal-calendar.ts';
import { LOCALES } from './locales.ts';
import { API_PATHS, apiPath } from './routes.ts';

/**
 * Photos for the appeal (issue 18 item 3, decision 113): saved tour captures attached to a paid
 * order, printed in the hearing evidence exhibit and named by the letter.
 */
export const EVIDENCE_PHOTO_LIMITS = {
  /** Photos one order may carry (each takes about a third of an exhibit page). */
  perOrder: 12,
  captionMax: 300,
  /** Long side, in pixels, of the copy embedded in the PDF. */
  pdfLongSide: 1000,
} as const;

export const EVIDENCE_TEXTS = {
  title: 'Photos for your appeal',
  intro:
    'Pick saved tour photos to print in the hearing evidence of your appeal package, each with its room, the date taken and what the analysis found. Add a caption in your own words.',
  noOrders:
    'Buy an appeal plan for your home first: the photos you pick here are printed in that appeal package.',
  noCaptures: 'No saved photos yet. Start the tour, analyze a view, then save it as evidence.',
  saved: 'Your appeal photos are saved. They are printed in the hearing evidence of your package.',
  notOwnCapture: 'Photo not found: you can attach only photos you saved yourself.',
  tooMany: `An appeal can carry at most ${EVIDENCE_PHOTO_LIMITS.perOrder} photos.`,
  signIn: 'Sign in with the account that bought the plan to choose photos for the appeal.',
  statementRequired:
    'Tick the statement that the photos show the home as it was on the lien date: a board weighs a photo only as evidence of the value on that date.',
  notInPackage: 'Not in your package until you tick the statement and save.',
} as const;

/**
 * The owner's statement a photo needs to be evidence (issue 50 item 6, decision 237): the board
 * values the home as of the lien date, and a photo taken later shows that date only if nothing
 * changed in between. Printed with the photos in every document, and ticked in "Photos for your appeal".
 */
export function photoConditionStatement(rollYear: number): string {
  const date = longCalendarDate({ year: rollYear, month: 1, day: 1 });
  return `The condition these photographs show existed on ${date}, the lien date this appeal is about: nothing shown was damaged, repaired or improved between that date and the day the photograph was taken.`;
}

export const evidencePhotoSchema = z.object({
  capture_id: z.string(),
  caption: z.string(),
  position: z.number().int(),
  /** "Kitchen", or null when the analysis could not tell the room. */
  room: z.string().nullable(),
  /** When the photo was taken (saved), ISO 8601. */
  taken_at: z.string(),
  /** What the analysis found, in plain words (the same sentence the PDF prints). */
  finding: z.string(),
  image_url: z.string(),
  /** Whether the owner's statement (photoConditionStatement) covers it: only then is it printed. */
  in_package: z.boolean(),
});
export type EvidencePhoto = z.infer<typeof evidencePhotoSchema>;

export const orderEvidenceSchema = z.object({
  job_id: z.string(),
  order_id: z.string(),
  /** The appealed home as its analysis names it. */
  address: z.string().nullable(),
  /** The roll year the order's appeal is about (lien date January 1): its photos' statement names it. */
  roll_year: z.number().int(),
  photos: z.array(evidencePhotoSchema),
});
export type OrderEvidence = z.infer<typeof orderEvidenceSchema>;

export const orderEvidenceListSchema = z.object({ orders: z.array(orderEvidenceSchema) });
export type OrderEvidenceList = z.infer<typeof orderEvidenceListSchema>;

/** PUT body: the order's photos, in print order (replaces the previous choice; [] removes all). */
export const setEvidencePhotosSchema = z
  .object({
    photos: z
      .array(
        z.object({
          capture_id: z.uuid({ error: 'Unknown photo.' }),
          caption: z
            .string()
            .trim()
            .max(EVIDENCE_PHOTO_LIMITS.captionMax, {
              error: `A caption is at most ${EVIDENCE_PHOTO_LIMITS.captionMax} characters.`,
            })
            .default(''),
        }),
      )
      .max(EVIDENCE_PHOTO_LIMITS.perOrder, { error: EVIDENCE_TEXTS.tooMany })
      .refine((list) => new Set(list.map((p) => p.capture_id)).size === list.length, {
        error: 'The same photo is listed twice.',
      }),
    /** The owner ticked the statement (photoConditionStatement); required when any photo is chosen. */
    condition_statement: z.boolean().default(false),
  })
  .refine((body) => body.photos.length === 0 || body.condition_statement, {
    error: EVIDENCE_TEXTS.statementRequired,
    path: ['condition_statement'],
  });
export type SetEvidencePhotos = z.input<typeof setEvidencePhotosSchema>;

export const evidenceJobParamsSchema = z.object({
  jobId: z.string().trim().min(1, 'jobId is required.').max(128, 'Unknown jobId.'),
});

export const EVIDENCE_API = {
  orders: API_PATHS.evidence.orders,
  photos: (jobId: string) => apiPath(API_PATHS.evidence.photos, { jobId }),
} as const;

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * A capture's findings as one plain sentence for the homeowner and the board: the room (when the
 * analysis could tell), what is visible, the condition rating with its meaning, and the defects.
 */
export function plainFinding(report: FrameReport): string {
  const parts: string[] = [
    report.room
      ? `${report.room.label} (${Math.round(report.room.confidence * 100)}% confidence).`
      : 'The room could not be told from this photo.',
    ...foundInPhoto(report),
  ];
  if (!report.condition.rating && !report.issues.length) parts.push('No condition rating was made.');
  parts.push(analysedBy(report));
  return parts.join(' ');
}

/**
 * What a document filed with the board says the analysis found in a photo (decision 237): only
 * what it saw (features, condition, defects), never what it could not tell; null when it saw
 * nothing worth printing. The room is printed in the photo's own heading.
 */
export function documentFinding(report: FrameReport): string | null {
  const parts = foundInPhoto(report);
  return parts.length ? [...parts, analysedBy(report)].join(' ') : null;
}

function foundInPhoto(report: FrameReport): string[] {
  const parts: string[] = [];
  if (report.features.length) parts.push(`Visible: ${list(report.features.slice(0, 6))}.`);
  if (report.condition.rating) {
    const reasons = report.condition.reasons.length
      ? `: ${report.condition.reasons.slice(0, 2).join('; ')}`
      : '';
    parts.push(
      `Condition ${report.condition.rating} (${CONDITION_LABELS[report.condition.rating]})${reasons}.`,
    );
  }
  if (report.issues.length) {
    parts.push(`Issues: ${list(report.issues.slice(0, 4).map((i) => `${i.description} (${i.severity})`))}.`);
  }
  return parts;
}

const analysedBy = (report: FrameReport) =>
  `Found by ${report.analyser === 'vision' ? 'a vision model' : 'the on-device analyser'}.`;

/* ---------- What the uploaded video shows (issue 18 item 5, decision 114) ---------- */

/**
 * A findings line in the owner's language (decision 276): `text` whole, and `parts`, the same text
 * cut where it changes language (a vision model's own words stay English inside a translated line).
 */
export const wordedLineSchema = z.object({
  text: z.string(),
  parts: z.array(z.object({ text: z.string(), lang: z.enum(LOCALES) })),
});
export type WordedLine = z.infer<typeof wordedLineSchema>;

/**
 * The findings worded in the request's language (decision 276), beside the English fields, which
 * stay as the spec's clients read them: features, condition cues, each frame's finding (by index)
 * and a failure's reason.
 */
export const videoFindingsInLanguageSchema = z.object({
  language: z.enum(LOCALES),
  features: z.array(wordedLineSchema),
  condition_cues: z.array(wordedLineSchema),
  frame_findings: z.array(wordedLineSchema),
  error: wordedLineSchema.nullable(),
});
export type VideoFindingsInLanguage = z.infer<typeof videoFindingsInLanguageSchema>;

export const videoFindingsSchema = z.object({
  video_id: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  frames_sampled: z.number().int(),
  /** Rooms seen, with how many sampled frames showed each. */
  rooms: z.array(z.object({ label: z.string(), frames: z.number().int() })),
  features: z.array(z.string()),
  /** Condition cues: ratings and defects seen in the frames. */
  condition_cues: z.array(z.string()),
  /** The worst condition rating any frame got (a suggestion only), or null. */
  suggested_condition: conditionRatingSchema.nullable(),
  /** The condition the owner confirmed, which the details form uses. */
  owner_condition: conditionRatingSchema.nullable(),
  /** The sampled frames (not stored as images): where each was taken and what it showed. */
  frames: z.array(
    z.object({
      index: z.number().int(),
      at_seconds: z.number(),
      room: z.string().nullable(),
      finding: z.string(),
    }),
  ),
  /** Why the look failed, in plain words (status failed). */
  error: z.string().nullable(),
  analysed_at: z.string().nullable(),
  /** The same findings in the request's language (decision 276); absent from servers before it. */
  in_language: videoFindingsInLanguageSchema.optional(),
});
export type VideoFindings = z.infer<typeof videoFindingsSchema>;

export const jobVideoFindingsSchema = z.object({ videos: z.array(videoFindingsSchema) });
export type JobVideoFindings = z.infer<typeof jobVideoFindingsSchema>;

export const confirmConditionSchema = z.object({ condition: conditionRatingSchema.nullable() });

export const VIDEO_FINDINGS_API = {
  ofJob: (jobId: string) => apiPath(API_PATHS.videos.findingsOfJob, { jobId }),
  confirm: (videoId: string) => apiPath(API_PATHS.videos.condition, { videoId }),
  keepFrame: (videoId: string, index: number) => apiPath(API_PATHS.videos.keepFrame, { videoId, index }),
} as const;

export const VIDEO_FINDINGS_TEXTS = {
  title: 'What your video shows',
  looking: 'Looking at your video...',
  signInToKeep: 'Sign in to keep a frame of your video as evidence.',
  kept: 'Saved to your evidence. Attach it to your appeal from your dashboard.',
  noCues:
    'No condition cues were seen. The on-device analyser names rooms and objects but does not rate condition; you can still confirm it yourself.',
} as const;

/** A moment of an uploaded video as the owner reads it: "0:07", "1:25". */
export function videoClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
