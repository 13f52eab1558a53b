import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { loadMarketPrior } from '#modules/properties/properties.plugin.ts';
import { importSalesFile } from '../import/import.service.ts';
import { sharedDataFile } from '../import/shared-data-files.ts';
import { IMPORT_FORMATS, ImportFileError, type ImportFormat } from '../import/import-types.ts';
import { formatConstants, fitOn, reportWith } from './backtest.fit.ts';
import { formatBacktest } from './backtest.format.ts';
import { runBacktest } from './backtest.service.ts';

export const BACKTEST_USAGE = `Usage: npm run backtest -- FILE [--format <${IMPORT_FORMATS.join('|')}>] [--engine memory|sql] [--warm-up DAYS]
       npm run backtest -- --fit FILE --report FILE [--engine memory|sql] [--warm-up DAYS]

Imports the sales file into a scratch database (never the server's), values every sale from the sales
that closed before it with the analysis API's own comparables and valuation, and prints n, the median
absolute % error, the share within 10% and 20%, and the IAAO median ratio, COD, PRD and PRB per county
and overall.

  --format   redfin | zillow | reso (default: recognised from the file's header)
  --engine   memory (default: sales read once, same rules) or sql (one query per comparable search)
  --warm-up  days at the start of the file whose sales are not valued (default 0: all are)
  --prior    a Zillow ZHVI county CSV the market index is shrunk toward (default: the one in
             ../shared/data/reference when present; "none" for the sales alone)
  --fit      choose the value model's constants (bias, range width per search step) on this file…
  --report   …and report the figures on this one (out of sample). Without them the product's
             own constants are used.

Also printed: the share of prices inside the stated 80% value range (overall, per county, per
search step) and the verdict study: the share of "overpaying" verdicts if each home were assessed at
k × its price, for k = 1.00, 1.10 and 1.25.
`;

/** The county ZHVI file under ../shared/data the backtest uses as the index prior when present. */
export const ZHVI_FILE = 'reference/ca_county_zhvi_monthly_2000_2022.csv';

/** Recognises the export by its header line. */
export function sniffFormat(file: string): ImportFormat | null {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const header =
      buffer
        .subarray(0, readSync(fd, buffer, 0, buffer.length, 0))
        .toString('utf8')
        .split(/\r?\n/)[0] ?? '';
    if (/SOLD DATE/i.test(header) && /ZIP OR POSTAL CODE/i.test(header)) return 'redfin';
    if (/dateSold/.test(header) && /zipCode/.test(header)) return 'zillow';
    if (/ClosePrice/.test(header) && /CloseDate/.test(header)) return 'reso';
    return null;
  } finally {
    closeSync(fd);
  }
}

interface Output {
  log(text: string): void;
  error(text: string): void;
}

/** The backtest command: answers its exit code (0 done, 2 bad usage or unreadable file). */
export async function backtestCli(
  argv: string[],
  out: Output = console,
  cwd = process.cwd(),
): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        engine: { type: 'string' },
        'warm-up': { type: 'string' },
        fit: { type: 'string' },
        prior: { type: 'string' },
        report: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (err) {
    out.error(`${(err as Error).message}\n\n${BACKTEST_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.log(BACKTEST_USAGE);
    return 0;
  }
  const fitFile = values.fit as string | undefined;
  const reportFile = values.report as string | undefined;
  const outOfSample = fitFile !== undefined || reportFile !== undefined;
  if (outOfSample ? !fitFile || !reportFile || positionals.length > 0 : positionals.length !== 1) {
    out.error(`Give exactly one FILE, or --fit FILE with --report FILE.\n\n${BACKTEST_USAGE}`);
    return 2;
  }
  const absolute = (f: string) => (isAbsolute(f) ? f : resolve(cwd, f));
  const engine = (values.engine as string | undefined) ?? 'memory';
  const warmUpDays = Number(values['warm-up'] ?? 0);
  if (engine !== 'memory' && engine !== 'sql') {
    out.error(`Unknown engine "${engine}".\n\n${BACKTEST_USAGE}`);
    return 2;
  }
  if (!Number.isInteger(warmUpDays) || warmUpDays < 0 || warmUpDays > 3650) {
    out.error('--warm-up must be a whole number of days from 0 to 3650.');
    return 2;
  }
  const files = outOfSample ? [absolute(fitFile!), absolute(reportFile!)] : [absolute(positionals[0]!)];
  const formats: ImportFormat[] = [];
  for (const file of files) {
    let format = outOfSample ? undefined : (values.format as string | undefined);
    try {
      format ??= sniffFormat(file) ?? undefined;
    } catch (err) {
      out.error(`Cannot read ${file}: ${(err as Error).message}`);
      return 2;
    }
    if (!format || !(IMPORT_FORMATS as readonly string[]).includes(format)) {
      out.error(
        `${format ? `Unknown format "${format}".` : `Could not recognise ${file}; give --format.`}\n\n${BACKTEST_USAGE}`,
      );
      return 2;
    }
    formats.push(format as ImportFormat);
  }
  const priorFile =
    values.prior === 'none'
      ? null
      : values.prior
        ? absolute(values.prior as string)
        : sharedDataFile(ZHVI_FILE);
  if (priorFile && !existsSync(priorFile)) {
    out.error(`Cannot read ${priorFile}: no such file.`);
    return 2;
  }
  const prior = loadMarketPrior(priorFile);
  out.log(`Market index prior: ${prior && priorFile ? basename(priorFile) : 'none (the sales alone)'}.`);
  const options = { engine, warmUpDays, prior } as const;
  const opened: Database[] = [];
  try {
    const load = async (file: string, format: ImportFormat) => {
      const database = await openDatabase({});
      opened.push(database);
      await migrate(database);
      const imported = await importSalesFile(database, file, format);
      out.log(
        `Imported ${imported.salesInserted} sales of ${imported.propertiesCreated} homes from ${file} (${format}); ${imported.skippedCount} rows skipped.`,
      );
      return database;
    };
    if (!outOfSample) {
      const report = await runBacktest(await load(files[0]!, formats[0]!), options);
      out.log(formatBacktest(report));
      return 0;
    }
    const constants = await fitOn(await load(files[0]!, formats[0]!), basename(files[0]!), options);
    out.log(formatConstants(constants));
    const report = await reportWith(await load(files[1]!, formats[1]!), constants, options);
    out.log(`Out of sample: constants from ${basename(files[0]!)}, figures on ${basename(files[1]!)}.`);
    out.log(formatBacktest(report));
    return 0;
  } catch (err) {
    if (err instanceof ImportFileError) {
      out.error(`Nothing imported: ${err.message}`);
      return 2;
    }
    throw err;
  } finally {
    for (const database of opened) await database.close();
  }
}
