import { videoClock } from '@homie/contracts/evidence';
import { CONDITION_LABELS, CONDITION_RATINGS, type FrameReport } from '@homie/contracts/tour';

export type ConditionRating = (typeof CONDITION_RATINGS)[number];

/** One sampled frame's findings, as stored (the frame itself is not). */
export interface FrameFinding {
  at_seconds: number;
  report: FrameReport;
}

/** What the server saw in a video (video_findings.findings, decision 114). */
export interface StoredFindings {
  frames: FrameFinding[];
  rooms: { label: string; frames: number }[];
  features: string[];
  condition_cues: string[];
  suggested_condition: ConditionRating | null;
}

/** "0:07", "1:25" (the contract's, as the web app prints it). */
export const clock = videoClock;

/**
 * Sums the frames up: the rooms seen (and in how many frames), the features, the condition cues
 * (each rating and defect with where in the video it was seen) and the rating most frames got
 * (ties go to the worse one), offered to the owner as a suggestion only.
 */
export function summariseFrames(frames: FrameFinding[]): StoredFindings {
  const rooms = new Map<string, number>();
  const features = new Map<string, number>();
  const ratings = new Map<ConditionRating, number>();
  const cues: string[] = [];
  for (const { at_seconds, report } of frames) {
    if (report.room) rooms.set(report.room.label, (rooms.get(report.room.label) ?? 0) + 1);
    for (const feature of report.features) features.set(feature, (features.get(feature) ?? 0) + 1);
    const where = `at ${clock(at_seconds)}${report.room ? ` (${report.room.label.toLowerCase()})` : ''}`;
    const rating = report.condition.rating;
    if (rating) {
      ratings.set(rating, (ratings.get(rating) ?? 0) + 1);
      const reasons = report.condition.reasons.slice(0, 2).join('; ');
      cues.push(`${rating}, ${CONDITION_LABELS[rating]}, ${where}${reasons ? `: ${reasons}` : ''}`);
    }
    for (const issue of report.issues) cues.push(`${issue.description} (${issue.severity}) ${where}`);
  }
  let suggested: ConditionRating | null = null;
  let best = 0;
  for (const rating of CONDITION_RATINGS) {
    const n = ratings.get(rating) ?? 0;
    if (n > 0 && n >= best) {
      suggested = rating;
      best = n;
    }
  }
  const byCount = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return {
    frames,
    rooms: byCount(rooms).map(([label, n]) => ({ label, frames: n })),
    features: byCount(features)
      .slice(0, 12)
      .map(([f]) => f),
    condition_cues: [...new Set(cues)].slice(0, 12),
    suggested_condition: suggested,
  };
}
