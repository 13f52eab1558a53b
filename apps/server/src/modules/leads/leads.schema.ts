import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Free 2026 assessment sign-ups (migration 0004): one row per email and property. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    unit: text('unit').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    addressKey: text('address_key').notNull(),
    jobId: text('job_id'),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    source: text('source').notNull().default('free_2026_assessment'),
    submissions: integer('submissions').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Migration 0015 (operator): the county and the back office's handling state.
    county: text('county'),
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by') /* → users(id) on delete set null, in SQL */,
    handledByEmail: text('handled_by_email'),
    handledNote: text('handled_note'),
    // Migration 0033 (decision 206): the signed-in account that gave it; null for a visitor's.
    userId: uuid('user_id') /* → users(id) on delete cascade, in SQL */,
  },
  (t) => [
    unique('leads_email_address_key').on(t.emailLower, t.addressKey),
    index('leads_job_idx').on(t.jobId),
  ],
);
