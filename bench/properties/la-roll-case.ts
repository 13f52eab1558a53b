// One measured LA roll import, in its own process: a file in the county's layout into a fresh PGlite
// folder (or a fresh database on a PostgreSQL server). Prints rows/s and peak RSS as one JSON line.
// `--make N --file F` writes the generated file instead.
import { parseArgs } from 'node:util';
import { importRollFile } from '../../apps/server/src/modules/dataset/dataset.service.ts';
import { openCaseDatabase } from './case-database.ts';
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

const { database, drop } = await openCaseDatabase({
  engine: values.engine,
  url: values.url,
  name: 'bench_roll',
});
const c0 = process.cpuUsage();
const report = await importRollFile(database, values.file as string, 'la-assessor');
const c = process.cpuUsage(c0);
// A second run of the same file: what a re-import costs (and that it changes nothing).
const again = values['no-reimport']
  ? null
  : await importRollFile(database, values.file as string, 'la-assessor');
await database.close();
await drop();
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
