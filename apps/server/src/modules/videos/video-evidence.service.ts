import { plainFinding, VIDEO_FINDINGS_TEXTS } from '@homie/contracts/evidence';
import type { TourCapture } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import { HttpError, notFound, unauthorized } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import type { TourPublicService } from '#modules/tour/tour.plugin.ts';
import { type JobOwners, requireJobAccess } from './video-jobs.ts';
import { findingsOfVideo, videoToLookAt } from './video-findings.repository.ts';
import { clock } from './video-findings.summary.ts';
import { grabFrame, UNREADABLE_VIDEO } from './video-frames.ts';

const NO_FRAME = 'This frame of the video is not known.';

/**
 * A sampled frame of the owner's video kept as tour evidence (decision 114), by the owner's
 * choice only: the frame is taken again from the stored video at the same moment and saved as a
 * capture with the findings the look stored for it, so it can be attached to an appeal like any
 * tour photo. Saving the same frame twice answers the first capture.
 */
export async function keepVideoFrame(
  deps: { database: Database; storage: Storage; tour: TourPublicService; jobs: JobOwners },
  userId: string | undefined,
  videoId: string,
  index: number,
): Promise<{ capture: TourCapture; created: boolean }> {
  if (!userId) throw unauthorized(VIDEO_FINDINGS_TEXTS.signInToKeep);
  const row = await findingsOfVideo(deps.database, videoId);
  if (!row?.job_id) throw notFound(NO_FRAME);
  await requireJobAccess(deps.jobs, row.job_id, userId);
  const frame = row.findings?.frames[index];
  const video = await videoToLookAt(deps.database, videoId);
  if (!frame || !video) throw notFound(NO_FRAME);
  const input = deps.storage.localPath
    ? { path: deps.storage.localPath(video.storage_key) }
    : { stream: () => deps.storage.get(video.storage_key) };
  // One frame, at the moment the look took it.
  const bytes = await grabFrame(input, frame.at_seconds, { count: 1 });
  if (!bytes) throw new HttpError('unprocessable', UNREADABLE_VIDEO);
  return deps.tour.keepFrame(userId, bytes, {
    analysis: `From your video at ${clock(frame.at_seconds)}: ${plainFinding(frame.report)}`,
    report: frame.report,
  });
}
