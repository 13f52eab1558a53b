// A throw-away PostgreSQL cluster for the benchmarks: the tests' launcher (apps/server/test/postgres-server.ts)
// with settings for bulk loads.
import { execFileSync } from 'node:child_process';
import { createPostgres, postgresBin } from '../../apps/server/test/postgres-server.ts';

export interface PgCluster {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export const postgresAvailable = () => postgresBin() !== undefined;

export async function startPostgres(): Promise<PgCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql).');
  const pg = await createPostgres(bin, {
    label: 'homie-bench-pg',
    settings: { shared_buffers: '256MB', synchronous_commit: 'off', max_wal_size: '4GB' },
  });
  return {
    url: pg.url,
    pid: pg.pid(),
    async stop() {
      pg.remove();
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
