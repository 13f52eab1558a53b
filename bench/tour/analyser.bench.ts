// The embedded frame analyser on this machine: model load time and memory, then frames per second
// and latency percentiles over the room photos, one frame at a time (the detector runs one
// inference at a time in its worker thread).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { decodeFrame } from '../../apps/server/src/modules/tour/frame-image.ts';
import { loadHumanDetector } from '../../apps/server/src/modules/tour/human-node.ts';
import { WorkerObjectDetector } from '../../apps/server/src/modules/tour/object-detector.ts';
import { createLocalAnalyser } from '../../apps/server/src/modules/tour/tour.local-analyser.ts';
import { median, percentile } from '../lib/server.ts';
import { loadFrames } from './frames.ts';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export async function run({ quick }: { quick: boolean }) {
  const { source, frames } = await loadFrames();
  const rssBefore = process.memoryUsage().rss;
  const detector = new WorkerObjectDetector({ maxQueue: 4, frameTimeoutMs: 60_000, loadTimeoutMs: 180_000 });
  const analyser = createLocalAnalyser(detector);
  try {
    const started = performance.now();
    const info = await detector.warm();
    const warmMs = performance.now() - started;
    const rssAfter = process.memoryUsage().rss;
    console.log(`model: CenterNet (COCO-80) on tfjs-${info.backend} in a worker thread`);
    console.log(
      `load + warm-up: ${warmMs.toFixed(0)} ms wall (inside the worker: ${info.loadMs.toFixed(0)} ms)`,
    );
    console.log(
      `RSS: ${mb(rssBefore)} MB before, ${mb(rssAfter)} MB after loading (+${mb(rssAfter - rssBefore)} MB)`,
    );

    const passes = quick ? 1 : 5;
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const total: number[] = [];
    const detect: number[] = [];
    const t0 = performance.now();
    for (let pass = 0; pass < passes; pass++) {
      for (const { bytes } of frames) {
        const begin = performance.now();
        const frame = await decodeFrame(bytes);
        const d0 = performance.now();
        await analyser.analyse(frame, bytes);
        const end = performance.now();
        total.push(end - begin);
        detect.push(end - d0);
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    loop.disable();
    console.log(`frames: ${source}, ${passes} pass(es), ${total.length} analyses`);
    console.log(
      `throughput: ${(total.length / seconds).toFixed(2)} frames/s on ${(await import('node:os')).availableParallelism()} cores`,
    );
    console.log(
      `latency per frame (decode + quality + detection): p50 ${median(total).toFixed(0)} ms, p95 ${percentile(total, 95).toFixed(0)} ms, max ${Math.max(...total).toFixed(0)} ms`,
    );
    console.log(
      `  of which analysis after decoding: p50 ${median(detect).toFixed(0)} ms, p95 ${percentile(detect, 95).toFixed(0)} ms`,
    );
    console.log(`RSS after the run: ${mb(process.memoryUsage().rss)} MB`);
    const workerLag = loop.percentile(99) / 1e6;
    console.log(
      `main-thread event-loop delay meanwhile (worker thread): p99 ${workerLag.toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
  } finally {
    await analyser.close();
  }
  await compareInProcess(frames.slice(0, quick ? 2 : 4));
}

/** The same inference on the main thread, to show what the worker spares the event loop. */
async function compareInProcess(frames: { bytes: Buffer }[]) {
  const detector = await loadHumanDetector();
  const decoded = await Promise.all(frames.map((f) => decodeFrame(f.bytes)));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  for (const frame of decoded) {
    await detector.detect(frame.rgb);
    await new Promise((r) => setTimeout(r, 20));
  }
  loop.disable();
  console.log(
    `for comparison, detection on the main thread: event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
}
