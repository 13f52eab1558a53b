import type { Locale } from '@homie/contracts/locales';
import type { NoticeType } from '@homie/contracts/notice-appeals';
import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Foreign keys to another module's table (users) are declared in the SQL migrations only, not
// here: a module's schema imports no other module's (decision 149).

/** Mirrors migrations/0005_payments.sql, 0010_payments_letters.sql, 0014_provenance_and_outcomes.sql and 0016_paid_journey.sql (0037_order_receipt_keys.sql below); appeals' 0054 moved the letter counter out (decision 250). */
export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  jobId: text('job_id').notNull(),
  userId: uuid('user_id') /* → users(id) on delete cascade, in SQL */,
  guestTokenHash: text('guest_token_hash'),
  tier: text('tier').$type<'basic' | 'guarantee'>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
  paidSessionId: text('paid_session_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  buyerEmail: text('buyer_email'),
  upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
  upgradeSessionId: text('upgrade_session_id'),
  /** The notice the order's appeal answers (migration 0052, decision 246); null for the regular assessment. */
  noticeType: text('notice_type').$type<NoticeType>(),
  noticeDate: date('notice_date', { mode: 'string' }),
  eventDate: date('event_date', { mode: 'string' }),
  /** The checkout request's language (migration 0061): a guest's receipt is written in it. */
  language: text('language').$type<Locale>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentSessions = pgTable('payment_sessions', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'sandbox' | 'stripe' | 'credit'>().notNull(),
  purpose: text('purpose').$type<'purchase' | 'upgrade'>().notNull().default('purchase'),
  providerRef: text('provider_ref').unique(),
  tier: text('tier').$type<'basic' | 'guarantee'>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status')
    .$type<'initializing' | 'pending' | 'completed' | 'expired' | 'cancelled'>()
    .notNull()
    .default('initializing'),
  checkoutUrl: text('checkout_url'),
  declineMessage: text('decline_message'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  providerRef: text('provider_ref'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The receipt's link back to an order: the hash of its key (migration 0037, decision 211). */
export const orderReceiptKeys = pgTable('order_receipt_keys', {
  keyHash: text('key_hash').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Free next year if fails": a credit for the same home's Success plan next roll year (decision 109). */
export const appealCredits = pgTable('appeal_credits', {
  id: text('id').primaryKey(),
  sourceOrderId: text('source_order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  propertyKey: text('property_key').notNull(),
  rollYear: integer('roll_year').notNull(),
  userId: uuid('user_id') /* → users(id) on delete cascade, in SQL */,
  guestTokenHash: text('guest_token_hash'),
  redeemedOrderId: text('redeemed_order_id')
    .unique()
    .references(() => orders.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** An operator's review of the notice of decision (migration 0038, decision 212). */
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: text('reviewed_by'),
  reviewNote: text('review_note'),
});
