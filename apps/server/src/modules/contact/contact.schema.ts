import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors auth/migrations/0001_auth.sql (the SQL file is the source of truth). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  // Migration 0015 (operator): the back office's handling state.
  readAt: timestamp('read_at', { withTimezone: true }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by') /* → users(id) on delete set null, in SQL */,
  handledByEmail: text('handled_by_email'),
  handledNote: text('handled_note'),
  // Migration 0033 (decision 206): the signed-in account that sent it; null for a visitor's.
  userId: uuid('user_id') /* → users(id) on delete cascade, in SQL */,
});
