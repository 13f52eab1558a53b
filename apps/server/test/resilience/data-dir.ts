import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { listFiles } from '../security/state-snapshot.ts';

/** A throw-away DATA_DIR for one scenario. */
export function tempDataDir(name: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `homie-resilience-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Opens the server's PGlite folder in this process (the server must be stopped: one writer per
 * folder), which also replays its write-ahead log exactly as the next start would.
 */
export async function withPglite<T>(dataDir: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** PostgreSQL's own consistency checks on every table and index (amcheck is not in PGlite). */
export async function tablesReadable(database: Database): Promise<string[]> {
  const tables = await database.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const broken: string[] = [];
  for (const { name } of tables) {
    try {
      await database.query(`select count(*) from "${name}"`);
      // A full scan in index order touches every index entry too.
      await database.query(`select * from "${name}" order by 1 limit 1 offset 0`);
    } catch (err) {
      broken.push(`${name}: ${(err as Error).message}`);
    }
  }
  return broken;
}

/** Files under DATA_DIR/files (the local storage adapter's root). */
export const storedFiles = (dataDir: string) => listFiles(join(dataDir, 'files'));
