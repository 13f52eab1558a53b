/**
 * With DATABASE_URL the server is a node:cluster (decision 135): a primary that migrates once, then
 * WEB_CONCURRENCY server processes on one port, started again when one stops, all stopped by SIGTERM.
 * Needs a PostgreSQL server (TEST_DATABASE_URL; `npm run test:pg` or scripts/with-postgres.sh).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { migrationFiles } from './db/migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * The server processes `pid` forked (Linux /proc): its children running server.ts. Other children
 * (tsx's esbuild service, started when its transform cache is cold, as on a fresh clone) don't count.
 */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== pid) continue;
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv.some((arg) => arg.endsWith('server.ts'))) out.push(Number(entry));
    } catch {}
  }
  return out;
}

/**
 * GET on a new connection, answering the status: a kept-alive connection may belong to the process
 * the test kills, and what is checked is that the port still answers, as it does for a new client.
 */
/**
 * One GET on a new connection, given up after 10 s: a connection the primary hands to a process in
 * the moment it dies can hang, which must fail this attempt (and let the caller retry), not the test.
 */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 10 s`)));
    request.on('error', reject);
  });

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!serverUrl)('the server as a cluster on PostgreSQL (decision 135)', () => {
  const name = `homie_cluster_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'homie-cluster-'));
  let primary: ChildProcess | undefined;
  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    const admin = await openDatabase({ databaseUrl: serverUrl as string });
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('migrates once, serves from WEB_CONCURRENCY processes, replaces one that dies, stops on SIGTERM', async () => {
    const admin = await openDatabase({ databaseUrl: serverUrl as string });
    await admin.exec(`create database ${name}`);
    await admin.close();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATASET_SIZE: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const pid = primary.pid as number;
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      '/readyz',
      async () => ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok ? true : undefined),
      240_000,
    );
    const first = await waitFor('two server processes', () => {
      const kids = childrenOf(pid);
      return kids.length === 2 ? kids : undefined;
    });

    // Every migration applied, each once.
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      const rows = await database.query<{ name: string }>('select name from schema_migrations');
      const files = migrationFiles().map((f) => f.name);
      expect(rows.map((r) => r.name).sort()).toEqual(files.sort());
    } finally {
      await database.close();
    }

    // One process dies: the other keeps answering, and a new one takes its place.
    process.kill(first[0] as number, 'SIGKILL');
    // The surviving process answers (a connection caught by the dying one is tried again).
    await waitFor('the surviving process answering', async () =>
      (await statusOnNewConnection(`${base}/healthz`).catch(() => 0)) === 200 ? true : undefined,
    );
    const replaced = await waitFor('a replacement process', () => {
      const kids = childrenOf(pid);
      return kids.length === 2 && !kids.includes(first[0] as number) ? kids : undefined;
    });
    expect(replaced).toContain(first[1]);
    await waitFor('the replacement answering', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => statusOnNewConnection(`${base}/healthz`).catch(() => 0)),
      );
      return answers.every((s) => s === 200) ? true : undefined;
    });

    // SIGTERM stops the primary and every server process.
    const exited = new Promise<number | null | 'still running'>((resolve) => {
      primary?.once('exit', (code) => resolve(code));
      setTimeout(() => resolve('still running'), 60_000).unref();
    });
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(childrenOf(pid)).toEqual([]);
  }, 480_000);
});
