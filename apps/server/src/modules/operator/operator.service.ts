import { isoCalendarDate } from '@homie/contracts/appeals-dates';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { noticeOfRow, orderDeadline } from '@homie/contracts/notice-appeals';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import type {
  AuditItem,
  InboxQuery,
  LeadItem,
  MessageDetail,
  MessageItem,
  MessagesQuery,
  OperatorSummary,
  OrderItem,
  OrdersQuery,
  OutboxItem,
  OutboxMessage,
  Page,
  SearchPageQuery,
  StatusChange,
  UserDetail,
  UserItem,
  Pipeline,
} from '@homie/contracts/operator';
import { PLANS } from '@homie/contracts/payments';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { conflict, notFound } from '#lib/errors.ts';
import { findKeptMail, type KeptMail, keptMailAsEml, markKeptMailDelivered } from '#lib/mailer.ts';
import { countyKeyOf } from '#modules/properties/properties.plugin.ts';
import { pipelineOf } from './operator.pipeline.ts';
import * as repo from './operator.repository.ts';

/** The operator making the request (the role was checked by the route's onRequest hook). */
export interface Operator {
  id: string;
  email: string;
}

export interface OperatorDeps {
  database: Database;
  /** MAIL_FROM: the sender of an .eml an operator downloads (decision 211). */
  mailFrom?: string;
  clock?: Clock;
  /** CONTACT_TO: the brokerage's own address (outbox bodies are shown only for mail to it). */
  operatorAddress: string;
  smtpConfigured: boolean;
}

const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

const EXCERPT = 160;

export const MAIL_ALREADY_DELIVERED = 'This e-mail was already delivered; it is no longer shown.';

function handling(row: repo.HandlingRow) {
  return {
    status: row.handled_at ? ('handled' as const) : ('new' as const),
    read: row.read_at !== null,
    handled_at: iso(row.handled_at),
    handled_by: row.handled_by_email,
    note: row.handled_note,
  };
}

export function messageItem(row: repo.MessageRow): MessageItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    excerpt: row.message.length > EXCERPT ? `${row.message.slice(0, EXCERPT)}…` : row.message,
    created_at: iso(row.created_at)!,
    mailed: row.mailed_at !== null,
    ...handling(row),
  };
}

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const leadAddress = (row: Pick<repo.LeadDbRow, 'street' | 'unit' | 'city' | 'state' | 'zip_code'>) =>
  [row.street, row.unit, row.city, row.state, row.zip_code].filter(Boolean).join(', ');

export function leadItem(row: repo.LeadDbRow): LeadItem {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    address: leadAddress(row),
    county: row.county,
    assessed_value: numberOr(row.result?.assessed_value),
    market_value: numberOr(row.result?.market_value),
    saving: numberOr(row.result?.saving),
    job_id: row.job_id,
    submissions: row.submissions,
    created_at: iso(row.created_at)!,
    ...handling(row),
  };
}

/** The county of an order's analysed home: the property's, else the one its analysis names. */
function orderCounty(row: repo.OrderDbRow): CountyKey | null {
  return countyKeyOf(row.property_county) ?? countyKeyOf(String(row.info?.county ?? ''));
}

function propertyLine(info: Record<string, unknown> | null): string | null {
  if (!info) return null;
  const parts = ['street', 'unit', 'city', 'state', 'zip']
    .map((key) => info[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return parts.length ? parts.join(', ') : null;
}

const dateText = isoCalendarDate;

/**
 * An order as the operator sees it. `withContact` adds the buyer's name and phone (a view of a person's
 * details, recorded in the audit trail); lists carry the buyer's e-mail only.
 */
export function orderItem(row: repo.OrderDbRow, withContact: boolean): OrderItem {
  const county = orderCounty(row);
  const at = row.paid_at ?? row.created_at;
  // The order's own period: the roll year open when it was paid (decision 226), as My appeals says.
  // Its last day does not depend on today: the notice is read as of the payment, when it was checked.
  const paidOn = californiaDate(new Date(at));
  const due = county ? orderDeadline(county, new Date(at), noticeOfRow(row), paidOn) : null;
  const deadline = due ? dateText(due.closes) : null;
  const decided = row.decided_on == null ? null : String(iso(row.decided_on)).slice(0, 10);
  return {
    id: row.id,
    job_id: row.job_id,
    created_at: iso(row.created_at)!,
    property: propertyLine(row.info),
    county,
    plan: row.tier,
    plan_name: PLANS[row.tier]?.name ?? row.tier,
    amount_cents: row.amount_cents,
    payment: row.status,
    paid_at: iso(row.paid_at),
    deadline,
    outcome: row.outcome,
    outcome_decided_on: typeof row.decided_on === 'string' ? row.decided_on : decided,
    buyer: {
      kind: row.user_id ? 'account' : 'guest',
      user_id: row.user_id,
      email: row.user_email ?? row.buyer_email,
      name: withContact ? row.first_name : null,
      phone: withContact ? row.phone_number || null : null,
    },
  };
}

export function userItem(row: repo.UserDbRow): UserItem {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    phone_number: row.phone_number,
    created_at: iso(row.created_at)!,
    operator: row.operator,
    orders: row.orders,
  };
}

/** The spellings a county may have in stored data: its key, its name, "<name> county" (lower case). */
export function countySpellings(county: CountyKey | undefined): string[] | undefined {
  if (!county) return undefined;
  const name = COUNTIES[county].name.toLowerCase();
  return [county, name, `${name} county`];
}

export function createOperatorService(deps: OperatorDeps) {
  const { database } = deps;
  const audit = (operator: Operator, entry: Omit<repo.AuditEntry, 'operatorId' | 'operatorEmail'>) =>
    repo.recordAudit(database, { operatorId: operator.id, operatorEmail: operator.email, ...entry });

  const noSuch = (kind: repo.InboxKind) => (kind === 'message' ? 'No such message.' : 'No such lead.');
  /** A page of a list keyed by uuid, from the query's cursor and limit. */
  const uuidPage = (query: { cursor?: string | undefined; limit: number }) => ({
    cursor: repo.decodeCursor(query.cursor, 'uuid'),
    limit: query.limit,
  });

  /** An inbox item the operator opens: 404 when there is none, else marked read and the view audited. */
  async function openInboxItem<R>(
    operator: Operator,
    kind: repo.InboxKind,
    id: string,
    row: R | undefined,
  ): Promise<R> {
    if (!row) throw notFound(noSuch(kind));
    await repo.markRead(database, kind, id);
    await audit(operator, { action: `view_${kind}`, subjectKind: kind, subjectId: id });
    return row;
  }

  async function changeStatus(
    operator: Operator,
    kind: repo.InboxKind,
    id: string,
    change: Required<StatusChange>,
  ): Promise<void> {
    const done = await repo.setHandled(database, kind, id, {
      status: change.status,
      note: change.note,
      operatorId: operator.id,
      operatorEmail: operator.email,
    });
    if (!done) throw notFound(noSuch(kind));
    await audit(operator, {
      action: 'status_change',
      subjectKind: kind,
      subjectId: id,
      detail: { status: change.status, note: change.note },
    });
  }

  /** A message still waiting in the outbox (404 unknown; 409 once delivered: it is not shown again). */
  async function waitingMail(id: string): Promise<KeptMail> {
    const mail = await findKeptMail(database.db, id);
    if (!mail) throw notFound('No such e-mail.');
    if (mail.sentAt) throw conflict(MAIL_ALREADY_DELIVERED);
    return mail;
  }
  const outboxItemOf = (mail: KeptMail, withBody = true): OutboxItem => ({
    id: mail.id,
    to: mail.toAddress,
    subject: mail.subject,
    body: withBody ? mail.textBody : null,
    attachments: mail.attachments.map((a) => a.filename),
    created_at: iso(mail.createdAt)!,
    sent_at: iso(mail.sentAt),
    last_error: mail.lastError,
  });

  return {
    async summary(operator: Operator): Promise<OperatorSummary> {
      const [unread, waiting] = await Promise.all([
        repo.unreadCounts(database),
        repo.outboxWaiting(database),
      ]);
      return {
        operator: operator.email,
        unread: { ...unread, total: unread.messages + unread.leads },
        outbox: { waiting },
        mail_delivery: deps.smtpConfigured,
      };
    },

    /** Paid appeals by county and stage, and the ones that need a look (decision 240). */
    async pipeline(): Promise<Pipeline> {
      return pipelineOf(await repo.pipelineRows(database), deps.clock?.now() ?? new Date());
    },

    async messages(query: MessagesQuery): Promise<Page<MessageItem>> {
      const { rows, next } = await repo.listMessages(database, query, uuidPage(query));
      return { items: rows.map(messageItem), next_cursor: next };
    },

    async message(operator: Operator, id: string): Promise<MessageDetail> {
      const row = await openInboxItem(operator, 'message', id, await repo.findMessage(database, id));
      return { ...messageItem(row), read: true, message: row.message };
    },

    async leads(query: InboxQuery): Promise<Page<LeadItem>> {
      const { rows, next } = await repo.listLeads(database, query, uuidPage(query));
      return { items: rows.map(leadItem), next_cursor: next };
    },

    async lead(operator: Operator, id: string): Promise<LeadItem> {
      const row = await openInboxItem(operator, 'lead', id, await repo.findLead(database, id));
      return { ...leadItem(row), read: true };
    },

    async changeMessageStatus(
      operator: Operator,
      id: string,
      change: Required<StatusChange>,
    ): Promise<MessageItem> {
      await changeStatus(operator, 'message', id, change);
      return messageItem((await repo.findMessage(database, id))!);
    },

    async changeLeadStatus(
      operator: Operator,
      id: string,
      change: Required<StatusChange>,
    ): Promise<LeadItem> {
      await changeStatus(operator, 'lead', id, change);
      return leadItem((await repo.findLead(database, id))!);
    },

    async orders(query: OrdersQuery): Promise<Page<OrderItem>> {
      const { rows, next } = await repo.listOrders(
        database,
        { q: query.q, payment: query.payment, county: countySpellings(query.county) },
        { cursor: repo.decodeCursor(query.cursor, 'text'), limit: query.limit },
      );
      return { items: rows.map((row) => orderItem(row, false)), next_cursor: next };
    },

    async order(operator: Operator, id: string): Promise<OrderItem> {
      const row = await repo.findOrder(database, id);
      if (!row) throw notFound('No such order.');
      await audit(operator, { action: 'view_order', subjectKind: 'order', subjectId: id });
      return orderItem(row, true);
    },

    async users(query: SearchPageQuery): Promise<Page<UserItem>> {
      const { rows, next } = await repo.listUsers(database, query, uuidPage(query));
      return { items: rows.map(userItem), next_cursor: next };
    },

    async user(operator: Operator, id: string): Promise<UserDetail> {
      const row = await repo.findUser(database, id);
      if (!row) throw notFound('No such user.');
      const orders = await repo.listOrders(database, { userId: id }, { limit: 100 });
      await audit(operator, { action: 'view_user', subjectKind: 'user', subjectId: id });
      return { ...userItem(row), order_list: orders.rows.map((o) => orderItem(o, true)) };
    },

    async outbox(query: SearchPageQuery): Promise<Page<OutboxItem>> {
      const { rows, next } = await repo.listOutbox(database, deps.operatorAddress, query, uuidPage(query));
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          body: row.body,
          attachments: row.attachments ?? [],
          created_at: iso(row.created_at)!,
          sent_at: iso(row.sent_at),
          last_error: row.last_error,
        })),
        next_cursor: next,
      };
    },

    /**
     * A waiting e-mail, whole, to deliver by hand (decision 211): an operator may read mail to a
     * person (a reset link too) only while it waits, and each opening is in the audit trail.
     */
    async outboxMessage(operator: Operator, id: string): Promise<OutboxMessage> {
      const mail = await waitingMail(id);
      await audit(operator, {
        action: 'open_mail',
        subjectKind: 'mail',
        subjectId: id,
        detail: { to: mail.toAddress },
      });
      return { ...outboxItemOf(mail), body: mail.textBody };
    },

    async outboxEml(operator: Operator, id: string): Promise<Buffer> {
      const mail = await waitingMail(id);
      await audit(operator, {
        action: 'download_mail',
        subjectKind: 'mail',
        subjectId: id,
        detail: { to: mail.toAddress },
      });
      return keptMailAsEml(mail, deps.mailFrom ?? 'Homie <no-reply@homie.local>');
    },

    async markDelivered(operator: Operator, id: string): Promise<OutboxItem> {
      const mail = await waitingMail(id);
      const now = deps.clock?.now() ?? new Date();
      if (!(await markKeptMailDelivered(database.db, id, now))) throw conflict(MAIL_ALREADY_DELIVERED);
      await audit(operator, {
        action: 'mark_delivered',
        subjectKind: 'mail',
        subjectId: id,
        detail: { to: mail.toAddress },
      });
      return outboxItemOf({ ...mail, sentAt: now, lastError: null }, false);
    },

    async audit(query: SearchPageQuery): Promise<Page<AuditItem>> {
      const { rows, next } = await repo.listAudit(database, query, {
        cursor: repo.decodeCursor(query.cursor, 'bigint'),
        limit: query.limit,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: iso(row.at)!,
          operator: row.operator_email,
          action: row.action,
          subject_kind: row.subject_kind,
          subject_id: row.subject_id,
          detail: row.detail ?? {},
        })),
        next_cursor: next,
      };
    },

    recordExport: (operator: Operator, what: string, filters: Record<string, unknown>) =>
      audit(operator, { action: 'export', subjectKind: what, detail: { filters } }),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
