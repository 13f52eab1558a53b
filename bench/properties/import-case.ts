// One measured import, in its own process: a sales file into a fresh PGlite folder (or a fresh
// database on a PostgreSQL server). Prints rows/s and peak RSS as one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { importSalesFile, type ImportFormat } from '../../apps/server/src/modules/dataset/dataset.service.ts';
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

const dir = mkdtempSync(join(tmpdir(), 'homie-bench-import-'));
let dbName = '';
const database =
  values.engine === 'postgres'
    ? await (async () => {
        const admin = await openDatabase({ databaseUrl: values.url as string });
        dbName = `bench_import_${process.pid}`;
        await admin.exec(`CREATE DATABASE ${dbName}`);
        await admin.close();
        const url = new URL(values.url as string);
        url.pathname = `/${dbName}`;
        return openDatabase({ databaseUrl: url.toString() });
      })()
    : await openDatabase({ dataDir: join(dir, 'pglite') });
await migrate(database);
const c0 = process.cpuUsage();
const report = await importSalesFile(database, values.file as string, values.format as ImportFormat);
const c = process.cpuUsage(c0);
await database.close();
if (dbName) {
  const admin = await openDatabase({ databaseUrl: values.url as string });
  await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.close();
}
rmSync(dir, { recursive: true, force: true });
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
