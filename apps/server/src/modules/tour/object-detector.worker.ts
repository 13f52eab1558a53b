import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadHumanDetector } from './human-node.ts';
import type { WorkerReply, WorkerRequest } from './object-detector.ts';

/** Runs the object detector off the main thread, so inference never blocks the event loop. */
const port = parentPort;
/** Lower than the main thread (0), not idle (19): frames still finish promptly on a quiet machine. */
const DETECTOR_NICE = 10;
if (!port) throw new Error('object-detector.worker.ts must run in a worker thread');

// Inference yields the CPU to the event loop (decision 111): on Linux a nice value is per thread,
// and pid 0 means this thread, so /healthz and other requests are not starved while frames run.
try {
  setPriority(0, DETECTOR_NICE);
} catch {
  // Not permitted or not supported here: run at normal priority.
}

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
