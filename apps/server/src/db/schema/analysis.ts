// Drizzle mirror of db/migrations/0003_analysis.sql and 0008_analysis_versions.sql (the SQL files are the source of truth).
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { properties } from './properties.ts';

export const analysisJobs = pgTable(
  'analysis_jobs',
  {
    id: text('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['completed', 'failed'] }).notNull(),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    error: text('error'),
    runs: integer('runs').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The paid job this one is a new version of (decision 091). */
    versionOf: text('version_of').references((): AnyPgColumn => analysisJobs.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('analysis_jobs_property_idx').on(t.propertyId),
    index('analysis_jobs_user_idx').on(t.userId),
    index('analysis_jobs_version_of_idx').on(t.versionOf),
  ],
);

export type AnalysisJobRow = typeof analysisJobs.$inferSelect;
