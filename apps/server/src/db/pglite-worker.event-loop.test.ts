/**
 * What the worker is for (decision 134, issue 20 item 1): while a long statement runs in the
 * database, /healthz keeps answering and the request thread is not held. The same probe against
 * in-process PGlite is the control: there the statement holds the thread and /healthz waits for it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';

const BUSY_MS = 3_000;
/** Keeps the database busy for BUSY_MS of wall time, whatever the machine's speed. */
const BUSY = `do $$ begin
  while clock_timestamp() < statement_timestamp() + interval '${BUSY_MS} milliseconds' loop end loop;
end $$`;

const dataDir = mkdtempSync(join(tmpdir(), 'homie-worker-loop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function probeDuringLongStatement(worker: boolean) {
  const database = await openDatabase({
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    worker,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATASET_SIZE: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    // The longest wait between two answers of /healthz (from the start of the statement to the first).
    let answered = 0;
    let lastAnswer = 0;
    let longestGap = 0;
    let finished = false;
    const probe = async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastAnswer);
      lastAnswer = now;
      answered += 1;
    };
    const started = performance.now();
    lastAnswer = started;
    const long = database.exec(BUSY).then(() => {
      finished = true;
      return performance.now() - started;
    });
    while (!finished) {
      await probe();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statementMs = await long;
    await probe();
    return { statementMs, answered, longestGap };
  } finally {
    await app.close();
    await database.close();
  }
}

describe('a long statement in the database (decision 134)', () => {
  it('leaves /healthz answering, never more than a fraction of the statement apart, when PGlite runs in its worker', async () => {
    const result = await probeDuringLongStatement(true);
    expect(result.statementMs).toBeGreaterThanOrEqual(BUSY_MS);
    // Dozens of answers while the statement ran, none near its length (the cores are shared with other tests).
    expect(result.answered).toBeGreaterThanOrEqual(10);
    expect(result.longestGap).toBeLessThan(BUSY_MS / 3);
  }, 90_000);

  it('control: in-process PGlite holds the thread, and /healthz waits for the statement', async () => {
    const result = await probeDuringLongStatement(false);
    expect(result.answered).toBeLessThanOrEqual(3);
    expect(result.longestGap).toBeGreaterThanOrEqual(BUSY_MS * 0.9);
  }, 90_000);
});
