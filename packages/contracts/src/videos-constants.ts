/**
 * The video contract's plain values: limits, containers and every text of the upload screens
 * (spec §2, §5, §8, §9). Values only (no rule is written here, decision 151), so pages that only
 * show these texts or check a file in the browser do not load a schema library; `videos.ts`
 * re-exports all of it with the wire schemas.
 */

/** Longest video accepted, in seconds (spec §9), checked in the browser and again on the server. */
export const MAX_VIDEO_SECONDS = 90;

/** Largest upload the server stores by default; a 90-second 1080p phone video is about 200 MB. */
export const DEFAULT_MAX_VIDEO_BYTES = 300 * 1024 * 1024;

/** Delay before the upload page returns to / after a success (spec §9). */
export const VIDEO_REDIRECT_DELAY_MS = 3_000;

/** Every text of the video upload screens (spec §2, §5, §8). */
export const VIDEO_MESSAGES = {
  pageTitle: 'Upload Property Tax Video',
  selectButton: 'Select Video from Device',
  uploadButton: 'Upload Video',
  hint: 'Please ensure your video is clear and under 90 seconds.',
  notVideo: 'Please select a video file',
  tooLong: 'Video must be 90 seconds or less',
  unreadable: 'Error loading video file',
  unsupportedFormat: 'This video format is not supported. Please upload an MP4, MOV, WebM, MKV or AVI video.',
  tooLarge: `Video file is too large (the limit is ${DEFAULT_MAX_VIDEO_BYTES / 1024 / 1024} MB).`,
  missingFile: 'Attach the video in the form field "video".',
  uploadFailed: 'Failed to upload video. Please try again.',
  success: 'Video uploaded successfully! Redirecting...',
  uploading: (percent: number) => `Uploading: ${percent}%`,
  detailsUploading: 'Uploading...',
  detailsComplete: 'Upload complete!',
  detailsFailed: (reason: string) => `Upload failed: ${reason}`,
  serverError: (status: number, body: string) => `Server error: ${status} - ${body}`,
  privacyNote:
    'Your video is used only to improve the comparable match and is never used to train AI models.',
  trailingData:
    'The video file has extra data after its end. Please upload the file as your device saved it.',
  storageFull: 'We cannot store more videos right now. Please try again later.',
  jobRequired: 'Look up your property first: a video is added to an analysed property (job_id).',
  signInForJob: 'Sign in to add a video to this property: its analysis belongs to an account.',
  jobOfAnotherUser: 'This property analysis belongs to another account.',
  tooManyForJob: (max: number) => `This property already has ${max} videos; no more can be added.`,
} as const;

/** Videos one analysis job may collect: a few tries each, never a way to fill the disk. */
export const MAX_VIDEOS_PER_JOB = 5;

/** The message for a size cap other than the default. */
export function tooLargeMessage(maxBytes: number): string {
  return `Video file is too large (the limit is ${Math.round(maxBytes / 1024 / 1024)} MB).`;
}

export const VIDEO_CONTAINERS = ['mp4', 'mov', 'webm', 'matroska', 'avi'] as const;
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];
