// Drizzle mirror of migration 0015_operator.sql (the SQL file is the source of truth). The columns
// that migration adds to contact_messages and leads (county, handling state) are declared with those
// tables, in contact.schema.ts and leads.schema.ts; operator.repository.ts reads and writes them there.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Foreign keys to another module's table (users) are declared in the SQL migrations only, not
// here: a module's schema imports no other module's (decision 149).

/** Accounts holding the operator role (granted by the CLI only, decision 103). */
export const operators = pgTable('operators', {
  userId: uuid('user_id').primaryKey() /* → users(id) on delete cascade, in SQL */,
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What operators did: views of a person's details, status changes, exports (decision 105). */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid('operator_id') /* → users(id) on delete set null, in SQL */,
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind'),
    subjectId: text('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('operator_audit_newest_idx').on(t.at.desc(), t.id.desc())],
);
