/**
 * Shutdown is bounded (issue 49 item 16, decision 209): a server told to stop by a supervisor that
 * then went away (its stdout and stderr pipes closed) exits within the bound, even with a request
 * that never finishes, and releases its DATA_DIR.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '../../src/db/data-dir-lock.ts';
import { tempDataDir, withPglite } from '../resilience/data-dir.ts';
import { eventually, type ServerProcess, startServer } from '../resilience/server-process.ts';

/** The grace for in-flight requests and the hard deadline after it (server.ts). */
const BOUND_MS = 10_000 + 5_000;

describe('shutdown after SIGTERM (decision 209)', () => {
  const data = tempDataDir('shutdown');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    data.remove();
  });

  it('exits within its bound when its output pipes are closed, releasing the folder', {
    timeout: 400_000,
  }, async () => {
    server = await startServer({ DATA_DIR: data.dir, LOG_LEVEL: 'info' });
    const child = server.child;
    // A request whose body does not come: graceful shutdown waits for it.
    const { port } = new URL(server.url);
    const stuck = connect(Number(port), '127.0.0.1');
    stuck.on('error', () => {});
    stuck.write(
      'POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // The supervisor reads "shutting down", then goes away: its ends of the pipes close.
    expect(
      await eventually(async () => server?.output().includes('shutting down') ?? false, 10_000, 20),
    ).toBe(true);
    child.stdout?.destroy();
    child.stderr?.destroy();
    const stoppedAt = Date.now();
    // The request ends before the grace period does: nothing is logged between the pipes closing
    // and the exit but the last line, held by the log when the process exits.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stuck.destroy();
    const outcome = await Promise.race([
      exited.then((code) => ({ code })),
      new Promise<'alive'>((resolve) => setTimeout(() => resolve('alive'), BOUND_MS + 10_000)),
    ]);
    stuck.destroy();
    expect(outcome, 'the server was still running').not.toBe('alive');
    expect(Date.now() - stoppedAt).toBeLessThan(BOUND_MS + 5_000);
    // It released the folder: the next process opens it at once.
    expect(existsSync(lockFileOf(join(data.dir, 'pglite')))).toBe(false);
    expect(await withPglite(data.dir, async (db) => (await db.query('select 1 as one'))[0])).toEqual({
      one: 1,
    });
  });
});
