/**
 * Properties' bulk writer (decision 243): the dataset's loader hands it COPY-text batches of homes,
 * sales and roll records (dataset.bulk-loader.ts); only properties writes its tables, and it alone
 * knows their indexes, keys and the comparables' triggers. Loads into empty property tables in one
 * transaction: secondary indexes and foreign keys are dropped first and rebuilt from their own
 * definitions (pg_indexes, pg_constraint) after the rows are in, which is several times faster than
 * maintaining them row by row.
 */
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { type BulkColumn, type BulkSession, withBulkSession } from '#db/bulk-session.ts';
import { assessments, properties, sales } from './properties.schema.ts';

const CAST_TYPES: ReadonlySet<string> = new Set<BulkColumn['type']>([
  'integer',
  'smallint',
  'real',
  'double precision',
  'boolean',
  'date',
]);
/** The batches' columns of a table, each with its SQL type from the schema (text for the rest). */
function columnsOf(table: PgTable, names: readonly string[]): BulkColumn[] {
  const types = new Map(getTableConfig(table).columns.map((c) => [c.name, c.getSQLType()]));
  return names.map((name) => {
    const type = types.get(name);
    if (type === undefined) throw new Error(`${name} is not a column of the schema`);
    return { name, type: CAST_TYPES.has(type) ? (type as BulkColumn['type']) : 'text' };
  });
}

/** One batch as COPY text (tab-separated, one row a line) per table, in the columns given. */
export interface HomesCopyBatch {
  properties: string;
  sales: string;
  assessments: string;
  /** Homes in the batch, and their highest id (the id sequence restarts after it). */
  count: number;
  maxId: number;
}

/** The column names of each table, in the order of the batches' COPY text. */
export interface HomesCopyColumns {
  properties: readonly string[];
  sales: readonly string[];
  assessments: readonly string[];
}

const TABLES = ['properties', 'sales', 'assessments', 'comp_sales'];
const LOAD_LOCK = 727_002;

export interface BulkLoadResult {
  properties: number;
  sales: number;
  assessments: number;
  /** Process CPU milliseconds per step (PGlite runs in-process; the generator worker adds its share). */
  cpuMs: Record<string, number>;
  /** Milliseconds spent inserting rows, and rebuilding indexes and statistics. */
  insertMs: number;
  indexMs: number;
}

export interface BulkLoadOptions {
  /** Load nothing (answer null) when properties exist already: checked under a lock, for concurrent starts. */
  onlyIfEmpty?: boolean;
  /** Called after each batch with the number of homes loaded so far. */
  onProgress?: (loaded: number) => void;
}

async function dropSecondaryIndexes(session: BulkSession): Promise<string[]> {
  const list = TABLES.map((t) => `'${t}'`).join(', ');
  const foreignKeys = await session.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text IN (${list})`,
  );
  const indexes = await session.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN (${list})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u'))`,
  );
  for (const fk of foreignKeys) await session.exec(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await session.exec(`DROP INDEX ${index.name}`);
  return [
    ...indexes.map((i) => i.def),
    ...foreignKeys.map((fk) => `ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`),
  ];
}

const countLines = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** Loads the batches into the property tables in one transaction; all or nothing. */
export async function bulkLoadHomes(
  database: Database,
  batches: AsyncIterable<HomesCopyBatch> | Iterable<HomesCopyBatch>,
  columns: HomesCopyColumns,
  options: BulkLoadOptions = {},
): Promise<BulkLoadResult | null> {
  const COLUMNS = {
    properties: columnsOf(properties, columns.properties),
    sales: columnsOf(sales, columns.sales),
    assessments: columnsOf(assessments, columns.assessments),
  };
  const loaded = await withBulkSession(database, async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK]);
    if (options.onlyIfEmpty) {
      const rows = await session.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM properties) AS any');
      if (rows[0]?.any) return null;
    }
    const rebuild = await dropSecondaryIndexes(session);
    // The comps' recent-sales table (decision 154) is filled once after the COPY, not row by row.
    await session.exec('ALTER TABLE sales DISABLE TRIGGER sales_comp_sales_inserted');
    const result: BulkLoadResult = {
      properties: 0,
      sales: 0,
      assessments: 0,
      insertMs: 0,
      indexMs: 0,
      cpuMs: {},
    };
    const cpu = () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    };
    const timed = async (step: string, work: () => Promise<unknown>) => {
      const before = cpu();
      await work();
      result.cpuMs[step] = Math.round((result.cpuMs[step] ?? 0) + cpu() - before);
    };
    const started = performance.now();
    const startedCpu = cpu();
    let maxId = 0;
    for await (const batch of batches) {
      await timed('copy properties', () =>
        session.copyText('properties', COLUMNS.properties, batch.properties),
      );
      await timed('copy sales', () => session.copyText('sales', COLUMNS.sales, batch.sales));
      await timed('copy assessments', () =>
        session.copyText('assessments', COLUMNS.assessments, batch.assessments),
      );
      result.properties += batch.count;
      result.sales += countLines(batch.sales);
      result.assessments += countLines(batch.assessments);
      maxId = Math.max(maxId, batch.maxId);
      options.onProgress?.(result.properties);
      // Let timers and I/O run between batches: the server may already be answering requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
    result.insertMs = Math.round(performance.now() - started);
    const copies = Object.values(result.cpuMs).reduce((a, b) => a + b, 0);
    result.cpuMs['generate and serialise'] = Math.round(cpu() - startedCpu - copies);
    await session.exec('ALTER TABLE sales ENABLE TRIGGER sales_comp_sales_inserted');
    await timed('fill comp_sales', () => session.exec('SELECT comp_sales_fill()'));
    const indexStarted = performance.now();
    for (const statement of rebuild) {
      const name = /(?:INDEX|CONSTRAINT) (\w+)/.exec(statement)?.[1] ?? statement.slice(0, 40);
      await timed(`rebuild ${name}`, () => session.exec(statement));
    }
    if (maxId > 0) await session.exec(`ALTER TABLE properties ALTER COLUMN id RESTART WITH ${maxId + 1}`);
    // Planner statistics from a smaller sample: enough for these simple distributions, and faster.
    await timed('analyze', async () => {
      await session.exec('SET LOCAL default_statistics_target = 25');
      await session.exec('ANALYZE properties; ANALYZE sales; ANALYZE assessments; ANALYZE comp_sales;');
    });
    result.indexMs = Math.round(performance.now() - indexStarted);
    return result;
  });
  // The load wrote its rows and indexes to the write-ahead log too: trim it back (decision 128).
  // On PGlite VACUUM first: it sets the new rows' hint bits and visibility map now, so the first
  // reads after the checkpoint do not log every page whole (data checksums are on) into WAL the trim
  // has already passed (decision 140). PostgreSQL vacuums and checkpoints by itself.
  if (loaded) {
    if (database.kind === 'pglite') await database.exec('VACUUM properties, sales, assessments, comp_sales');
    await database.checkpoint();
  }
  return loaded;
}
