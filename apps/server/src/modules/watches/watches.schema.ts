import type { NoticeKind } from '@homie/contracts/watches';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** Watched homes (migrations 0040, 0047, 0050, 0059; decisions 228, 238, 241, 263); the SQL file is the source of truth. */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id').notNull(),
    userId: uuid('user_id') /* → users(id) on delete cascade, in SQL */,
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    address: text('address').notNull(),
    county: text('county').notNull(),
    status: text('status').$type<'pending' | 'active'>().notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** What the owner was last told of the home by a re-check (migration 0047, decision 238). */
    toldVerdict: text('told_verdict').$type<'overpaying' | 'too_close' | 'good_shape' | 'unknown'>(),
    toldSaving: integer('told_saving'),
    toldRollYear: integer('told_roll_year'),
    toldAt: timestamp('told_at', { withTimezone: true }),
    /** A notice the owner received, reminded before its last day (migration 0050, decision 241). */
    noticeKind: text('notice_kind').$type<NoticeKind>(),
    noticeMailedOn: date('notice_mailed_on', { mode: 'string' }),
    /** The language its mails are written in, asked in by the visitor (migration 0059, decision 263). */
    language: text('language'),
  },
  (t) => [unique('watches_email_job_key').on(t.emailLower, t.jobId), index('watches_user_idx').on(t.userId)],
);

/**
 * The reminders sent and re-checks run, one row per watch, kind and roll year (migrations 0040, 0047,
 * 0050, 0051; a notice's reminders under its last day's year, a hearing's under its day as YYYYMMDD).
 */
export type WatchClaimKind =
  | 'window_open'
  | 'closes_in_14'
  | 'closes_in_2'
  | 'informal_opens'
  | 'informal_closes_in_14'
  | 'recheck_lien_date'
  | 'recheck_sales_in'
  | 'recheck_window_opens'
  | 'notice_closes_in_14'
  | 'notice_closes_in_2'
  | 'hearing_in_14'
  | 'hearing_in_2';

export const watchReminders = pgTable(
  'watch_reminders',
  {
    watchId: uuid('watch_id').notNull() /* → watches(id) on delete cascade, in SQL */,
    kind: text('kind').$type<WatchClaimKind>().notNull(),
    rollYear: integer('roll_year').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.watchId, t.kind, t.rollYear] })],
);
