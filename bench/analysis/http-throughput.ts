// HTTP throughput of /autocomplete_address against /healthz on the same server in the same run.
import autocannon from 'autocannon';
import { percentile, processCpuMs, rssMb, startServer } from '../lib/server.ts';

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
    await load(server.url, server.pid, 2, paths); // warm-up
    const health = await load(server.url, server.pid, seconds, ['/healthz']);
    const auto = await load(server.url, server.pid, seconds, paths);
    const rss = await rssMb(server.pid);
    console.log(
      `[${label}] HTTP /healthz ${health.rps.toFixed(0)} req/s; /autocomplete_address ${auto.rps.toFixed(0)} req/s (p95 ${auto.p95.toFixed(1)} ms, non-2xx ${auto.non2xx}, errors ${auto.errors}); ratio ${(auto.rps / health.rps).toFixed(3)}; server RSS ${rss} MB`,
    );
    return { ratio: auto.rps / health.rps, rss };
  } finally {
    await server.stop();
  }
}
