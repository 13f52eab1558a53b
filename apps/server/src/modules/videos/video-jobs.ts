import { MAX_VIDEOS_PER_JOB, VIDEO_MESSAGES, videoJobIdSchema } from '@homie/contracts/videos';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '#lib/errors.ts';
import type { AnalysisJobReader } from '#modules/properties/properties.plugin.ts';
import { countVideosOfJob } from './videos.repository.ts';

/** The one reader of analysis jobs (properties owns them, decision 144): who owns a job. */
export type JobOwners = Pick<AnalysisJobReader, 'owner'>;

/**
 * Whether the sender may attach a video to the job named by the `job_id` field (decision 092):
 * the job must exist; a guest's job is open to whoever holds its id (the anonymous capability, as
 * the spec's upload call sends no authorisation); a signed-in user's job only to that user's
 * Bearer token; and a job takes at most MAX_VIDEOS_PER_JOB videos. Answers the job id, or throws.
 */
export async function admitVideoJob(
  deps: { database: Database; jobs: JobOwners },
  jobIdText: string,
  userId: string | undefined,
): Promise<string> {
  const parsed = videoJobIdSchema.safeParse(jobIdText);
  if (!parsed.success) throw badRequest('Invalid job_id.');
  const jobId = parsed.data;
  await requireJobAccess(deps.jobs, jobId, userId);
  if ((await countVideosOfJob(deps.database.db, jobId)) >= MAX_VIDEOS_PER_JOB)
    throw conflict(VIDEO_MESSAGES.tooManyForJob(MAX_VIDEOS_PER_JOB));
  return jobId;
}

/**
 * Who may read or confirm what the server saw in a job's videos: the same rule as uploading (a
 * guest's job is open to whoever holds its id; a user's job only to that user). Throws 404 for an
 * unknown job, 401 without a sign-in and 403 for another user.
 */
export async function requireJobAccess(
  jobs: JobOwners,
  jobId: string,
  userId: string | undefined,
): Promise<void> {
  const owner = await jobs.owner(jobId);
  if (!owner) throw notFound(PROPERTY_MESSAGES.jobNotFound, 'job_not_found');
  if (owner.userId !== null && owner.userId !== userId) {
    throw userId === undefined
      ? unauthorized(VIDEO_MESSAGES.signInForJob)
      : forbidden(VIDEO_MESSAGES.jobOfAnotherUser);
  }
}
