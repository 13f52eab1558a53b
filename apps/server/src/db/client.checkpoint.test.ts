import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/** Bounded storage (issue 20 item 5, decisions 128, 140, 156): a checkpoint trims PGlite's write-ahead log to one segment. */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const walMb = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg_wal'))
    .map((name) => statSync(join(dataDir, 'pg_wal', name)))
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + entry.size, 0) / 1e6;

describe('the write-ahead log', () => {
  it('grows while PGlite writes and a checkpoint trims it back to its bound', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homie-wal-'));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.query('show max_wal_size')).toEqual([{ max_wal_size: '32MB' }]);
      expect(await database.query('show wal_segment_size')).toEqual([{ wal_segment_size: '4MB' }]);
      await database.exec(
        `create table wal_probe (id int, s text);
         insert into wal_probe select g, repeat('x', 300) from generate_series(1, 150000) g;
         update wal_probe set s = s || 'y';`,
      );
      const grown = walMb(dataDir);
      expect(grown).toBeGreaterThan(80);
      await database.checkpoint();
      const trimmed = walMb(dataDir);
      // One 4 MB segment is kept (decisions 140 and 156: recycling off, 4 MB segments).
      expect(trimmed).toBeLessThanOrEqual(8.5);
      expect(await database.query('select count(*)::int as n from wal_probe')).toEqual([{ n: 150_000 }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is a no-op in memory', async () => {
    const database = await openDatabase({});
    try {
      await expect(database.checkpoint()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
