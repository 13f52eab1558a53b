import type { Locale } from '@homie/contracts/locales';
import type { NoticeType } from '@homie/contracts/notice-appeals';
import type { FlowStatus, PlanTier } from '@homie/contracts/payments';
import {
  and,
  asc,
  desc,
  eq,
  type InferModelFromColumns,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db } from '#db/client.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { users } from '#modules/auth/auth.schema.ts';
import {
  appealCredits,
  orderReceiptKeys,
  orders,
  paymentSessions,
  paymentWebhookEvents,
} from './payments.schema.ts';

/**
 * Queries of the payments domain: orders, payment sessions and handled webhook events, through
 * Drizzle (decision 149). Rows keep the SQL's column names (job_id, paid_at, …): each row type is
 * the type of the select that reads it, from the schema. Three statements stay raw SQL, each one
 * data-modifying CTE that changes a session, its order (and a credit) together in one round trip:
 * closeSession, completeSession, redeemCredit; their row types are still the schema's.
 */

/** The columns of an order the service reads, named as in SQL. */
const ORDER_COLUMNS = {
  id: orders.id,
  job_id: orders.jobId,
  user_id: orders.userId,
  guest_token_hash: orders.guestTokenHash,
  tier: orders.tier,
  amount_cents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  paid_session_id: orders.paidSessionId,
  paid_at: orders.paidAt,
  upgraded_at: orders.upgradedAt,
  notice_type: orders.noticeType,
  notice_date: orders.noticeDate,
  event_date: orders.eventDate,
  created_at: orders.createdAt,
};
export type OrderRow = InferModelFromColumns<typeof ORDER_COLUMNS>;

/** What a payment session pays for: the plan itself, or Basic → Success for the difference. */
export type SessionPurpose = (typeof paymentSessions.$inferSelect)['purpose'];

const SESSION_COLUMNS = {
  id: paymentSessions.id,
  order_id: paymentSessions.orderId,
  provider: paymentSessions.provider,
  purpose: paymentSessions.purpose,
  provider_ref: paymentSessions.providerRef,
  tier: paymentSessions.tier,
  amount_cents: paymentSessions.amountCents,
  currency: paymentSessions.currency,
  status: paymentSessions.status,
  checkout_url: paymentSessions.checkoutUrl,
  decline_message: paymentSessions.declineMessage,
  expires_at: paymentSessions.expiresAt,
  opened_at: paymentSessions.openedAt,
  synced_at: paymentSessions.syncedAt,
  created_at: paymentSessions.createdAt,
};
export type SessionRow = InferModelFromColumns<typeof SESSION_COLUMNS>;

/** Who an order belongs to: a user, or a guest known by the hash of their capability token. */
export type OwnerRef =
  | { userId: string; guestTokenHash?: undefined }
  | { userId?: undefined; guestTokenHash: string };

/** Orders held by a signed-in user and/or a guest token (by its hash); at least one must be given. */
function heldBy(userId: string | null | undefined, guestTokenHash: string | null | undefined) {
  return or(
    userId ? eq(orders.userId, userId) : undefined,
    guestTokenHash ? eq(orders.guestTokenHash, guestTokenHash) : undefined,
  );
}

const isPaid = sql`${orders.status} = 'paid'`;
const selectOne = { one: sql<number>`1` };

/** Orders of a job visible to any of the given identities (a signed-in user and/or a guest token). */
export async function findOrdersForJob(
  database: Database,
  jobId: string,
  userId: string | null | undefined,
  guestTokenHash: string | null | undefined,
): Promise<OrderRow[]> {
  if (!userId && !guestTokenHash) return [];
  return database.db
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(and(eq(orders.jobId, jobId), heldBy(userId, guestTokenHash)))
    .orderBy(desc(isPaid), asc(orders.paidAt), asc(orders.createdAt));
}

/** Whether a guest capability token (by its hash) already holds at least one order. */
export async function guestTokenHoldsOrder(database: Database, guestTokenHash: string): Promise<boolean> {
  const rows = await database.db
    .select(selectOne)
    .from(orders)
    .where(eq(orders.guestTokenHash, guestTokenHash))
    .limit(1);
  return rows.length > 0;
}

export async function findOrderById(database: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await database.db.select(ORDER_COLUMNS).from(orders).where(eq(orders.id, id));
  return row;
}

/** Inserts the owner's order for a job, or returns the existing one (unique per job and owner). */
export async function upsertOrder(
  database: Database,
  order: { id: string; jobId: string; owner: OwnerRef; tier: PlanTier; amountCents: number; now: Date },
): Promise<OrderRow> {
  const { owner } = order;
  // The partial unique indexes of migration 0005: one order per job and user, or job and guest token.
  const target = owner.userId
    ? { target: [orders.jobId, orders.userId], targetWhere: sql`${orders.userId} is not null` }
    : {
        target: [orders.jobId, orders.guestTokenHash],
        targetWhere: sql`${orders.guestTokenHash} is not null`,
      };
  const [row] = await database.db
    .insert(orders)
    .values({
      id: order.id,
      jobId: order.jobId,
      userId: owner.userId ?? null,
      guestTokenHash: owner.guestTokenHash ?? null,
      tier: order.tier,
      amountCents: order.amountCents,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .onConflictDoUpdate({ ...target, set: { updatedAt: sql`${orders.updatedAt}` } })
    .returning(ORDER_COLUMNS);
  return row!;
}

/**
 * Inserts an open session for its order, unless the order already has one (decision 170: the unique
 * index payment_sessions_one_open_per_order). Undefined when another session holds the order's slot.
 */
export async function insertOpenSession(
  database: Database,
  s: {
    id: string;
    orderId: string;
    provider: SessionRow['provider'];
    purpose?: SessionPurpose;
    tier: PlanTier;
    amountCents: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<SessionRow | undefined> {
  const [row] = await database.db
    .insert(paymentSessions)
    .values({
      id: s.id,
      orderId: s.orderId,
      provider: s.provider,
      purpose: s.purpose ?? 'purchase',
      tier: s.tier,
      amountCents: s.amountCents,
      expiresAt: s.expiresAt,
      createdAt: s.now,
    })
    .onConflictDoNothing()
    .returning(SESSION_COLUMNS);
  return row;
}

/**
 * Records the provider's checkout for a session still initializing. False when the session was
 * closed meanwhile (another plan chosen in another window replaced it).
 */
export async function attachCheckout(
  database: Database,
  id: string,
  checkout: {
    providerRef: string | null;
    checkoutUrl: string;
    status: 'initializing' | 'pending';
    expiresAt: Date;
  },
): Promise<boolean> {
  const attached = await database.db
    .update(paymentSessions)
    .set({
      providerRef: checkout.providerRef,
      checkoutUrl: checkout.checkoutUrl,
      status: checkout.status,
      expiresAt: checkout.expiresAt,
    })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'initializing')))
    .returning({ id: paymentSessions.id });
  return attached.length > 0;
}

/** Links a session to its provider checkout when the link was lost (a crash right after creating it). */
export async function adoptProviderRef(database: Database, id: string, providerRef: string): Promise<void> {
  await database.db
    .update(paymentSessions)
    .set({ providerRef })
    .where(and(eq(paymentSessions.id, id), isNull(paymentSessions.providerRef)));
}

export async function findSession(database: Database, id: string): Promise<SessionRow | undefined> {
  const [row] = await database.db
    .select(SESSION_COLUMNS)
    .from(paymentSessions)
    .where(eq(paymentSessions.id, id));
  return row;
}

/** The owner and state of a session's order, named as flow-status reads them. */
const SESSION_ORDER_COLUMNS = {
  job_id: orders.jobId,
  user_id: orders.userId,
  guest_token_hash: orders.guestTokenHash,
  order_status: orders.status,
};
export type SessionWithOrder = SessionRow & InferModelFromColumns<typeof SESSION_ORDER_COLUMNS>;

/** A session with its order's owner and state, in one round trip (flow-status is polled). */
export async function findSessionWithOrder(
  database: Database,
  id: string,
): Promise<SessionWithOrder | undefined> {
  const [row] = await database.db
    .select({ ...SESSION_COLUMNS, ...SESSION_ORDER_COLUMNS })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.id, id));
  return row;
}

export async function findSessionByProviderRef(
  database: Database,
  ref: string,
): Promise<SessionRow | undefined> {
  const [row] = await database.db
    .select(SESSION_COLUMNS)
    .from(paymentSessions)
    .where(eq(paymentSessions.providerRef, ref));
  return row;
}

const OPEN: FlowStatus[] = ['initializing', 'pending'];

/** Open (unpaid, not closed) sessions of an order, newest first. */
export async function findOpenSessions(database: Database, orderId: string): Promise<SessionRow[]> {
  return database.db
    .select(SESSION_COLUMNS)
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, orderId), inArray(paymentSessions.status, OPEN)))
    .orderBy(desc(paymentSessions.createdAt));
}

/**
 * Moves an open session to a closed state (expired or cancelled) unless it has already been closed
 * or paid. Returns the status the session has afterwards. Raw SQL: one statement that updates and,
 * when nothing changed, reads the state it found (a data-modifying CTE).
 */
export async function closeSession(
  database: Database,
  id: string,
  status: 'expired' | 'cancelled',
  now: Date,
): Promise<FlowStatus | undefined> {
  const rows = await database.query<Pick<SessionRow, 'status'>>(
    `with changed as (
       update payment_sessions set status = $2, closed_at = $3
        where id = $1 and status in ('initializing', 'pending') returning status)
     select status from changed
     union all
     select status from payment_sessions where id = $1 and not exists (select 1 from changed)`,
    [id, status, now],
  );
  return rows[0]?.status;
}

/** The customer has the checkout page in front of them: initializing → pending. */
export async function markOpened(database: Database, id: string, now: Date): Promise<void> {
  await database.db
    .update(paymentSessions)
    .set({
      status: 'pending',
      openedAt: sql`coalesce(${paymentSessions.openedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, OPEN)));
}

export async function recordDecline(database: Database, id: string, message: string): Promise<void> {
  await database.db
    .update(paymentSessions)
    .set({ declineMessage: message })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, OPEN)));
}

export async function markSynced(database: Database, id: string, now: Date): Promise<void> {
  await database.db.update(paymentSessions).set({ syncedAt: now }).where(eq(paymentSessions.id, id));
}

/**
 * Marks a session paid and applies it to its order, in one statement. `from` lists the session
 * states that may be completed: the sandbox only completes open sessions; a provider's confirmed
 * payment completes whatever state we had (the money has moved). A purchase pays a pending order
 * (at most once: a second completed session leaves it untouched); an upgrade moves a paid Basic
 * order to Success, adding the difference, at most once (decision 108). Returns whether this call
 * changed the session, and whether it changed the order. Raw SQL: three data-modifying CTEs, so
 * the session and its order change together in one round trip.
 */
export async function completeSession(
  database: Database,
  id: string,
  now: Date,
  from: readonly FlowStatus[],
): Promise<{ sessionChanged: boolean; orderPaidNow: boolean }> {
  const rows = await database.query<{ session_id: SessionRow['id']; order_paid: OrderRow['id'] | null }>(
    `with s as (
       update payment_sessions
          set status = 'completed', completed_at = $2, decline_message = null
        where id = $1 and status = any($3::text[])
        returning id, order_id, tier, amount_cents, purpose),
     o as (
       update orders set status = 'paid', paid_at = $2, paid_session_id = s.id, tier = s.tier,
              amount_cents = s.amount_cents, updated_at = $2
         from s where orders.id = s.order_id and s.purpose = 'purchase' and orders.status = 'pending'
       returning orders.id),
     u as (
       update orders set tier = 'guarantee', amount_cents = orders.amount_cents + s.amount_cents,
              upgraded_at = $2, upgrade_session_id = s.id, updated_at = $2
         from s where orders.id = s.order_id and s.purpose = 'upgrade' and orders.status = 'paid'
              and orders.tier = 'basic'
       returning orders.id)
     select s.id as session_id, coalesce((select id from o), (select id from u)) as order_paid from s`,
    [id, now, from as FlowStatus[]],
  );
  const row = rows[0];
  return { sessionChanged: Boolean(row), orderPaidNow: Boolean(row?.order_paid) };
}

/**
 * Redeems a credit for a pending order in one statement: the credit is taken (only if unused), the
 * $0 session completed and the order paid as Success. False when the credit was taken meanwhile, or
 * the session closed meanwhile (then the credit stays unused). Raw SQL: three data-modifying CTEs,
 * so no half-redeemed credit is ever seen (decision 109).
 */
export async function redeemCredit(
  database: Database,
  input: { creditId: string; orderId: string; sessionId: string; now: Date },
): Promise<boolean> {
  const rows = await database.query<{ order_id: OrderRow['id'] | null }>(
    `with c as (
       update appeal_credits set redeemed_order_id = $2, redeemed_at = $3
        where id = $1 and redeemed_order_id is null
          and exists (select 1 from orders where id = $2 and status = 'pending')
          -- Only with the session that pays: a session closed meanwhile (another plan chosen in
          -- another window, decision 170) leaves the credit for the next try.
          and exists (select 1 from payment_sessions
                       where id = $4 and order_id = $2 and status in ('initializing', 'pending'))
        returning id),
     s as (
       update payment_sessions set status = 'completed', completed_at = $3
        where id = $4 and status in ('initializing', 'pending') and exists (select 1 from c)
        returning id, order_id),
     o as (
       update orders set status = 'paid', paid_at = $3, paid_session_id = s.id, tier = 'guarantee',
              amount_cents = 0, updated_at = $3
         from s where orders.id = s.order_id and orders.status = 'pending'
       returning orders.id)
     select (select id from o) as order_id`,
    [input.creditId, input.orderId, input.now, input.sessionId],
  );
  return Boolean(rows[0]?.order_id);
}

/** Every order held by a user and/or a guest token, newest first. */
export async function findOrdersOfOwner(
  database: Database,
  userId: string | null | undefined,
  guestTokenHash: string | null | undefined,
): Promise<OrderRow[]> {
  if (!userId && !guestTokenHash) return [];
  return database.db
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(heldBy(userId, guestTokenHash))
    .orderBy(desc(isPaid), desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`))
    .limit(200);
}

/** Whether the order's payment was a credit (provider 'credit'). */
export async function paidWithCredit(database: Database, orderId: string): Promise<boolean> {
  const rows = await database.db
    .select(selectOne)
    .from(orders)
    .innerJoin(paymentSessions, eq(paymentSessions.id, orders.paidSessionId))
    .where(and(eq(orders.id, orderId), eq(paymentSessions.provider, 'credit')));
  return rows.length > 0;
}

/**
 * Moves a guest token's orders to a user who signed up or in with it in hand (decision 106). An
 * order for a job the user already has an order for stays with the token (one order per job and owner).
 */
export async function claimGuestOrders(
  database: Database,
  guestTokenHash: string,
  userId: string,
  now: Date,
): Promise<number> {
  const mine = alias(orders, 'mine');
  const rows = await database.db
    .update(orders)
    .set({ userId, guestTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(orders.guestTokenHash, guestTokenHash),
        notExists(
          database.db
            .select(selectOne)
            .from(mine)
            .where(and(eq(mine.userId, userId), eq(mine.jobId, orders.jobId))),
        ),
      ),
    )
    .returning({ id: orders.id });
  await database.db
    .update(appealCredits)
    .set({ userId, guestTokenHash: null })
    .where(
      and(
        eq(appealCredits.guestTokenHash, guestTokenHash),
        inArray(
          appealCredits.sourceOrderId,
          database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
        ),
      ),
    );
  return rows.length;
}

/** Remembers a webhook event; false when it was already recorded (a replay). */
export async function recordWebhookEvent(
  database: Database,
  event: { id: string; provider: string; type: string; providerRef: string | null },
): Promise<boolean> {
  const rows = await database.db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}

/**
 * Who an order's letter may be e-mailed to without a confirmation: the account's or the buyer's
 * address (the auth module's users table, read through its schema: decision 149).
 */
export async function findOrderMail(database: Database, orderId: string) {
  const [row] = await database.db
    .select({
      id: orders.id,
      job_id: orders.jobId,
      tier: orders.tier,
      user_id: orders.userId,
      status: orders.status,
      paid_at: orders.paidAt,
      created_at: orders.createdAt,
      notice_type: orders.noticeType,
      notice_date: orders.noticeDate,
      event_date: orders.eventDate,
      account_email: users.email,
      buyer_email: orders.buyerEmail,
      language: orders.language,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}
export type OrderMailRow = NonNullable<Awaited<ReturnType<typeof findOrderMail>>>;

/** Remembers the e-mail the buyer gave at the provider's checkout (kept once, never overwritten). */
export async function setBuyerEmail(database: Database, orderId: string, email: string): Promise<void> {
  await database.db
    .update(orders)
    .set({ buyerEmail: email })
    .where(and(eq(orders.id, orderId), isNull(orders.buyerEmail)));
}

/**
 * The notice an unpaid order's appeal answers (decision 246): the latest the buyer gave at checkout
 * (YYYY-MM-DD dates), or none for the regular assessment. A paid order keeps the one it was sold for.
 */
export async function setOrderNotice(
  database: Database,
  orderId: string,
  notice: { type: NoticeType; noticeDate: string; eventDate: string } | null,
): Promise<void> {
  await database.db
    .update(orders)
    .set({
      noticeType: notice?.type ?? null,
      noticeDate: notice?.noticeDate ?? null,
      eventDate: notice?.eventDate ?? null,
    })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')));
}

/** A guest's receipt address, given at our checkout dialog (decision 211): kept while unpaid. */
/** The language an unpaid order is being bought in (migration 0061): the latest checkout's. */
export async function setOrderLanguage(database: Database, orderId: string, language: Locale): Promise<void> {
  await database.db
    .update(orders)
    .set({ language })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')));
}

export async function setGuestEmail(database: Database, orderId: string, email: string): Promise<void> {
  await database.db
    .update(orders)
    .set({ buyerEmail: email })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')));
}

/**
 * Account deletion (decision 093): unpaid orders go (their checkout sessions with them); paid
 * orders stay for the books but lose every link to the person: no user, no buyer e-mail. The owner
 * column becomes the hash of a token nobody holds (the table requires an owner), so nobody can open
 * the order again. What the appeals module keeps for an order its own step erased first (it
 * registered after payments, so it runs before: decision 153).
 */
export async function eraseOrdersOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(orders).where(and(eq(orders.userId, userId), ne(orders.status, 'paid')));
  const kept = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  for (const { id } of kept) {
    await db
      .update(orders)
      .set({ userId: null, guestTokenHash: sha256(randomToken(32)), buyerEmail: null, updatedAt: new Date() })
      .where(eq(orders.id, id));
  }
}

/** Keeps a guest receipt's key (hashed) for its order (decision 211). */
export async function insertReceiptKey(database: Database, keyHash: string, orderId: string): Promise<void> {
  await database.db.insert(orderReceiptKeys).values({ keyHash, orderId });
}

/** The order a receipt key was issued for, when it is that order's; null otherwise. */
export async function findReceiptOrderId(
  database: Database,
  keyHash: string,
  orderId: string,
): Promise<string | null> {
  const [held] = await database.db
    .select({ orderId: orderReceiptKeys.orderId })
    .from(orderReceiptKeys)
    .where(and(eq(orderReceiptKeys.keyHash, keyHash), eq(orderReceiptKeys.orderId, orderId)));
  return held?.orderId ?? null;
}

/** Moves every order and credit a guest token held to a new token, in one statement. */
export async function moveGuestToken(database: Database, from: string, to: string, now: Date): Promise<void> {
  await database.query(
    `with o as (update orders set guest_token_hash = $2, updated_at = $3 where guest_token_hash = $1 returning id)
     update appeal_credits set guest_token_hash = $2 where guest_token_hash = $1`,
    [from, to, now],
  );
}
