/**
 * Files an operator uploads on the Data page, imported while the server keeps serving (issue 54 item
 * 3, decision 239). The upload is streamed to DATA_DIR/imports/<id>/<file name> (never held in
 * memory), then the same importers as `npm run import` read it in small batches, each its own
 * transaction, while the progress (rows read, added, skipped, the first skipped lines) is written to
 * the import's row for the page to poll. One import at a time across every process on the database;
 * each start and end is in the operator audit trail.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DATA_IMPORT_MAX_BYTES,
  DATA_IMPORT_MESSAGES,
  DATA_IMPORT_SHOWN_LINES,
  type DataImport,
  type DataImportQuery,
} from '@homie/contracts/operator';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { badRequest, conflict, notFound, payloadTooLarge } from '#lib/errors.ts';
import type { DataImportCounts } from '../dataset.schema.ts';
import { type ImportReport, importSalesFile } from '../import/import.service.ts';
import { ImportFileError } from '../import/import-types.ts';
import { importRollFile, type RollImportReport } from '../import/roll-import.service.ts';
import { isRollFormat } from '../import/roll-types.ts';
import * as repo from './data-imports.repository.ts';

/** Who uploads: the operator the back office's check answered. */
export interface Uploader {
  id: string;
  email: string;
}

export interface DataImportsContext {
  database: Database;
  clock: Clock;
  /** Where uploads wait for their import (DATA_DIR/imports). */
  folder: string;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  /** Writes a line of the operator audit trail. */
  audit(
    operator: Uploader,
    entry: { action: string; subjectId: string; detail: Record<string, unknown> },
  ): Promise<void>;
  /** Rows per transaction: small, so the site's own queries wait little between batches. */
  batchSize?: number;
}

/** A running import that has not written its progress for this long belongs to a process that died. */
export const STALE_IMPORT_MS = 2 * 60_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;
const BATCH_SIZE = 250;
const CHUNK_BYTES = 16 * 1024;
const YIELD_EVERY_ROWS = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDataImport(row: repo.DataImportRow): DataImport {
  const c = { ...repo.NO_COUNTS, ...row.report };
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format as DataImport['format'],
    status: row.status,
    operator_email: row.operatorEmail,
    started_at: row.startedAt.toISOString(),
    finished_at: iso(row.finishedAt),
    bytes_total: row.bytesTotal,
    bytes_read: row.bytesRead,
    rows_read: c.rowsRead,
    sales_added: c.salesAdded,
    sales_known: c.salesKnown,
    homes_created: c.homesCreated,
    homes_updated: c.homesUpdated,
    roll_records: c.rollRecords,
    skipped: c.skipped,
    first_skipped: c.firstSkipped,
    error: row.error,
  };
}

function countsOf(report: ImportReport | RollImportReport): DataImportCounts {
  const sales = 'salesDuplicate' in report;
  return {
    rowsRead: report.rows,
    salesAdded: report.salesInserted,
    salesKnown: sales ? report.salesDuplicate : 0,
    homesCreated: report.propertiesCreated,
    homesUpdated: report.propertiesUpdated,
    rollRecords: sales ? report.assessmentsUpserted : report.assessmentsWritten,
    skipped: report.skippedCount,
    firstSkipped: report.skipped
      .slice(0, DATA_IMPORT_SHOWN_LINES)
      .map((s) => ({ line: s.line, reason: s.reason })),
  };
}

/** The file's own name, safe as a path segment (it is kept as the roll records' source file). */
export function safeFileName(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/'))
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 100);
  return cleaned === '' ? 'upload.csv' : cleaned;
}

/** Copies a stream to a file, refusing it once it passes `maxBytes`; answers the bytes written. */
async function saveUpload(body: Readable, path: string, maxBytes: number): Promise<number> {
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(payloadTooLarge(DATA_IMPORT_MESSAGES.tooLarge));
      else done(null, chunk);
    },
  });
  await pipeline(body, count, createWriteStream(path));
  return bytes;
}

export type DataImports = ReturnType<typeof createDataImports>;

export function createDataImports(ctx: DataImportsContext) {
  const { database, clock, log } = ctx;
  const runs = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const staleBefore = () => new Date(clock.now().getTime() - STALE_IMPORT_MS);

  /** Reads the file into the database, writing progress as it goes; never throws. */
  async function run(row: repo.DataImportRow, path: string, operator: Uploader, signal: AbortSignal) {
    let counts = repo.NO_COUNTS;
    let bytesRead = 0;
    let saving: Promise<void> | null = null;
    let lastSaved = 0;
    const progress = (read: number, report: ImportReport | RollImportReport) => {
      bytesRead = read;
      const now = Date.now();
      if (saving || now - lastSaved < PROGRESS_EVERY_MS) return;
      lastSaved = now;
      counts = countsOf(report);
      saving = repo
        .saveProgress(database, row.id, { bytesRead, report: counts }, clock.now())
        .catch((error: unknown) =>
          log.warn({ err: error, import: row.id }, 'could not save the import progress'),
        )
        .finally(() => {
          saving = null;
        });
    };
    const options = {
      batchSize: ctx.batchSize ?? BATCH_SIZE,
      // Small bites on the request thread: 16 KB parsed at a time, a turn for others every 50 rows.
      chunkBytes: CHUNK_BYTES,
      yieldEveryRows: YIELD_EVERY_ROWS,
      signal,
      today: clock.now().toISOString().slice(0, 10),
      onProgress: (read: number, _total: number, report: ImportReport | RollImportReport) =>
        progress(read, report),
    };
    let outcome: { status: 'done' | 'failed'; error: string | null };
    try {
      const report = isRollFormat(row.format)
        ? await importRollFile(database, path, row.format, options)
        : await importSalesFile(database, path, row.format as 'redfin' | 'zillow' | 'reso', options);
      counts = countsOf(report);
      bytesRead = row.bytesTotal;
      outcome = { status: 'done', error: null };
    } catch (error) {
      const message =
        error instanceof ImportFileError
          ? `Nothing imported: ${error.message}`
          : signal.aborted
            ? DATA_IMPORT_MESSAGES.interrupted
            : `The import stopped: ${error instanceof Error ? error.message : String(error)}. What was read before it is kept; upload the file again to finish (nothing is added twice).`;
      if (!(error instanceof ImportFileError) && !signal.aborted)
        log.error({ err: error, import: row.id }, 'a data import failed');
      outcome = { status: 'failed', error: message };
    }
    // The file goes before the end is recorded: an import that reads done or failed holds no upload.
    await rm(join(ctx.folder, row.id), { recursive: true, force: true }).catch((error: unknown) =>
      log.warn({ err: error, import: row.id }, 'could not remove an imported file'),
    );
    try {
      await saving;
      await repo.finishImport(database, row.id, { ...outcome, bytesRead, report: counts }, clock.now());
      const { firstSkipped: _lines, ...totals } = counts;
      await ctx.audit(operator, {
        action: outcome.status === 'done' ? 'data_import_done' : 'data_import_failed',
        subjectId: row.id,
        detail: { file_name: row.fileName, format: row.format, ...totals, error: outcome.error },
      });
      log.info({ import: row.id, ...outcome, ...counts, firstSkipped: undefined }, 'data import finished');
    } catch (error) {
      log.error({ err: error, import: row.id }, 'could not record the end of a data import');
    }
  }

  return {
    /**
     * Takes an uploaded file and starts its import: 202 with the import, 409 while another runs,
     * 413 past the size limit, 400 for an empty file. Nothing is stored from a refused upload.
     */
    async upload(
      operator: Uploader,
      query: DataImportQuery,
      body: Readable,
      declaredBytes: number | undefined,
    ): Promise<DataImport> {
      if (declaredBytes !== undefined && declaredBytes > DATA_IMPORT_MAX_BYTES)
        throw payloadTooLarge(DATA_IMPORT_MESSAGES.tooLarge);
      await repo.failStaleImports(database, staleBefore(), DATA_IMPORT_MESSAGES.interrupted, clock.now());
      // Before reading a byte: a second file waits for the first (checked again when it starts).
      if (await repo.runningImport(database)) throw conflict(DATA_IMPORT_MESSAGES.running);
      const id = randomUUID();
      const dir = join(ctx.folder, id);
      const fileName = safeFileName(query.file_name);
      const path = join(dir, fileName);
      await mkdir(dir, { recursive: true });
      let row: repo.DataImportRow | null = null;
      try {
        const bytes = await saveUpload(body, path, DATA_IMPORT_MAX_BYTES);
        if (bytes === 0) throw badRequest(DATA_IMPORT_MESSAGES.empty);
        row = await repo.startImport(
          database,
          {
            id,
            fileName,
            format: query.format,
            operatorId: operator.id,
            operatorEmail: operator.email,
            bytesTotal: bytes,
          },
          clock.now(),
        );
        if (!row) throw conflict(DATA_IMPORT_MESSAGES.running);
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      await ctx.audit(operator, {
        action: 'data_import_started',
        subjectId: id,
        detail: { file_name: fileName, format: query.format, bytes: row.bytesTotal },
      });
      const controller = new AbortController();
      const started = row;
      const done = run(started, path, operator, controller.signal).finally(() => runs.delete(id));
      runs.set(id, { controller, done });
      return toDataImport(started);
    },

    async get(id: string): Promise<DataImport> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findImport(database, id) : undefined;
      if (!row) throw notFound(DATA_IMPORT_MESSAGES.notFound);
      return toDataImport(row);
    },

    async latest(limit: number): Promise<DataImport[]> {
      return (await repo.latestImports(database, limit)).map(toDataImport);
    },

    /**
     * At start: an import left running by a process that died is marked interrupted (on the embedded
     * database, any: only this process opens it), and files no running import reads are removed.
     */
    async recover(embedded: boolean): Promise<void> {
      const before = embedded ? new Date(clock.now().getTime() + 1) : staleBefore();
      const failed = await repo.failStaleImports(
        database,
        before,
        DATA_IMPORT_MESSAGES.interrupted,
        clock.now(),
      );
      if (failed > 0) log.warn({ imports: failed }, 'data imports interrupted by a stop were marked failed');
      const running = new Set(
        (await repo.latestImports(database, 10)).filter((r) => r.status === 'running').map((r) => r.id),
      );
      const left = await readdir(ctx.folder).catch(() => [] as string[]);
      await Promise.all(
        left
          .filter((name) => !running.has(name))
          .map((name) => rm(join(ctx.folder, name), { recursive: true, force: true })),
      );
    },

    /** Stops the running import between rows (at close); it is marked interrupted. */
    async close(): Promise<void> {
      for (const r of runs.values()) r.controller.abort();
      await Promise.all([...runs.values()].map((r) => r.done));
    },
  };
}
