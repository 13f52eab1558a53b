// Drizzle mirror of db/migrations/0003_analysis.sql (the SQL file is the source of truth).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('analysis_jobs_property_idx').on(t.propertyId), index('analysis_jobs_user_idx').on(t.userId)],
);

export type AnalysisJobRow = typeof analysisJobs.$inferSelect;
