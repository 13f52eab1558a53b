import { plainFinding, type VideoFindings } from '@homie/contracts/evidence';
import type { Database } from '#db/client.ts';
import { HttpError } from '#lib/errors.ts';
import type { Storage } from '#lib/storage.ts';
import { decodeFrame, type FrameAnalyser } from '#modules/tour/tour.plugin.ts';
import { FrameSamplingError, sampleFrames, UNREADABLE_VIDEO } from './video-frames.ts';
import * as repo from './video-findings.repository.ts';
import { type FrameFinding, summariseFrames } from './video-findings.summary.ts';

/**
 * The uploaded video looked at (issue 18 item 5, decision 114): after an upload linked to an
 * analysis job, a background job samples still frames with ffmpeg (in memory), runs each through
 * the camera tour's analyser, and stores what they show with the video. One video at a time; a
 * failure is recorded with its reason and never reaches the upload's answer. Interrupted looks are
 * resumed at start-up.
 */

export const FINDINGS_MESSAGES = {
  unreadable: UNREADABLE_VIDEO,
  nothingAnalysed: 'None of the frames of this video could be analysed.',
  unavailable:
    'The video could not be looked at right now (the analyser is not available). Upload it again later.',
} as const;

type Log = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export interface VideoFindingsRunnerOptions {
  database: Database;
  storage: Storage;
  /** Makes the analyser when there is a video to look at (closed again once idle). */
  createAnalyser: () => FrameAnalyser;
  log?: Log;
  framesPerVideo?: number;
  /** The analyser (and its worker) is closed after this long without a video. */
  idleCloseMs?: number;
}

export function createVideoFindingsRunner(options: VideoFindingsRunnerOptions) {
  const { database, storage, log } = options;
  const queue: string[] = [];
  let active: Promise<void> | undefined;
  let analyser: FrameAnalyser | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const abort = new AbortController();
  const idleWaiters: (() => void)[] = [];

  async function lookAt(videoId: string): Promise<void> {
    const video = await repo.videoToLookAt(database, videoId);
    if (!video) return; // deleted meanwhile (retention, account deletion)
    await repo.markRunning(database, videoId);
    try {
      const input = storage.localPath
        ? { path: storage.localPath(video.storage_key) }
        : { stream: () => storage.get(video.storage_key) };
      const frames = await sampleFrames(input, Number(video.duration_seconds), {
        count: options.framesPerVideo ?? 6,
        signal: abort.signal,
      });
      analyser ??= options.createAnalyser();
      const analysed: FrameFinding[] = [];
      for (const frame of frames) {
        try {
          const decoded = await decodeFrame(frame.jpeg);
          const { report } = await analyser.analyse(decoded, frame.jpeg);
          analysed.push({ at_seconds: frame.atSeconds, report });
        } catch (err) {
          // A frame the checks refuse (too small, unreadable) is skipped; the analyser failing is not.
          if (!(err instanceof HttpError && err.statusCode < 500)) throw err;
        }
      }
      if (!analysed.length) throw new FrameSamplingError(FINDINGS_MESSAGES.nothingAnalysed);
      await repo.markDone(database, videoId, frames.length, summariseFrames(analysed));
    } catch (err) {
      if (closed) return; // stopped with the app: resumed at the next start
      const message = err instanceof FrameSamplingError ? err.message : FINDINGS_MESSAGES.unavailable;
      if (!(err instanceof FrameSamplingError))
        log?.error({ err: err instanceof Error ? err.message : String(err) }, 'looking at a video failed');
      await repo.markFailed(database, videoId, message).catch(() => {});
    }
  }

  function pump(): void {
    if (active || closed) return;
    const next = queue.shift();
    if (!next) {
      for (const resolve of idleWaiters.splice(0)) resolve();
      if (analyser && !idleTimer) {
        idleTimer = setTimeout(() => {
          idleTimer = undefined;
          const idle = analyser;
          analyser = undefined;
          void idle?.close();
        }, options.idleCloseMs ?? 30_000);
        idleTimer.unref();
      }
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = undefined;
    active = lookAt(next)
      .catch((err: unknown) => log?.warn({ err }, 'a video look could not be recorded'))
      .finally(() => {
        active = undefined;
        pump();
      });
  }

  return {
    /** Records the video as waiting and starts looking at it in the background. */
    async enqueue(videoId: string, jobId: string | null): Promise<void> {
      await repo.insertPending(database, videoId, jobId);
      if (closed) return;
      queue.push(videoId);
      pump();
    },
    /** Puts the looks a stopped process left unfinished back in line; answers how many. */
    async resume(): Promise<number> {
      const ids = await repo.unfinished(database);
      for (const id of ids) if (!queue.includes(id)) queue.push(id);
      pump();
      return ids.length;
    },
    /** Resolves once nothing waits or runs (tests). */
    whenIdle(): Promise<void> {
      if (!active && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close(): Promise<void> {
      closed = true;
      queue.length = 0;
      abort.abort();
      if (idleTimer) clearTimeout(idleTimer);
      await analyser?.close().catch(() => {});
      analyser = undefined;
      await active?.catch(() => {});
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}
export type VideoFindingsRunner = ReturnType<typeof createVideoFindingsRunner>;

/** A findings row as the API answers it. */
export function toVideoFindings(row: repo.FindingsRow): VideoFindings {
  const findings = row.findings;
  return {
    video_id: row.video_id,
    status: row.status,
    frames_sampled: row.frames_sampled,
    rooms: findings?.rooms ?? [],
    features: findings?.features ?? [],
    condition_cues: findings?.condition_cues ?? [],
    suggested_condition: findings?.suggested_condition ?? null,
    owner_condition: row.owner_condition,
    frames: (findings?.frames ?? []).map((frame, index) => ({
      index,
      at_seconds: frame.at_seconds,
      room: frame.report.room?.label ?? null,
      finding: plainFinding(frame.report),
    })),
    error: row.error,
    analysed_at: row.status === 'done' ? new Date(row.updated_at).toISOString() : null,
  };
}
