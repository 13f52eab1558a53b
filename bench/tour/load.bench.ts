// The tour under load (issue 18, decision 111): frames per second with 1, 4 and 12 frames in flight
// over HTTP, the p95 wait in the frame queue (from Server-Timing), 503s, and /healthz p99 meanwhile.
// Runs with the default worker count (os.availableParallelism()) and, in the full run, with one
// worker for comparison.
import { availableParallelism, loadavg } from 'node:os';
import { median, percentile, rssMb, startServer } from '../lib/server.ts';
import { loadFrames } from './frames.ts';
import { postFrame, probeHealthz, signUp, type FrameResult } from './http.ts';

const CONCURRENCY = [1, 4, 12];
/** The per-user limit is 30 analyses a minute: requests rotate over this many users. */
const USERS = 36;

export async function run({ quick }: { quick: boolean }) {
  const { source, frames } = await loadFrames();
  const seconds = quick ? 4 : 12;
  const cores = availableParallelism();
  console.log(`frames: ${source}; ${cores} cores; load average before: ${loadavg()[0]?.toFixed(2)}`);
  const settings = quick || cores === 1 ? [0] : [0, 1];
  for (const workers of settings) {
    const server = await startServer({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      TOUR_WORKERS: String(workers),
    });
    try {
      const tokens: string[] = [];
      for (let i = 0; i < USERS; i++) tokens.push(await signUp(server.url, `tour-load-${workers}-${i}`));
      let next = 0;
      const send = () => {
        const i = next++;
        return postFrame(server.url, tokens[i % USERS] as string, frames[i % frames.length]?.bytes as Buffer);
      };
      // Loads every worker's model before measuring.
      await Promise.all(Array.from({ length: Math.max(2, cores) * 2 }, send));
      const label = workers === 0 ? `${cores} workers (default: availableParallelism)` : `${workers} worker`;
      console.log(`\n${label}; server RSS after warm-up ${await rssMb(server.pid)} MB`);
      console.log(
        'in flight | frames/s | latency p50 / p95 | queue wait p50 / p95 | 503s | /healthz p50 / p99 / max',
      );
      for (const concurrency of CONCURRENCY) {
        const results: FrameResult[] = [];
        let isRunning = true;
        const started = performance.now();
        const loop = async () => {
          while (isRunning) results.push(await send());
        };
        const loops = Array.from({ length: concurrency }, loop);
        const healthz = await probeHealthz(server.url, { seconds });
        isRunning = false;
        await Promise.all(loops);
        const elapsed = (performance.now() - started) / 1000;
        const ok = results.filter((r) => r.status === 200);
        const busy = results.filter((r) => r.status === 503).length;
        const other = results.filter((r) => r.status !== 200 && r.status !== 503).length;
        const waits = ok.map((r) => r.queueMs ?? 0);
        const ms = ok.map((r) => r.ms);
        console.log(
          `${String(concurrency).padStart(9)} | ${(ok.length / elapsed).toFixed(2).padStart(8)} | ${median(ms).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} ms | ${median(waits).toFixed(0)} / ${percentile(waits, 95).toFixed(0)} ms | ${busy}${other ? ` (+${other} other)` : ''} | ${median(healthz).toFixed(1)} / ${percentile(healthz, 99).toFixed(1)} / ${Math.max(...healthz).toFixed(1)} ms`,
        );
      }
      console.log(
        `server RSS after the run ${await rssMb(server.pid)} MB; load average now ${loadavg()[0]?.toFixed(2)}`,
      );
    } finally {
      await server.stop();
    }
  }
}
