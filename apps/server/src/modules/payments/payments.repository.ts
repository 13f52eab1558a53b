import type { FlowStatus, PlanTier } from '@homie/contracts/payments';
import type { Database } from '#db/client.ts';

/** SQL of the payments domain: orders, payment sessions and handled webhook events. */

export interface OrderRow {
  id: string;
  job_id: string;
  user_id: string | null;
  guest_token_hash: string | null;
  tier: PlanTier;
  amount_cents: number;
  currency: string;
  status: 'pending' | 'paid';
  paid_session_id: string | null;
  paid_at: Date | null;
  upgraded_at: Date | null;
  created_at: Date;
}

/** What a payment session pays for: the plan itself, or Basic → Success for the difference. */
export type SessionPurpose = 'purchase' | 'upgrade';

export interface SessionRow {
  id: string;
  order_id: string;
  provider: 'sandbox' | 'stripe' | 'credit';
  purpose: SessionPurpose;
  provider_ref: string | null;
  tier: PlanTier;
  amount_cents: number;
  currency: string;
  status: FlowStatus;
  checkout_url: string | null;
  decline_message: string | null;
  expires_at: Date;
  opened_at: Date | null;
  synced_at: Date | null;
  created_at: Date;
}

/** Who an order belongs to: a user, or a guest known by the hash of their capability token. */
export type OwnerRef =
  | { userId: string; guestTokenHash?: undefined }
  | { userId?: undefined; guestTokenHash: string };

const ORDER_COLUMNS =
  'id, job_id, user_id, guest_token_hash, tier, amount_cents, currency, status, paid_session_id, paid_at, upgraded_at, created_at';
const SESSION_COLUMNS =
  'id, order_id, provider, purpose, provider_ref, tier, amount_cents, currency, status, checkout_url, decline_message, expires_at, opened_at, synced_at, created_at';

/** Orders of a job visible to any of the given identities (a signed-in user and/or a guest token). */
export async function findOrdersForJob(
  database: Database,
  jobId: string,
  userId: string | null | undefined,
  guestTokenHash: string | null | undefined,
): Promise<OrderRow[]> {
  if (!userId && !guestTokenHash) return [];
  return database.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders
      where job_id = $1 and ((user_id is not null and user_id = $2::uuid) or (guest_token_hash is not null and guest_token_hash = $3))
      order by (status = 'paid') desc, paid_at asc, created_at asc`,
    [jobId, userId ?? null, guestTokenHash ?? null],
  );
}

/** Whether a guest capability token (by its hash) already holds at least one order. */
export async function guestTokenHoldsOrder(database: Database, guestTokenHash: string): Promise<boolean> {
  const rows = await database.query('select 1 from orders where guest_token_hash = $1 limit 1', [
    guestTokenHash,
  ]);
  return rows.length > 0;
}

export async function findOrderById(database: Database, id: string): Promise<OrderRow | undefined> {
  const rows = await database.query<OrderRow>(`select ${ORDER_COLUMNS} from orders where id = $1`, [id]);
  return rows[0];
}

/** Inserts the owner's order for a job, or returns the existing one (unique per job and owner). */
export async function upsertOrder(
  database: Database,
  order: { id: string; jobId: string; owner: OwnerRef; tier: PlanTier; amountCents: number; now: Date },
): Promise<OrderRow> {
  const { owner } = order;
  const target = owner.userId
    ? '(job_id, user_id) where user_id is not null'
    : '(job_id, guest_token_hash) where guest_token_hash is not null';
  const rows = await database.query<OrderRow>(
    `insert into orders (id, job_id, user_id, guest_token_hash, tier, amount_cents, created_at, updated_at)
     values ($1, $2, $3::uuid, $4, $5, $6, $7, $7)
     on conflict ${target} do update set updated_at = orders.updated_at
     returning ${ORDER_COLUMNS}`,
    [
      order.id,
      order.jobId,
      owner.userId ?? null,
      owner.guestTokenHash ?? null,
      order.tier,
      order.amountCents,
      order.now,
    ],
  );
  return rows[0]!;
}

export async function insertSession(
  database: Database,
  s: {
    id: string;
    orderId: string;
    provider: 'sandbox' | 'stripe' | 'credit';
    purpose?: SessionPurpose;
    tier: PlanTier;
    amountCents: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<SessionRow> {
  const rows = await database.query<SessionRow>(
    `insert into payment_sessions (id, order_id, provider, purpose, tier, amount_cents, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${SESSION_COLUMNS}`,
    [s.id, s.orderId, s.provider, s.purpose ?? 'purchase', s.tier, s.amountCents, s.expiresAt, s.now],
  );
  return rows[0]!;
}

/** Records the provider's checkout for a session still initializing. */
export async function attachCheckout(
  database: Database,
  id: string,
  checkout: {
    providerRef: string | null;
    checkoutUrl: string;
    status: 'initializing' | 'pending';
    expiresAt: Date;
  },
): Promise<void> {
  await database.query(
    `update payment_sessions set provider_ref = $2, checkout_url = $3, status = $4, expires_at = $5
      where id = $1 and status = 'initializing'`,
    [id, checkout.providerRef, checkout.checkoutUrl, checkout.status, checkout.expiresAt],
  );
}

/** Links a session to its provider checkout when the link was lost (a crash right after creating it). */
export async function adoptProviderRef(database: Database, id: string, providerRef: string): Promise<void> {
  await database.query(
    'update payment_sessions set provider_ref = $2 where id = $1 and provider_ref is null',
    [id, providerRef],
  );
}

export async function findSession(database: Database, id: string): Promise<SessionRow | undefined> {
  const rows = await database.query<SessionRow>(
    `select ${SESSION_COLUMNS} from payment_sessions where id = $1`,
    [id],
  );
  return rows[0];
}

export interface SessionWithOrder extends SessionRow {
  job_id: string;
  user_id: string | null;
  guest_token_hash: string | null;
  order_status: 'pending' | 'paid';
}

/** A session with its order's owner and state, in one round trip (flow-status is polled). */
export async function findSessionWithOrder(
  database: Database,
  id: string,
): Promise<SessionWithOrder | undefined> {
  const cols = SESSION_COLUMNS.split(', ')
    .map((c) => `s.${c}`)
    .join(', ');
  const rows = await database.query<SessionWithOrder>(
    `select ${cols}, o.job_id, o.user_id, o.guest_token_hash, o.status as order_status
       from payment_sessions s join orders o on o.id = s.order_id where s.id = $1`,
    [id],
  );
  return rows[0];
}

export async function findSessionByProviderRef(
  database: Database,
  ref: string,
): Promise<SessionRow | undefined> {
  const rows = await database.query<SessionRow>(
    `select ${SESSION_COLUMNS} from payment_sessions where provider_ref = $1`,
    [ref],
  );
  return rows[0];
}

/** Open (unpaid, not closed) sessions of an order, newest first. */
export async function findOpenSessions(database: Database, orderId: string): Promise<SessionRow[]> {
  return database.query<SessionRow>(
    `select ${SESSION_COLUMNS} from payment_sessions
      where order_id = $1 and status in ('initializing', 'pending') order by created_at desc`,
    [orderId],
  );
}

/**
 * Moves an open session to a closed state (expired or cancelled) unless it has already been closed
 * or paid. Returns the status the session has afterwards.
 */
export async function closeSession(
  database: Database,
  id: string,
  status: 'expired' | 'cancelled',
  now: Date,
): Promise<FlowStatus | undefined> {
  const rows = await database.query<{ status: FlowStatus }>(
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
  await database.query(
    `update payment_sessions set status = 'pending', opened_at = coalesce(opened_at, $2)
      where id = $1 and status in ('initializing', 'pending')`,
    [id, now],
  );
}

export async function recordDecline(database: Database, id: string, message: string): Promise<void> {
  await database.query(
    `update payment_sessions set decline_message = $2 where id = $1 and status in ('initializing', 'pending')`,
    [id, message],
  );
}

export async function markSynced(database: Database, id: string, now: Date): Promise<void> {
  await database.query('update payment_sessions set synced_at = $2 where id = $1', [id, now]);
}

/**
 * Marks a session paid and applies it to its order, in one statement. `from` lists the session
 * states that may be completed: the sandbox only completes open sessions; a provider's confirmed
 * payment completes whatever state we had (the money has moved). A purchase pays a pending order
 * (at most once: a second completed session leaves it untouched); an upgrade moves a paid Basic
 * order to Success, adding the difference, at most once (decision 108). Returns whether this call
 * changed the session, and whether it changed the order.
 */
export async function completeSession(
  database: Database,
  id: string,
  now: Date,
  from: readonly FlowStatus[],
): Promise<{ sessionChanged: boolean; orderPaidNow: boolean }> {
  const rows = await database.query<{ session_id: string; order_paid: string | null }>(
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

/** Every order held by a user and/or a guest token, newest first. */
export async function findOrdersOfOwner(
  database: Database,
  userId: string | null | undefined,
  guestTokenHash: string | null | undefined,
): Promise<OrderRow[]> {
  if (!userId && !guestTokenHash) return [];
  return database.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders
      where (user_id is not null and user_id = $1::uuid) or (guest_token_hash is not null and guest_token_hash = $2)
      order by (status = 'paid') desc, coalesce(paid_at, created_at) desc
      limit 200`,
    [userId ?? null, guestTokenHash ?? null],
  );
}

/** Whether the order's payment was a credit (provider 'credit'). */
export async function paidWithCredit(database: Database, orderId: string): Promise<boolean> {
  const rows = await database.query(
    `select 1 from orders o join payment_sessions s on s.id = o.paid_session_id
      where o.id = $1 and s.provider = 'credit'`,
    [orderId],
  );
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
  const rows = await database.query(
    `update orders o set user_id = $2::uuid, guest_token_hash = null, updated_at = $3
      where o.guest_token_hash = $1
        and not exists (select 1 from orders mine where mine.user_id = $2::uuid and mine.job_id = o.job_id)
      returning o.id`,
    [guestTokenHash, userId, now],
  );
  await database.query(
    `update appeal_credits set user_id = $2::uuid, guest_token_hash = null
      where guest_token_hash = $1 and source_order_id in (select id from orders where user_id = $2::uuid)`,
    [guestTokenHash, userId],
  );
  return rows.length;
}

/** Remembers a webhook event; false when it was already recorded (a replay). */
export async function recordWebhookEvent(
  database: Database,
  event: { id: string; provider: string; type: string; providerRef: string | null },
): Promise<boolean> {
  const rows = await database.query(
    `insert into payment_webhook_events (id, provider, type, provider_ref) values ($1, $2, $3, $4)
     on conflict (id) do nothing returning id`,
    [event.id, event.provider, event.type, event.providerRef],
  );
  return rows.length > 0;
}

/** Who an order's letter may be e-mailed to without a confirmation: the account's or the buyer's address. */
export interface OrderMailRow {
  id: string;
  job_id: string;
  tier: PlanTier;
  user_id: string | null;
  status: 'pending' | 'paid';
  account_email: string | null;
  buyer_email: string | null;
}

export async function findOrderMail(database: Database, orderId: string): Promise<OrderMailRow | undefined> {
  const rows = await database.query<OrderMailRow>(
    `select o.id, o.job_id, o.tier, o.user_id, o.status, u.email as account_email, o.buyer_email
       from orders o left join users u on u.id = o.user_id where o.id = $1`,
    [orderId],
  );
  return rows[0];
}

/** Remembers the e-mail the buyer gave at the provider's checkout (kept once, never overwritten). */
export async function setBuyerEmail(database: Database, orderId: string, email: string): Promise<void> {
  await database.query('update orders set buyer_email = $2 where id = $1 and buyer_email is null', [
    orderId,
    email,
  ]);
}
