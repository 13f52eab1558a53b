// The embedded database on the request thread or in its worker (issue 20 item 1, decision 134): the
// full analysis (lookup → /manual_analysis → /query_result, one visitor per operation) at 10
// connections against two servers on copies of one generated dataset, PGLITE_WORKER=off and on,
// loaded in alternating rounds so both see the same machine, each once its background start-up
// work (market indexes, prefix index, comparables copy) is done (decision 182). Per round and mode:
// operations/s, operation p50/p95, /healthz probed every 50 ms meanwhile (p99, max), the server's
// event-loop delay (monitorEventLoopDelay inside the server, bench/lib/loop-probe.mjs) and its CPU
// use in cores.
// Then a first start in each mode: the demo dataset (DB_THREAD_LOAD_SIZE homes, default 100k) loads
// into an empty folder while /healthz is probed every 20 ms (the import case of issue 20's targets).
// `--quick`: 20k homes, 2 rounds of 5 s. Settings: DB_THREAD_SIZES (comma list; default 200000),
// DB_THREAD_ROUNDS (3), DB_THREAD_SECONDS (20), DB_THREAD_CONNECTIONS (10), DB_THREAD_DIR (/tmp/…),
// DB_THREAD_LOAD_SIZE (0 skips the first-start part).
// DB_THREAD_BASELINE=<checkout>: a third server in the same rounds, built from another checkout,
// e.g. the commit issue 20 measured ("throughput ≥ 2× today's in the same run"): its built
// `apps/server/dist/server.js` on its own generated dataset, `<checkout>/bench/out/analysis-pglite-
// <size>-<generator>` (the same homes: the generator is unchanged). Prepare it with
// `git worktree add ../base 368efb7 && cd ../base && npm ci && npm run build -w @homie/server`, then
// generate the dataset there with its own bench/analysis/dataset.ts (`pgliteDataDir(size)`).
// DB_THREAD_POSTGRES=1: a fourth server on a throw-away PostgreSQL 15 (Debian's binaries) loaded with
// the same dataset, one server process per core (decision 135); its figures are the first process's
// event loop, all server processes' CPU and the PostgreSQL cluster's CPU.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  freePort,
  median,
  percentile,
  type RunningServer,
  spawnServer,
  startServer,
  waitForQuiet,
} from '../lib/server.ts';
import { describeNet, type Loop, probeEnv, readProbe, startControl } from '../lib/loop-window.ts';
import { loadDataset, OUT_DIR, pgliteDataDir } from './dataset.ts';
import { type PgCluster, postgresAvailable, processFamily, startPostgres } from './postgres-server.ts';
import { fullAnalysis, type SampleHome, sampleHomes } from './workload.ts';

type Mode = 'main' | 'worker' | 'baseline' | 'postgres';
const MODE_LABEL: Record<Mode, string> = {
  main: 'PGLITE_WORKER=off',
  worker: 'PGLITE_WORKER=on',
  baseline: 'baseline checkout',
  postgres: 'PostgreSQL',
};

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Window {
  opsPerSecond: number;
  opP50: number;
  opP95: number;
  failed: number;
  healthP99: number;
  healthMax: number;
  loop: Loop;
  /** An idle Node process with the same probe over the same window: what scheduling alone costs. */
  control: Loop;
  cores: number;
  /** This process's CPU (the load's clients and the /healthz prober) over the window, in cores. */
  clientCores: number;
  /** A PostgreSQL server's CPU over the window, in cores (0 on PGlite, which is in the server). */
  databaseCores: number;
}

/** CPU seconds a process and its descendants alive now have used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  let total = 0;
  for (const { pid: member } of processFamily(pid)) {
    try {
      const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone meanwhile (a PostgreSQL backend that ended)
    }
  }
  return total;
}

/** A server under load: its processes, and the process whose event loop the probe reads. */
interface Target {
  server: RunningServer;
  probe: string;
  /** The probed process: the server, or with several server processes the first of them. */
  probePid: number;
  /** The PostgreSQL cluster's first process, whose family's CPU is the database's. */
  databasePid?: number;
}

async function drive(
  { server, probe: probeFile, probePid, databasePid }: Target,
  control: { pid: number; file: string },
  homes: SampleHome[],
  connections: number,
  seconds: number,
): Promise<Window> {
  // Fresh event-loop windows in the server and in the idle control.
  await Promise.all([readProbe(probePid, probeFile), readProbe(control.pid, control.file)]);
  const ops: number[] = [];
  const health: number[] = [];
  let failed = 0;
  let n = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const databaseBefore = databasePid ? cpuSeconds(databasePid) : 0;
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const i = n++;
      const home = homes[i % homes.length]!;
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const t0 = performance.now();
      const ok = await fullAnalysis(server.url, home, ip).catch(() => false);
      if (ok) ops.push(performance.now() - t0);
      else failed += 1;
    }
  };
  const prober = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      health.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all([prober(), ...Array.from({ length: connections }, worker)]);
  const wall = (performance.now() - started) / 1000;
  const cores = (cpuSeconds(server.pid) - cpuBefore) / wall;
  const databaseCores = databasePid ? (cpuSeconds(databasePid) - databaseBefore) / wall : 0;
  const client = process.cpuUsage(clientBefore);
  const clientCores = (client.user + client.system) / 1e6 / wall;
  const [loop, idle] = await Promise.all([
    readProbe(probePid, probeFile),
    readProbe(control.pid, control.file),
  ]);
  return {
    opsPerSecond: round1(ops.length / wall),
    opP50: round1(percentile(ops, 50)),
    opP95: round1(percentile(ops, 95)),
    failed,
    healthP99: round1(percentile(health, 99)),
    healthMax: round1(Math.max(...health)),
    loop,
    control: idle,
    cores: Math.round(cores * 100) / 100,
    clientCores: Math.round(clientCores * 100) / 100,
    databaseCores: Math.round(databaseCores * 100) / 100,
  };
}

const describe = (w: Window) =>
  `${w.opsPerSecond} analyses/s, p50 ${w.opP50} ms, p95 ${w.opP95} ms, failed ${w.failed}; /healthz p99 ${w.healthP99} ms, max ${w.healthMax} ms; event loop p50 ${w.loop.p50} ms, p99 ${w.loop.p99} ms, max ${w.loop.max} ms${describeNet(w.loop)} (idle control process p99 ${w.control.p99} ms, max ${w.control.max} ms); server CPU ${w.cores} cores${w.databaseCores ? `, PostgreSQL ${w.databaseCores} cores` : ''}; load clients' CPU ${w.clientCores} cores`;

/**
 * A first start: the server generates and loads the demo dataset after it listens. /healthz is
 * probed every 20 ms from the moment it answers until /readyz says the dataset is there.
 */
async function firstStart(mode: 'main' | 'worker', size: number, base: string) {
  const dir = mkdtempSync(join(base, `first-start-${mode}-`));
  const probe = join(dir, 'loop.json');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, {
    DATA_DIR: dir,
    DEMO_DATASET_SIZE: String(size),
    PGLITE_WORKER: mode === 'worker' ? 'on' : 'off',
    ...probeEnv(probe),
  });
  try {
    const get = (path: string) =>
      fetch(`${url}${path}`).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => 0,
      );
    while ((await get('/healthz')) !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(child.pid as number, 'SIGUSR2'); // the window starts once the server listens
    const latencies: number[] = [];
    let last = performance.now();
    let longestGap = 0;
    const started = last;
    for (let i = 0; ; i++) {
      const t0 = performance.now();
      await get('/healthz');
      const now = performance.now();
      latencies.push(now - t0);
      longestGap = Math.max(longestGap, now - last);
      last = now;
      if (i % 10 === 0 && (await get('/readyz')) === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const loadSeconds = (performance.now() - started) / 1000;
    rmSync(probe, { force: true });
    process.kill(child.pid as number, 'SIGUSR2');
    while (!existsSync(probe)) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const loop = JSON.parse(readFileSync(probe, 'utf8')) as Window['loop'];
    return {
      mode,
      loadSeconds: round1(loadSeconds),
      healthP99: round1(percentile(latencies, 99)),
      healthMax: round1(Math.max(...latencies)),
      longestGapMs: round1(longestGap),
      loop,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run({ quick }: { quick: boolean }) {
  const sizes = (process.env.DB_THREAD_SIZES ?? (quick ? '20000' : '200000'))
    .split(',')
    .filter(Boolean)
    .map(Number);
  const rounds = env('DB_THREAD_ROUNDS', quick ? 2 : 3);
  const seconds = env('DB_THREAD_SECONDS', quick ? 5 : 20);
  const connections = env('DB_THREAD_CONNECTIONS', 10);
  const base = process.env.DB_THREAD_DIR ?? join(tmpdir(), `homie-db-thread-${process.pid}`);
  for (const size of sizes) {
    const label = `db thread ${size.toLocaleString('en-US')}`;
    const source = await pgliteDataDir(size);
    const sample = await openDatabase({ dataDir: join(source, 'pglite') });
    const homes = await sampleHomes(sample, 16_000, 11).finally(() => sample.close());
    const baseline = process.env.DB_THREAD_BASELINE;
    const baselineData = baseline && join(baseline, 'bench', 'out', basename(source), 'pglite');
    if (baselineData && !existsSync(join(baselineData, '..', 'READY')))
      throw new Error(
        `DB_THREAD_BASELINE: ${baselineData} is missing; generate it with that checkout's own bench/analysis/dataset.ts (pgliteDataDir(${size}))`,
      );
    const wantsPostgres = process.env.DB_THREAD_POSTGRES === '1';
    const withPostgres = wantsPostgres && postgresAvailable();
    if (wantsPostgres && !withPostgres)
      console.log(`[${label}] PostgreSQL 15 binaries not found: DB_THREAD_POSTGRES ignored.`);
    const modes: Mode[] = [
      'main',
      'worker',
      ...(baseline ? (['baseline'] as const) : []),
      ...(withPostgres ? (['postgres'] as const) : []),
    ];
    const servers: Partial<Record<Mode, Target>> = {};
    mkdirSync(base, { recursive: true });
    const control = startControl(base);
    let pg: PgCluster | null = null;
    try {
      if (withPostgres) {
        pg = await startPostgres();
        const database = await openDatabase({ databaseUrl: pg.url });
        try {
          const loaded = await loadDataset(database, size);
          console.log(
            `[${label}] PostgreSQL: ${loaded.properties.toLocaleString('en-US')} homes loaded in ${Math.round(loaded.ms / 1000)} s`,
          );
        } finally {
          await database.close();
        }
      }
      for (const mode of modes) {
        const dir = join(base, `${size}-${mode}`);
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        if (mode !== 'postgres') {
          const data = mode === 'baseline' ? baselineData! : join(source, 'pglite');
          cpSync(data, join(dir, 'pglite'), { recursive: true });
        }
        const probe = join(dir, 'loop.json');
        const server = await startServer(
          {
            DATA_DIR: dir,
            DEMO_DATASET_SIZE: '0',
            TRUST_PROXY: '1',
            ...(mode === 'postgres'
              ? { DATABASE_URL: pg!.url, JWT_SECRET: 'x'.repeat(48) }
              : { PGLITE_WORKER: mode === 'main' ? 'off' : 'on' }),
            ...probeEnv(probe),
          },
          600_000,
          mode === 'baseline' ? baseline : undefined,
        );
        // With PostgreSQL the server runs one process per core under a primary: the probe reads the
        // first of them (the primary only forks and watches).
        const probePid =
          mode === 'postgres'
            ? (processFamily(server.pid).find((p) => p.pid !== server.pid)?.pid ?? server.pid)
            : server.pid;
        servers[mode] = { server, probe, probePid, databasePid: mode === 'postgres' ? pg!.pid : undefined };
        // Its background start-up work done first (market indexes, prefix index, comparables copy):
        // the rounds measure the steady state, not the loads (decision 182).
        const waited = await waitForQuiet(probePid);
        console.log(`[${label}] ${MODE_LABEL[mode]}: background start-up work done after ${waited} s`);
        // Warm-up (WebAssembly optimised, caches filled), not counted.
        await drive(servers[mode]!, control, homes, connections, quick ? 2 : 5);
      }
      const results: Record<string, Window[]> = Object.fromEntries(modes.map((m) => [m, []]));
      for (let r = 0; r < rounds; r++) {
        for (const mode of r % 2 ? [...modes].reverse() : modes) {
          const window = await drive(servers[mode]!, control, homes, connections, seconds);
          results[mode]!.push(window);
          console.log(`[${label}] round ${r + 1} ${MODE_LABEL[mode]}: ${describe(window)}`);
        }
      }
      const pick = (mode: string, f: (w: Window) => number) => round1(median(results[mode]!.map(f)));
      const ratios = results.worker!.map((w, i) => w.opsPerSecond / results.main![i]!.opsPerSecond);
      const againstBaseline = baseline
        ? results.worker!.map((w, i) => w.opsPerSecond / results.baseline![i]!.opsPerSecond)
        : [];
      const modeSummary = (mode: Mode) => ({
        opsPerSecond: pick(mode, (w) => w.opsPerSecond),
        opP95: pick(mode, (w) => w.opP95),
        loopP99: pick(mode, (w) => w.loop.p99),
        loopMax: pick(mode, (w) => w.loop.max),
        healthMax: pick(mode, (w) => w.healthMax),
      });
      const summary = {
        size,
        rounds,
        seconds,
        connections,
        main: modeSummary('main'),
        worker: modeSummary('worker'),
        idleControl: {
          loopP99: round1(median([...results.main!, ...results.worker!].map((w) => w.control.p99))),
          loopMax: round1(median([...results.main!, ...results.worker!].map((w) => w.control.max))),
        },
        throughputRatioPerRound: ratios.map((x) => Math.round(x * 100) / 100),
        throughputRatioMedian: Math.round(median(ratios) * 100) / 100,
        ...(baseline && {
          baseline: { checkout: baseline, ...modeSummary('baseline') },
          throughputAgainstBaselinePerRound: againstBaseline.map((x) => Math.round(x * 100) / 100),
          throughputAgainstBaselineMedian: Math.round(median(againstBaseline) * 100) / 100,
        }),
        ...(withPostgres && { postgres: modeSummary('postgres') }),
        results,
      };
      console.log(
        `[${label}] medians of ${rounds} rounds: in-process ${summary.main.opsPerSecond}/s p95 ${summary.main.opP95} ms, loop p99 ${summary.main.loopP99} ms max ${summary.main.loopMax} ms; worker ${summary.worker.opsPerSecond}/s p95 ${summary.worker.opP95} ms, loop p99 ${summary.worker.loopP99} ms max ${summary.worker.loopMax} ms; idle control loop p99 ${summary.idleControl.loopP99} ms max ${summary.idleControl.loopMax} ms; throughput worker/in-process ${summary.throughputRatioMedian} (per round ${summary.throughputRatioPerRound.join(', ')})`,
      );
      if (summary.baseline)
        console.log(
          `[${label}] medians of ${rounds} rounds: baseline (${baseline}) ${summary.baseline.opsPerSecond}/s p95 ${summary.baseline.opP95} ms, loop p99 ${summary.baseline.loopP99} ms max ${summary.baseline.loopMax} ms; throughput worker/baseline ${summary.throughputAgainstBaselineMedian} (per round ${againstBaseline.map((x) => x.toFixed(2)).join(', ')})`,
        );
      if (summary.postgres)
        console.log(
          `[${label}] medians of ${rounds} rounds: PostgreSQL (one server process per core) ${summary.postgres.opsPerSecond}/s p95 ${summary.postgres.opP95} ms, loop p99 ${summary.postgres.loopP99} ms max ${summary.postgres.loopMax} ms`,
        );
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(join(OUT_DIR, `analysis-db-thread-${size}.json`), JSON.stringify(summary, null, 2));
    } finally {
      control.stop();
      for (const entry of Object.values(servers)) await entry?.server.stop();
      await pg?.stop();
      for (const mode of modes) rmSync(join(base, `${size}-${mode}`), { recursive: true, force: true });
    }
  }
  const loadSize = env('DB_THREAD_LOAD_SIZE', quick ? 20_000 : 100_000);
  if (loadSize > 0) {
    mkdirSync(base, { recursive: true });
    const starts = [];
    for (const mode of ['main', 'worker'] as const) {
      const result = await firstStart(mode, loadSize, base);
      starts.push(result);
      console.log(
        `[first start, ${loadSize.toLocaleString('en-US')} homes] PGLITE_WORKER=${mode === 'worker' ? 'on' : 'off'}: dataset loaded ${result.loadSeconds} s after listening; /healthz p99 ${result.healthP99} ms, max ${result.healthMax} ms, longest gap between answers ${result.longestGapMs} ms; event loop p50 ${result.loop.p50} ms, p99 ${result.loop.p99} ms, max ${result.loop.max} ms`,
      );
    }
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(
      join(OUT_DIR, `analysis-db-thread-first-start-${loadSize}.json`),
      JSON.stringify(starts, null, 2),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await run({ quick: process.argv.includes('--quick') });
