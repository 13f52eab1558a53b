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

export interface ImportReport {
  file: string;
  format: ImportFormat;
  /** Data rows read (the header excluded). */
  rows: number;
  salesInserted: number;
  /** Good rows whose sale was already in the database (or earlier in the file). */
  salesDuplicate: number;
  propertiesCreated: number;
  propertiesUpdated: number;
  assessmentsUpserted: number;
  /** Every skipped row (up to `maxSkippedKept`), in file order. */
  skipped: ImportRowError[];
  skippedCount: number;
  skippedByReason: Record<string, number>;
  ms: number;
}

export interface ImportOptions {
  batchSize?: number;
  maxSkippedKept?: number;
  onProgress?: (bytesRead: number, totalBytes: number, report: ImportReport) => void;
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

/** One turn of the event loop: timers and I/O waiting behind an import run before it goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Groups reasons that differ only by the quoted value: 'invalid sale date "x"' → 'invalid sale date'. */
export function reasonGroup(reason: string): string {
  return reason
    .replace(/\s*"[^"]*"/g, '')
    .replace(/ZIP code \d{5} is in /, 'ZIP code in ')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'date');
}

export async function importSalesFile(
  database: Database,
  file: string,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 2000;
  const maxKept = options.maxSkippedKept ?? 100_000;
  const report: ImportReport = {
    file,
    format,
    rows: 0,
    salesInserted: 0,
    salesDuplicate: 0,
    propertiesCreated: 0,
    propertiesUpdated: 0,
    assessmentsUpserted: 0,
    skipped: [],
    skippedCount: 0,
    skippedByReason: {},
    ms: 0,
  };
  const add = (outcome: SalesBatchOutcome) => {
    report.salesInserted += outcome.salesInserted;
    report.salesDuplicate += outcome.salesDuplicate;
    report.propertiesCreated += outcome.propertiesCreated;
    report.propertiesUpdated += outcome.propertiesUpdated;
    report.assessmentsUpserted += outcome.assessmentsUpserted;
  };
  let batch: ImportedSale[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    add(await withBulkSession(database, (session) => writeSalesBatch(session, rows)));
  };
  const records = readSales(file, format, {
    today: options.today,
    chunkBytes: options.chunkBytes,
    onProgress: (read, total) => options.onProgress?.(read, total, report),
  });
  for await (const record of records) {
    options.signal?.throwIfAborted();
    report.rows++;
    if (options.yieldEveryRows && report.rows % options.yieldEveryRows === 0) await nextTurn();
    if (record.kind === 'error') {
      report.skippedCount++;
      if (report.skipped.length < maxKept) report.skipped.push(record);
      const group = reasonGroup(record.reason);
      report.skippedByReason[group] = (report.skippedByReason[group] ?? 0) + 1;
      continue;
    }
    batch.push(record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (report.salesInserted > 0 || report.propertiesCreated > 0) await refreshDatasetMeta(database);
  report.ms = Math.round(performance.now() - started);
  return report;
}
