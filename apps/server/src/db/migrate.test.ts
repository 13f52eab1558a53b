// Migrations grouped by the module that owns them (decision 150): one global order by number, and a
// database migrated with the old layout (every file in db/migrations, two files numbered 0003) keeps
// its schema and runs nothing again. Runs on PGlite, and on PostgreSQL with
// `bash scripts/with-postgres.sh npx vitest run --project server apps/server/src/db/migrate.test.ts`.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { MIGRATION_DIRS, migrate, migrationFiles, RENAMED_MIGRATIONS } from './migrate.ts';

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'homie-migrate-test-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** What a migrated database is: tables, columns, indexes, constraints, storage options and comments. */
async function catalog(database: Database) {
  const q = (sql: string) => database.query(sql);
  return {
    extensions: await q('select extname from pg_extension order by 1'),
    columns: await q(
      `select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
         from information_schema.columns where table_schema = 'public' order by 1, 3`,
    ),
    indexes: await q(
      `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
    ),
    constraints: await q(
      `select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as def
         from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    relations: await q(
      `select relname, relkind::text, relpersistence::text, reloptions, obj_description(oid, 'pg_class') as comment
         from pg_class where relnamespace = 'public'::regnamespace order by 1`,
    ),
  };
}

/** The old layout: every file in one folder under its old name (the second 0003 included). */
function oldLayout(): string {
  const dir = tempDir();
  const oldName = Object.fromEntries(Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]));
  for (const { name, path } of migrationFiles()) copyFileSync(path, join(dir, oldName[name] ?? name));
  return dir;
}

/** migrate() as it was before decision 150: one folder, name order, each file recorded by its name. */
async function migrateTheOldWay(database: Database, dir: string) {
  await database.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  for (const file of readdirSync(dir).sort())
    await database.exec(
      `begin;\n${readFileSync(join(dir, file), 'utf8')}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`,
    );
}

describe('migrations by module (decision 150)', () => {
  it('every migration lives in the folder of a module (or lib/) that declares tables, numbers unique, one order', () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThanOrEqual(22);
    const numbers = files.map((f) => f.name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort());
    for (const dir of MIGRATION_DIRS) {
      const owner = dirname(dir);
      const schemas = readdirSync(owner).filter((f) => f.endsWith('.schema.ts'));
      expect(schemas, `${dir} sits beside its owner's schema file`).not.toEqual([]);
    }
    // The files moved out of db/migrations; the second 0003 is now 0012.
    expect(existsSync(join(dirname(MIGRATION_DIRS[0] ?? ''), '..', 'db', 'migrations'))).toBe(false);
    expect(files.map((f) => f.name)).toContain('0012_properties_street_index.sql');
    expect(files.map((f) => f.name)).not.toContain('0003_analysis_street_index.sql');
    expect(basename(dirname(dirname(files.find((f) => f.name === '0001_auth.sql')?.path ?? '')))).toBe(
      'auth',
    );
  });

  it('refuses two migrations with the same number, wherever they are', () => {
    const [a, b] = [tempDir(), tempDir()];
    writeFileSync(join(a, '0001_one.sql'), 'select 1;');
    writeFileSync(join(b, '0001_two.sql'), 'select 1;');
    expect(() => migrationFiles([a, b])).toThrow(/Two migrations share the number 0001/);
  });

  it('applies the files of several folders in one order by number', async () => {
    const [a, b] = [tempDir(), tempDir()];
    mkdirSync(join(a, 'x'));
    writeFileSync(join(a, '0001_first.sql'), 'create table t1 (id int);');
    writeFileSync(join(b, '0002_second.sql'), 'alter table t1 add column second int;');
    writeFileSync(join(a, '0003_third.sql'), 'alter table t1 add column third int;');
    const { database, drop } = await createTestDatabase({ migrated: false });
    try {
      expect(await migrate(database, [b, a])).toEqual([
        '0001_first.sql',
        '0002_second.sql',
        '0003_third.sql',
      ]);
      expect(await migrate(database, [a, b])).toEqual([]);
      const cols = await database.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 't1' order by ordinal_position",
      );
      expect(cols.map((c) => c.column_name)).toEqual(['id', 'second', 'third']);
    } finally {
      await drop();
    }
  });

  it('a database migrated with the old layout runs nothing again and has the schema of a fresh one', async () => {
    const old = await createTestDatabase({ migrated: false });
    const fresh = await createTestDatabase({ migrated: false });
    try {
      const dir = oldLayout();
      expect(readdirSync(dir)).toContain('0003_analysis_street_index.sql');
      await migrateTheOldWay(old.database, dir);
      const before = await catalog(old.database);

      expect(await migrate(old.database)).toEqual([]);
      const recorded = await old.database.query<{ name: string }>(
        'select name from schema_migrations order by 1',
      );
      expect(recorded.map((r) => r.name)).toEqual(migrationFiles().map((f) => f.name));
      expect(await catalog(old.database)).toEqual(before);

      expect(await migrate(fresh.database)).toEqual(migrationFiles().map((f) => f.name));
      expect(await catalog(fresh.database)).toEqual(before);
    } finally {
      await old.drop();
      await fresh.drop();
    }
  }, 120_000);
});
