import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env.ts';
import { withFallback, type FrameAnalyser } from './frame-analyser.ts';
import { WorkerObjectDetector } from './object-detector.ts';
import { createLocalAnalyser } from './tour.local-analyser.ts';
import { createVisionAnalyser } from './tour.openai.ts';

/** Model used when only OPENAI_API_KEY is given. */
export const DEFAULT_VISION_MODEL = 'gpt-4o-mini';

/** Frames that may wait for the detector before new ones are turned away with a 503. */
const MAX_QUEUED_FRAMES = 8;

/** The vision settings when a vision endpoint is configured, else undefined (local analysis only). */
export function visionSettings(openai: Config['openai']) {
  const model = openai.model ?? (openai.apiKey ? DEFAULT_VISION_MODEL : undefined);
  if (!model || !(openai.baseUrl || openai.apiKey)) return undefined;
  return { baseUrl: openai.baseUrl, apiKey: openai.apiKey, model, timeoutMs: openai.timeoutMs };
}

/**
 * The analyser the app uses: the embedded local one, or a vision model with the local one as its
 * fallback when OPENAI_BASE_URL / OPENAI_API_KEY (and OPENAI_MODEL) are set.
 */
export function createFrameAnalyser(config: Config, log: FastifyBaseLogger): FrameAnalyser {
  const detector = new WorkerObjectDetector({
    maxQueue: MAX_QUEUED_FRAMES,
    frameTimeoutMs: 30_000,
    loadTimeoutMs: 120_000,
  });
  const local = createLocalAnalyser(detector);
  const vision = visionSettings(config.openai);
  if (!vision) return local;
  return withFallback(createVisionAnalyser(vision), local, (err) =>
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'vision analyser failed; answered with the local analyser',
    ),
  );
}
