import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  MAX_VIDEOS_PER_JOB,
  tooLargeMessage,
  type UploadedVideo,
  VIDEO_MESSAGES,
  type VideoContainer,
} from '@homie/contracts/videos';
import type { ErrorCode } from '@homie/contracts/errors';
import type { Database } from '#db/client.ts';
import { conflict, HttpError, payloadTooLarge } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { insufficientStorage, isDiskFull, type SpaceReservation } from '#lib/storage-quota.ts';
import type { ProbeResult } from './probe/container-probe.ts';
import { VideoInspector } from './probe/video-inspector.ts';
import { VideoRejection } from './probe/video-rejection.ts';
import { insertVideoWithinLimit, storedVideoKeys } from './videos.repository.ts';

export type VideoSource = 'upload_page' | 'details';

/**
 * Share of the storage quota that videos linked to no analysis job may take together (the upload
 * page's job-less uploads, spec §7): job-less flooding cannot starve uploads for real jobs.
 */
export const UNATTACHED_SHARE = 0.1;

/** The multipart file part as @fastify/multipart hands it over. */
export interface IncomingVideoFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const CODE: Record<VideoRejection['reason'], ErrorCode> = {
  not_video: 'unsupported_media_type',
  unsupported: 'unsupported_media_type',
  too_long: 'unprocessable',
  unreadable: 'unprocessable',
  trailing_data: 'unprocessable',
};

/** Turns a refusal into the HTTP error the client shows (spec §5, §8 messages). */
export function rejectionToHttp(rejection: VideoRejection): HttpError {
  return new HttpError(CODE[rejection.reason], rejection.message);
}

/** A storage failure as the client sees it: a full disk is a clear 507; anything else stays internal (500). */
export function storageFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if (isDiskFull(error)) return insufficientStorage(VIDEO_MESSAGES.storageFull);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Writes one chunk with back-pressure. Resolves once the sink can take more, or at once when the
 * sink is gone (the storage failed, or we refused the file): it never waits for a dead stream.
 */
const writeChunk = (sink: PassThrough, chunk: Buffer) =>
  new Promise<void>((resolve) => {
    if (sink.destroyed || sink.write(chunk)) {
      resolve();
      return;
    }
    const done = () => {
      sink.off('drain', done);
      sink.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    sink.on('close', done);
  });

/**
 * Streams one uploaded file into storage while the inspector reads it. Nothing appears in storage
 * unless the whole file arrived and passed (the adapter writes a temporary object and publishes it
 * only at the end). Each chunk is counted against the storage space (`space`) before it is
 * written, so the quota and the free-space reserve stop the file before it crosses them. After a
 * refusal, or when the storage fails (a full disk), the rest of the part is read and discarded and
 * the partial file removed, so the client always gets an answer; a client that goes away leaves
 * nothing behind.
 */
export async function streamVideoToStorage(
  storage: Storage,
  incoming: IncomingVideoFile,
  maxBytes: number,
  space?: Pick<SpaceReservation, 'grow'>,
): Promise<{ key: string; size: number; probe: ProbeResult }> {
  const key = `videos/${randomUUID()}`;
  const inspector = new VideoInspector();
  const sink = new PassThrough({ highWaterMark: 256 * 1024 });
  sink.on('error', () => {}); // destroyed on purpose below, maybe before the adapter listens
  let failure: Error | null = null;
  const fail = (error: unknown) => {
    failure ??= storageFailure(error);
    if (!sink.destroyed) sink.destroy(failure);
  };
  const stored = storage.put(key, sink, { contentType: 'application/octet-stream' });
  // The storage gave up mid-stream (ENOSPC, a broken connection): stop writing at once.
  stored.catch((error) => fail(error));
  let limitHit = false;
  incoming.file.once('limit', () => {
    limitHit = true;
  });
  try {
    for await (const chunk of incoming.file as AsyncIterable<Buffer>) {
      if (failure) continue; // drain a refused file
      try {
        await inspector.push(chunk);
        space?.grow(chunk.length);
        await writeChunk(sink, chunk);
      } catch (error) {
        fail(error);
      }
    }
  } catch (error) {
    fail(error); // the client went away or the multipart body broke
  }
  if (!failure && (limitHit || incoming.file.truncated)) fail(payloadTooLarge(tooLargeMessage(maxBytes)));
  let probe: ProbeResult | undefined;
  if (!failure) {
    try {
      probe = await inspector.finish();
      sink.end();
    } catch (error) {
      fail(error);
    }
  }
  try {
    const saved = await stored;
    if (failure || !probe) throw failure ?? new Error('unreachable');
    return { ...saved, probe };
  } catch (error) {
    const reason: Error = failure ?? storageFailure(error);
    throw reason instanceof VideoRejection ? rejectionToHttp(reason) : reason;
  }
}

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const clean = printable.trim().slice(0, 200);
  return clean || 'video';
}

/** Records a stored video (linked to its analysis job when given); removes the bytes if that fails. */
export async function recordVideo(
  deps: { database: Database; storage: Storage },
  video: {
    key: string;
    size: number;
    probe: ProbeResult;
    filename: string;
    jobId: string | null;
    source: VideoSource;
    ip: string;
    /** The signed-in uploader, whose account deletion removes the video (decision 205). */
    userId: string | null;
  },
): Promise<UploadedVideo> {
  let row: Awaited<ReturnType<typeof insertVideoWithinLimit>>;
  try {
    row = await insertVideoWithinLimit(
      deps.database,
      {
        id: video.key.slice('videos/'.length),
        jobId: video.jobId,
        storageKey: video.key,
        originalFilename: video.filename,
        sizeBytes: video.size,
        durationSeconds: Math.round(video.probe.durationSeconds * 1000) / 1000,
        container: video.probe.container,
        source: video.source,
        uploaderIp: video.ip,
        userId: video.userId,
      },
      MAX_VIDEOS_PER_JOB,
    );
  } catch (error) {
    await deps.storage.delete(video.key).catch(() => {});
    throw storageFailure(error); // the database's disk is full (53100): a 507, not a 500
  }
  if (!row) {
    // Other uploads for the job, admitted at the same time, filled it first.
    await deps.storage.delete(video.key).catch(() => {});
    throw conflict(VIDEO_MESSAGES.tooManyForJob(MAX_VIDEOS_PER_JOB));
  }
  return {
    id: row.id,
    job_id: row.jobId,
    filename: row.originalFilename,
    size_bytes: row.sizeBytes,
    duration_seconds: row.durationSeconds,
    container: row.container as VideoContainer,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Start-up sweep: removes video files that have no row. A process killed between publishing a
 * video's file and inserting its row (the insert never committed) leaves one; nobody can reach it
 * and it would stay forever. Runs before the server listens, on storage one process owns (local
 * disk; storage without `list`, such as S3, is skipped). Answers the keys removed.
 */
export async function removeOrphanVideoFiles(deps: {
  database: Database;
  storage: Storage;
}): Promise<string[]> {
  if (!deps.storage.list) return [];
  const keys = await deps.storage.list('videos/');
  const known = await storedVideoKeys(deps.database.db, keys);
  const orphans = keys.filter((key) => !known.has(key));
  for (const key of orphans) await deps.storage.delete(key);
  return orphans;
}
