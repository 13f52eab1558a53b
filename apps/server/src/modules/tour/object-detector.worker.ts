import { parentPort } from 'node:worker_threads';
import { BACKGROUND_NICE, lowerPriority } from '#lib/thread-priority.ts';
import { loadHumanDetector } from './human-node.ts';
import type { WorkerReply, WorkerRequest } from './object-detector.ts';

/** Runs the object detector off the main thread, so inference never blocks the event loop. */
const port = parentPort;
if (!port) throw new Error('object-detector.worker.ts must run in a worker thread');

// Inference yields the CPU to the event loop (decisions 111, 168): lower than the main thread, not
// idle, so /healthz and other requests are not starved while frames run, and frames still finish
// promptly on a quiet machine.
lowerPriority(BACKGROUND_NICE.frameDetector);

const started = performance.now();
const loading = loadHumanDetector();
const send = (reply: WorkerReply) => port.postMessage(reply);

loading.then(
  (detector) =>
    send({
      type: 'ready',
      loadMs: performance.now() - started,
      rssBytes: process.memoryUsage().rss,
      backend: detector.backend,
    }),
  (err: unknown) => send({ type: 'fatal', message: err instanceof Error ? err.message : String(err) }),
);

port.on('message', async (request: WorkerRequest) => {
  const begin = performance.now();
  try {
    const detector = await loading;
    const detections = await detector.detect({
      data: new Uint8Array(request.data),
      width: request.width,
      height: request.height,
    });
    send({ type: 'result', id: request.id, detections, ms: performance.now() - begin });
  } catch (err) {
    send({ type: 'error', id: request.id, message: err instanceof Error ? err.message : String(err) });
  }
});
