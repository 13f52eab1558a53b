/**
 * `npm run import -- --format redfin|zillow|reso|la-assessor|roll-csv FILE [--report skipped.csv] [--batch-size N]`
 * Imports a sales export or an assessor roll (decisions 013, 116, 117) into the property database the server uses (DATA_DIR's PGlite, or
 * DATABASE_URL). Streams the file, commits batch by batch, skips and reports bad rows, and can be run
 * again on the same file without duplicating anything. With the embedded PGlite database the server
 * holds the folder while it runs: upload the file on the back office's Data page instead (decision
 * 239), or stop the server first; the command refuses at once and says so (decision 208).
 */
import { writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#config/env.ts';
import { openDatabase } from '#db/client.ts';
import { DataDirLockedError } from '#db/data-dir-lock.ts';
import { migrate } from '#db/migrate.ts';
import {
  importSalesFile,
  type ImportReport,
  reasonGroup,
  IMPORT_FORMATS,
  ImportFileError,
  type ImportFormat,
  createProgressBar,
  importRollFile,
  type RollImportReport,
  isRollFormat,
  ROLL_FORMATS,
} from '#modules/dataset/dataset.service.ts';

const ALL_FORMATS: readonly string[] = [...IMPORT_FORMATS, ...ROLL_FORMATS];

const USAGE = `Usage: npm run import -- --format <${ALL_FORMATS.join('|')}> FILE [--report skipped.csv] [--batch-size N]

  --format      redfin       Redfin "Download All" sold-homes CSV
                zillow       Zillow-style sold-homes CSV (address, zipCode, price, dateSold, homeType, ...)
                reso         RESO Data Dictionary CSV (ClosePrice, CloseDate, ParcelNumber, ...)
                la-assessor  LA County assessor roll: the yearly Assessor Parcels Data CSV, the Parcel
                             Data Rolls 2021-present table or the monthly parcel layer as CSV (the
                             layout is recognised from the header; decision 116)
                roll-csv     generic roll CSV for other counties (apn, roll_year, street, city, zip,
                             property_type, total or land + improvements, ...; decision 117)
  --report      write every skipped row (line, reason) to this CSV file
  --batch-size  rows per transaction (default 2000)
`;

const LISTED_LINES = 20;

/** What to do instead while the server runs (decision 239): it imports the file itself. */
const THROUGH_THE_SERVER =
  "Or leave the server running and upload the file on the back office's Data page (/operator, Data): the server imports it while it serves.";

function skippedLines(report: ImportReport | RollImportReport): string[] {
  const lines: string[] = [`  rows skipped:        ${report.skippedCount}`];
  for (const [reason, count] of Object.entries(report.skippedByReason).sort((a, b) => b[1] - a[1])) {
    const rows = report.skipped.filter((s) => reasonGroup(s.reason) === reason);
    const shown = rows
      .slice(0, LISTED_LINES)
      .map((s) => s.line)
      .join(', ');
    lines.push(
      `    ${count} × ${reason} (line${count > 1 ? 's' : ''} ${shown}${count > LISTED_LINES ? ', …' : ''})`,
    );
  }
  return lines;
}

function rollSummary(report: RollImportReport): string {
  return [
    `Imported ${report.file} (${report.format}${report.layout ? `: ${report.layout}` : ''}) in ${(report.ms / 1000).toFixed(1)} s`,
    `  rows read:           ${report.rows}`,
    `  homes created:       ${report.propertiesCreated}`,
    `  homes refreshed:     ${report.propertiesUpdated}`,
    `  assessments written: ${report.assessmentsWritten}`,
    ...(report.salesInserted > 0 ? [`  sales added:         ${report.salesInserted}`] : []),
    ...(report.olderRollYears > 0
      ? [`  older roll years:    ${report.olderRollYears} (a later year of the parcel kept)`]
      : []),
    ...skippedLines(report),
  ].join('\n');
}

function summary(report: ImportReport): string {
  const lines = [
    `Imported ${report.file} (${report.format}) in ${(report.ms / 1000).toFixed(1)} s`,
    `  rows read:           ${report.rows}`,
    `  sales added:         ${report.salesInserted}`,
    `  sales already known: ${report.salesDuplicate}`,
    `  homes created:       ${report.propertiesCreated}`,
    `  homes refreshed:     ${report.propertiesUpdated}`,
  ];
  if (report.assessmentsUpserted > 0) lines.push(`  assessments:         ${report.assessmentsUpserted}`);
  lines.push(...skippedLines(report));
  return lines.join('\n');
}

function writeReport(path: string, report: ImportReport | RollImportReport): void {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  writeFileSync(
    path,
    `${['line,reason', ...report.skipped.map((s) => `${s.line},${quote(s.reason)}`)].join('\n')}\n`,
  );
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        report: { type: 'string' },
        'batch-size': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const format = values.format as string | undefined;
  if (!format || !ALL_FORMATS.includes(format) || positionals.length !== 1) {
    console.error(
      `${!format ? 'Missing --format.' : positionals.length !== 1 ? 'Give exactly one FILE.' : `Unknown format "${format}".`}\n\n${USAGE}`,
    );
    return 2;
  }
  const batchSize = Number(values['batch-size'] ?? 2000);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) {
    console.error('--batch-size must be a whole number from 1 to 50000');
    return 2;
  }
  // npm runs workspace scripts inside the workspace: resolve paths from where the user typed them.
  const base = process.env.INIT_CWD ?? process.cwd();
  const file = isAbsolute(positionals[0] as string)
    ? (positionals[0] as string)
    : resolve(base, positionals[0] as string);
  const reportPath = typeof values.report === 'string' ? resolve(base, values.report) : undefined;

  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, statementTimeoutMs: config.dbStatementTimeoutMs })
    : await openDatabase({
        dataDir: join(config.dataDir, 'pglite'),
        fsync: config.pgliteFsync,
        holder: 'npm run import',
      });
  const bar = createProgressBar();
  try {
    await migrate(database);
    const report = isRollFormat(format)
      ? await importRollFile(database, file, format, {
          batchSize,
          onProgress: (read, total, r) =>
            bar.update(read, total, `${r.rows} rows, ${r.propertiesCreated} homes created`),
        })
      : await importSalesFile(database, file, format as ImportFormat, {
          batchSize,
          onProgress: (read, total, r) =>
            bar.update(read, total, `${r.rows} rows, ${r.salesInserted} sales added`),
        });
    bar.finish();
    console.log(
      isRollFormat(format) ? rollSummary(report as RollImportReport) : summary(report as ImportReport),
    );
    if (reportPath) {
      writeReport(reportPath, report);
      console.log(`Skipped rows written to ${reportPath}`);
    }
    return 0;
  } catch (err) {
    bar.finish();
    if (err instanceof ImportFileError) {
      console.error(`Nothing imported: ${err.message}`);
      return 2;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError) console.error(err.message);
    // The server (or another command) has the embedded database open (decision 208).
    else if (err instanceof DataDirLockedError)
      console.error(
        `Nothing imported: ${err.message}${err.holder.command === 'the server' ? ` ${THROUGH_THE_SERVER}` : ''}`,
      );
    else console.error('Import failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
