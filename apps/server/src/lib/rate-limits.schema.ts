import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Shared rate-limit counters (migration 0011, unlogged; decision 096). Times are epoch milliseconds. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
    blockedUntil: bigint('blocked_until', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
