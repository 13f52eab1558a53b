import type { TourCapture } from '@homie/contracts/tour';

export const NO_ROOM = 'Room not identified';

/** "Bathroom (66% sure)" or "Room not identified". */
export function roomLine(capture: TourCapture): string {
  if (!capture.room) return NO_ROOM;
  return `${capture.room.label} (${Math.round(capture.room.confidence * 100)}% sure)`;
}

/** "Nov 21, 2026, 3:04 PM" in the viewer's locale and time zone. */
export function formatCapturedAt(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A file name that labels the photo as an exhibit: homie-evidence-bathroom-2026-11-21-1504.jpg. */
export function exhibitFileName(capture: TourCapture): string {
  const d = new Date(capture.created_at);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
  const room = capture.room?.type.replace(/_/g, '-') ?? 'view';
  return `homie-evidence-${room}-${stamp}.jpg`;
}

/** A one-line summary of the findings: condition, issues and quality problems. */
export function findingsLine(capture: TourCapture): string {
  const { report } = capture;
  const parts: string[] = [];
  if (report.condition.rating) parts.push(`Condition ${report.condition.rating}`);
  if (report.issues.length)
    parts.push(`${report.issues.length} issue${report.issues.length === 1 ? '' : 's'} spotted`);
  if (report.features.length) parts.push(report.features.slice(0, 4).join(', '));
  for (const issue of report.quality.issues)
    parts.push(issue.kind === 'washed_out' ? 'washed out' : issue.kind);
  return parts.join(' · ');
}
