/**
 * Loads a generated dataset into empty property tables in one transaction: secondary indexes and
 * foreign keys are dropped first and rebuilt from their own definitions (pg_indexes, pg_constraint)
 * after the rows are in, which is several times faster than maintaining them row by row.
 */
import type { Database } from '#db/client.ts';
import { type BulkColumn, type BulkSession, withBulkSession } from './dataset.bulk-session.ts';
import type { DatasetChunk } from './generator/dataset-types.ts';

const PROPERTY_COLUMNS: BulkColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'apn', type: 'text' },
  { name: 'street_number', type: 'text' },
  { name: 'street_name', type: 'text' },
  { name: 'unit', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'zip', type: 'text' },
  { name: 'address_normalized', type: 'text' },
  { name: 'lat', type: 'double precision' },
  { name: 'lon', type: 'double precision' },
  { name: 'county', type: 'text' },
  { name: 'property_type', type: 'text' },
  { name: 'beds', type: 'smallint' },
  { name: 'baths', type: 'real' },
  { name: 'living_sqft', type: 'integer' },
  { name: 'lot_sqft', type: 'integer' },
  { name: 'year_built', type: 'smallint' },
  { name: 'source', type: 'text' },
];
const SALE_COLUMNS: BulkColumn[] = [
  { name: 'property_id', type: 'integer' },
  { name: 'sale_date', type: 'date' },
  { name: 'price', type: 'integer' },
  { name: 'arms_length', type: 'boolean' },
  { name: 'source', type: 'text' },
];
const ASSESSMENT_COLUMNS: BulkColumn[] = [
  { name: 'property_id', type: 'integer' },
  { name: 'roll_year', type: 'smallint' },
  { name: 'land', type: 'integer' },
  { name: 'improvements', type: 'integer' },
  { name: 'total', type: 'integer' },
  { name: 'base_year', type: 'smallint' },
  { name: 'base_value', type: 'integer' },
  { name: 'factored_base_value', type: 'integer' },
  { name: 'annual_tax', type: 'integer' },
  { name: 'prop8', type: 'boolean' },
  { name: 'source', type: 'text' },
];

const TABLES = ['properties', 'sales', 'assessments'];
/** Rows buffered before each COPY / unnest round. */
const FLUSH_PROPERTIES = 25_000;

export interface BulkLoadResult {
  properties: number;
  sales: number;
  assessments: number;
  /** Milliseconds spent inserting rows, and rebuilding indexes and statistics. */
  insertMs: number;
  indexMs: number;
}

export interface BulkLoadOptions {
  source?: string;
  /** Load nothing (answer null) when properties exist already: checked under a lock, for concurrent starts. */
  onlyIfEmpty?: boolean;
  /** Called after each flush with the number of properties loaded so far. */
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

const LOAD_LOCK = 727_002;

/** Loads every chunk into the property tables in one transaction; all or nothing. */
export async function bulkLoadDataset(
  database: Database,
  chunks: Iterable<DatasetChunk>,
  options: BulkLoadOptions & { onlyIfEmpty: true },
): Promise<BulkLoadResult | null>;
export async function bulkLoadDataset(
  database: Database,
  chunks: Iterable<DatasetChunk>,
  options?: BulkLoadOptions,
): Promise<BulkLoadResult>;
export async function bulkLoadDataset(
  database: Database,
  chunks: Iterable<DatasetChunk>,
  options: BulkLoadOptions = {},
): Promise<BulkLoadResult | null> {
  const source = options.source ?? 'demo';
  return withBulkSession(database, async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK]);
    if (options.onlyIfEmpty) {
      const rows = await session.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM properties) AS any');
      if (rows[0]?.any) return null;
    }
    const rebuild = await dropSecondaryIndexes(session);
    const started = performance.now();
    const result: BulkLoadResult = { properties: 0, sales: 0, assessments: 0, insertMs: 0, indexMs: 0 };
    let properties: unknown[][] = [];
    let sales: unknown[][] = [];
    let assessments: unknown[][] = [];
    let maxId = 0;
    const flush = async () => {
      await session.insertRows('properties', PROPERTY_COLUMNS, properties);
      await session.insertRows('sales', SALE_COLUMNS, sales);
      await session.insertRows('assessments', ASSESSMENT_COLUMNS, assessments);
      result.properties += properties.length;
      result.sales += sales.length;
      result.assessments += assessments.length;
      properties = [];
      sales = [];
      assessments = [];
      options.onProgress?.(result.properties);
    };
    for (const chunk of chunks) {
      for (const p of chunk.properties) {
        maxId = Math.max(maxId, p.id);
        properties.push([
          p.id,
          p.apn,
          p.streetNumber,
          p.streetName,
          p.unit,
          p.city,
          p.zip,
          p.addressNormalized,
          p.lat,
          p.lon,
          p.county,
          p.propertyType,
          p.beds,
          p.baths,
          p.livingSqft,
          p.lotSqft,
          p.yearBuilt,
          source,
        ]);
      }
      for (const s of chunk.sales) sales.push([s.propertyId, s.saleDate, s.price, s.armsLength, source]);
      for (const a of chunk.assessments) {
        assessments.push([
          a.propertyId,
          a.rollYear,
          a.land,
          a.improvements,
          a.total,
          a.baseYear,
          a.baseValue,
          a.factoredBaseValue,
          a.annualTax,
          a.prop8,
          source,
        ]);
      }
      if (properties.length >= FLUSH_PROPERTIES) await flush();
      // Let timers and I/O run between chunks: the server may already be answering requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await flush();
    result.insertMs = Math.round(performance.now() - started);
    const indexStarted = performance.now();
    for (const statement of rebuild) await session.exec(statement);
    if (maxId > 0) await session.exec(`ALTER TABLE properties ALTER COLUMN id RESTART WITH ${maxId + 1}`);
    await session.exec('ANALYZE properties; ANALYZE sales; ANALYZE assessments;');
    result.indexMs = Math.round(performance.now() - indexStarted);
    return result;
  });
}
