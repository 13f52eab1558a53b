/**
 * Imports a sales file into the property database: streams it (readSales), writes batches of good
 * records, each batch in its own transaction, and collects every skipped row with its reason.
 * Importing the same file twice changes nothing the second time.
 */
import type { Database } from '#db/client.ts';
import { withBulkSession } from '#db/bulk-session.ts';
import { type SalesBatchOutcome, writeSalesBatch } from '#modules/properties/properties.plugin.ts';
import { refreshDatasetMeta } from '../dataset.repository.ts';
import type { ImportedSale, ImportFormat, ImportRowError } from './import-types.ts';
import { readSales } from './read-sales.ts';

/** The rows an import read and the ones it set aside, as both importers (sales, roll) report them. */
export interface RowsReport {
  /** Data rows read (the header excluded). */
  rows: number;
  /** Every skipped row (up to `maxSkippedKept`), in the order found. */
  skipped: ImportRowError[];
  skippedCount: number;
  skippedByReason: Record<string, number>;
}

export interface ImportReport extends RowsReport {
  file: string;
  format: ImportFormat;
  salesInserted: number;
  /** Good rows whose sale was already in the database (or earlier in the file). */
  salesDuplicate: number;
  propertiesCreated: number;
  propertiesUpdated: number;
  assessmentsUpserted: number;
  ms: number;
}

/** What both importers (sales, roll) take, beside their progress callback. */
export interface ImportRunOptions {
  batchSize?: number;
  maxSkippedKept?: number;
  today?: string;
  /** Stops the import between rows (what was committed stays: importing again adds nothing twice). */
  signal?: AbortSignal;
  /** Bytes read and parsed at a time (default 256 KB). */
  chunkBytes?: number;
  /**
   * Lets other work run every this many rows (a macrotask turn): the running server's imports, so
   * parsing and checking rows never holds its request thread long (decision 239). Off by default.
   */
  yieldEveryRows?: number;
}

export interface ImportOptions extends ImportRunOptions {
  onProgress?: (bytesRead: number, totalBytes: number, report: ImportReport) => void;
}

/** One turn of the event loop: timers and I/O waiting behind an import run before it goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Groups reasons that differ only by the quoted value: 'invalid sale date "x"' → 'invalid sale date'. */
export function reasonGroup(reason: string): string {
  return reason
    .replace(/\s*"[^"]*"/g, '')
    .replace(/ZIP code \d{5} is in /, 'ZIP code in ')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'date');
}

/** A report's rows before the first one is read. */
export const noRowsYet = (): RowsReport => ({ rows: 0, skipped: [], skippedCount: 0, skippedByReason: {} });

/** Adds a written batch's counts to the report's, key by key. */
export function addCounts<K extends string>(
  report: Record<K, number>,
  outcome: Record<K, number>,
  keys: readonly K[],
): void {
  for (const key of keys) report[key] += outcome[key];
}

const SALES_COUNTS = [
  'salesInserted',
  'salesDuplicate',
  'propertiesCreated',
  'propertiesUpdated',
  'assessmentsUpserted',
] as const;

/** Sets a bad row aside in the report: counted, grouped by reason, kept while under `maxKept`. */
export function skipRow(report: RowsReport, error: ImportRowError, maxKept: number): void {
  report.skippedCount++;
  if (report.skipped.length < maxKept) report.skipped.push(error);
  const group = reasonGroup(error.reason);
  report.skippedByReason[group] = (report.skippedByReason[group] ?? 0) + 1;
}

/**
 * The run both importers make of their reader's records: counts every row, sets bad ones aside
 * (skipRow), and hands good ones to `write` in batches of `batchSize` (the last one partial), each
 * written before the next row is read. Stops between rows on the signal; lets other work run every
 * `yieldEveryRows` rows. Then recounts `dataset_meta` when `changed()` says a write added anything,
 * and records how long it all took.
 */
export async function importRows<T>(
  database: Database,
  records: AsyncIterable<T | ImportRowError>,
  report: RowsReport & { ms: number },
  options: ImportRunOptions,
  write: (batch: T[]) => Promise<void>,
  changed: () => boolean,
): Promise<void> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 2000;
  const maxKept = options.maxSkippedKept ?? 100_000;
  let batch: T[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await write(rows);
  };
  for await (const record of records) {
    options.signal?.throwIfAborted();
    report.rows++;
    if (options.yieldEveryRows && report.rows % options.yieldEveryRows === 0) await nextTurn();
    if (isRowError(record)) {
      skipRow(report, record, maxKept);
      continue;
    }
    batch.push(record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (changed()) await refreshDatasetMeta(database);
  report.ms = Math.round(performance.now() - started);
}

const isRowError = (record: unknown): record is ImportRowError =>
  (record as { kind?: unknown }).kind === 'error';

export async function importSalesFile(
  database: Database,
  file: string,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    file,
    format,
    ...noRowsYet(),
    salesInserted: 0,
    salesDuplicate: 0,
    propertiesCreated: 0,
    propertiesUpdated: 0,
    assessmentsUpserted: 0,
    ms: 0,
  };
  const add = (outcome: SalesBatchOutcome) => addCounts(report, outcome, SALES_COUNTS);
  const records = readSales(file, format, {
    today: options.today,
    chunkBytes: options.chunkBytes,
    onProgress: (read, total) => options.onProgress?.(read, total, report),
  });
  const write = async (rows: ImportedSale[]) =>
    add(await withBulkSession(database, (session) => writeSalesBatch(session, rows)));
  const changed = () => report.salesInserted > 0 || report.propertiesCreated > 0;
  await importRows(database, records, report, options, write, changed);
  return report;
}
