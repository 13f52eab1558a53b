import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { badRequest } from '#lib/errors.ts';
import { outbox } from '#lib/outbox.schema.ts';
import { appealApplications, appealOutcomes, appealProgress } from '#modules/appeals/appeals.schema.ts';
import { users } from '#modules/auth/auth.schema.ts';
import { contactMessages } from '#modules/contact/contact.schema.ts';
import { leads } from '#modules/leads/leads.schema.ts';
import { orders } from '#modules/payments/payments.schema.ts';
import { analysisJobs, properties } from '#modules/properties/properties.schema.ts';
import { operatorAudit, operators } from './operator.schema.ts';

/**
 * The operator area's queries (decision 104), through Drizzle (decision 149). Every list is newest
 * first and paged by keyset on (created_at, id) over the indexes of migration 0015, so a page costs
 * the same at row 100 000 as at row 1; a filter that matches often stops after a few index entries, a
 * search uses the trigram indexes (its expression is the index's). Only the conditions that are set
 * are written into the statement. Other modules' tables are read through their schemas (read-only);
 * the rows' types are those of the selections below.
 */

/** A position in a list: the last row's timestamp (as PostgreSQL printed it, full precision) and id. */
export interface Cursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const ID_SHAPES = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  text: /^[\w-]{1,100}$/,
  bigint: /^\d{1,18}$/,
} as const;
type IdShape = keyof typeof ID_SHAPES;

export const INVALID_PAGE = 'That page link is not valid. Start again from the first page.';

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined, shape: IdShape): Cursor | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_PAGE);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !CURSOR_AT.test(parsed[0]) ||
    !ID_SHAPES[shape].test(parsed[1])
  )
    throw badRequest(INVALID_PAGE);
  return { at: parsed[0], id: parsed[1] };
}

/** True when the text is a well-formed id of that shape (a malformed one cannot name a row). */
export const isIdOf = (shape: IdShape, id: string) => ID_SHAPES[shape].test(id);

/** `%text%` for LIKE over lower-cased columns, with the pattern characters taken literally. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows of one page plus one, so the caller knows whether another page follows. */
function pageOf<R extends { k: string }>(
  rows: R[],
  limit: number,
  idOf: (row: R) => string,
): { rows: R[]; next: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, next: more && last ? encodeCursor({ at: last.k, id: idOf(last) }) : null };
}

/** `lower(<text>) like <pattern>` with the pattern characters of q taken literally. */
const matches = (text: SQL, q: string) => sql`lower(${text}) like ${likePattern(q)}`;

/** The keyset: rows after the cursor in (at desc, id desc) order; no condition on the first page. */
const after = (at: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | undefined, idType: IdShape) =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::${sql.raw(idType)})` : undefined;

/** The order every list is paged in: newest first, the id breaking ties. */
const newestFirst = (at: AnyPgColumn, id: AnyPgColumn) => [desc(at), desc(id)];

/** Still open or handled (migration 0015's handling state); no condition when no status is asked for. */
const handlingIs = (handledAt: AnyPgColumn, status: 'new' | 'handled' | undefined) =>
  status === 'new' ? isNull(handledAt) : status === 'handled' ? isNotNull(handledAt) : undefined;

/** The handling state both inbox tables carry, as the lists read it. */
const handlingOf = <T extends typeof contactMessages | typeof leads>(t: T) => ({
  read_at: t.readAt,
  handled_at: t.handledAt,
  handled_by_email: t.handledByEmail,
  handled_note: t.handledNote,
});

// ---- Inbox: contact messages ----

const MESSAGE = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  created_at: contactMessages.createdAt,
  mailed_at: contactMessages.mailedAt,
  ...handlingOf(contactMessages),
  k: sql<string>`${contactMessages.createdAt}::text`,
};
const selectMessages = (database: Database) => database.db.select(MESSAGE).from(contactMessages).$dynamic();

export type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];
/** The handling state both inbox tables carry (migration 0015). */
export type HandlingRow = Pick<MessageRow, 'read_at' | 'handled_at' | 'handled_by_email' | 'handled_note'>;

export interface InboxFilter {
  q?: string | undefined;
  county?: string | undefined;
  status?: 'new' | 'handled' | undefined;
}

export async function listMessages(
  database: Database,
  filter: InboxFilter,
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: MessageRow[]; next: string | null }> {
  const m = contactMessages;
  const rows = await selectMessages(database)
    .where(
      and(
        filter.q ? matches(sql`${m.name} || ' ' || ${m.email} || ' ' || ${m.message}`, filter.q) : undefined,
        handlingIs(m.handledAt, filter.status),
        after(m.createdAt, m.id, page.cursor, 'uuid'),
      ),
    )
    .orderBy(...newestFirst(m.createdAt, m.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findMessage(database: Database, id: string): Promise<MessageRow | undefined> {
  if (!isIdOf('uuid', id)) return undefined;
  const rows = await selectMessages(database).where(eq(contactMessages.id, id));
  return rows[0];
}

// ---- Inbox: free-assessment leads ----

const LEAD = {
  id: leads.id,
  email: leads.email,
  phone: leads.phone,
  street: leads.street,
  unit: leads.unit,
  city: leads.city,
  state: leads.state,
  zip_code: leads.zipCode,
  county: leads.county,
  job_id: leads.jobId,
  result: leads.result,
  submissions: leads.submissions,
  created_at: leads.createdAt,
  ...handlingOf(leads),
  k: sql<string>`${leads.createdAt}::text`,
};
const selectLeads = (database: Database) => database.db.select(LEAD).from(leads).$dynamic();

export type LeadDbRow = Awaited<ReturnType<typeof selectLeads>>[number];

export async function listLeads(
  database: Database,
  filter: InboxFilter,
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: LeadDbRow[]; next: string | null }> {
  const l = leads;
  const rows = await selectLeads(database)
    .where(
      and(
        filter.q
          ? matches(
              sql`${l.email} || ' ' || ${l.phone} || ' ' || ${l.street} || ' ' || ${l.city} || ' ' || ${l.zipCode}`,
              filter.q,
            )
          : undefined,
        filter.county ? eq(l.county, filter.county) : undefined,
        handlingIs(l.handledAt, filter.status),
        after(l.createdAt, l.id, page.cursor, 'uuid'),
      ),
    )
    .orderBy(...newestFirst(l.createdAt, l.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findLead(database: Database, id: string): Promise<LeadDbRow | undefined> {
  if (!isIdOf('uuid', id)) return undefined;
  const rows = await selectLeads(database).where(eq(leads.id, id));
  return rows[0];
}

// ---- Handling state (both inbox tables) ----

const INBOX_TABLES = { message: contactMessages, lead: leads } as const;
export type InboxKind = keyof typeof INBOX_TABLES;

/** Marks an item read (first opening); nothing happens when there is no such item. */
export async function markRead(database: Database, kind: InboxKind, id: string): Promise<void> {
  const t = INBOX_TABLES[kind];
  await database.db
    .update(t)
    .set({ readAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.readAt)));
}

/** Sets the status: handled (by whom, when, with the note) or back to new. */
export async function setHandled(
  database: Database,
  kind: InboxKind,
  id: string,
  change: { status: 'new' | 'handled'; note: string; operatorId: string; operatorEmail: string },
): Promise<boolean> {
  if (!isIdOf('uuid', id)) return false;
  const t = INBOX_TABLES[kind];
  const handled = change.status === 'handled';
  const rows = await database.db
    .update(t)
    .set({
      handledAt: handled ? sql`now()` : null,
      handledBy: handled ? change.operatorId : null,
      handledByEmail: handled ? change.operatorEmail : null,
      handledNote: change.note || null,
      readAt: sql`coalesce(${t.readAt}, now())`,
    })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function unreadCounts(database: Database): Promise<{ messages: number; leads: number }> {
  // One statement: the unread leads are counted in a subquery beside the unread messages.
  const [row] = await database.db
    .select({
      messages: count(),
      leads: sql<number>`(select count(*) from ${leads} where ${leads.readAt} is null)::int`,
    })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row ?? { messages: 0, leads: 0 };
}

// ---- Orders ----

export interface OrdersFilter {
  q?: string | undefined;
  /** County key plus the spellings an analysis result may hold (key, name, "name county"). */
  county?: string[] | undefined;
  payment?: 'pending' | 'paid' | undefined;
  userId?: string | undefined;
}

const INFO = sql`${analysisJobs.result}->'property_info'`;
const ORDER = {
  id: orders.id,
  job_id: orders.jobId,
  created_at: orders.createdAt,
  tier: orders.tier,
  amount_cents: orders.amountCents,
  status: orders.status,
  paid_at: orders.paidAt,
  notice_type: orders.noticeType,
  notice_date: orders.noticeDate,
  event_date: orders.eventDate,
  buyer_email: orders.buyerEmail,
  user_id: orders.userId,
  user_email: users.email,
  first_name: users.firstName,
  phone_number: users.phoneNumber,
  property_county: properties.county,
  info: sql<Record<string, unknown> | null>`${INFO}`,
  outcome: appealOutcomes.outcome,
  decided_on: appealOutcomes.decidedOn,
  k: sql<string>`${orders.createdAt}::text`,
};
const selectOrders = (database: Database) =>
  database.db
    .select(ORDER)
    .from(orders)
    .leftJoin(analysisJobs, eq(analysisJobs.id, orders.jobId))
    .leftJoin(properties, eq(properties.id, analysisJobs.propertyId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(appealOutcomes, eq(appealOutcomes.orderId, orders.id))
    .$dynamic();

export type OrderDbRow = Awaited<ReturnType<typeof selectOrders>>[number];

export async function listOrders(
  database: Database,
  filter: OrdersFilter,
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: OrderDbRow[]; next: string | null }> {
  const o = orders;
  const rows = await selectOrders(database)
    .where(
      and(
        filter.q
          ? matches(
              sql`concat_ws(' ', ${o.id}, ${o.buyerEmail}, ${users.email}, ${users.firstName}, ${INFO}->>'street',
                ${INFO}->>'city', ${INFO}->>'zip')`,
              filter.q,
            )
          : undefined,
        filter.county
          ? inArray(sql`coalesce(${properties.county}, lower(${INFO}->>'county'))`, filter.county)
          : undefined,
        filter.payment ? eq(o.status, filter.payment) : undefined,
        filter.userId ? eq(o.userId, filter.userId) : undefined,
        after(o.createdAt, o.id, page.cursor, 'text'),
      ),
    )
    .orderBy(...newestFirst(o.createdAt, o.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findOrder(database: Database, id: string): Promise<OrderDbRow | undefined> {
  if (!isIdOf('text', id)) return undefined;
  const rows = await selectOrders(database).where(eq(orders.id, id));
  return rows[0];
}

// ---- The appeals pipeline (decision 240) ----

/** Every paid order with what the stages need: its county and home, the form, the filing, the hearing, the decision. */
export async function pipelineRows(database: Database) {
  return database.db
    .select({
      id: orders.id,
      paid_at: orders.paidAt,
      notice_type: orders.noticeType,
      notice_date: orders.noticeDate,
      event_date: orders.eventDate,
      county: sql<string | null>`coalesce(${properties.county}, lower(${INFO}->>'county'))`,
      street: sql<string | null>`${INFO}->>'street'`,
      city: sql<string | null>`${INFO}->>'city'`,
      form_generated: sql<boolean>`exists (select 1 from ${appealApplications} where ${appealApplications.orderId} = ${orders.id})`,
      filed_on: appealProgress.filedOn,
      hearing_on: appealProgress.hearingOn,
      decided_on: appealOutcomes.decidedOn,
    })
    .from(orders)
    .leftJoin(analysisJobs, eq(analysisJobs.id, orders.jobId))
    .leftJoin(properties, eq(properties.id, analysisJobs.propertyId))
    .leftJoin(appealProgress, eq(appealProgress.orderId, orders.id))
    .leftJoin(appealOutcomes, eq(appealOutcomes.orderId, orders.id))
    .where(eq(orders.status, 'paid'));
}

// ---- Users (never the password hash or any token) ----

/**
 * The outer row's id, table-qualified: Drizzle writes a one-table select's columns unqualified, and an
 * unqualified "id" inside the correlated subqueries below would name the inner table's.
 */
const USER_ID = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
const USER = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  phone_number: users.phoneNumber,
  created_at: users.createdAt,
  operator: sql<boolean>`exists (select 1 from ${operators} where ${operators.userId} = ${USER_ID})`,
  orders: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${USER_ID})::int`,
  k: sql<string>`${users.createdAt}::text`,
};
const selectUsers = (database: Database) => database.db.select(USER).from(users).$dynamic();

export type UserDbRow = Awaited<ReturnType<typeof selectUsers>>[number];

export async function listUsers(
  database: Database,
  filter: { q?: string | undefined },
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: UserDbRow[]; next: string | null }> {
  const u = users;
  const rows = await selectUsers(database)
    .where(
      and(
        filter.q
          ? matches(sql`${u.email} || ' ' || ${u.firstName} || ' ' || ${u.phoneNumber}`, filter.q)
          : undefined,
        after(u.createdAt, u.id, page.cursor, 'uuid'),
      ),
    )
    .orderBy(...newestFirst(u.createdAt, u.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findUser(database: Database, id: string): Promise<UserDbRow | undefined> {
  if (!isIdOf('uuid', id)) return undefined;
  const rows = await selectUsers(database).where(eq(users.id, id));
  return rows[0];
}

// ---- Outbox ----

/** The outbox's columns an operator sees; the body only for mail to `operatorAddress`. */
const outboxSelection = (operatorAddress: string) => ({
  id: outbox.id,
  to_address: outbox.toAddress,
  subject: outbox.subject,
  body: sql<
    string | null
  >`case when lower(${outbox.toAddress}) = ${operatorAddress.toLowerCase()} then ${outbox.textBody} end`,
  attachments: sql<
    string[] | null
  >`(select coalesce(jsonb_agg(a->>'filename'), '[]'::jsonb) from jsonb_array_elements(${outbox.attachments}) a)`,
  created_at: outbox.createdAt,
  sent_at: outbox.sentAt,
  last_error: outbox.lastError,
  k: sql<string>`${outbox.createdAt}::text`,
});
const selectOutbox = (database: Database, operatorAddress: string) =>
  database.db.select(outboxSelection(operatorAddress)).from(outbox).$dynamic();

export type OutboxDbRow = Awaited<ReturnType<typeof selectOutbox>>[number];

/**
 * The outbox, newest first. The body is read only for mail to the brokerage's own address: mail to a
 * person may carry a password-reset or confirmation link, which no operator may see (decision 105).
 */
export async function listOutbox(
  database: Database,
  operatorAddress: string,
  filter: { q?: string | undefined },
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: OutboxDbRow[]; next: string | null }> {
  const ob = outbox;
  const rows = await selectOutbox(database, operatorAddress)
    .where(
      and(
        filter.q ? matches(sql`${ob.toAddress} || ' ' || ${ob.subject}`, filter.q) : undefined,
        after(ob.createdAt, ob.id, page.cursor, 'uuid'),
      ),
    )
    .orderBy(...newestFirst(ob.createdAt, ob.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function outboxWaiting(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  return row?.n ?? 0;
}

// ---- Audit trail ----

export interface AuditEntry {
  /** Null for what the server did on its own (the MLS sync, decision 239). */
  operatorId: string | null;
  operatorEmail: string;
  action: string;
  subjectKind?: string | undefined;
  subjectId?: string | undefined;
  detail?: Record<string, unknown> | undefined;
}

export async function recordAudit(database: Database, entry: AuditEntry): Promise<void> {
  await database.db.insert(operatorAudit).values({
    operatorId: entry.operatorId,
    operatorEmail: entry.operatorEmail,
    action: entry.action,
    subjectKind: entry.subjectKind ?? null,
    subjectId: entry.subjectId ?? null,
    detail: entry.detail ?? {},
  });
}

const AUDIT = {
  id: sql<string>`${operatorAudit.id}::text`,
  at: operatorAudit.at,
  operator_email: operatorAudit.operatorEmail,
  action: operatorAudit.action,
  subject_kind: operatorAudit.subjectKind,
  subject_id: operatorAudit.subjectId,
  detail: operatorAudit.detail,
  k: sql<string>`${operatorAudit.at}::text`,
};
const selectAudit = (database: Database) => database.db.select(AUDIT).from(operatorAudit).$dynamic();

export type AuditDbRow = Awaited<ReturnType<typeof selectAudit>>[number];

export async function listAudit(
  database: Database,
  filter: { q?: string | undefined },
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: AuditDbRow[]; next: string | null }> {
  const a = operatorAudit;
  const rows = await selectAudit(database)
    .where(
      and(
        filter.q
          ? matches(
              sql`${a.operatorEmail} || ' ' || ${a.action} || ' ' || coalesce(${a.subjectId}, '')`,
              filter.q,
            )
          : undefined,
        after(a.at, a.id, page.cursor, 'bigint'),
      ),
    )
    .orderBy(...newestFirst(a.at, a.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (r) => r.id);
}
