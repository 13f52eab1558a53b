import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../../..');
const serverEntry = join(repoRoot, 'apps/server/src/server.ts');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr (and stdout), for failure messages. */
  output: () => string;
  /** Sends a signal and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server from its sources (tsx), in its own process, on a free port: what a person
 * runs, so a SIGKILL hits it where it would in production. Resolves once `waitFor` answers 200.
 */
export async function startServer(
  env: Record<string, string>,
  waitFor = '/healthz',
  timeoutMs = 240_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_DATASET_SIZE: '0',
      JWT_SECRET: 'resilience-test-secret-0123456789abcdef0123',
      // The crash tests pay through the sandbox checkout (decision 094).
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await gone;
    },
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}${waitFor}`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not answer ${waitFor} within ${timeoutMs} ms:\n${output}`);
}

/** Polls `check` until it returns true or the time is up. */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs: number,
  stepMs = 250,
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return false;
}

export async function json(url: string, init: RequestInit & { body?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body: body as Record<string, unknown> & { [k: string]: unknown } };
}
