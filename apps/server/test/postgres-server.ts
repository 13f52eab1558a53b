// The one way to start a throw-away PostgreSQL server from Debian's package, for the API suite on
// PostgreSQL (scripts/with-postgres.sh → with-postgres.ts), the resilience tests and the benchmarks.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './resilience/server-process.ts';

/** Debian's PostgreSQL binaries (the newest installed), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/pg_ctl')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  return newest ? join(root, newest, 'bin') : undefined;
}

export interface PostgresServer {
  url: string;
  /** The postmaster's process id while it runs (its backends are its children). */
  pid(): number;
  /** `postgres --version`'s number, e.g. "15.18". */
  version: string;
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
  remove(): void;
}

export interface PostgresOptions {
  /** Server settings beside the defaults (`fsync=off`, `max_connections=200`), e.g. `shared_buffers`. */
  settings?: Record<string, string>;
  /** The folder's name prefix under the temporary directory. */
  label?: string;
}

/**
 * A throw-away cluster: initdb into a temporary folder (as the postgres user when we are root),
 * listening on a free loopback port, stopped and started at will, removed with its files.
 */
export async function createPostgres(bin: string, options: PostgresOptions = {}): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), `${options.label ?? 'homie-pg'}-`));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot
    ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    : undefined;
  if (uid !== undefined) chownSync(dir, uid, uid);
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}${result.stdout}`);
    return result.stdout;
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const settings = {
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    max_connections: '200',
    ...options.settings,
  };
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ];
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: /\d+(\.\d+)?/.exec(run('postgres', ['--version']))?.[0] ?? '',
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    start: () =>
      run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', serverOptions.join(' '), 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        server.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
