// Do the in-memory read copies earn their keep, on each database (issue 48 item 2, decision 260)?
// Three built servers on one generated dataset, READ_COPIES=on (address search's prefix index, the
// comparables' copy and remembered reads), READ_COPIES=copies (the copies, no read remembered) and
// READ_COPIES=off (every search and analysis reads the database), driven in rotating rounds (the order
// rotating too) so all see the same machine: on/copies is what the remembered reads earn, copies/off
// what the in-memory copies earn. The workload: the autocomplete at
// 10 connections (autocannon, each request from its own client address) and the full analysis
// (lookup → /manual_analysis → /query_result) at 10 connections. Per engine: PGlite in its worker
// (`npm start`'s default, where the targets are read), then PostgreSQL 15 (Debian's binaries) loaded
// with the same dataset, one server process per core (decision 135), both servers on one cluster.
// Printed per round and as medians: requests/s, p95, CPU per request (the server's processes and,
// with PostgreSQL, the cluster's), and the server's RSS once its copies have loaded (the copies' memory),
// plus the ratios of throughput, each a median of the rounds' own ratios.
// `--quick`: 20k homes, 2 rounds of 5 s. Settings: READ_COPIES_SIZE (default 200000),
// READ_COPIES_ROUNDS (3), READ_COPIES_SECONDS (15), READ_COPIES_ENGINES (pglite,postgres),
// READ_COPIES_ARMS (on,copies,off).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadDataset, OUT_DIR, pgliteDataDir } from '../analysis/dataset.ts';
import { load } from '../analysis/http-throughput.ts';
import {
  type PgCluster,
  postgresAvailable,
  processFamily,
  startPostgres,
} from '../analysis/postgres-server.ts';
import { autocompleteQueries, fullAnalysis, type SampleHome, sampleHomes } from '../analysis/workload.ts';
import {
  median,
  percentile,
  processCpuMs,
  type RunningServer,
  startServer,
  waitForQuiet,
} from '../lib/server.ts';

type Engine = 'pglite' | 'postgres';
type Copies = 'on' | 'copies' | 'off';
const ARMS: readonly Copies[] = ['on', 'copies', 'off'];

interface Figures {
  rps: number;
  p95: number;
  /** The server's CPU (all its processes) per request, in ms. */
  cpuMs: number;
  failed: number;
}

interface Round {
  autocomplete: Figures;
  analysis: Figures;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * CPU ms of a server and its child processes (the cluster's workers with PostgreSQL), and of the
 * PostgreSQL cluster (`databasePid`), whose work grows when the copies are off.
 */
let databasePid: number | undefined;
const familyCpuMs = (pid: number) =>
  [pid, ...(databasePid ? [databasePid] : [])]
    .flatMap((root) => processFamily(root))
    .reduce((sum, p) => sum + processCpuMs(p.pid), 0);
const familyRssMb = (pid: number) =>
  Math.round(processFamily(pid).reduce((sum, p) => sum + p.rssKb, 0) / 1024);

async function analyses(server: RunningServer, homes: SampleHome[], seconds: number): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  let n = 0;
  const cpuBefore = familyCpuMs(server.pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const i = n++;
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const t0 = performance.now();
      if (await fullAnalysis(server.url, homes[i % homes.length]!, ip).catch(() => false))
        times.push(performance.now() - t0);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, client));
  const wall = (performance.now() - started) / 1000;
  return {
    rps: round2(times.length / wall),
    p95: round2(percentile(times, 95)),
    cpuMs: round2((familyCpuMs(server.pid) - cpuBefore) / Math.max(1, times.length + failed)),
    failed,
  };
}

async function searches(server: RunningServer, paths: string[], seconds: number): Promise<Figures> {
  const cpuBefore = familyCpuMs(server.pid);
  const result = await load(server.url, server.pid, seconds, paths);
  const total = Math.max(1, Math.round(result.rps * seconds));
  return {
    rps: round2(result.rps),
    p95: round2(result.p95),
    cpuMs: round2((familyCpuMs(server.pid) - cpuBefore) / total),
    failed: result.non2xx + result.errors,
  };
}

const describe = (r: Round) =>
  `autocomplete ${r.autocomplete.rps}/s p95 ${r.autocomplete.p95} ms CPU ${r.autocomplete.cpuMs} ms/req` +
  `${r.autocomplete.failed ? ` (${r.autocomplete.failed} failed)` : ''}; analysis ${r.analysis.rps}/s p95 ` +
  `${r.analysis.p95} ms CPU ${r.analysis.cpuMs} ms/op${r.analysis.failed ? ` (${r.analysis.failed} failed)` : ''}`;

async function measureEngine(
  engine: Engine,
  size: number,
  rounds: number,
  seconds: number,
  base: string,
  homes: SampleHome[],
  paths: string[],
  arms: readonly Copies[],
) {
  const label = `read copies, ${engine}, ${size.toLocaleString('en-US')} homes`;
  let pg: PgCluster | null = null;
  const servers: Partial<Record<Copies, RunningServer>> = {};
  const rss: Partial<Record<Copies, number>> = {};
  try {
    if (engine === 'postgres') {
      pg = await startPostgres();
      databasePid = pg.pid;
      const database = await openDatabase({ databaseUrl: pg.url });
      try {
        const loaded = await loadDataset(database, size);
        console.log(`[${label}] loaded in ${Math.round(loaded.ms / 1000)} s`);
      } finally {
        await database.close();
      }
    }
    for (const copies of arms) {
      const dir = join(base, `${engine}-${copies}`);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      if (engine === 'pglite')
        cpSync(join(await pgliteDataDir(size), 'pglite'), join(dir, 'pglite'), { recursive: true });
      const server = await startServer(
        {
          DATA_DIR: dir,
          DEMO_DATASET_SIZE: '0',
          TRUST_PROXY: '1',
          READ_COPIES: copies,
          ...(pg ? { DATABASE_URL: pg.url, JWT_SECRET: 'x'.repeat(48) } : {}),
        },
        600_000,
      );
      servers[copies] = server;
      const waited = await waitForQuiet(server.pid);
      // Warm-up, not counted (WebAssembly optimised, prepared statements and caches filled).
      await searches(server, paths, 3);
      await analyses(server, homes, 3);
      rss[copies] = familyRssMb(server.pid);
      console.log(`[${label}] READ_COPIES=${copies}: quiet after ${waited} s; server RSS ${rss[copies]} MB`);
    }
    const results: Record<Copies, Round[]> = { on: [], copies: [], off: [] };
    for (let r = 0; r < rounds; r++) {
      const order = [...arms.slice(r % arms.length), ...arms.slice(0, r % arms.length)];
      for (const copies of r % 2 ? order.reverse() : order) {
        const server = servers[copies]!;
        const round = {
          autocomplete: await searches(server, paths, seconds),
          analysis: await analyses(server, homes, seconds),
        };
        results[copies].push(round);
        console.log(`[${label}] round ${r + 1} READ_COPIES=${copies}: ${describe(round)}`);
      }
    }
    const pick = (copies: Copies, f: (r: Round) => number) => round2(median(results[copies].map(f)));
    const summary = (copies: Copies) => ({
      rssMb: rss[copies],
      autocomplete: {
        rps: pick(copies, (r) => r.autocomplete.rps),
        p95: pick(copies, (r) => r.autocomplete.p95),
        cpuMs: pick(copies, (r) => r.autocomplete.cpuMs),
      },
      analysis: {
        rps: pick(copies, (r) => r.analysis.rps),
        p95: pick(copies, (r) => r.analysis.p95),
        cpuMs: pick(copies, (r) => r.analysis.cpuMs),
      },
    });
    const summaries = Object.fromEntries(arms.map((copies) => [copies, summary(copies)]));
    // Each round's own ratio (the arms ran back to back in it), then their median.
    const ratio = (a: Copies, b: Copies) => {
      const of = (f: (r: Round) => number) =>
        round2(median(results[a].map((r, i) => f(r) / f(results[b][i]!))));
      return { autocompleteRps: of((r) => r.autocomplete.rps), analysisRps: of((r) => r.analysis.rps) };
    };
    const pairs: [Copies, Copies][] = [
      ['on', 'off'],
      ['copies', 'off'],
      ['on', 'copies'],
    ];
    const ratios = Object.fromEntries(
      pairs
        .filter(([a, b]) => arms.includes(a) && arms.includes(b))
        .map(([a, b]) => [`${a}/${b}`, ratio(a, b)]),
    );
    for (const copies of arms) {
      const m = summaries[copies]!;
      console.log(
        `[${label}] medians of ${rounds} rounds, READ_COPIES=${copies}: autocomplete ${m.autocomplete.rps}/s ` +
          `p95 ${m.autocomplete.p95} ms, analysis ${m.analysis.rps}/s p95 ${m.analysis.p95} ms, RSS ${m.rssMb} MB`,
      );
    }
    for (const [pair, r] of Object.entries(ratios))
      console.log(
        `[${label}] throughput ${pair}: autocomplete ${r.autocompleteRps}, analysis ${r.analysisRps}`,
      );
    return { engine, size, rounds, seconds, ...summaries, ratios, results };
  } finally {
    for (const server of Object.values(servers)) await server?.stop();
    await pg?.stop();
    databasePid = undefined;
    for (const copies of arms) rmSync(join(base, `${engine}-${copies}`), { recursive: true, force: true });
  }
}

export async function run({ quick }: { quick: boolean }) {
  const size = env('READ_COPIES_SIZE', quick ? 20_000 : 200_000);
  const rounds = env('READ_COPIES_ROUNDS', quick ? 2 : 3);
  const seconds = env('READ_COPIES_SECONDS', quick ? 5 : 15);
  const engines = (process.env.READ_COPIES_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  const arms = (process.env.READ_COPIES_ARMS ?? ARMS.join(','))
    .split(',')
    .filter((arm): arm is Copies => ARMS.includes(arm as Copies));
  const base = mkdtempSync(join(tmpdir(), 'homie-read-copies-'));
  const sample = await openDatabase({ dataDir: join(await pgliteDataDir(size), 'pglite') });
  let homes: SampleHome[];
  try {
    homes = await sampleHomes(sample, 4_000, 11);
  } finally {
    await sample.close();
  }
  const paths = autocompleteQueries(homes.slice(0, 500), 3).map(
    (q) => `/autocomplete_address?query=${encodeURIComponent(q.text)}`,
  );
  const out = [];
  try {
    for (const engine of engines) {
      if (engine === 'postgres' && !postgresAvailable()) {
        console.log('[read copies] PostgreSQL 15 binaries not found: skipped.');
        continue;
      }
      out.push(await measureEngine(engine, size, rounds, seconds, base, homes, paths, arms));
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, `properties-read-copies-${size}.json`), JSON.stringify(out, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await run({ quick: process.argv.includes('--quick') });
