import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

/** Where the SQL files are: next to this module in src/, copied beside the bundle in dist/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const LOCK_KEY = 727_001; // any constant: serialises concurrent starts on one PostgreSQL

/**
 * Applies every `NNNN_<domain>.sql` not applied yet, in name order, each in its own transaction.
 * Returns the names it applied.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
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
    const done = new Set(
      ((await run('select name from schema_migrations')) as { name: string }[]).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(`${dir}/${file}`, 'utf8');
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
