// Drizzle mirror of migrations/0025_property_address_changes.sql, 0028_comp_sale_changes.sql,
// 0029_home_fact_changes.sql and 0030_analysis_job_changes.sql (the SQL files are the source of truth):
// the change logs the in-memory copies follow (decisions 155 and 182) and the write logs remembered
// reads are checked against (decisions 196 and 200).
import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read and written as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** One change log: a home changed (property_id), or, property_id null, reload everything. */
const changeLog = (name: string) =>
  pgTable(name, {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id'),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  });

/**
 * Homes whose shown address columns changed, written by triggers on `properties`, read and pruned by
 * the autocomplete's prefix index (0025).
 */
export const propertyAddressChanges = changeLog('property_address_changes');

/**
 * Homes whose recent sales (comp_sales rows) changed, written by triggers on `comp_sales` and its
 * horizon, read and pruned by the comparables' in-memory copy (0028).
 */
export const compSaleChanges = changeLog('comp_sale_changes');

/** A write log: one row per writing statement, with its transaction (remembered-reads.ts). */
const writeLog = (name: string) =>
  pgTable(name, {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  });

/**
 * One row per statement that wrote homes, sales or assessments, with its transaction, written by
 * triggers (0029): a remembered lookup read is current while no row is at or above its horizon
 * (home-facts.cache.ts, decision 196).
 */
export const homeFactChanges = writeLog('home_fact_changes');

/**
 * One row per statement that updated or deleted analysis jobs, with its transaction, written by a
 * trigger (0030): a remembered job is current while no row is at or above its horizon
 * (analysis.repository.ts, decision 200).
 */
export const analysisJobChanges = writeLog('analysis_job_changes');
