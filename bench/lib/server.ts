import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Newest modification time (ms) of the files under `dir` whose names end in `.ts`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Node flags for a benchmarked server process (ones NODE_OPTIONS refuses): BENCH_CPU_PROF=<folder>
 * writes a V8 CPU profile of each of its threads there on exit; BENCH_NODE_FLAGS="--trace-gc …" adds
 * any others.
 */
export function serverNodeFlags(): string[] {
  const flags = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  flags.push(...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []));
  return flags;
}

let built = false;
/**
 * The server as `npm start` runs it (`apps/server/dist/server.js`, what the issues measure), built
 * again first when a source of it (the server's or the contracts') is newer than the build.
 */
export function builtServer(): string {
  const server = join(repoRoot, 'apps/server/dist/server.js');
  if (built) return server;
  const sources = ['apps/server/src', 'packages/contracts/src'].map((d) => newestSource(join(repoRoot, d)));
  if (!existsSync(server) || statSync(server).mtimeMs < Math.max(...sources)) {
    console.log('building the server (apps/server/dist is missing or older than its sources)');
    execFileSync('npm', ['run', 'build', '-w', '@homie/server'], { cwd: repoRoot, stdio: 'ignore' });
  }
  built = true;
  return server;
}

/**
 * Spawns the built app (`builtServer`, or another checkout's build) on `port` with the benchmarks'
 * settings (warn-level log, no demo dataset, sandbox payments), `env` over them, and the profiling
 * flags of `serverNodeFlags`. Answers at once; `startServer` also waits until it is ready.
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  { checkout, stdout = 'inherit' }: { checkout?: string; stdout?: 'inherit' | 'pipe' } = {},
): ChildProcess {
  const server = checkout ? join(checkout, 'apps/server/dist/server.js') : builtServer();
  return spawn(process.execPath, [...serverNodeFlags(), server], {
    cwd: checkout ?? repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATASET_SIZE: '0',
      // Benchmarks pay through the sandbox checkout, also with NODE_ENV=production (decision 094).
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/**
 * Starts the built app (`spawnServer`) in its own process on a free port with a fresh DATA_DIR,
 * and waits until /readyz answers. Benchmarks then load it from this process. `checkout`: another
 * built checkout of the app (its `apps/server/dist/server.js`), e.g. the commit an issue measured.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 180_000,
  checkout?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'homie-bench-'));
  const child = spawnServer(port, { ...env, DATA_DIR: dataDir }, { checkout });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's user + system CPU time in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The processes a process started (a cluster's workers), from /proc. */
export function childProcesses(pid: number): number[] {
  const out: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (children) out.push(...children.split(' ').map(Number));
  }
  return out;
}

/** CPU time in ms of a process and of every process it started (a cluster's workers), as `processCpuMs`. */
export function processTreeCpuMs(pid: number): number {
  let total = 0;
  try {
    total = processCpuMs(pid);
    for (const child of childProcesses(pid)) total += processTreeCpuMs(child);
  } catch {
    // The process ended while it was read: it counts with what was read.
  }
  return total;
}

/**
 * Waits until a process and its children have been quiet (under `maxCores` of CPU over `windowMs`):
 * the server's start-up work in the background (the market indexes, the autocomplete's prefix
 * index, the comparables' copy) is done, and what is measured next is the steady state. Answers the
 * seconds waited.
 */
export async function waitForQuiet(
  pid: number,
  // A CPU profile's sampling (BENCH_CPU_PROF) keeps an idle server near 0.1 of a core by itself.
  { windowMs = 2_000, maxCores = process.env.BENCH_CPU_PROF ? 0.3 : 0.1, timeoutMs = 600_000 } = {},
): Promise<number> {
  const cpuMs = () => processTreeCpuMs(pid);
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const before = cpuMs();
    await new Promise((r) => setTimeout(r, windowMs));
    if (cpuMs() - before <= maxCores * windowMs) break;
  }
  return Math.round((Date.now() - started) / 1000);
}

/** Resident set size of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
