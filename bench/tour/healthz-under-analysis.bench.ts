// Is the server still responsive while it analyses frames? /healthz latency at a steady 50 req/s,
// first idle, then while frames are POSTed to /api/analyze-frame/ back to back (two in flight, so
// the detector's worker never idles). Target: p99 ≤ 20 ms, because inference runs off the event loop.
import { median, percentile, rssMb, startServer } from '../lib/server.ts';
import { loadFrames } from './frames.ts';
import { probeHealthz, signUp } from './http.ts';

const summary = (l: number[]) =>
  `p50 ${median(l).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms, max ${Math.max(...l).toFixed(1)} ms (${l.length} probes)`;

export async function run({ quick }: { quick: boolean }) {
  const { source, frames } = await loadFrames();
  const server = await startServer({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' });
  try {
    // The per-user limit is 30 analyses a minute: spread the load over enough users.
    const tokens = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUp(server.url, `tour-bench-${i}`)),
    );
    let next = 0;
    const analyse = async () => {
      const frame = frames[next % frames.length]!;
      const token = tokens[next % tokens.length]!;
      next++;
      const form = new FormData();
      form.append('image', new Blob([frame.bytes], { type: 'image/jpeg' }), 'frame.jpg');
      const res = await fetch(`${server.url}/api/analyze-frame/`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`analyze-frame answered ${res.status}`);
    };
    const loadStart = performance.now();
    await analyse(); // loads the model
    console.log(
      `first analysis (model load included): ${(performance.now() - loadStart).toFixed(0)} ms; server RSS ${await rssMb(server.pid)} MB`,
    );

    const seconds = quick ? 4 : 15;
    const idle = await probeHealthz(server.url, { seconds });
    console.log(`/healthz idle:                 ${summary(idle)}`);

    let isRunning = true;
    let analysed = 0;
    const loop = async () => {
      while (isRunning) {
        await analyse();
        analysed++;
      }
    };
    const started = performance.now();
    const loops = [loop(), loop()];
    const busy = await probeHealthz(server.url, { seconds });
    isRunning = false;
    await Promise.all(loops);
    const elapsed = (performance.now() - started) / 1000;
    console.log(`/healthz while analysing:      ${summary(busy)}`);
    console.log(
      `analyses meanwhile: ${analysed} in ${elapsed.toFixed(1)} s = ${(analysed / elapsed).toFixed(2)} frames/s over HTTP (${source})`,
    );
    const p99 = percentile(busy, 99);
    console.log(
      `p99 target ≤ 20 ms: ${p99 <= 20 ? 'met' : 'MISSED'} (${p99.toFixed(1)} ms); server RSS ${await rssMb(server.pid)} MB`,
    );
  } finally {
    await server.stop();
  }
}
