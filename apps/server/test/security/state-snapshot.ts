import { type Dirent, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';

/** Row count of every table, and every file under a folder: what a refused request must not change. */
export interface StateSnapshot {
  rows: Record<string, number>;
  files: string[];
}

let countSql: string | undefined;

/**
 * Tables that count requests rather than hold data: every request to a rate-limited route (refused
 * or not) bumps them by design, so they are not part of "what a refused request must not change".
 */
const REQUEST_COUNTERS = new Set(['rate_limit_counters']);

/** Builds (once per process) one query counting the rows of every table in the public schema. */
async function countQuery(database: Database): Promise<string> {
  if (countSql) return countSql;
  const tables = await database.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  countSql = tables
    .filter(({ name }) => !REQUEST_COUNTERS.has(name))
    .map(
      ({ name }) =>
        `select '${name.replace(/'/g, "''")}' as name, count(*)::int as n from "${name.replace(/"/g, '""')}"`,
    )
    .join(' union all ');
  return countSql;
}

/** Every file below `root`, as sorted relative paths (an absent folder is empty). */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(root, path));
    }
  };
  walk(root);
  return out.sort();
}

export async function snapshot(app: FastifyInstance, filesRoot: string): Promise<StateSnapshot> {
  // Mail an earlier accepted request left sending (a lead's note to the operator, decision 093) is
  // that request's change, not the next one's (decision 173).
  await app.mailer.settled();
  const { database } = app;
  const sql = await countQuery(database);
  const rows: Record<string, number> = {};
  if (sql)
    for (const { name, n } of await database.query<{ name: string; n: number }>(sql)) rows[name] = Number(n);
  return { rows, files: listFiles(filesRoot) };
}

/** Human-readable differences between two snapshots; empty when nothing changed. */
export function diff(before: StateSnapshot, after: StateSnapshot): string[] {
  const changes: string[] = [];
  for (const name of new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])) {
    if (before.rows[name] !== after.rows[name])
      changes.push(`table ${name}: ${before.rows[name]} -> ${after.rows[name]} rows`);
  }
  const had = new Set(before.files);
  const has = new Set(after.files);
  for (const f of after.files) if (!had.has(f)) changes.push(`file added: ${f}`);
  for (const f of before.files) if (!has.has(f)) changes.push(`file removed: ${f}`);
  return changes;
}
