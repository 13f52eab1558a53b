// Drizzle mirror of migrations/0025_property_address_changes.sql (the SQL file is the source of truth):
// the change log the autocomplete's in-memory prefix index follows (decision 155).
import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read and written as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Homes whose shown address columns changed, written by triggers on `properties` (property_id null:
 * reload everything), read and pruned by the autocomplete's prefix index.
 */
export const propertyAddressChanges = pgTable('property_address_changes', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  propertyId: integer('property_id'),
  xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});
