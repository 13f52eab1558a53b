/**
 * How long uploaded videos and saved tour photos are kept (issue 18 item 6, decision 115): the
 * schedule the Privacy Policy states and the server's defaults (operators may shorten or lengthen
 * them with RETENTION_VIDEO_DAYS / RETENTION_CAPTURE_DAYS; the policy text must then follow).
 * No schema library here: the Privacy Policy page imports it.
 */
export const RETENTION = {
  /** An uploaded video (and what the server found in it) is deleted this many days after upload. */
  videoDays: 180,
  /** A saved tour photo is deleted this many days after it was saved, unless deleted earlier. */
  captureDays: 730,
  /** The sweep runs at least this often, so a file outlives its date by at most this long. */
  sweepEveryHours: 24,
} as const;
