// The two kinds of log a read copy is kept true by (lib/migrations/0057_read_copy_logs.sql writes
// both): a module declares each of its logs with one of these, in its own `*.schema.ts`.
import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read and written as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * A change log (`read_copy_log_homes`): one row per home a statement wrote, or, property_id null,
 * "reload everything"; followed row by row by an in-memory copy (change-log.ts).
 */
export const changeLogTable = (name: string) =>
  pgTable(name, {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id'),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  });

/**
 * A write log (`read_copy_log_statement`): one row per writing statement, with its transaction;
 * remembered reads are checked against its newest row (remembered-reads.ts).
 */
export const writeLogTable = (name: string) =>
  pgTable(name, {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  });

/** A change log as declared by `changeLogTable`. */
export type ChangeLogTable = ReturnType<typeof changeLogTable>;
