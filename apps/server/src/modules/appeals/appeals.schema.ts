import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import type { AppealDraft, AppealOutcomeKind, FilingMethod } from '@homie/contracts/paid-orders';
import type { PlanTier } from '@homie/contracts/payments';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportSnapshot } from './report/report-snapshot.ts';

// Foreign keys to another module's table (orders) are declared in the SQL migrations only, not
// here: a module's schema imports no other module's (decision 149).

/** Mirrors migrations 0006_appeals.sql, 0010 (letter_recipients), 0014 (appeal_outcomes), 0016, 0021, 0049 (appeal_progress) and 0054 (letter_mail_windows). */
export const appealApplications = pgTable('appeal_applications', {
  orderId: text('order_id').primaryKey() /* → orders(id) on delete cascade, in SQL */,
  jobId: text('job_id').notNull(),
  county: text('county').$type<CountyKey>().notNull(),
  propertyInfo: jsonb('property_info').$type<AppealPropertyInfo>().notNull(),
  comparableSales: jsonb('comparable_sales').$type<ComparableSale[]>().notNull(),
  generatedCount: integer('generated_count').notNull().default(1),
  // Which document was generated last (migration 0021, decision 133).
  route: text('route').$type<AppealRoute>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appealReports = pgTable('appeal_reports', {
  orderId: text('order_id').primaryKey() /* → orders(id) on delete cascade, in SQL */,
  jobId: text('job_id').notNull(),
  tier: text('tier').$type<PlanTier>().notNull(),
  county: text('county').$type<CountyKey>().notNull(),
  content: jsonb('content').$type<ReportSnapshot>().notNull(),
  editedLetter: text('edited_letter'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const letterRecipients = pgTable('letter_recipients', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull() /* → orders(id) on delete cascade, in SQL */,
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many letter e-mails (and confirmation links) an order sent in its current 24-hour window
 * (decision 250; before, two columns of payments' orders).
 */
export const letterMailWindows = pgTable('letter_mail_windows', {
  orderId: text('order_id').primaryKey() /* → orders(id) on delete cascade, in SQL */,
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  mailsInWindow: integer('mails_in_window').notNull(),
});

/** The board's decision on a paid order's appeal, reported by its buyer (issue 17). */
export const appealOutcomes = pgTable('appeal_outcomes', {
  orderId: text('order_id').primaryKey() /* → orders(id) on delete cascade, in SQL */,
  decidedOn: date('decided_on', { mode: 'string' }).notNull(),
  outcome: text('outcome').$type<AppealOutcomeKind>().notNull(),
  valueDecided: integer('value_decided'),
  noticeKey: text('notice_key'),
  noticeBytes: integer('notice_bytes'),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Filed and the hearing date, as the buyer records them (issue 52 item 5, decision 240). */
export const appealProgress = pgTable(
  'appeal_progress',
  {
    orderId: text('order_id').primaryKey() /* → orders(id) on delete cascade, in SQL */,
    filedOn: date('filed_on', { mode: 'string' }),
    filedHow: text('filed_how').$type<FilingMethod>(),
    hearingOn: date('hearing_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('appeal_progress_hearing_idx').on(t.hearingOn)],
);

/** The appeal form as the owner is typing it, one per order (issue 17, decision 107). */
export const appealDrafts = pgTable('appeal_drafts', {
  orderId: text('order_id').primaryKey() /* → orders(id) on delete cascade, in SQL */,
  draft: jsonb('draft').$type<AppealDraft>().notNull(),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
