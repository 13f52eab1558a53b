/**
 * Imports an assessor roll into the property database (decisions 116, 117): streams it (readRoll),
 * writes batches of parcels, each batch in its own transaction, and collects every skipped row with
 * its line and reason. Importing the same file twice changes nothing the second time.
 */
import { basename } from 'node:path';
import type { Database } from '#db/client.ts';
import { withBulkSession } from '#db/bulk-session.ts';
import { type RollBatchOutcome, writeRollBatch } from '#modules/properties/properties.plugin.ts';
import { refreshDatasetMeta } from '../dataset.repository.ts';
import { nextTurn, reasonGroup } from './import.service.ts';
import type { ImportRowError } from './import-types.ts';
import { readRoll } from './read-roll.ts';
import type { ImportedParcel, RollFormat } from './roll-types.ts';

export interface RollImportReport {
  file: string;
  format: RollFormat;
  /** The layout the header named ("LA County Parcel Data Rolls (2021 to present)"). */
  layout: string | null;
  /** Data rows read (the header excluded). */
  rows: number;
  propertiesCreated: number;
  propertiesUpdated: number;
  /** Assessment rows inserted or changed. */
  assessmentsWritten: number;
  salesInserted: number;
  /** Rows of a parcel whose later roll year was kept instead. */
  olderRollYears: number;
  /** Every skipped row (up to `maxSkippedKept`), in the order found. */
  skipped: ImportRowError[];
  skippedCount: number;
  skippedByReason: Record<string, number>;
  ms: number;
}

export interface RollImportOptions {
  batchSize?: number;
  maxSkippedKept?: number;
  onProgress?: (bytesRead: number, totalBytes: number, report: RollImportReport) => void;
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

export async function importRollFile(
  database: Database,
  file: string,
  format: RollFormat,
  options: RollImportOptions = {},
): Promise<RollImportReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 2000;
  const maxKept = options.maxSkippedKept ?? 100_000;
  const sourceFile = basename(file);
  const report: RollImportReport = {
    file,
    format,
    layout: null,
    rows: 0,
    propertiesCreated: 0,
    propertiesUpdated: 0,
    assessmentsWritten: 0,
    salesInserted: 0,
    olderRollYears: 0,
    skipped: [],
    skippedCount: 0,
    skippedByReason: {},
    ms: 0,
  };
  const skip = (error: ImportRowError) => {
    report.skippedCount++;
    if (report.skipped.length < maxKept) report.skipped.push(error);
    const group = reasonGroup(error.reason);
    report.skippedByReason[group] = (report.skippedByReason[group] ?? 0) + 1;
  };
  const add = (outcome: RollBatchOutcome) => {
    report.propertiesCreated += outcome.propertiesCreated;
    report.propertiesUpdated += outcome.propertiesUpdated;
    report.assessmentsWritten += outcome.assessmentsWritten;
    report.salesInserted += outcome.salesInserted;
    report.olderRollYears += outcome.olderRollYears;
    for (const error of outcome.errors) skip({ kind: 'error', ...error });
  };
  let batch: ImportedParcel[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    add(await withBulkSession(database, (session) => writeRollBatch(session, rows, sourceFile)));
  };
  const records = readRoll(file, format, {
    today: options.today,
    chunkBytes: options.chunkBytes,
    onLayout: (layout) => {
      report.layout = layout.name;
    },
    onProgress: (read, total) => options.onProgress?.(read, total, report),
  });
  for await (const record of records) {
    options.signal?.throwIfAborted();
    report.rows++;
    if (options.yieldEveryRows && report.rows % options.yieldEveryRows === 0) await nextTurn();
    if (record.kind === 'error') {
      skip(record);
      continue;
    }
    batch.push(record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (report.propertiesCreated > 0 || report.salesInserted > 0) await refreshDatasetMeta(database);
  report.ms = Math.round(performance.now() - started);
  return report;
}
