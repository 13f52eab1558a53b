// Reading the event-loop probe (bench/lib/loop-probe.mjs, preloaded with LOOP_PROBE_FILE) of a
// server, and an idle control process carrying the same probe: on a shared machine, the delay that
// scheduling alone adds over the same windows.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.ts';

/** The probe, for a server's NODE_OPTIONS (`--import=<PROBE>`). */
export const PROBE = pathToFileURL(join(repoRoot, 'bench/lib/loop-probe.mjs')).href;

/** A server's environment that preloads the probe, writing its figures to `file`. */
export const probeEnv = (file: string) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
  LOOP_PROBE_FILE: file,
});

export interface Loop {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** On Linux: the delay net of the thread's waiting for a core, and its time run and waited. */
  net?: { p50: number; p99: number; max: number };
  ranSeconds?: number;
  waitedSeconds?: number;
}

/** "; net of waiting for a core p99 … ms, max … ms (the thread ran … s and waited … s for a core)", or '' off Linux. */
export const describeNet = ({ net, ranSeconds, waitedSeconds }: Loop): string =>
  net
    ? `; net of waiting for a core p99 ${net.p99} ms, max ${net.max} ms (the thread ran ${ranSeconds} s and waited ${waitedSeconds} s for a core)`
    : '';

/** A process's event-loop figures since its previous SIGUSR2 (and a fresh window from now). */
export async function readProbe(pid: number, file: string): Promise<Loop> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return JSON.parse(readFileSync(file, 'utf8')) as Loop;
}

/** An idle Node process carrying the probe, writing its figures to `<dir>/control.json`. */
export function startControl(dir: string): { pid: number; file: string; stop(): void } {
  const file = join(dir, 'control.json');
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], {
    env: { ...process.env, NODE_OPTIONS: `--import=${PROBE}`, LOOP_PROBE_FILE: file },
    stdio: 'ignore',
  });
  return { pid: child.pid as number, file, stop: () => child.kill('SIGTERM') };
}
