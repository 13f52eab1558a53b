// Live data into a running server (issue 54, decisions 232 and 239): rows per second of the MLS sync
// and of a file uploaded on the Data page, on PGlite (`npm start`'s default, where the target is read)
// and on PostgreSQL (reported beside), with the request thread's event-loop delay during the import
// (target: p99 ≤ 20 ms on PGlite).
//
// Per engine, on the built server (bench/lib/server.ts) with a small demo dataset:
// 1. An operator: the server is started once to register an account, stopped, the account made
//    operator with `npm run operator -- add EMAIL` (PGlite: one process per folder), started again.
// 2. MLS sync: the second start has RESO_BASE_URL on a local RESO Web API stand-in (reso.stand-in.ts)
//    serving LIVE_DATA_SYNC_ROWS closed sales in California; the server syncs 30 s after it is ready
//    (RESO_SYNC_INTERVAL_MINUTES=1440, one run). Rows/s: records ÷ the sync's own time ('MLS sync
//    done' in its log), and the Data page's last_started_at → last_finished_at beside it. The
//    stand-in runs in this process: its CPU time is printed.
// 3. Upload: once the server is quiet, a generated Redfin export of LIVE_DATA_IMPORT_ROWS rows is
//    POSTed to /api/operator/data/imports and its progress polled every 200 ms until done. Rows/s:
//    rows read ÷ the import's started_at → finished_at (the server's, after the upload was saved) and
//    ÷ the client's time from the first byte sent to "done" seen (upload and polling included).
//    Meanwhile /healthz is probed every 20 ms and one client analyses homes (lookup,
//    /manual_analysis, /query_result) while another types addresses into the autocomplete. The
//    request thread's event-loop delay over that window (bench/lib/loop-probe.mjs preloaded), with
//    its net of waiting for a core, and an idle control process's over the same window (README rule 7).
//    Just before the upload the same probe and clients run alone for a while: what the load costs
//    the thread without an import.
//
// `npx tsx bench/properties/live-data.bench.ts [--quick]`, or `npm run bench -- properties`. Settings:
// LIVE_DATA_SYNC_ROWS (50000; quick 5000), LIVE_DATA_IMPORT_ROWS (200000; quick 20000),
// LIVE_DATA_HOMES (the demo dataset, 5000), LIVE_DATA_LOAD_ONLY_SECONDS (the clients alone before
// the upload, 15), LIVE_DATA_ROUNDS (1: rounds alternate the engines'
// order; each round's figures are printed, then the medians), LIVE_DATA_ENGINES (pglite,postgres;
// PostgreSQL only when installed). The Redfin files are kept in bench/out/live-data/.
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DataImport, DataOverview } from '@homie/contracts/operator';
import { FIXED_TOKEN, startResoStandIn } from '../../apps/server/src/modules/dataset/mls/reso.stand-in.ts';
import { postgresAvailable, startPostgres } from '../analysis/postgres-server.ts';
import { backToBack, healthProbe, sleep } from '../lib/clients.ts';
import { describeNet, type Loop, probeEnv, readProbe, startControl } from '../lib/loop-window.ts';
import {
  childProcesses,
  freePort,
  median,
  percentile,
  repoRoot,
  spawnServer,
  startServer,
  waitForQuiet,
} from '../lib/server.ts';
import { closedSalesFeed, writeRedfinFile } from './live-data-files.ts';

type Engine = 'pglite' | 'postgres';
/** The request thread's figures (the worst of the server's processes) and the idle control's. */
type Window = Loop & { control: Loop; processes: number };

interface SyncFigures {
  records: number;
  salesInserted: number;
  skipped: number;
  pages: number;
  ms: number;
  rowsPerSecond: number;
  dataPageMs: number | null;
  quietBefore: boolean;
  standInCpuMs: number;
  loop: Window;
}

interface ImportFigures {
  rows: number;
  salesAdded: number;
  homesCreated: number;
  skipped: number;
  bytes: number;
  uploadMs: number;
  serverMs: number;
  serverRowsPerSecond: number;
  endToEndMs: number;
  endToEndRowsPerSecond: number;
  loop: Window;
  health: { probes: number; p50: number; p99: number; max: number };
  clients: { name: string; ok: number; failed: number; p95: number }[];
}

/** The same clients and probe for a while without an import: what the load alone costs the thread. */
interface LoadOnlyFigures {
  ms: number;
  loop: Window;
  health: { probes: number; p99: number };
}

interface Round {
  engine: Engine;
  sync: SyncFigures;
  loadOnly: LoadOnlyFigures;
  upload: ImportFigures;
}

const EMAIL = 'data-ops@bench.example';
const PASSWORD = 'bench-live-data-42';
const round1 = (n: number) => Math.round(n * 10) / 10;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

interface Home {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

/** A visitor's requests: each from its own address (TRUST_PROXY=1), as many visitors are. */
function visitors(url: string) {
  let requestNo = 0;
  const ip = () => {
    const n = ++requestNo;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  const call = (path: string, init: RequestInit = {}, from = ip()) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': from, ...(init.headers as Record<string, string> | undefined) },
    });
  const post = (path: string, body: unknown, from: string) =>
    call(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      from,
    );
  const PREFIXES = ['1', '12', '123 ', '45 O', '7 P', '980 E', '2 C', '31 S', '600 W', '8 M'];

  return {
    async autocomplete(): Promise<boolean> {
      const q = PREFIXES[requestNo % PREFIXES.length]!;
      const res = await call(`/autocomplete_address?query=${encodeURIComponent(q)}`);
      await res.arrayBuffer();
      return res.ok;
    },

    /** Homes of the demo dataset as a visitor finds them, through the autocomplete. */
    async sample(count: number): Promise<Home[]> {
      const found = new Map<string, Home>();
      for (let n = 1; n < 20 * count && found.size < count; n += 1) {
        const res = await call(`/autocomplete_address?query=${encodeURIComponent(`${n} `)}`);
        const body = (await res.json()) as { predictions?: { description: string; place_id: string }[] };
        for (const { description, place_id } of body.predictions ?? []) {
          // A building's own line (its units listed below it) names no one home: place-details.ts.
          if (place_id.startsWith('homie_s_')) continue;
          const match = /^(.+?)(?: #(.+))?, (.+), CA (\d{5})$/.exec(description);
          if (match)
            found.set(description, {
              street: match[1]!,
              unit: match[2] ?? '',
              city: match[3]!,
              state: 'CA',
              zip: match[4]!,
            });
        }
      }
      return [...found.values()].slice(0, count);
    },

    /** A full analysis as the site runs it: lookup, /manual_analysis, /query_result. */
    async analyse(home: Home): Promise<boolean> {
      const from = ip();
      const lookup = await post('/api/lookup_property', home, from);
      await lookup.arrayBuffer();
      if (!lookup.ok) return false;
      const analysis = await post('/manual_analysis', home, from);
      const started = (await analysis.json()) as { job_id?: string };
      if (!analysis.ok || !started.job_id) return false;
      const result = await call(`/query_result?job_id=${encodeURIComponent(started.job_id)}`, {}, from);
      await result.arrayBuffer();
      return result.ok;
    },
  };
}

/**
 * The processes whose request threads are measured: the server's own with PGlite; with PostgreSQL
 * the cluster's workers (its primary serves no request).
 */
function servingProcesses(pid: number, engine: Engine): number[] {
  if (engine === 'pglite') return [pid];
  const workers = childProcesses(pid);
  if (workers.length === 0) throw new Error('the PostgreSQL server has no worker processes');
  return workers;
}

async function json<T>(res: Response, what: string, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** One engine: an operator, the MLS sync at start, then an upload under light traffic. */
async function measureEngine(
  engine: Engine,
  opts: {
    homes: number;
    records: Record<string, unknown>[];
    redfin: string;
    importRows: number;
    loadOnlySeconds: number;
  },
): Promise<Round> {
  const dir = mkdtempSync(join(tmpdir(), `homie-live-data-${engine}-`));
  const pg = engine === 'postgres' ? await startPostgres() : null;
  // One file per server process: with PostgreSQL the server is a cluster of one process per core.
  const probeFile = join(dir, 'loop-%p.json');
  const base: Record<string, string> = {
    DATA_DIR: dir,
    DEMO_DATASET_SIZE: String(opts.homes),
    TRUST_PROXY: '1',
    ANALYSIS_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  let child: ChildProcess | null = null;
  let control: ReturnType<typeof startControl> | null = null;
  const standIn = await startResoStandIn({ records: opts.records, fixedToken: true });
  try {
    // 1. An account, made operator with the command line while the server is stopped.
    const first = await startServer(base, 300_000);
    try {
      await json(
        await fetch(`${first.url}/api/auth/register/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: EMAIL,
            password: PASSWORD,
            profile: { first_name: 'Bench', phone_number: '' },
          }),
        }),
        'register',
        201,
      );
    } finally {
      await first.stop();
    }
    execFileSync('npm', ['run', '--silent', 'operator', '--', 'add', EMAIL], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ALLOW_SANDBOX_PAYMENTS: 'true', ...base },
    });

    // 2. Started again with the feed: it syncs 30 s after it is ready.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawnServer(
      port,
      {
        ...base,
        LOG_LEVEL: 'info',
        RESO_BASE_URL: standIn.baseUrl,
        RESO_TOKEN: FIXED_TOKEN,
        RESO_SYNC_INTERVAL_MINUTES: '1440',
        ...probeEnv(probeFile),
      },
      { stdout: 'pipe' },
    );
    child = server;
    let logTail = '';
    let pending = '';
    let syncReport: Record<string, number> | null = null;
    let syncFailure: string | null = null;
    server.stdout?.on('data', (chunk: Buffer) => {
      const text = pending + chunk.toString('utf8');
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('MLS sync')) {
          try {
            const entry = JSON.parse(line) as Record<string, unknown>;
            if (entry.msg === 'MLS sync done') syncReport = entry as Record<string, number>;
            else if (String(entry.msg).startsWith('the MLS sync failed')) syncFailure = line;
          } catch {}
        }
      }
      logTail = (logTail + chunk.toString('utf8')).split('\n').slice(-30).join('\n');
    });
    const alive = () => {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${logTail}`);
    };
    const readyAt = performance.now();
    for (;;) {
      alive();
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {}
      if (performance.now() - readyAt > 300_000) throw new Error('the server was not ready in 5 minutes');
      await sleep(200);
    }
    const signedIn = await json<{ access: string }>(
      await fetch(`${url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
      'login',
    );
    const operator = { authorization: `Bearer ${signedIn.access}` };
    const dataPage = async () =>
      (await json<DataOverview>(await fetch(`${url}/api/operator/data`, { headers: operator }), 'data page'))
        .mls_sync;

    control = startControl(dir);
    const ctl = control;
    const serving = servingProcesses(server.pid!, engine);
    const loopWindow = async (): Promise<Window> => {
      const [idle, ...own] = await Promise.all([
        readProbe(ctl.pid, ctl.file),
        ...serving.map((pid) => readProbe(pid, probeFile.replace('%p', String(pid)))),
      ]);
      const worst = own.reduce((a, b) => (b.p99 > a.p99 ? b : a));
      return { ...worst, control: idle, processes: own.length };
    };

    // The start-up work (market indexes, prefix index) before the sync when it is done in time.
    await waitForQuiet(server.pid!, { timeoutMs: 20_000 });
    const quietBefore = (await dataPage()).last_started_at === null;
    while ((await dataPage()).last_started_at === null) {
      alive();
      await sleep(250);
    }
    await loopWindow(); // from here: the sync
    const cpu0 = process.cpuUsage();
    while (!syncReport) {
      alive();
      if (syncFailure) throw new Error(`the MLS sync failed: ${syncFailure}`);
      await sleep(100);
    }
    const syncLoop = await loopWindow();
    const cpu = process.cpuUsage(cpu0);
    const report = syncReport as Record<string, number>;
    const page = await dataPage();
    const sync: SyncFigures = {
      records: report.records ?? 0,
      salesInserted: report.salesInserted ?? 0,
      skipped: report.skipped ?? 0,
      pages: report.pages ?? 0,
      ms: report.ms ?? 0,
      rowsPerSecond: Math.round((report.records ?? 0) / ((report.ms ?? 1) / 1000)),
      dataPageMs:
        page.last_started_at && page.last_finished_at
          ? Date.parse(page.last_finished_at) - Date.parse(page.last_started_at)
          : null,
      quietBefore,
      standInCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      loop: syncLoop,
    };

    // 3. The upload, once the sync's after-work (dataset meta, indexes) is done.
    await waitForQuiet(server.pid!);
    const site = visitors(url);
    const homes = await site.sample(100);
    if (homes.length === 0) throw new Error('no homes found through the autocomplete');
    let h = 0;
    const load = (until: () => boolean) => ({
      health: healthProbe(url, until),
      clients: [
        backToBack('analysis', until, () => site.analyse(homes[h++ % homes.length]!)),
        backToBack('autocomplete', until, () => site.autocomplete()),
      ],
    });
    // The same clients without an import first: the import's cost is the difference (README rule 7).
    let loadOnlyDone = false;
    await loopWindow(); // from here: the clients alone
    const l0 = performance.now();
    const alone = load(() => loadOnlyDone);
    await sleep(opts.loadOnlySeconds * 1000);
    loadOnlyDone = true;
    await Promise.all([alone.health.done, ...alone.clients.map((c) => c.done)]);
    const loadOnly: LoadOnlyFigures = {
      ms: Math.round(performance.now() - l0),
      loop: await loopWindow(),
      health: { probes: alone.health.times.length, p99: round1(percentile(alone.health.times, 99)) },
    };
    let done = false;
    const stop = () => done;
    await loopWindow(); // from here: the upload and its import
    const t0 = performance.now();
    const { health, clients } = load(stop);
    let uploadMs = 0;
    let state: DataImport;
    try {
      const file = await openAsBlob(opts.redfin, { type: 'text/csv' });
      state = await json<DataImport>(
        await fetch(`${url}/api/operator/data/imports?format=redfin&file_name=sold-homes.csv`, {
          method: 'POST',
          headers: { ...operator, 'content-type': 'text/csv' },
          body: file,
        }),
        'upload',
        202,
      );
      uploadMs = performance.now() - t0;
      while (state.status === 'running') {
        alive();
        await sleep(200);
        state = await json<DataImport>(
          await fetch(`${url}/api/operator/data/imports/${state.id}`, { headers: operator }),
          'import progress',
        );
      }
    } finally {
      done = true;
    }
    const endToEndMs = performance.now() - t0;
    await Promise.all([health.done, ...clients.map((c) => c.done)]);
    const importLoop = await loopWindow();
    if (state.status !== 'done') throw new Error(`the import failed: ${state.error}`);
    const serverMs = Date.parse(state.finished_at!) - Date.parse(state.started_at);
    const upload: ImportFigures = {
      rows: state.rows_read,
      salesAdded: state.sales_added,
      homesCreated: state.homes_created,
      skipped: state.skipped,
      bytes: state.bytes_total,
      uploadMs: Math.round(uploadMs),
      serverMs,
      serverRowsPerSecond: Math.round(state.rows_read / (serverMs / 1000)),
      endToEndMs: Math.round(endToEndMs),
      endToEndRowsPerSecond: Math.round(state.rows_read / (endToEndMs / 1000)),
      loop: importLoop,
      health: {
        probes: health.times.length,
        p50: round1(percentile(health.times, 50)),
        p99: round1(percentile(health.times, 99)),
        max: round1(Math.max(...health.times)),
      },
      clients: clients.map(({ stats }) => ({
        name: stats.name,
        ok: stats.ok,
        failed: stats.failed,
        p95: stats.ms.length ? round1(percentile(stats.ms, 95)) : 0,
      })),
    };
    if (opts.importRows !== upload.rows)
      console.log(`  (the file has ${int(upload.rows)} rows read, ${int(opts.importRows)} asked)`);
    return { engine, sync, loadOnly, upload };
  } finally {
    control?.stop();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await standIn.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const loopLine = (w: Window) =>
  `${w.processes > 1 ? `the worst of ${w.processes} server processes: ` : ''}event-loop delay p50 ${w.p50} ms, p99 ${w.p99} ms, max ${w.max} ms (${w.samples} samples)${describeNet(w)}; ` +
  `idle control process p99 ${w.control.p99} ms, max ${w.control.max} ms`;

function print({ engine, sync, loadOnly, upload }: Round, label: string) {
  console.log(
    `[live data, ${engine}${label}] MLS sync: ${int(sync.records)} records (${int(sync.salesInserted)} sales added, ${int(sync.skipped)} skipped, ${sync.pages} pages) in ${round1(sync.ms / 1000)} s: ${int(sync.rowsPerSecond)} rows/s` +
      ` (Data page: ${sync.dataPageMs === null ? '?' : `${round1(sync.dataPageMs / 1000)} s`}; the stand-in's CPU ${round1(sync.standInCpuMs / 1000)} s` +
      `${sync.quietBefore ? '' : '; start-up work still running when it began'})`,
  );
  console.log(`[live data, ${engine}${label}] request thread during the sync: ${loopLine(sync.loop)}`);
  console.log(
    `[live data, ${engine}${label}] request thread under the same clients without an import (${round1(loadOnly.ms / 1000)} s): ${loopLine(loadOnly.loop)}; /healthz p99 ${loadOnly.health.p99} ms (${loadOnly.health.probes} probes)`,
  );
  console.log(
    `[live data, ${engine}${label}] upload import: ${int(upload.rows)} Redfin rows (${round1(upload.bytes / 1e6)} MB; ${int(upload.salesAdded)} sales added, ${int(upload.homesCreated)} homes created, ${int(upload.skipped)} skipped): ` +
      `${int(upload.serverRowsPerSecond)} rows/s on the server (${round1(upload.serverMs / 1000)} s), ${int(upload.endToEndRowsPerSecond)} rows/s end to end (${round1(upload.endToEndMs / 1000)} s, the upload ${round1(upload.uploadMs / 1000)} s)`,
  );
  console.log(
    `[live data, ${engine}${label}] request thread during the upload and import (${round1(upload.endToEndMs / 1000)} s): ${loopLine(upload.loop)}` +
      `${engine === 'pglite' ? ' — target p99 ≤ 20 ms' : ''}`,
  );
  console.log(
    `[live data, ${engine}${label}] /healthz during the import p50 ${upload.health.p50} ms, p99 ${upload.health.p99} ms, max ${upload.health.max} ms (${upload.health.probes} probes); ` +
      upload.clients.map((c) => `${c.name} ${c.ok} done (p95 ${c.p95} ms), ${c.failed} failed`).join('; '),
  );
}

export async function run({ quick }: { quick: boolean }) {
  const syncRows = Number(process.env.LIVE_DATA_SYNC_ROWS ?? (quick ? 5_000 : 50_000));
  const importRows = Number(process.env.LIVE_DATA_IMPORT_ROWS ?? (quick ? 20_000 : 200_000));
  const homes = Number(process.env.LIVE_DATA_HOMES ?? 5_000);
  const rounds = Number(process.env.LIVE_DATA_ROUNDS ?? 1);
  const loadOnlySeconds = Number(process.env.LIVE_DATA_LOAD_ONLY_SECONDS ?? 15);
  const wanted = (process.env.LIVE_DATA_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  const engines = wanted.filter((e) => e === 'pglite' || (e === 'postgres' && postgresAvailable()));
  if (wanted.includes('postgres') && !engines.includes('postgres'))
    console.log('SKIP postgres: PostgreSQL is not installed (Debian package postgresql)');

  const out = join(repoRoot, 'bench', 'out');
  const redfin = join(out, 'live-data', `redfin-${importRows}-v2.csv`);
  const written = await writeRedfinFile(redfin, importRows);
  if (written >= 0) console.log(`wrote ${int(written)} Redfin rows to ${redfin}`);
  const records = closedSalesFeed(syncRows);

  const results: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternating the order: a machine that slows down mid-run slows both engines alike.
    const order = r % 2 === 0 ? engines : [...engines].reverse();
    for (const engine of order) {
      const result = await measureEngine(engine, { homes, records, redfin, importRows, loadOnlySeconds });
      print(result, rounds > 1 ? `, round ${r + 1}` : '');
      results.push(result);
    }
  }
  if (rounds > 1) {
    for (const engine of engines) {
      const mine = results.filter((x) => x.engine === engine);
      const m = (f: (x: Round) => number) => median(mine.map(f));
      console.log(
        `[live data, ${engine}, median of ${mine.length}] sync ${int(m((x) => x.sync.rowsPerSecond))} rows/s; ` +
          `upload import ${int(m((x) => x.upload.serverRowsPerSecond))} rows/s on the server, ${int(m((x) => x.upload.endToEndRowsPerSecond))} end to end; ` +
          `event-loop delay during the import p50 ${m((x) => x.upload.loop.p50)} ms, p99 ${m((x) => x.upload.loop.p99)} ms${engine === 'pglite' ? ' (target ≤ 20)' : ''}, max ${m((x) => x.upload.loop.max)} ms, net of waiting for a core p99 ${m((x) => x.upload.loop.net?.p99 ?? Number.NaN)} ms; ` +
          `/healthz p99 ${round1(m((x) => x.upload.health.p99))} ms; idle control p99 ${m((x) => x.upload.loop.control.p99)} ms; ` +
          `the same clients without an import: p99 ${m((x) => x.loadOnly.loop.p99)} ms, net ${m((x) => x.loadOnly.loop.net?.p99 ?? Number.NaN)} ms`,
      );
    }
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, `properties-live-data${quick ? '-quick' : ''}.json`),
    JSON.stringify(results, null, 2),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run({ quick: process.argv.includes('--quick') });
  // Keep-alive sockets to the stopped server would hold the process open for their timeout.
  process.exit(0);
}
