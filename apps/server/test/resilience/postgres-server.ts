import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';

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
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
  remove(): void;
}

/**
 * A throw-away PostgreSQL cluster (as scripts/with-postgres.sh makes one): initdb into a temporary
 * folder (as the postgres user when we are root), listening on a free port, stopped and started at will.
 */
export async function createPostgres(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'homie-resilience-pg-'));
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot
    ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    : undefined;
  if (uid !== undefined) chownSync(dir, uid, uid);
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot
      ? (['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] as const)
      : ([join(bin, tool), args] as const);
    const result = spawnSync(cmd[0], [...cmd[1]], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}${result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', options, 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', join(dir, 'data'), '-m', mode, '-w', 'stop']),
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
