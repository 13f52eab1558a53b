// HTTP throughput of /autocomplete_address against /healthz on the same server in the same run.
import autocannon from 'autocannon';
import { median, percentile, processCpuMs, rssMb, startServer, waitForQuiet } from '../lib/server.ts';

/**
 * Drives `paths` round-robin at 10 connections for `seconds`, each request from its own client
 * address; answers requests per second, p95 and the server's (`pid`) CPU time per request.
 */
export async function load(url: string, pid: number, seconds: number, paths: string[]) {
  const latencies: number[] = [];
  let n = 0;
  const cpuBefore = processCpuMs(pid);
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: 10,
        duration: seconds,
        // Many owners, not one: each request comes from its own address, as behind a load balancer.
        requests: [
          {
            setupRequest(req: autocannon.Request) {
              n += 1;
              return {
                ...req,
                path: paths[n % paths.length]!,
                headers: {
                  ...req.headers,
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance.on('response', (_c, _s, _b, responseTime) => latencies.push(responseTime));
  const result = await done;
  return {
    rps: result.requests.average,
    p95: percentile(latencies, 95),
    cpuPerRequest: (processCpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * /healthz and the autocomplete taken in turns, `rounds` times `seconds` each, on one server: each
 * figure is the median of its rounds. On a shared machine a neighbour's burst during one of two
 * back-to-back runs moved the ratio by ±0.1 (session 19); taken in turns, one burst moves one
 * round of one side.
 */
export async function autocompleteAgainstHealth(
  server: { url: string; pid: number },
  paths: string[],
  seconds: number,
  rounds = 3,
) {
  await load(server.url, server.pid, 2, paths); // warm-up
  const health: Awaited<ReturnType<typeof load>>[] = [];
  const auto: Awaited<ReturnType<typeof load>>[] = [];
  for (let round = 0; round < rounds; round++) {
    health.push(await load(server.url, server.pid, seconds, ['/healthz']));
    auto.push(await load(server.url, server.pid, seconds, paths));
  }
  const mid = <T>(runs: T[], of: (run: T) => number) => median(runs.map(of));
  const summary = {
    healthRps: mid(health, (r) => r.rps),
    healthCpu: mid(health, (r) => r.cpuPerRequest),
    autoRps: mid(auto, (r) => r.rps),
    autoCpu: mid(auto, (r) => r.cpuPerRequest),
    p95: mid(auto, (r) => r.p95),
    non2xx: auto.reduce((n, r) => n + r.non2xx, 0),
    errors: auto.reduce((n, r) => n + r.errors, 0),
    rounds: health.map((h, i) => auto[i]!.rps / h.rps),
  };
  return { ...summary, ratio: summary.autoRps / summary.healthRps };
}

/** One line of `autocompleteAgainstHealth`'s figures. */
export function describeRatio(r: Awaited<ReturnType<typeof autocompleteAgainstHealth>>): string {
  return (
    `HTTP /healthz ${r.healthRps.toFixed(0)} req/s (${r.healthCpu.toFixed(3)} ms CPU/request); ` +
    `/autocomplete_address ${r.autoRps.toFixed(0)} req/s (p95 ${r.p95.toFixed(1)} ms, ${r.autoCpu.toFixed(3)} ms CPU/request, non-2xx ${r.non2xx}, errors ${r.errors}); ` +
    `ratio ${r.ratio.toFixed(3)} (medians of ${r.rounds.length} alternated rounds; rounds ${r.rounds.map((x) => x.toFixed(3)).join(' / ')})`
  );
}

/** Starts the real server on the prepared data and loads both endpoints; answers the throughput ratio. */
export async function measureHttp(
  env: Record<string, string>,
  queries: string[],
  seconds: number,
  label: string,
) {
  const server = await startServer({ TRUST_PROXY: '1', ...env });
  try {
    const paths = queries.map((q) => `/autocomplete_address?query=${encodeURIComponent(q)}`);
    // Start-up work in the background (market indexes, the prefix index) done first: measured
    // beside it, /healthz loses the second core to it and every ratio moves with its timing.
    await waitForQuiet(server.pid);
    const result = await autocompleteAgainstHealth(server, paths, seconds);
    const rss = await rssMb(server.pid);
    console.log(`[${label}] ${describeRatio(result)}; server RSS ${rss} MB`);
    return { ratio: result.ratio, rss };
  } finally {
    await server.stop();
  }
}
