import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './payments.ts';

/** Mirrors migrations/0006_appeals.sql. */
/** Not read since decision 101 (migration 0013): board addresses live in @homie/contracts/county-facts. */
export const appealBoards = pgTable('appeal_boards', {
  county: text('county').primaryKey(),
  name: text('name').notNull(),
  addressLines: jsonb('address_lines').$type<string[]>().notNull(),
  phone: text('phone'),
  website: text('website'),
  verified: boolean('verified').notNull().default(false),
  source: text('source'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appealApplications = pgTable('appeal_applications', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  jobId: text('job_id').notNull(),
  county: text('county').notNull(),
  propertyInfo: jsonb('property_info').$type<Record<string, string>>().notNull(),
  comparableSales: jsonb('comparable_sales').$type<Record<string, string>[]>().notNull(),
  generatedCount: integer('generated_count').notNull().default(1),
  // Which document was generated last (migration 0021, decision 133).
  route: text('route').$type<'informal' | 'formal'>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appealReports = pgTable('appeal_reports', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  jobId: text('job_id').notNull(),
  tier: text('tier').$type<'basic' | 'guarantee'>().notNull(),
  county: text('county').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  editedLetter: text('edited_letter'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
