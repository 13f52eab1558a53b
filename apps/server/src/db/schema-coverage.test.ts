// Every table has its schema and no schema is dead (issue 12 item 2, decision 150): after migrating,
// each table of the database is declared in exactly one `*.schema.ts` with the same columns (names and
// nullability), and each declared table is imported by some source file that is not a test and not a
// schema file. The schema files are found on disk and loaded by path: the db layer imports no module
// (decision 243). Runs on PGlite, and on
// PostgreSQL with `bash scripts/with-postgres.sh npx vitest run --project server apps/server/src/db`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/**
 * Tables declared (the database has them, so they need a declaration) but read by no code, each with
 * why it stays. Remove a line when its table is dropped or read again.
 */
const KEPT_UNREAD: Readonly<Record<string, string>> = {};

const TEST_FILE = /\.test\.ts$|test-helpers?\.ts$|test-fixtures\.ts$|\.fixtures\.ts$/;

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

interface Declared {
  file: string;
  exportName: string;
  table: string;
  columns: { name: string; notNull: boolean }[];
}

let declared: Declared[];
let database: Database;
let drop: () => Promise<void>;
const files = sourceFiles();
const schemaFiles = files.filter((f) => f.endsWith('.schema.ts'));

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  declared = [];
  for (const file of schemaFiles) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const inPrimaryKey = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
      declared.push({
        file: relative(SRC, file),
        exportName,
        table: config.name,
        columns: config.columns
          .map((c) => ({ name: c.name, notNull: c.notNull || c.primary || inPrimaryKey.has(c.name) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      });
    }
  }
}, 60_000);
afterAll(async () => drop());

describe('every table has its schema and no schema is dead', () => {
  it('finds the schema files, each declaring tables under names no other uses', () => {
    expect(schemaFiles.length).toBeGreaterThanOrEqual(10);
    const names = declared.map((d) => d.exportName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('every table in the database is declared in exactly one schema file, with its columns and nullability', async () => {
    const rows = await database.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `select c.table_name, c.column_name, c.is_nullable
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'schema_migrations'
        order by 1, 2`,
    );
    const inDatabase = new Map<string, { name: string; notNull: boolean }[]>();
    for (const r of rows)
      inDatabase.set(r.table_name, [
        ...(inDatabase.get(r.table_name) ?? []),
        { name: r.column_name, notNull: r.is_nullable === 'NO' },
      ]);
    for (const [table, columns] of inDatabase) {
      const where = declared.filter((d) => d.table === table);
      expect(
        where.map((d) => d.file),
        `${table} is declared in exactly one *.schema.ts`,
      ).toHaveLength(1);
      expect(where[0]?.columns, `${table}'s columns in ${where[0]?.file}`).toEqual(
        [...columns].sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
    // And nothing is declared that the migrations do not create.
    expect(declared.map((d) => d.table).filter((t) => !inDatabase.has(t))).toEqual([]);
  });

  it('every declared table is imported by a source file that is not a test or a schema', () => {
    const imported = new Set<string>();
    const importFrom = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
    for (const file of files) {
      if (TEST_FILE.test(file) || file.endsWith('schema.ts')) continue;
      for (const [, names, from] of readFileSync(file, 'utf8').matchAll(importFrom))
        if (from?.endsWith('schema.ts'))
          for (const name of names?.split(',') ?? [])
            imported.add(
              name
                .replace(/^\s*type\s+/, '')
                .split(/\s+as\s+/)[0]
                ?.trim() ?? '',
            );
    }
    const unread = declared.filter((d) => !imported.has(d.exportName)).map((d) => d.table);
    expect(unread.sort()).toEqual(Object.keys(KEPT_UNREAD).sort());
  });
});
