// Preloaded into a server process (NODE_OPTIONS=--import <this file>, LOOP_PROBE_FILE=<path>): samples
// the request thread's event-loop delay with monitorEventLoopDelay. SIGUSR2 writes the figures since
// the previous SIGUSR2 to LOOP_PROBE_FILE as JSON and starts a new window.
//
// On Linux it also splits the delay into the thread's own work and its waiting for a core: a 10 ms
// timer reads the thread's scheduler statistics (/proc/thread-self/schedstat: time run, time spent
// runnable but waiting for a CPU) at each tick; an interval minus the time waited for a core within it
// is the delay the thread would have seen with a core to itself (`net`, in the same units as the
// monitor's figures: the 10 ms timer included).
import { readFileSync, writeFileSync } from 'node:fs';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

// A `%p` in the path is this process's id: each process of a cluster (its workers inherit the
// setting) writes its own file.
const file = process.env.LOOP_PROBE_FILE?.replace('%p', String(process.pid));
if (isMainThread && file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;

  /** [ran, waited] in ns since the thread started, or null off Linux. */
  const schedstat = () => {
    try {
      const [ran, waited] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
      return [Number(ran), Number(waited)];
    } catch {
      return null;
    }
  };
  const net = createHistogram();
  let windowStart = schedstat();
  let last = schedstat();
  let lastAt = process.hrtime.bigint();
  if (last) {
    setInterval(() => {
      const now = schedstat();
      const at = process.hrtime.bigint();
      if (now && last) net.record(Math.max(1, Number(at - lastAt) - (now[1] - last[1])));
      last = now;
      lastAt = at;
    }, 10).unref();
  }

  process.on('SIGUSR2', () => {
    const now = schedstat();
    writeFileSync(
      file,
      JSON.stringify({
        samples: histogram.count,
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        ...(now && windowStart && net.count > 0
          ? {
              net: { p50: ms(net.percentile(50)), p99: ms(net.percentile(99)), max: ms(net.max) },
              ranSeconds: Math.round((now[0] - windowStart[0]) / 1e7) / 100,
              waitedSeconds: Math.round((now[1] - windowStart[1]) / 1e7) / 100,
            }
          : {}),
      }),
    );
    histogram.reset();
    net.reset();
    windowStart = now;
  });
}
