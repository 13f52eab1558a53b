import multipart from '@fastify/multipart';
import {
  DEFAULT_MAX_VIDEO_BYTES,
  VIDEO_MESSAGES,
  videoJobIdSchema,
  videoUploadResponseSchema,
} from '@homie/contracts/videos';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { badRequest, notFound } from '#lib/errors.ts';
import { analysisJobExists } from './video-jobs.ts';
import {
  cleanFilename,
  recordVideo,
  streamVideoToStorage,
  type VideoSource,
} from './video-upload.service.ts';

export interface VideosRoutesOptions {
  /** Upload size cap in bytes: this option, else config.videoMaxBytes when set, else DEFAULT_MAX_VIDEO_BYTES. */
  maxBytes?: number;
}

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const _ of stream);
};

/**
 * POST /property-tax/videos/ (the upload page) and POST /upload-video (the details screen, with the
 * analysis job_id): multipart field `video`, checked from its bytes, at most 90 seconds.
 * No authorisation, as the spec says (§6); rate-limited per IP instead.
 */
export default async function videosRoutes(
  fastify: FastifyInstance,
  opts: VideosRoutesOptions = {},
): Promise<void> {
  const configured = (fastify.config as { videoMaxBytes?: number } | undefined)?.videoMaxBytes;
  const maxBytes = opts.maxBytes ?? configured ?? DEFAULT_MAX_VIDEO_BYTES;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 40 },
  });

  const upload = (source: VideoSource) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) throw badRequest(VIDEO_MESSAGES.missingFile);
    let saved: Awaited<ReturnType<typeof streamVideoToStorage>> | undefined;
    let filename = 'video';
    let jobIdText: string | undefined;
    let failure: unknown;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'job_id') jobIdText = String(part.value ?? '');
          continue;
        }
        if (part.fieldname !== 'video' || saved || failure) {
          await drain(part.file);
          continue;
        }
        filename = cleanFilename(part.filename);
        try {
          saved = await streamVideoToStorage(app.storage, part, maxBytes);
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
    if (!saved) throw badRequest(VIDEO_MESSAGES.missingFile);
    let jobId: string | null = null;
    if (jobIdText !== undefined && jobIdText.trim() !== '') {
      const parsed = videoJobIdSchema.safeParse(jobIdText);
      if (!parsed.success) {
        await discard();
        throw badRequest('Invalid job_id.');
      }
      jobId = parsed.data;
      if (!(await analysisJobExists(app.database, jobId))) {
        await discard();
        throw notFound(PROPERTY_MESSAGES.jobNotFound);
      }
    }
    const video = await recordVideo(
      { database: app.database, storage: app.storage },
      { ...saved, filename, jobId, source, ip: request.ip },
    );
    request.log.info(
      { videoId: video.id, jobId, bytes: video.size_bytes, seconds: video.duration_seconds },
      'video stored',
    );
    return reply
      .status(201)
      .send(videoUploadResponseSchema.parse({ success: true, message: VIDEO_MESSAGES.success, data: video }));
  };

  const routeOptions = { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } };
  app.post('/property-tax/videos/', routeOptions, upload('upload_page'));
  app.post('/upload-video', routeOptions, upload('details'));
}
