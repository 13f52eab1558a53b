// Preloaded into a server process (NODE_OPTIONS=--import <this file>, LOOP_PROBE_FILE=<path>): samples
// the request thread's event-loop delay with monitorEventLoopDelay. SIGUSR2 writes the figures since
// the previous SIGUSR2 to LOOP_PROBE_FILE as JSON and starts a new window.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOOP_PROBE_FILE;
if (isMainThread && file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    writeFileSync(
      file,
      JSON.stringify({
        samples: histogram.count,
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
      }),
    );
    histogram.reset();
  });
}
