import { z } from 'zod';
import { VIDEO_CONTAINERS } from './videos-constants.ts';

export * from './videos-constants.ts';

/** Optional multipart text field sent with the video on /upload-video. */
export const videoJobIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid job id.');

export const uploadedVideoSchema = z.object({
  id: z.string(),
  job_id: z.string().nullable(),
  filename: z.string(),
  size_bytes: z.number().int().nonnegative(),
  duration_seconds: z.number().nonnegative(),
  container: z.enum(VIDEO_CONTAINERS),
  created_at: z.string(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

/** What both upload endpoints answer (the client reads `data`, spec §7). */
export const videoUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: uploadedVideoSchema,
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;
