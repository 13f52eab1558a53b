import { API_PATHS } from '@homie/contracts/routes';
import {
  confirmConditionSchema,
  jobVideoFindingsSchema,
  videoFindingsSchema,
} from '@homie/contracts/evidence';
import { tourCaptureSchema } from '@homie/contracts/tour';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#lib/errors.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';
import { requireJobAccess } from './video-jobs.ts';
import * as repo from './video-findings.repository.ts';
import { keepVideoFrame } from './video-evidence.service.ts';
import { toVideoFindings } from './video-findings.service.ts';
import { findingsInLanguage } from './video-findings.words.ts';

const NO_FINDINGS = 'Nothing is known about this video.';

/**
 * What the server saw in a job's uploaded videos (decision 114): GET the findings of every video of
 * the job; PUT the condition the owner confirmed. Same access as the upload (the job's owner, or
 * whoever holds a guest job's id).
 */
export default async function videoFindingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A Bearer token that is present but invalid answers 401; none is a guest (decision 205).
  const identify = fastify.identifyCaller;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  // The findings in the owner's language beside the English (decision 276): the account's
  // choice, else the request's; worded at read time from the stored frames, which stay English.
  const localeOf = async (request: FastifyRequest) =>
    (request.user && (await app.auth.languageOf(request.user.id))) || requestLocale(request);
  const withLanguage = (row: repo.FindingsRow, locale: string) => ({
    ...toVideoFindings(row),
    in_language: findingsInLanguage(row.findings?.frames ?? [], row.error, locale),
  });

  app.get(
    API_PATHS.videos.findingsOfJob,
    {
      onRequest: identify,
      schema: {
        params: z.object({ jobId: z.string().trim().min(1).max(128) }),
        response: { 200: jobVideoFindingsSchema },
      },
      config: limit(120),
    },
    async (request) => {
      await requireJobAccess(app.properties.analysisJobs, request.params.jobId, request.user?.id);
      const rows = await repo.findingsOfJob(app.database, request.params.jobId);
      const locale = await localeOf(request);
      return { videos: rows.map((row) => withLanguage(row, locale)) };
    },
  );

  app.put(
    API_PATHS.videos.condition,
    {
      onRequest: identify,
      schema: {
        params: z.object({ videoId: z.uuid({ error: 'Unknown video.' }) }),
        body: confirmConditionSchema,
        response: { 200: videoFindingsSchema },
      },
      config: limit(60),
    },
    async (request) => {
      const row = await repo.findingsOfVideo(app.database, request.params.videoId);
      if (!row?.job_id) throw notFound(NO_FINDINGS);
      await requireJobAccess(app.properties.analysisJobs, row.job_id, request.user?.id);
      if (row.status !== 'done') throw notFound('This video has not been looked at yet.');
      await repo.setOwnerCondition(app.database, row.video_id, request.body.condition);
      return withLanguage({ ...row, owner_condition: request.body.condition }, await localeOf(request));
    },
  );

  app.post(
    API_PATHS.videos.keepFrame,
    {
      onRequest: identify,
      schema: {
        params: z.object({
          videoId: z.uuid({ error: 'Unknown video.' }),
          index: z.coerce.number<string>().int().min(0).max(99),
        }),
        response: { 200: tourCaptureSchema, 201: tourCaptureSchema },
      },
      config: limit(30),
    },
    async (request, reply) => {
      const { capture, created } = await keepVideoFrame(
        { database: app.database, storage: app.storage, tour: app.tour, jobs: app.properties.analysisJobs },
        request.user?.id,
        request.params.videoId,
        request.params.index,
      );
      return reply.status(created ? 201 : 200).send(capture);
    },
  );
}
