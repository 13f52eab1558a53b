// Disk per 100k homes (issue 20 item 5, decisions 128 and 140): starts the server on a fresh
// DATA_DIR with DEMO_DATASET_SIZE homes (the real first-start path: generate, bulk load, checkpoint),
// stops it, and reports the folder's size (`du`), the write-ahead log, and every table and index of
// the property database by size.
// `npx tsx bench/load/storage.bench.ts [homes=100000] [dataDir=/tmp/homie-storage-<homes>]`, or
// `npm run bench` (its `run`: 100k homes; 20k with `--quick`).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { startServer } from '../lib/server.ts';

/** Size of a path in MB as `du` reports it (blocks on disk). */
const duMb = (path: string) =>
  Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]) / 1024;

export async function run({
  quick = false,
  homes = quick ? 20_000 : 100_000,
  dir,
}: {
  quick?: boolean;
  homes?: number;
  dir?: string;
} = {}) {
  const dataDir = dir ?? `/tmp/homie-storage-${homes}`;
  rmSync(dataDir, { recursive: true, force: true });

  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATASET_SIZE: String(homes) }, 1_800_000);
  const loadSeconds = (performance.now() - started) / 1000;
  const whileRunning = duMb(dataDir);
  await server.stop();
  const total = duMb(dataDir);
  const wal = duMb(join(dataDir, 'pglite', 'pg_wal'));

  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const relations = await database.query<{ name: string; kind: string; table: string; mb: number }>(
      `select c.relname as name, c.relkind::text as kind, coalesce(t.relname, c.relname) as table,
              pg_relation_size(c.oid)::float8 / 1048576 as mb
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
         left join pg_index i on i.indexrelid = c.oid
         left join pg_class t on t.oid = i.indrelid
        where c.relkind in ('r', 'i', 't', 'm') and pg_relation_size(c.oid) > 0
        order by 4 desc`,
    );
    const [all] = await database.query<{ mb: number }>(
      `select sum(pg_total_relation_size(c.oid))::float8 / 1048576 as mb from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public' where c.relkind = 'r'`,
    );
    const per100k = (mb: number) => (mb * 100_000) / homes;
    console.log(
      `[storage ${homes.toLocaleString('en-US')} homes] DATA_DIR ${total.toFixed(1)} MB after shutdown ` +
        `(${per100k(total).toFixed(1)} MB per 100k; ${whileRunning.toFixed(1)} MB while running); ` +
        `pg_wal ${wal.toFixed(1)} MB; public tables with indexes and TOAST ${Number(all?.mb).toFixed(1)} MB; ` +
        `start-up with the load ${loadSeconds.toFixed(0)} s`,
    );
    for (const r of relations.filter((x) => x.mb >= 0.25))
      console.log(
        `  ${r.mb.toFixed(2).padStart(8)} MB  ${r.kind === 'i' ? 'index' : 'table'}  ${r.name}${r.kind === 'i' ? ` (on ${r.table})` : ''}`,
      );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run({ homes: Number(process.argv[2] ?? 100_000), dir: process.argv[3] });
  process.exit(0);
}
