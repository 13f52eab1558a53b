import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The mailer's outbox (lib/mailer.ts); mirrors modules/auth/migrations/0001_auth.sql. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; size: number; contentBase64: string }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  // Migration 0033 (decision 206): the account the mail was written for or by; null for a visitor's.
  userId: uuid('user_id') /* → users(id) on delete cascade, in SQL */,
  // Migration 0041 (decision 228): headers sent with it (List-Unsubscribe, RFC 8058).
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
});
