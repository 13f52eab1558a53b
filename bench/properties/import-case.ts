// One measured import, in its own process: a sales file into a fresh PGlite folder (or a fresh
// database on a PostgreSQL server). Prints rows/s and peak RSS as one JSON line.
import { parseArgs } from 'node:util';
import { importSalesFile, type ImportFormat } from '../../apps/server/src/modules/dataset/dataset.service.ts';
import { openCaseDatabase } from './case-database.ts';
import { writeResoFile } from './reso-file.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    format: { type: 'string' },
    file: { type: 'string' },
    url: { type: 'string' },
    'make-reso': { type: 'string' },
  },
});

if (values['make-reso']) {
  const rows = await writeResoFile(values.file as string, Number(values['make-reso']));
  console.log(`RESULT ${JSON.stringify({ rows })}`);
  process.exit(0);
}

const { database, drop } = await openCaseDatabase({
  engine: values.engine,
  url: values.url,
  name: 'bench_import',
});
const c0 = process.cpuUsage();
const report = await importSalesFile(database, values.file as string, values.format as ImportFormat);
const c = process.cpuUsage(c0);
await database.close();
await drop();
console.log(
  `RESULT ${JSON.stringify({
    rows: report.rows,
    salesInserted: report.salesInserted,
    skipped: report.skippedCount,
    ms: report.ms,
    rowsPerSecond: Math.round(report.rows / (report.ms / 1000)),
    cpuMs: Math.round((c.user + c.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}`,
);
process.exit(0);
