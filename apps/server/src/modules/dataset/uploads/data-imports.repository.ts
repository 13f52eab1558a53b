/**
 * The Data page's imports (decision 239): one row per uploaded file, its progress written as the import
 * runs, at most one running at a time (a unique partial index, so two processes cannot both start one).
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type DataImportCounts, dataImports } from '../dataset.schema.ts';

export type DataImportRow = typeof dataImports.$inferSelect;

export const NO_COUNTS: DataImportCounts = {
  rowsRead: 0,
  salesAdded: 0,
  salesKnown: 0,
  homesCreated: 0,
  homesUpdated: 0,
  rollRecords: 0,
  skipped: 0,
  firstSkipped: [],
};

/** Starts an import's row; null when another import is running. */
export async function startImport(
  database: Database,
  row: Pick<DataImportRow, 'id' | 'fileName' | 'format' | 'operatorId' | 'operatorEmail' | 'bytesTotal'>,
  now: Date,
): Promise<DataImportRow | null> {
  // The partial unique index admits one running row: a second start conflicts and inserts nothing.
  const [created] = await database.db
    .insert(dataImports)
    .values({ ...row, status: 'running', startedAt: now, heartbeatAt: now, report: NO_COUNTS })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/** The import's progress so far (and a heartbeat that says its process is alive). */
export async function saveProgress(
  database: Database,
  id: string,
  progress: { bytesRead: number; report: DataImportCounts },
  now: Date,
): Promise<void> {
  await database.db
    .update(dataImports)
    .set({ bytesRead: progress.bytesRead, report: progress.report, heartbeatAt: now })
    .where(and(eq(dataImports.id, id), eq(dataImports.status, 'running')));
}

export async function finishImport(
  database: Database,
  id: string,
  outcome: { status: 'done' | 'failed'; bytesRead: number; report: DataImportCounts; error: string | null },
  now: Date,
): Promise<void> {
  await database.db
    .update(dataImports)
    .set({ ...outcome, finishedAt: now, heartbeatAt: now })
    .where(eq(dataImports.id, id));
}

/**
 * Imports whose process stopped (no heartbeat since `staleBefore`) are marked failed with `error`, so
 * the next upload may start; answers how many.
 */
export async function failStaleImports(database: Database, staleBefore: Date, error: string, now: Date) {
  const rows = await database.db
    .update(dataImports)
    .set({ status: 'failed', error, finishedAt: now })
    .where(and(eq(dataImports.status, 'running'), lt(dataImports.heartbeatAt, staleBefore)))
    .returning({ id: dataImports.id });
  return rows.length;
}

export async function findImport(database: Database, id: string): Promise<DataImportRow | undefined> {
  const [row] = await database.db.select().from(dataImports).where(eq(dataImports.id, id));
  return row;
}

export async function latestImports(database: Database, limit: number): Promise<DataImportRow[]> {
  return database.db.select().from(dataImports).orderBy(desc(dataImports.startedAt)).limit(limit);
}

export async function runningImport(database: Database): Promise<DataImportRow | undefined> {
  const [row] = await database.db
    .select()
    .from(dataImports)
    .where(eq(dataImports.status, 'running'))
    .limit(1);
  return row;
}
