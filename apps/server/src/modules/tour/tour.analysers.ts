import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env.ts';
import { withFallback, type FrameAnalyser } from './frame-analyser.ts';
import { FrameQueue } from './frame-queue.ts';
import { DetectorPool } from './object-detector.ts';
import { createLocalAnalyser } from './tour.local-analyser.ts';
import { createVisionAnalyser } from './tour.openai.ts';

/** Model used when only OPENAI_API_KEY is given. */
export const DEFAULT_VISION_MODEL = 'gpt-4o-mini';

/** A vision model waits on the network, not on a core: this many calls per worker run at once. */
export const VISION_CALLS_PER_WORKER = 4;

/** Analysis workers: TOUR_WORKERS, else as many as the machine's cores allow (decision 111). */
export function tourWorkers(config: Config): number {
  return config.tour.workers > 0 ? config.tour.workers : Math.max(1, availableParallelism());
}

/** The vision settings when a vision endpoint is configured, else undefined (local analysis only). */
export function visionSettings(openai: Config['openai']) {
  const model = openai.model ?? (openai.apiKey ? DEFAULT_VISION_MODEL : undefined);
  if (!model || !(openai.baseUrl || openai.apiKey)) return undefined;
  return { baseUrl: openai.baseUrl, apiKey: openai.apiKey, model, timeoutMs: openai.timeoutMs };
}

/**
 * The analyser the app uses: the embedded local one (a pool of detector workers), or a vision
 * model with the local one as its fallback when OPENAI_BASE_URL / OPENAI_API_KEY (and
 * OPENAI_MODEL) are set; and the fair, bounded queue frames wait in for it (decision 111).
 */
export function createFrameAnalyser(
  config: Config,
  log: FastifyBaseLogger,
): { analyser: FrameAnalyser; queue: FrameQueue } {
  const workers = tourWorkers(config);
  // The queue admits at most `workers` frames at once, so each detector worker holds one or two.
  const detector = new DetectorPool(workers, { maxQueue: 4, frameTimeoutMs: 30_000, loadTimeoutMs: 120_000 });
  const local = createLocalAnalyser(detector);
  const vision = visionSettings(config.openai);
  const queue = new FrameQueue({
    workers: vision ? workers * VISION_CALLS_PER_WORKER : workers,
    maxWaiting: config.tour.queueMax,
  });
  if (!vision) return { analyser: local, queue };
  const analyser = withFallback(createVisionAnalyser(vision), local, (err) =>
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'vision analyser failed; answered with the local analyser',
    ),
  );
  return { analyser, queue };
}
