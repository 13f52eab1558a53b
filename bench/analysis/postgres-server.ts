// A throw-away PostgreSQL 15 cluster from Debian's packages for the benchmark (initdb as `postgres`).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/server.ts';

const BIN = '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export const postgresAvailable = () => existsSync(join(BIN, 'initdb'));

export async function startPostgres(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'homie-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { stdio: 'pipe' });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const child: ChildProcess = spawn(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      join(BIN, 'postgres'),
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'max_wal_size=4GB',
    ],
    { stdio: 'ignore' },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; i < 100; i += 1) {
    try {
      execFileSync(join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, 'stop', '-m', 'fast']);
      } catch {
        child.kill('SIGTERM');
      }
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A process and all its descendants (from `ps`), with each one's RSS in KB. */
export function processFamily(rootPid: number): { pid: number; rssKb: number }[] {
  const rows = execFileSync('ps', ['-o', 'pid=,ppid=,rss=', '-A'])
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const family = new Set([rootPid]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [pid, ppid] of rows)
      if (family.has(ppid) && !family.has(pid)) {
        family.add(pid);
        changed = true;
      }
  }
  return rows.filter(([pid]) => family.has(pid)).map(([pid, , rssKb]) => ({ pid, rssKb }));
}

/** Sum of the RSS of the cluster's processes (postmaster and its children), in MB. */
export function postgresRssMb(postmasterPid: number): number {
  return Math.round(processFamily(postmasterPid).reduce((a, p) => a + p.rssKb, 0) / 1024);
}
