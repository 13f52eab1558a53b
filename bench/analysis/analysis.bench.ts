// Analysis API benchmarks (issue 4): on generated databases of 200k and 1M homes with three years of
// sales, server-side autocomplete p50/p95, the full analysis (lookup + manual_analysis + query_result)
// p50/p95, HTTP throughput of /autocomplete_address against /healthz as a ratio, RSS and database size;
// then the same on a PostgreSQL 15 server. Targets on PGlite at 1M: autocomplete p95 <= 10 ms,
// full analysis p95 <= 50 ms. `--quick` runs 20k homes on PGlite only.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { percentile } from '../lib/server.ts';
import { loadDataset, pgliteDataDir } from './dataset.ts';
import { measureHttp } from './http-throughput.ts';
import { measureLatency } from './measure.ts';
import { postgresAvailable, postgresRssMb, startPostgres } from './postgres-server.ts';
import { autocompleteQueries, sampleHomes } from './workload.ts';

const verdict = (value: number, target: number) =>
  value <= target ? `meets the ${target} ms target` : `MISSES the ${target} ms target`;
const duMb = (path: string) =>
  Math.round(Number(execFileSync('du', ['-sk', path]).toString().split('\t')[0]) / 1024);

export async function run({ quick }: { quick: boolean }) {
  const sizes = quick ? [20_000] : [200_000, 1_000_000];
  const counts = quick ? { queries: 200, analyses: 60 } : { queries: 1000, analyses: 300 };
  for (const size of sizes) {
    const label = `PGlite ${size.toLocaleString('en-US')}`;
    const dir = await pgliteDataDir(size);
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    let queries: string[];
    try {
      const sales =
        (await database.query<{ sales: number }>('select count(*)::int as sales from sales'))[0]?.sales ?? 0;
      console.log(
        `[${label}] ${sales.toLocaleString('en-US')} sales; database ${duMb(join(dir, 'pglite'))} MB on disk`,
      );
      const report = await measureLatency(database, { ...counts, label });
      console.log(`[${label}] in-process RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`);
      if (size === 1_000_000) {
        console.log(
          `[${label}] targets (wall): autocomplete p95 ${verdict(percentile(report.autocomplete, 95), 10)}; full analysis p95 ${verdict(percentile(report.analysis, 95), 50)}`,
        );
        console.log(
          `[${label}] targets (CPU): autocomplete p95 ${verdict(percentile(report.autocompleteCpu, 95), 10)}; full analysis p95 ${verdict(percentile(report.analysisCpu, 95), 50)}`,
        );
      }
      queries = autocompleteQueries(await sampleHomes(database, 500, 3)).map((q) => q.text);
    } finally {
      await database.close();
    }
    await measureHttp({ DATA_DIR: dir, DEMO_DATASET_SIZE: '0' }, queries, quick ? 3 : 10, label);
  }
  if (quick || !postgresAvailable()) {
    if (!quick) console.log('PostgreSQL 15 binaries not found: skipping the PostgreSQL run.');
    return;
  }
  const size = sizes[sizes.length - 1]!;
  const label = `PostgreSQL ${size.toLocaleString('en-US')}`;
  const pg = await startPostgres();
  try {
    const database = await openDatabase({ databaseUrl: pg.url });
    try {
      const loaded = await loadDataset(database, size);
      console.log(
        `[${label}] loaded ${loaded.properties.toLocaleString('en-US')} homes, ${loaded.sales.toLocaleString('en-US')} sales in ${(loaded.ms / 1000).toFixed(0)} s`,
      );
      const sizeRows = await database.query<{ bytes: number }>(
        'select pg_database_size(current_database())::float8 as bytes',
      );
      const bytes = sizeRows[0]?.bytes ?? 0;
      console.log(`[${label}] database size ${Math.round(bytes / 1048576)} MB`);
      await measureLatency(database, { ...counts, label });
      console.log(`[${label}] PostgreSQL RSS ${postgresRssMb(pg.pid)} MB (postmaster and backends)`);
      const queries = autocompleteQueries(await sampleHomes(database, 500, 3)).map((q) => q.text);
      await database.close();
      await measureHttp(
        { DATABASE_URL: pg.url, DEMO_DATASET_SIZE: '0', JWT_SECRET: 'x'.repeat(48) },
        queries,
        10,
        label,
      );
    } finally {
      await database.close();
    }
  } finally {
    await pg.stop();
  }
}
