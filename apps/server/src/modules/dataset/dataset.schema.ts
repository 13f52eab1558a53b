// Drizzle mirror of migrations/0043_mls_sync.sql (the SQL file is the source of truth; decision 232).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The dataset's summary row: demo or not, its seed, and the counts the pages print. Created by
 * properties' migrations/0002_properties.sql, before this module existed; only dataset reads and
 * writes it (decision 243).
 */
export const datasetMeta = pgTable('dataset_meta', {
  id: boolean('id').primaryKey().default(true),
  demo: boolean('demo').notNull(),
  seed: integer('seed'),
  generator: text('generator'),
  propertyCount: integer('property_count').notNull().default(0),
  saleCount: integer('sale_count').notNull().default(0),
  counties: text('counties').array().notNull().default(sql`'{}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which sale each MLS listing became: a changed record moves its sale, never adds a second. */
export const mlsSales = pgTable(
  'mls_sales',
  {
    listingKey: text('listing_key').primaryKey(),
    propertyId: integer('property_id').notNull() /* → properties(id) on delete cascade, in SQL */,
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mls_sales_property_idx').on(t.propertyId)],
);

/** One row: the committed high-water mark, the lease of the process syncing, the last run. */
export const mlsSyncState = pgTable('mls_sync_state', {
  id: boolean('id').primaryKey().default(true),
  highWater: timestamp('high_water', { withTimezone: true, mode: 'string' }),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOutcome: text('last_outcome'),
  lastReport: jsonb('last_report'),
});

// Drizzle mirror of migrations/0048_data_imports.sql (decision 239).
/** Files uploaded on the Data page and their imports: progress while running, the outcome after. */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull(),
    operatorId: uuid('operator_id') /* → users(id) on delete set null, in SQL */,
    operatorEmail: text('operator_email').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    report: jsonb('report')
      .$type<DataImportCounts>()
      .notNull()
      .default({} as DataImportCounts),
    error: text('error'),
  },
  (t) => [index('data_imports_newest_idx').on(t.startedAt.desc())],
);

/** What an import has done so far (the `report` column). */
export interface DataImportCounts {
  rowsRead: number;
  salesAdded: number;
  salesKnown: number;
  homesCreated: number;
  homesUpdated: number;
  rollRecords: number;
  skipped: number;
  firstSkipped: { line: number; reason: string }[];
}
