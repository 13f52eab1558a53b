import type { Database } from '#db/client.ts';
import { badRequest } from '#lib/errors.ts';

/**
 * The operator area's SQL (decision 104). Every list is newest first and paged by keyset on
 * (created_at, id) over the indexes of migration 0015, so a page costs the same at row 100 000 as at
 * row 1; a filter that matches often stops after a few index entries, a search uses the trigram
 * indexes. Only the conditions that are set are written into the statement.
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

/** Collects parameters; `p(value)` answers its placeholder. */
function params() {
  const values: unknown[] = [];
  return {
    values,
    p: (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
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

// ---- Inbox: contact messages ----

export interface HandlingRow {
  read_at: Date | null;
  handled_at: Date | null;
  handled_by_email: string | null;
  handled_note: string | null;
}

export interface MessageRow extends HandlingRow {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date;
  mailed_at: Date | null;
  k: string;
}

export interface InboxFilter {
  q?: string | undefined;
  county?: string | undefined;
  status?: 'new' | 'handled' | undefined;
}

const MESSAGE_COLUMNS = `m.id, m.name, m.email, m.message, m.created_at, m.mailed_at, m.read_at, m.handled_at,
  m.handled_by_email, m.handled_note, m.created_at::text as k`;

export async function listMessages(
  database: Database,
  filter: InboxFilter,
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: MessageRow[]; next: string | null }> {
  const { values, p } = params();
  const where: string[] = [];
  if (filter.q)
    where.push(`lower(m.name || ' ' || m.email || ' ' || m.message) like ${p(likePattern(filter.q))}`);
  if (filter.status === 'new') where.push('m.handled_at is null');
  if (filter.status === 'handled') where.push('m.handled_at is not null');
  if (page.cursor)
    where.push(`(m.created_at, m.id) < (${p(page.cursor.at)}::timestamptz, ${p(page.cursor.id)}::uuid)`);
  const rows = await database.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from contact_messages m
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by m.created_at desc, m.id desc limit ${p(page.limit + 1)}`,
    values,
  );
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findMessage(database: Database, id: string): Promise<MessageRow | undefined> {
  if (!isIdOf('uuid', id)) return undefined;
  const rows = await database.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from contact_messages m where m.id = $1`,
    [id],
  );
  return rows[0];
}

// ---- Inbox: free-assessment leads ----

export interface LeadDbRow extends HandlingRow {
  id: string;
  email: string;
  phone: string;
  street: string;
  unit: string;
  city: string;
  state: string;
  zip_code: string;
  county: string | null;
  job_id: string | null;
  result: Record<string, unknown>;
  submissions: number;
  created_at: Date;
  k: string;
}

const LEAD_COLUMNS = `l.id, l.email, l.phone, l.street, l.unit, l.city, l.state, l.zip_code, l.county, l.job_id,
  l.result, l.submissions, l.created_at, l.read_at, l.handled_at, l.handled_by_email, l.handled_note,
  l.created_at::text as k`;

export async function listLeads(
  database: Database,
  filter: InboxFilter,
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: LeadDbRow[]; next: string | null }> {
  const { values, p } = params();
  const where: string[] = [];
  if (filter.q)
    where.push(
      `lower(l.email || ' ' || l.phone || ' ' || l.street || ' ' || l.city || ' ' || l.zip_code) like ${p(likePattern(filter.q))}`,
    );
  if (filter.county) where.push(`l.county = ${p(filter.county)}`);
  if (filter.status === 'new') where.push('l.handled_at is null');
  if (filter.status === 'handled') where.push('l.handled_at is not null');
  if (page.cursor)
    where.push(`(l.created_at, l.id) < (${p(page.cursor.at)}::timestamptz, ${p(page.cursor.id)}::uuid)`);
  const rows = await database.query<LeadDbRow>(
    `select ${LEAD_COLUMNS} from leads l
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by l.created_at desc, l.id desc limit ${p(page.limit + 1)}`,
    values,
  );
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findLead(database: Database, id: string): Promise<LeadDbRow | undefined> {
  if (!isIdOf('uuid', id)) return undefined;
  const rows = await database.query<LeadDbRow>(`select ${LEAD_COLUMNS} from leads l where l.id = $1`, [id]);
  return rows[0];
}

// ---- Handling state (both inbox tables) ----

const INBOX_TABLES = { message: 'contact_messages', lead: 'leads' } as const;
export type InboxKind = keyof typeof INBOX_TABLES;

/** Marks an item read (first opening); false when there is no such item. */
export async function markRead(database: Database, kind: InboxKind, id: string): Promise<void> {
  await database.query(`update ${INBOX_TABLES[kind]} set read_at = now() where id = $1 and read_at is null`, [
    id,
  ]);
}

/** Sets the status: handled (by whom, when, with the note) or back to new. */
export async function setHandled(
  database: Database,
  kind: InboxKind,
  id: string,
  change: { status: 'new' | 'handled'; note: string; operatorId: string; operatorEmail: string },
): Promise<boolean> {
  if (!isIdOf('uuid', id)) return false;
  const rows =
    change.status === 'handled'
      ? await database.query(
          `update ${INBOX_TABLES[kind]} set handled_at = now(), handled_by = $2, handled_by_email = $3,
             handled_note = $4, read_at = coalesce(read_at, now()) where id = $1 returning id`,
          [id, change.operatorId, change.operatorEmail, change.note || null],
        )
      : await database.query(
          `update ${INBOX_TABLES[kind]} set handled_at = null, handled_by = null, handled_by_email = null,
             handled_note = $2, read_at = coalesce(read_at, now()) where id = $1 returning id`,
          [id, change.note || null],
        );
  return rows.length > 0;
}

export async function unreadCounts(database: Database): Promise<{ messages: number; leads: number }> {
  const [row] = await database.query<{ messages: number; leads: number }>(
    `select (select count(*) from contact_messages where read_at is null)::int as messages,
            (select count(*) from leads where read_at is null)::int as leads`,
  );
  return row ?? { messages: 0, leads: 0 };
}

// ---- Orders ----

export interface OrderDbRow {
  id: string;
  job_id: string;
  created_at: Date;
  tier: 'basic' | 'guarantee';
  amount_cents: number;
  status: 'pending' | 'paid';
  paid_at: Date | null;
  buyer_email: string | null;
  user_id: string | null;
  user_email: string | null;
  first_name: string | null;
  phone_number: string | null;
  property_county: string | null;
  info: Record<string, unknown> | null;
  outcome: 'granted' | 'reduced' | 'denied' | 'withdrawn_by_board' | 'withdrawn_by_owner' | null;
  decided_on: string | Date | null;
  k: string;
}

export interface OrdersFilter {
  q?: string | undefined;
  /** County key plus the spellings an analysis result may hold (key, name, "name county"). */
  county?: string[] | undefined;
  payment?: 'pending' | 'paid' | undefined;
  userId?: string | undefined;
}

const ORDER_SQL = `select o.id, o.job_id, o.created_at, o.tier, o.amount_cents, o.status, o.paid_at, o.buyer_email,
    o.user_id, u.email as user_email, u.first_name, u.phone_number, p.county as property_county,
    j.result->'property_info' as info, ao.outcome, ao.decided_on::text as decided_on, o.created_at::text as k
  from orders o
  left join analysis_jobs j on j.id = o.job_id
  left join properties p on p.id = j.property_id
  left join users u on u.id = o.user_id
  left join appeal_outcomes ao on ao.order_id = o.id`;

export async function listOrders(
  database: Database,
  filter: OrdersFilter,
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: OrderDbRow[]; next: string | null }> {
  const { values, p } = params();
  const where: string[] = [];
  if (filter.q)
    where.push(
      `lower(concat_ws(' ', o.id, o.buyer_email, u.email, u.first_name, j.result->'property_info'->>'street',
        j.result->'property_info'->>'city', j.result->'property_info'->>'zip')) like ${p(likePattern(filter.q))}`,
    );
  if (filter.county)
    where.push(
      `coalesce(p.county, lower(j.result->'property_info'->>'county')) = any(${p(filter.county)}::text[])`,
    );
  if (filter.payment) where.push(`o.status = ${p(filter.payment)}`);
  if (filter.userId) where.push(`o.user_id = ${p(filter.userId)}::uuid`);
  if (page.cursor)
    where.push(`(o.created_at, o.id) < (${p(page.cursor.at)}::timestamptz, ${p(page.cursor.id)}::text)`);
  const rows = await database.query<OrderDbRow>(
    `${ORDER_SQL} ${where.length ? `where ${where.join(' and ')}` : ''}
     order by o.created_at desc, o.id desc limit ${p(page.limit + 1)}`,
    values,
  );
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findOrder(database: Database, id: string): Promise<OrderDbRow | undefined> {
  if (!isIdOf('text', id)) return undefined;
  const rows = await database.query<OrderDbRow>(`${ORDER_SQL} where o.id = $1`, [id]);
  return rows[0];
}

// ---- Users (never the password hash or any token) ----

export interface UserDbRow {
  id: string;
  email: string;
  first_name: string;
  phone_number: string;
  created_at: Date;
  operator: boolean;
  orders: number;
  k: string;
}

const USER_SQL = `select u.id, u.email, u.first_name, u.phone_number, u.created_at,
    exists (select 1 from operators op where op.user_id = u.id) as operator,
    (select count(*) from orders o where o.user_id = u.id)::int as orders, u.created_at::text as k
  from users u`;

export async function listUsers(
  database: Database,
  filter: { q?: string | undefined },
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: UserDbRow[]; next: string | null }> {
  const { values, p } = params();
  const where: string[] = [];
  if (filter.q)
    where.push(
      `lower(u.email || ' ' || u.first_name || ' ' || u.phone_number) like ${p(likePattern(filter.q))}`,
    );
  if (page.cursor)
    where.push(`(u.created_at, u.id) < (${p(page.cursor.at)}::timestamptz, ${p(page.cursor.id)}::uuid)`);
  const rows = await database.query<UserDbRow>(
    `${USER_SQL} ${where.length ? `where ${where.join(' and ')}` : ''}
     order by u.created_at desc, u.id desc limit ${p(page.limit + 1)}`,
    values,
  );
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function findUser(database: Database, id: string): Promise<UserDbRow | undefined> {
  if (!isIdOf('uuid', id)) return undefined;
  const rows = await database.query<UserDbRow>(`${USER_SQL} where u.id = $1`, [id]);
  return rows[0];
}

// ---- Outbox ----

export interface OutboxDbRow {
  id: string;
  to_address: string;
  subject: string;
  body: string | null;
  attachments: string[] | null;
  created_at: Date;
  sent_at: Date | null;
  last_error: string | null;
  k: string;
}

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
  const { values, p } = params();
  const to = p(operatorAddress.toLowerCase());
  const where: string[] = [];
  if (filter.q) where.push(`lower(ob.to_address || ' ' || ob.subject) like ${p(likePattern(filter.q))}`);
  if (page.cursor)
    where.push(`(ob.created_at, ob.id) < (${p(page.cursor.at)}::timestamptz, ${p(page.cursor.id)}::uuid)`);
  const rows = await database.query<OutboxDbRow>(
    `select ob.id, ob.to_address, ob.subject,
       case when lower(ob.to_address) = ${to} then ob.text_body end as body,
       (select coalesce(jsonb_agg(a->>'filename'), '[]'::jsonb) from jsonb_array_elements(ob.attachments) a) as attachments,
       ob.created_at, ob.sent_at, ob.last_error, ob.created_at::text as k
     from outbox ob ${where.length ? `where ${where.join(' and ')}` : ''}
     order by ob.created_at desc, ob.id desc limit ${p(page.limit + 1)}`,
    values,
  );
  return pageOf(rows, page.limit, (r) => r.id);
}

export async function outboxWaiting(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from outbox where sent_at is null',
  );
  return row?.n ?? 0;
}

// ---- Audit trail ----

export interface AuditEntry {
  operatorId: string;
  operatorEmail: string;
  action: string;
  subjectKind?: string | undefined;
  subjectId?: string | undefined;
  detail?: Record<string, unknown> | undefined;
}

export async function recordAudit(database: Database, entry: AuditEntry): Promise<void> {
  await database.query(
    `insert into operator_audit (operator_id, operator_email, action, subject_kind, subject_id, detail)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      entry.operatorId,
      entry.operatorEmail,
      entry.action,
      entry.subjectKind ?? null,
      entry.subjectId ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}

export interface AuditDbRow {
  id: string;
  at: Date;
  operator_email: string;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  detail: Record<string, unknown>;
  k: string;
}

export async function listAudit(
  database: Database,
  filter: { q?: string | undefined },
  page: { cursor?: Cursor | undefined; limit: number },
): Promise<{ rows: AuditDbRow[]; next: string | null }> {
  const { values, p } = params();
  const where: string[] = [];
  if (filter.q)
    where.push(
      `lower(a.operator_email || ' ' || a.action || ' ' || coalesce(a.subject_id, '')) like ${p(likePattern(filter.q))}`,
    );
  if (page.cursor)
    where.push(`(a.at, a.id) < (${p(page.cursor.at)}::timestamptz, ${p(page.cursor.id)}::bigint)`);
  const rows = await database.query<AuditDbRow>(
    `select a.id::text as id, a.at, a.operator_email, a.action, a.subject_kind, a.subject_id, a.detail, a.at::text as k
     from operator_audit a ${where.length ? `where ${where.join(' and ')}` : ''}
     order by a.at desc, a.id desc limit ${p(page.limit + 1)}`,
    values,
  );
  return pageOf(rows, page.limit, (r) => r.id);
}
