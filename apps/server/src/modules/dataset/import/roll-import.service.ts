/**
 * Imports an assessor roll into the property database (decisions 116, 117): streams it (readRoll),
 * writes batches of parcels, each batch in its own transaction, and collects every skipped row with
 * its line and reason. Importing the same file twice changes nothing the second time.
 */
import { basename } from 'node:path';
import type { Database } from '#db/client.ts';
import { withBulkSession } from '#db/bulk-session.ts';
import { type RollBatchOutcome, writeRollBatch } from '#modules/properties/properties.plugin.ts';
import {
  addCounts,
  type ImportRunOptions,
  importRows,
  noRowsYet,
  type RowsReport,
  skipRow,
} from './import.service.ts';
import { readRoll } from './read-roll.ts';
import type { ImportedParcel, RollFormat } from './roll-types.ts';

export interface RollImportReport extends RowsReport {
  file: string;
  format: RollFormat;
  /** The layout the header named ("LA County Parcel Data Rolls (2021 to present)"). */
  layout: string | null;
  propertiesCreated: number;
  propertiesUpdated: number;
  /** Assessment rows inserted or changed. */
  assessmentsWritten: number;
  salesInserted: number;
  /** Rows of a parcel whose later roll year was kept instead. */
  olderRollYears: number;
  ms: number;
}

export interface RollImportOptions extends ImportRunOptions {
  onProgress?: (bytesRead: number, totalBytes: number, report: RollImportReport) => void;
}

const ROLL_COUNTS = [
  'propertiesCreated',
  'propertiesUpdated',
  'assessmentsWritten',
  'salesInserted',
  'olderRollYears',
] as const;

export async function importRollFile(
  database: Database,
  file: string,
  format: RollFormat,
  options: RollImportOptions = {},
): Promise<RollImportReport> {
  const sourceFile = basename(file);
  const report: RollImportReport = {
    file,
    format,
    layout: null,
    ...noRowsYet(),
    propertiesCreated: 0,
    propertiesUpdated: 0,
    assessmentsWritten: 0,
    salesInserted: 0,
    olderRollYears: 0,
    ms: 0,
  };
  const maxKept = options.maxSkippedKept ?? 100_000;
  const add = (outcome: RollBatchOutcome) => {
    addCounts(report, outcome, ROLL_COUNTS);
    for (const error of outcome.errors) skipRow(report, { kind: 'error', ...error }, maxKept);
  };
  const records = readRoll(file, format, {
    today: options.today,
    chunkBytes: options.chunkBytes,
    onLayout: (layout) => {
      report.layout = layout.name;
    },
    onProgress: (read, total) => options.onProgress?.(read, total, report),
  });
  const write = async (rows: ImportedParcel[]) =>
    add(await withBulkSession(database, (session) => writeRollBatch(session, rows, sourceFile)));
  const changed = () => report.propertiesCreated > 0 || report.salesInserted > 0;
  await importRows(database, records, report, options, write, changed);
  return report;
}
