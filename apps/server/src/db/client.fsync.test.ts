import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteFsyncCalls } from './client.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'homie-fsync-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('PGLITE_FSYNC (decision 080)', () => {
  it('was written against PGlite 0.5: its start parameters must be re-read on an upgrade', () => {
    const pkg = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../../../node_modules/@electric-sql/pglite/package.json'),
        'utf8',
      ),
    );
    expect(pkg.version).toMatch(/^0\.5\./);
  });

  // A fresh data folder runs initdb: seconds quiet, half a minute on a loaded machine.
  it('is off by default: PostgreSQL runs with fsync off and nothing is flushed', {
    timeout: 120_000,
  }, async () => {
    const database = await openDatabase({ dataDir: tempDir() });
    try {
      expect((await database.query<{ fsync: string }>('show fsync'))[0]?.fsync).toBe('off');
    } finally {
      await database.close();
    }
  });

  it('when on, commits reach the disk through fsync and the data reads back after a reopen', {
    timeout: 120_000,
  }, async () => {
    const dir = tempDir();
    const database = await openDatabase({ dataDir: dir, fsync: true });
    try {
      expect((await database.query<{ fsync: string }>('show fsync'))[0]?.fsync).toBe('on');
      await database.exec('CREATE TABLE paid (id serial PRIMARY KEY, note text)');
      const before = pgliteFsyncCalls();
      for (let i = 0; i < 5; i++) await database.query('INSERT INTO paid (note) VALUES ($1)', [`order ${i}`]);
      // Each commit flushes the write-ahead log.
      expect(pgliteFsyncCalls() - before).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ dataDir: dir, fsync: true });
    try {
      expect((await reopened.query<{ n: number }>('SELECT count(*)::int AS n FROM paid'))[0]?.n).toBe(5);
    } finally {
      await reopened.close();
    }
  });
});
