import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

/**
 * The server's source root: `src/` when this file runs from src/db/, `dist/` when it is bundled into
 * dist/server.js (the build copies every migrations folder there with the same relative path).
 */
const SERVER_ROOT = fileURLToPath(
  new URL(import.meta.url.endsWith('/db/migrate.ts') ? '../' : './', import.meta.url),
);

/**
 * Every migrations folder (decision 150): each module keeps the SQL of the tables it owns beside its
 * `<m>.schema.ts` in `modules/<m>/migrations/`; the shared tables of lib/ (outbox, rate limits) in
 * `lib/migrations/`.
 */
export function migrationDirs(root = SERVER_ROOT): string[] {
  const dirs = [join(root, 'lib', 'migrations')];
  const modules = join(root, 'modules');
  if (existsSync(modules))
    for (const m of readdirSync(modules, { withFileTypes: true }))
      if (m.isDirectory()) dirs.push(join(modules, m.name, 'migrations'));
  return dirs.filter((d) => existsSync(d));
}

export const MIGRATION_DIRS = migrationDirs();

/**
 * Files renamed since a database may have recorded them: the old name in `schema_migrations` is
 * rewritten to the new one before anything is applied, so a renamed migration never runs twice.
 * Moving a file to another folder changes nothing (only the file name is recorded).
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  // The second 0003 (decision 150): numbers are unique; 0012 was free.
  '0003_analysis_street_index.sql': '0012_properties_street_index.sql',
};

const FILE = /^(\d{4})_[\w-]+\.sql$/;

/** Every `NNNN_<name>.sql` of the given folders, in one order by number; a number used twice is an error. */
export function migrationFiles(dirs: readonly string[] = MIGRATION_DIRS): { name: string; path: string }[] {
  const files = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => FILE.test(f))
      .map((name) => ({ name, path: join(dir, name) })),
  );
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (let i = 1; i < files.length; i++) {
    const [prev, cur] = [files[i - 1]!, files[i]!];
    if (prev.name.slice(0, 4) === cur.name.slice(0, 4))
      throw new Error(
        `Two migrations share the number ${cur.name.slice(0, 4)}: ${prev.path} and ${cur.path}`,
      );
  }
  return files;
}

const LOCK_KEY = 727_001; // any constant: serialises concurrent starts on one PostgreSQL

/**
 * Applies every migration not applied yet, from every module's folder, in one order by number, each in
 * its own transaction. Recorded names renamed since (RENAMED_MIGRATIONS) are rewritten first.
 * Returns the names it applied.
 */
export async function migrate(
  database: Database,
  dirs: string | readonly string[] = MIGRATION_DIRS,
): Promise<string[]> {
  const files = migrationFiles(typeof dirs === 'string' ? [dirs] : dirs);
  // The advisory lock belongs to a session: on PostgreSQL hold one pooled client throughout.
  const client = database.pool ? await database.pool.connect() : undefined;
  const run = async (sql: string, params?: unknown[]) =>
    client ? (await client.query(sql, params)).rows : await database.query(sql, params);
  const applied: string[] = [];
  try {
    await run('select pg_advisory_lock($1)', [LOCK_KEY]);
    await run(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS))
      await run(
        'update schema_migrations set name = $2 where name = $1 and not exists (select 1 from schema_migrations where name = $2)',
        [from, to],
      );
    const done = new Set(
      ((await run('select name from schema_migrations')) as { name: string }[]).map((r) => r.name),
    );
    for (const { name: file, path } of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path, 'utf8');
      try {
        if (client)
          await client.query(
            `begin;\n${sql}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`,
          );
        else
          await database.exec(
            `begin;\n${sql}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`,
          );
      } catch (err) {
        await run('rollback').catch(() => {});
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    await run('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    client?.release();
  }
  return applied;
}
