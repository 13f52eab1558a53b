// One measured LA roll import, in its own process: a file in the county's layout into a fresh PGlite
// folder (or a fresh database on a PostgreSQL server). Prints rows/s and peak RSS as one JSON line.
// `--make N --file F` writes the generated file instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { importRollFile } from '../../apps/server/src/modules/dataset/dataset.service.ts';
import { writeLaRollFile } from './la-roll-file.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    file: { type: 'string' },
    url: { type: 'string' },
    make: { type: 'string' },
    'no-reimport': { type: 'boolean' },
  },
});

if (values.make) {
  const t = performance.now();
  const rows = await writeLaRollFile(values.file as string, Number(values.make));
  console.log(
    `RESULT ${JSON.stringify({ rows, ms: Math.round(performance.now() - t), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}`,
  );
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'homie-bench-roll-'));
let dbName = '';
const database =
  values.engine === 'postgres'
    ? await (async () => {
        const admin = await openDatabase({ databaseUrl: values.url as string });
        dbName = `bench_roll_${process.pid}`;
        await admin.exec(`CREATE DATABASE ${dbName}`);
        await admin.close();
        const url = new URL(values.url as string);
        url.pathname = `/${dbName}`;
        return openDatabase({ databaseUrl: url.toString() });
      })()
    : await openDatabase({ dataDir: join(dir, 'pglite') });
await migrate(database);
const c0 = process.cpuUsage();
const report = await importRollFile(database, values.file as string, 'la-assessor');
const c = process.cpuUsage(c0);
// A second run of the same file: what a re-import costs (and that it changes nothing).
const again = values['no-reimport']
  ? null
  : await importRollFile(database, values.file as string, 'la-assessor');
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
    homesCreated: report.propertiesCreated,
    assessmentsWritten: report.assessmentsWritten,
    olderRollYears: report.olderRollYears,
    skipped: report.skippedCount,
    ms: report.ms,
    rowsPerSecond: Math.round(report.rows / (report.ms / 1000)),
    cpuMs: Math.round((c.user + c.system) / 1000),
    reimportMs: again?.ms ?? null,
    reimportChanged: again
      ? again.propertiesCreated + again.propertiesUpdated + again.assessmentsWritten
      : null,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}`,
);
process.exit(0);
