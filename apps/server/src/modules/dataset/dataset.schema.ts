// Drizzle mirror of migrations/0043_mls_sync.sql (the SQL file is the source of truth; decision 232).
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
