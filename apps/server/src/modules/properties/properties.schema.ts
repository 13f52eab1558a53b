// Drizzle mirror of migrations/0002_properties.sql, 0003_analysis.sql, 0008_analysis_versions.sql,
// 0012_properties_street_index.sql, 0014_provenance_and_outcomes.sql, 0017_roll_details.sql, 0020_analysis_job_expiry.sql,
// 0022_comps_nearest.sql, 0023_compact_property_indexes.sql, 0024_comp_sales.sql and
// 0026_comp_sales_candidates.sql, and of the read copies' logs, 0025_property_address_changes.sql,
// 0028_comp_sale_changes.sql, 0029_home_fact_changes.sql and 0030_analysis_job_changes.sql (0058 has
// their triggers call lib's two log functions; lib/read-copies/README.md) (the SQL files are the
// source of truth).
import type { CountyKey } from '@homie/contracts/counties';
import { PROPERTY_TYPES } from '@homie/contracts/property-types';
import { sql } from 'drizzle-orm';
import { changeLogTable, writeLogTable } from '#lib/read-copies/log-tables.ts';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  jsonb,
  integer,
  pgTable,
  point,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Foreign keys to another module's table (users) are declared in the SQL migrations only, not
// here: a module's schema imports no other module's (decision 149).

/** A text column stored with COLLATE "C", so a btree serves `LIKE 'PREFIX%'`. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    apn: text('apn').notNull(),
    apnSynthetic: boolean('apn_synthetic').notNull().default(false),
    streetNumber: text('street_number').notNull(),
    streetName: text('street_name').notNull(),
    unit: text('unit'),
    city: text('city').notNull(),
    state: text('state').notNull().default('CA'),
    zip: text('zip').notNull(),
    addressNormalized: textC('address_normalized').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    county: text('county').notNull(),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    beds: smallint('beds'),
    baths: real('baths'),
    livingSqft: integer('living_sqft'),
    lotSqft: integer('lot_sqft'),
    yearBuilt: smallint('year_built'),
    source: text('source').notNull(),
    sourceFile: text('source_file'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_zip_address_key').on(t.zip, t.addressNormalized),
    index('properties_address_prefix_idx').on(t.addressNormalized),
    index('properties_address_trgm_idx').using('gin', sql`${t.addressNormalized} gin_trgm_ops`),
    uniqueIndex('properties_county_apn_key').on(t.county, t.apn),
    // 0012_properties_street_index.sql: the street line (the address after its house number).
    index('properties_street_line_idx').on(
      sql`(substr(${t.addressNormalized}, strpos(${t.addressNormalized}, ' ') + 1))`,
    ),
    // 0022_comps_nearest.sql (decision 136): one GiST index per type on point(lon × 0.8, lat); it
    // replaced the (property_type, lat, lon) btree.
    ...PROPERTY_TYPES.map((type) =>
      index(`properties_near_${type}_idx`)
        .using('gist', sql`point(${t.lon} * 0.8, ${t.lat})`)
        .where(sql`${t.propertyType} = ${sql.raw(`'${type}'`)}`),
    ),
  ],
);

export const sales = pgTable(
  'sales',
  {
    // Not the primary key since migration 0023: the natural key is (decision 140).
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    armsLength: boolean('arms_length').notNull().default(true),
    source: text('source').notNull(),
    sourceFile: text('source_file'),
  },
  (t) => [
    primaryKey({ name: 'sales_natural_key', columns: [t.propertyId, t.saleDate, t.price] }),
    index('sales_date_idx').on(t.saleDate),
  ],
);

/**
 * 0024_comp_sales.sql (decision 154): the recent arm's-length sales of located homes, one row per home,
 * day and kind, with the home's type and point(lon × 0.8, lat), kept by triggers on sales and
 * properties; one GiST index per type and kind, walked nearest-first by the comps query. Since 0026
 * (decision 165) each row carries what the candidate shows, so the walk reads nothing else.
 */
export const compSales = pgTable(
  'comp_sales',
  {
    propertyId: integer('property_id').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    demo: boolean('demo').notNull(),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    pt: point('pt', { mode: 'tuple' }).notNull(),
    // 0026 (decision 165): the day's sale of that kind with the highest price, and the home's
    // columns a comparable candidate shows, as in sales and properties.
    saleId: integer('sale_id').notNull(),
    price: integer('price').notNull(),
    source: text('source').notNull(),
    streetNumber: text('street_number').notNull(),
    streetName: text('street_name').notNull(),
    unit: text('unit'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    county: text('county').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    beds: smallint('beds'),
    baths: real('baths'),
    livingSqft: integer('living_sqft'),
    lotSqft: integer('lot_sqft'),
    yearBuilt: smallint('year_built'),
    // 0056 (decision 251): the home's APN, null when the records gave only a synthetic one.
    apn: text('apn'),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.saleDate, t.demo] }),
    ...PROPERTY_TYPES.flatMap((type) =>
      (['demo', 'real'] as const).map((kind) =>
        index(`comp_sales_${type}_${kind}_idx`)
          .using('gist', t.pt)
          .where(
            sql`${t.propertyType} = ${sql.raw(`'${type}'`)} and ${sql.raw(kind === 'demo' ? '' : 'not ')}${t.demo}`,
          ),
      ),
    ),
  ],
);

/** 0024: comp_sales holds the sales since this day (null: all of them). One row. */
export const compSalesHorizon = pgTable('comp_sales_horizon', {
  id: boolean('id').primaryKey().default(true),
  since: date('since', { mode: 'string' }),
});

export const assessments = pgTable(
  'assessments',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    rollYear: smallint('roll_year').notNull(),
    land: integer('land'),
    improvements: integer('improvements'),
    total: integer('total').notNull(),
    baseYear: smallint('base_year'),
    baseValue: integer('base_value'),
    factoredBaseValue: integer('factored_base_value'),
    annualTax: integer('annual_tax'),
    prop8: boolean('prop8').notNull().default(false),
    source: text('source').notNull(),
    sourceFile: text('source_file'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    // 0017_roll_details.sql (decision 116).
    improvementsBaseYear: smallint('improvements_base_year'),
    homeownersExemption: integer('homeowners_exemption'),
    recordingDate: date('recording_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.rollYear] })],
);

// Analysis jobs: mirrors 0003_analysis.sql and 0008_analysis_versions.sql.
export const analysisJobs = pgTable(
  'analysis_jobs',
  {
    id: text('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    userId: uuid('user_id') /* → users(id) on delete set null, in SQL */,
    status: text('status', { enum: ['completed', 'failed'] }).notNull(),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    error: text('error'),
    runs: integer('runs').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The paid job this one is a new version of (decision 091). */
    versionOf: text('version_of').references((): AnyPgColumn => analysisJobs.id, { onDelete: 'set null' }),
    /** 0034 (decision 206): SHA-256 of the key of the browser that made the job; null before it. */
    browserKeyHash: text('browser_key_hash'),
  },
  (t) => [
    index('analysis_jobs_property_idx').on(t.propertyId),
    index('analysis_jobs_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('analysis_jobs_version_of_idx').on(t.versionOf).where(sql`${t.versionOf} is not null`),
    // 0020_analysis_job_expiry.sql (decision 128): anonymous jobs, oldest last run first.
    index('analysis_jobs_anonymous_updated_idx').on(t.updatedAt).where(sql`${t.userId} is null`),
  ],
);

export type AnalysisJobRow = typeof analysisJobs.$inferSelect;

export type PropertyRow = typeof properties.$inferSelect;

/**
 * A home's parcel number, address and facts as a record brought in carries them (a sales file, a
 * roll, a provider): the `properties` columns, with the county as one of the known keys.
 */
export type HomeFacts = Pick<
  PropertyRow,
  | 'apn'
  | 'streetNumber'
  | 'streetName'
  | 'unit'
  | 'city'
  | 'zip'
  /** normalizeAddressKey() of the street line and unit: the key homes are matched by. */
  | 'addressNormalized'
  | 'lat'
  | 'lon'
  | 'propertyType'
  | 'beds'
  | 'baths'
  | 'livingSqft'
  | 'lotSqft'
  | 'yearBuilt'
> & { county: CountyKey };
export type SaleRow = typeof sales.$inferSelect;
export type AssessmentRow = typeof assessments.$inferSelect;

// 0053_owner_sales.sql (decision 249): sales the owner knows, added to a job's comparables.
export const ownerSales = pgTable(
  'owner_sales',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => analysisJobs.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    livingSqft: integer('living_sqft').notNull(),
    beds: smallint('beds').notNull(),
    baths: real('baths').notNull(),
    yearBuilt: smallint('year_built'),
    lotSqft: integer('lot_sqft'),
    seenAt: text('seen_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_sales_job_idx').on(t.jobId, t.createdAt)],
);
export type OwnerSaleRow = typeof ownerSales.$inferSelect;

/**
 * Homes whose shown address columns changed, written by triggers on `properties`, read and pruned by
 * address search's prefix index (0025).
 */
export const propertyAddressChanges = changeLogTable('property_address_changes');

/**
 * Homes whose recent sales (comp_sales rows) changed, written by triggers on `comp_sales` and its
 * horizon, read and pruned by the comparables' in-memory copy (0028).
 */
export const compSaleChanges = changeLogTable('comp_sale_changes');

/**
 * One row per statement that wrote homes, sales or assessments, with its transaction, written by
 * triggers (0029): a remembered lookup read is current while no row is at or above its horizon
 * (home-facts.cache.ts, decision 196).
 */
export const homeFactChanges = writeLogTable('home_fact_changes');

/**
 * One row per statement that updated or deleted analysis jobs, with its transaction, written by a
 * trigger (0030): a remembered job is current while no row is at or above its horizon
 * (analysis.repository.ts, decision 200).
 */
export const analysisJobChanges = writeLogTable('analysis_job_changes');
