// One measured case, run in its own process (clean peak RSS): generate only, or generate + bulk-load
// N homes into a fresh PGlite folder or a fresh database on a PostgreSQL server. Prints one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import {
  bulkLoadDataset,
  refreshDatasetMeta,
  DEFAULT_SEED,
  GENERATOR_VERSION,
  generateDataset,
  datasetBatches,
} from '../../apps/server/src/modules/dataset/dataset.service.ts';
import { dirSizeMb } from './sizes.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    size: { type: 'string' },
    url: { type: 'string' },
    'in-thread': { type: 'boolean' },
  },
});
const size = Number(values.size);
const cpuMs = () => {
  const c = process.cpuUsage();
  return Math.round((c.user + c.system) / 1000);
};
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

if (values.engine === 'generate') {
  const started = performance.now();
  let properties = 0;
  let sales = 0;
  let assessments = 0;
  for (const chunk of generateDataset({ size })) {
    properties += chunk.properties.length;
    sales += chunk.sales.length;
    assessments += chunk.assessments.length;
  }
  console.log(
    `RESULT ${JSON.stringify({ properties, sales, assessments, ms: Math.round(performance.now() - started), cpuMs: cpuMs(), peakRssMb: peakRssMb() })}`,
  );
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'homie-bench-load-'));
let dbName = '';
const started = performance.now();
let database: Awaited<ReturnType<typeof openDatabase>>;
if (values.engine === 'postgres') {
  const admin = await openDatabase({ databaseUrl: values.url as string });
  dbName = `bench_load_${process.pid}`;
  await admin.exec(`CREATE DATABASE ${dbName}`);
  await admin.close();
  const url = new URL(values.url as string);
  url.pathname = `/${dbName}`;
  database = await openDatabase({ databaseUrl: url.toString() });
} else {
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
}
await migrate(database);
const openMs = Math.round(performance.now() - started);
const result = await bulkLoadDataset(
  database,
  datasetBatches({ seed: DEFAULT_SEED, size, inThread: values['in-thread'] }),
);
await refreshDatasetMeta(database, { seed: DEFAULT_SEED, generator: GENERATOR_VERSION });
const totalMs = Math.round(performance.now() - started);
const [row] = await database.query<{ bytes: number }>(
  'SELECT pg_database_size(current_database())::float8 AS bytes',
);
await database.close();
const diskMb = values.engine === 'postgres' ? null : dirSizeMb(join(dir, 'pglite'));
if (values.engine === 'postgres') {
  const admin = await openDatabase({ databaseUrl: values.url as string });
  await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.close();
}
rmSync(dir, { recursive: true, force: true });
console.log(
  `RESULT ${JSON.stringify({
    ...result,
    openMs,
    totalMs,
    processCpuMs: cpuMs(),
    peakRssMb: peakRssMb(),
    dbSizeMb: Math.round((row?.bytes ?? 0) / 1e6),
    diskMb,
  })}`,
);
process.exit(0);
