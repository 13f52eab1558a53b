import { API_PATHS } from '@homie/contracts/routes';
import multipart from '@fastify/multipart';
import { DEFAULT_MAX_VIDEO_BYTES, VIDEO_MESSAGES, videoUploadResponseSchema } from '@homie/contracts/videos';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '#lib/errors.ts';
import {
  DEFAULT_STORAGE_MIN_FREE_BYTES,
  DEFAULT_STORAGE_QUOTA_BYTES,
  insufficientStorage,
  StorageSpace,
} from '#lib/storage-quota.ts';
import { createFrameAnalyser } from '#modules/tour/tour.plugin.ts';
import { createVideoFindingsRunner } from './video-findings.service.ts';
import { admitVideoJob } from './video-jobs.ts';
import {
  cleanFilename,
  recordVideo,
  streamVideoToStorage,
  UNATTACHED_SHARE,
  type VideoSource,
} from './video-upload.service.ts';
import { storedVideoBytes } from './videos.repository.ts';

export interface VideosRoutesOptions {
  /** Upload size cap in bytes: this option, else config.videoMaxBytes when set, else DEFAULT_MAX_VIDEO_BYTES. */
  maxBytes?: number;
  /** Global quota of stored videos: this option, else config.storageQuotaBytes, else 20 GB. */
  quotaBytes?: number;
  /** Free-space reserve of the data disk: this option, else config.storageMinFreeBytes, else 2 GB. */
  minFreeBytes?: number;
  /** Free bytes of the storage's disk (tests); else the storage adapter's own `freeBytes`. */
  freeBytes?: () => Promise<number | undefined>;
  /** Look at uploaded videos in the background (decision 114); on when the app has its config. */
  lookAtVideos?: boolean;
}

interface VideoSettings {
  videoMaxBytes?: number;
  storageQuotaBytes?: number;
  storageMinFreeBytes?: number;
}

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const _ of stream);
};

/**
 * POST /property-tax/videos/ (the upload page) and POST /upload-video (the details screen, with the
 * analysis job_id): multipart field `video`, checked from its bytes, at most 90 seconds.
 * No authorisation is needed for a guest's job: its id is the capability (spec §6); a signed-in
 * user's job takes videos only with that user's Bearer token. Rate-limited per IP, and bounded
 * by the storage quota and free-space reserve (decision 092).
 */
export default async function videosRoutes(
  fastify: FastifyInstance,
  opts: VideosRoutesOptions = {},
): Promise<void> {
  const settings = (fastify.config as VideoSettings | undefined) ?? {};
  const maxBytes = opts.maxBytes ?? settings.videoMaxBytes ?? DEFAULT_MAX_VIDEO_BYTES;
  const quotaBytes = opts.quotaBytes ?? settings.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES;
  const storage = fastify.storage;
  const space = new StorageSpace({
    quotaBytes,
    minFreeBytes: opts.minFreeBytes ?? settings.storageMinFreeBytes ?? DEFAULT_STORAGE_MIN_FREE_BYTES,
    // Every stored video, and the tour's saved captures (one quota over stored uploads, decision 204).
    usedBytes: async () =>
      (await storedVideoBytes(fastify.database.db)).total +
      (fastify.hasDecorator('tour') ? await fastify.tour.storedBytes() : 0),
    freeBytes: opts.freeBytes ?? (storage.freeBytes ? () => storage.freeBytes!() : undefined),
    message: VIDEO_MESSAGES.storageFull,
  });
  // A Bearer token that is present but invalid answers 401; none is a guest (decision 205).
  const identify = fastify.identifyCaller;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // What a video shows (decision 114): frames sampled and run through the tour's analyser, one
  // video at a time in the background, with an analyser of its own (one worker) made when needed.
  const findings =
    (opts.lookAtVideos ?? Boolean(fastify.config)) === false
      ? undefined
      : createVideoFindingsRunner({
          database: fastify.database,
          storage,
          createAnalyser: () =>
            createFrameAnalyser(
              { ...fastify.config, tour: { ...fastify.config.tour, workers: 1 } },
              fastify.log,
            ).analyser,
          log: fastify.log,
        });
  if (findings) {
    app.addHook('onReady', async () => {
      const resumed = await findings.resume();
      if (resumed) app.log.info({ videos: resumed }, 'resumed looking at uploaded videos');
    });
    app.addHook('onClose', async () => findings.close());
  }
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 40 },
  });

  const upload = (source: VideoSource) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) throw badRequest(VIDEO_MESSAGES.missingFile);
    // Before reading a byte: is there room for what the request says it carries?
    const declared = Number(request.headers['content-length']);
    const reservation = await space.reserve(
      Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : 1,
    );
    let saved: Awaited<ReturnType<typeof streamVideoToStorage>> | undefined;
    let sawFile = false;
    let filename = 'video';
    let jobIdText: string | undefined;
    let jobId: string | null = null;
    let jobFailure: unknown;
    let failure: unknown;
    const checkJob = async () => {
      try {
        jobId = await admitVideoJob(
          { database: app.database, jobs: app.properties.analysisJobs },
          jobIdText ?? '',
          request.user?.id,
        );
      } catch (error) {
        jobFailure = error;
      }
    };
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'job_id' && jobIdText === undefined) {
              jobIdText = String(part.value ?? '').trim();
              // Named before the file (as the web app sends it): checked before any byte is stored.
              if (jobIdText !== '' && !sawFile) await checkJob();
            }
            continue;
          }
          const first = part.fieldname === 'video' && !sawFile;
          sawFile ||= part.fieldname === 'video';
          if (!first || failure || jobFailure) {
            await drain(part.file);
            continue;
          }
          filename = cleanFilename(part.filename);
          // A video not (yet) linked to a job may use only a share of the quota.
          const unattachedLeft =
            jobId === null
              ? quotaBytes * UNATTACHED_SHARE - (await storedVideoBytes(app.database.db)).unattached
              : Number.POSITIVE_INFINITY;
          let streamed = 0;
          const grow = (n: number) => {
            if (streamed + n > unattachedLeft) throw insufficientStorage(VIDEO_MESSAGES.storageFull);
            reservation.grow(n);
            streamed += n;
          };
          try {
            saved = await streamVideoToStorage(app.storage, part, maxBytes, { grow });
          } catch (error) {
            failure = error;
          }
        }
      } catch (error) {
        failure ??= error; // limits, a broken body or a client gone mid-upload
      }
      const discard = async () => {
        if (saved) await app.storage.delete(saved.key).catch(() => {});
      };
      if (failure) {
        await discard();
        throw failure;
      }
      if (!saved) throw jobFailure && sawFile ? jobFailure : badRequest(VIDEO_MESSAGES.missingFile);
      // A job_id sent after the file is checked now; the file goes if it does not pass.
      if (jobIdText && !jobId && !jobFailure) await checkJob();
      if (jobFailure || (source === 'details' && !jobId)) {
        await discard();
        throw jobFailure ?? badRequest(VIDEO_MESSAGES.jobRequired);
      }
      const video = await recordVideo(
        { database: app.database, storage: app.storage },
        { ...saved, filename, jobId, source, ip: request.ip, userId: request.user?.id ?? null },
      );
      reservation.commit();
      // Looked at in the background; the upload's answer never waits for it or fails with it.
      if (findings && jobId)
        await findings
          .enqueue(video.id, jobId)
          .catch((err: unknown) => request.log.warn({ err }, 'could not queue the video to be looked at'));
      request.log.info(
        { videoId: video.id, bytes: video.size_bytes, seconds: video.duration_seconds },
        'video stored',
      );
      return reply
        .status(201)
        .send(
          videoUploadResponseSchema.parse({ success: true, message: VIDEO_MESSAGES.success, data: video }),
        );
    } finally {
      reservation.release(); // no-op after commit
    }
  };

  const routeOptions = {
    onRequest: identify,
    // Up to 300 MB on a slow link: the upload budget, not the JSON one (decision 204).
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' }, bodyTimeout: 'upload' as const },
  };
  app.post(API_PATHS.videos.upload, routeOptions, upload('upload_page'));
  app.post(API_PATHS.videos.uploadForJob, routeOptions, upload('details'));
}
