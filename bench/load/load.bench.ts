// Load: the mixed workload (autocomplete 60%, lookup + analysis 30%, sign-in 10%) for 60 s at 50
// connections on the 200k-home default dataset: requests/s, error rate, p50/p95/p99 overall and per
// step; then a 10-minute soak at the same load with the server's RSS sampled every 10 s.
// `npm run bench:load` (full), `npm run bench:load -- --quick` (10 s on 20k homes, no soak).
// Settings: LOAD_SECONDS, LOAD_SOAK_SECONDS, LOAD_CONNECTIONS, LOAD_DATASET_SIZE.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { OUT_DIR, pgliteDataDir } from '../analysis/dataset.ts';
import { percentile, rssMb, startServer } from '../lib/server.ts';
import { createMix, type Home, type Mix } from './mixed-workload.ts';

export interface LoadOptions {
  quick?: boolean;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** 2,000 random homes of the dataset, read before the server opens it. */
async function sampleHomes(dataDir: string): Promise<Home[]> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return await database.query<Home>(
      `select street_number || ' ' || street_name as street, coalesce(unit, '') as unit, city, zip
         from properties order by md5(id::text) limit 2000`,
    );
  } finally {
    await database.close();
  }
}

function summarise(mix: Mix, result: autocannon.Result, seconds: number) {
  const all = Object.values(mix.latencies).flat();
  const total = all.length;
  const failed = Object.values(mix.failures).reduce((a, b) => a + b, 0) + result.errors + result.timeouts;
  const ops = Object.values(mix.operations).reduce((a, b) => a + b, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    seconds,
    requests: total,
    requestsPerSecond: round(total / seconds),
    errorRate: total ? failed / total : 0,
    failures: { ...mix.failures, connectionErrors: result.errors, timeouts: result.timeouts },
    latencyMs: {
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      // Not Math.max(...all): a soak collects more latencies than a call may take arguments.
      max: all.reduce((a, b) => Math.max(a, b), 0),
    },
    byStep: Object.fromEntries(
      Object.entries(mix.latencies).map(([step, values]) => [
        step,
        values.length
          ? {
              n: values.length,
              p50: percentile(values, 50),
              p95: percentile(values, 95),
              p99: percentile(values, 99),
            }
          : { n: 0 },
      ]),
    ),
    operationShare: Object.fromEntries(
      Object.entries(mix.operations).map(([k, v]) => [k, `${Math.round((100 * v) / Math.max(1, ops))}%`]),
    ),
  };
}

async function drive(url: string, mix: Mix, connections: number, seconds: number, onTick?: () => void) {
  const spec = mix.requestSpec();
  // Without a callback autocannon answers an EventEmitter that is also a promise of the result.
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: Array(10_000).fill(spec),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (client: unknown, statusCode: number, _bytes: number, ms: number) => {
    mix.record((client as { requestIterator: { context: object } }).requestIterator.context, statusCode, ms);
  });
  const ticker = onTick ? setInterval(onTick, 10_000) : undefined;
  try {
    return await instance;
  } finally {
    clearInterval(ticker);
  }
}

export async function run({ quick = false }: LoadOptions = {}) {
  const size = env('LOAD_DATASET_SIZE', quick ? 20_000 : 200_000);
  const seconds = env('LOAD_SECONDS', quick ? 10 : 60);
  const soakSeconds = env('LOAD_SOAK_SECONDS', quick ? 0 : 600);
  const connections = env('LOAD_CONNECTIONS', 50);

  const source = await pgliteDataDir(size);
  const dataDir = mkdtempSync(join(tmpdir(), 'homie-load-'));
  cpSync(join(source, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const homes = await sampleHomes(dataDir);
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_IP: '100000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000000',
      DEMO_DATASET_SIZE: String(size),
    },
    600_000,
  );
  try {
    const credentials = [];
    for (let i = 0; i < 20; i++) {
      const email = `load-${i}@example.com`;
      const password = `load-password-${i}`;
      const res = await fetch(`${server.url}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.168.0.${i}` },
        body: JSON.stringify({ email, password, profile: { first_name: 'Load', phone_number: '' } }),
      });
      if (res.status !== 201)
        throw new Error(`registering ${email} failed: ${res.status} ${await res.text()}`);
      credentials.push({ email, password });
    }
    console.log(
      `load: ${size.toLocaleString('en-US')} homes, ${connections} connections, ${seconds} s (+${soakSeconds} s soak), server pid ${server.pid}`,
    );
    await drive(server.url, createMix(homes, credentials), connections, 5); // warm-up, not counted
    const rssBefore = await rssMb(server.pid);
    const mix = createMix(homes, credentials);
    const main = summarise(mix, await drive(server.url, mix, connections, seconds), seconds);
    console.log(JSON.stringify(main, null, 2));
    console.log(
      `mixed load: ${main.requestsPerSecond} req/s, error rate ${(main.errorRate * 100).toFixed(3)}%, p50 ${main.latencyMs.p50} ms, p95 ${main.latencyMs.p95} ms, p99 ${main.latencyMs.p99} ms`,
    );

    mkdirSync(OUT_DIR, { recursive: true });
    const file = join(OUT_DIR, `load-${quick ? 'quick' : soakSeconds > 0 ? 'full' : 'main'}.json`);
    // The main figures are kept even if the soak that follows fails.
    writeFileSync(file, JSON.stringify({ size, connections, rssBeforeMb: rssBefore, main }, null, 2));

    let soak: object | undefined;
    if (soakSeconds > 0) {
      const samples: { at: number; rssMb: number }[] = [];
      const started = Date.now();
      const sample = async () =>
        samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: await rssMb(server.pid) });
      await sample();
      const soakMix = createMix(homes, credentials);
      const result = await drive(server.url, soakMix, connections, soakSeconds, () => void sample());
      await sample();
      const rss = samples.map((s) => s.rssMb);
      soak = {
        ...summarise(soakMix, result, soakSeconds),
        rssStartMb: rss[0],
        rssEndMb: rss.at(-1),
        rssMaxMb: Math.max(...rss),
        samples,
      };
      const s = soak as {
        rssStartMb: number;
        rssEndMb: number;
        rssMaxMb: number;
        errorRate: number;
        requests: number;
      };
      console.log(
        `soak ${soakSeconds} s: RSS ${s.rssStartMb} MB at start, ${s.rssEndMb} MB at end (max ${s.rssMaxMb} MB), ${s.requests} requests, error rate ${(s.errorRate * 100).toFixed(3)}%`,
      );
    }
    writeFileSync(file, JSON.stringify({ size, connections, rssBeforeMb: rssBefore, main, soak }, null, 2));
    console.log(`figures written to ${file}`);
    return { main, soak };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run({ quick: process.argv.includes('--quick') });
}
