// One measured case, run in its own process (clean peak RSS): generate only, or generate + bulk-load
// N homes into a fresh PGlite folder or a fresh database on a PostgreSQL server. Prints one JSON line.
import { parseArgs } from 'node:util';
import {
  bulkLoadDataset,
  refreshDatasetMeta,
  DEFAULT_SEED,
  GENERATOR_VERSION,
  generateDataset,
  datasetBatches,
} from '../../apps/server/src/modules/dataset/dataset.service.ts';
import { openCaseDatabase } from './case-database.ts';
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

const started = performance.now();
const { database, dataDir, drop } = await openCaseDatabase({
  engine: values.engine,
  url: values.url,
  name: 'bench_load',
});
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
const diskMb = dataDir === null ? null : dirSizeMb(dataDir);
await drop();
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
