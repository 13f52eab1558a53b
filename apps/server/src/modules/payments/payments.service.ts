import { noticeOfRow } from '@homie/contracts/notice-appeals';
import { ORDER_QUERY_PARAM, UPGRADE_AMOUNT_CENTS } from '@homie/contracts/paid-orders';
import {
  FILL_FORM_PATH,
  GUEST_EMAIL_MESSAGES,
  PAID_REDIRECT_PATH,
  PAYMENT_CURRENCY,
  PAYMENT_SESSION_TTL_MS,
  PLANS,
  type CreatePaymentSessionResponse,
  type Order,
  type PlanTier,
  isFinalFlowStatus,
} from '@homie/contracts/payments';
import { isoCalendarDate, parseUsDate } from '@homie/contracts/appeals-dates';
import type { NoticeFields, NoticeType } from '@homie/contracts/notice-appeals';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import type { AnalysisJobReader } from '#modules/properties/properties.plugin.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '#lib/errors.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { type Caller, guestTokenHash, ownsOrder, type PaymentsContext } from './payments.context.ts';
import { findUsableCredit, orderRollYear } from './payments.credits.ts';
import { JOB_MESSAGES, saleRefusal, sameHome } from './payments.jobs.ts';
import * as repo from './payments.repository.ts';
import { CHECKOUT_MESSAGES } from './paid-order.messages.ts';
import type { CheckoutCreated } from './payment-provider.ts';
import { closeOpenSession } from './payment-flow.service.ts';
import { sendReceipt } from './payments.receipt.ts';
import type { Locale } from '@homie/contracts/locales';

/** A paid plan for an analysis job, as other modules (appeals) see it. */
export interface PaidOrder {
  id: string;
  tier: PlanTier;
  jobId: string;
  userId: string | null;
  /** The roll year the order's appeal argues, fixed when it was paid (decision 226). */
  rollYear: number;
  /**
   * The notice the order's appeal answers (decision 246), as the form's fields carry it (MM/DD/YYYY);
   * null for the regular assessment.
   */
  notice: NoticeFields | null;
}

/** The checkout's notice (checked by saleRefusal) as the order stores it, dates YYYY-MM-DD. */
function isoNotice(notice: NoticeFields | undefined) {
  if (!notice?.notice_type) return null;
  const noticeDate = parseUsDate(notice.notice_date);
  const eventDate = parseUsDate(notice.event_date);
  if (!noticeDate || !eventDate) return null;
  return {
    type: notice.notice_type,
    noticeDate: isoCalendarDate(noticeDate),
    eventDate: isoCalendarDate(eventDate),
  };
}

/** An order row as other modules see a paid plan, with the roll year fixed when it was paid. */
export function toPaidOrder(row: {
  id: string;
  tier: PlanTier;
  job_id: string;
  user_id: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
  notice_type?: NoticeType | null;
  notice_date?: string | Date | null;
  event_date?: string | Date | null;
}): PaidOrder {
  const rollYear = orderRollYear(new Date(row.paid_at ?? row.created_at));
  const notice = noticeOfRow(row);
  return { id: row.id, tier: row.tier, jobId: row.job_id, userId: row.user_id, rollYear, notice };
}

/**
 * The paid order for a job that belongs to the caller (their account, or the guest token they hold),
 * or null. Appeals uses it to decide who may generate the form and the report.
 */
export async function findPaidOrderForJob(
  database: Database,
  who: { jobId: string; userId?: string | null; guestToken?: string | null },
): Promise<PaidOrder | null> {
  const orders = await repo.findOrdersForJob(database, who.jobId, who.userId, guestTokenHash(who));
  const paid = orders.find((o) => o.status === 'paid');
  return paid ? toPaidOrder(paid) : null;
}

/** The caller's order for a job (paid first), mapped to the wire shape, or null. */
export async function findOrderForJob(
  database: Database,
  jobId: string,
  caller: Caller,
): Promise<Order | null> {
  const [order] = await repo.findOrdersForJob(database, jobId, caller.userId, guestTokenHash(caller));
  if (!order) return null;
  const mail = await repo.findOrderMail(database, order.id);
  return {
    order_id: order.id,
    history_id: order.job_id,
    tier: order.tier,
    plan_name: PLANS[order.tier].name,
    amount_cents: order.amount_cents,
    status: order.status,
    paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    letter_email: (order.user_id ? mail?.account_email : mail?.buyer_email) ?? null,
  };
}

/**
 * The caller's paid order, for another analysis job of the same home, paid in the roll year open
 * at `now` (decision 133), or null. The same home: the same property id when both jobs matched a
 * property of the database, else the same normalised street (+ unit) and ZIP.
 */
export async function findPaidOrderForSameHome(
  database: Database,
  jobs: AnalysisJobReader,
  jobId: string,
  caller: Caller,
  now: Date,
): Promise<PaidOrder | null> {
  const rollYear = orderRollYear(now);
  const candidates = (await repo.findOrdersOfOwner(database, caller.userId, guestTokenHash(caller))).filter(
    (o) =>
      o.status === 'paid' &&
      o.job_id !== jobId &&
      o.paid_at &&
      orderRollYear(new Date(o.paid_at)) === rollYear,
  );
  if (!candidates.length) return null;
  const home = await jobs.home(jobId);
  if (!home) return null;
  // Oldest first: the order bought first for the home is the one the buyer continues.
  for (const order of candidates.sort((a, b) => +new Date(a.paid_at!) - +new Date(b.paid_at!))) {
    const other = await jobs.home(order.job_id);
    if (other && sameHome(home, other)) {
      return toPaidOrder(order);
    }
  }
  return null;
}

/**
 * The caller's paid order for the home a job describes, however the home was reached (decision 219):
 * the job's own order, a job it is a version of (decision 091), else another lookup of the same home
 * paid in the roll year open at `now` (decision 133). The paid screens ask this for the home looked up
 * last, so looking a paid home up again never reads as unpaid.
 */
export async function findPaidOrderForHome(
  ctx: Pick<PaymentsContext, 'database' | 'jobs' | 'clock'>,
  jobId: string,
  caller: Caller,
): Promise<PaidOrder | null> {
  if (!caller.userId && !caller.guestToken) return null;
  let paid = await findPaidOrderForJob(ctx.database, { jobId, ...caller });
  for (const ancestor of paid ? [] : await ctx.jobs.ancestorsOf(jobId)) {
    paid = await findPaidOrderForJob(ctx.database, { jobId: ancestor, ...caller });
    if (paid) break;
  }
  return paid ?? findPaidOrderForSameHome(ctx.database, ctx.jobs, jobId, caller, ctx.clock.now());
}

/** Keep reusing an open checkout only while it has this much time left. */
const REUSE_MIN_REMAINING_MS = 5 * 60 * 1000;

/** Where a paid order continues: its own appeal form (decision 106). */
export const fillFormPathOf = (orderId: string) =>
  `${FILL_FORM_PATH}?${ORDER_QUERY_PARAM}=${encodeURIComponent(orderId)}`;
export const paymentSuccessPathOf = (orderId: string) =>
  `${PAID_REDIRECT_PATH}?${ORDER_QUERY_PARAM}=${encodeURIComponent(orderId)}`;

/** The caller's order by its id (404 for anyone else: an order id tells nothing to a stranger). */
export async function findOwnedOrder(
  database: Database,
  orderId: string,
  caller: Caller,
): Promise<repo.OrderRow | null> {
  const order = await repo.findOrderById(database, orderId);
  return order && ownsOrder(order, caller) ? order : null;
}

/**
 * Starts paying for a plan: finds or creates the caller's order for the job and opens a checkout at
 * the provider. The price comes from PLANS, never from the client. A caller who already paid is sent
 * on (already_paid); an open checkout for the same plan is handed out again, so a double click opens
 * one checkout, not two. Success chosen on a paid Basic order opens an upgrade checkout for the
 * difference (decision 108); Success on a home holding a "Free next year" credit is paid at once
 * with the credit, for $0 (decision 109).
 */
export async function createPaymentSession(
  ctx: PaymentsContext,
  input: {
    historyId: string;
    tier: PlanTier;
    caller: Caller;
    customerEmail?: string | undefined;
    /** The address a guest gave for the receipt (decision 211); required from a guest. */
    guestEmail?: string | undefined;
    /** The notice the appeal answers (decision 246); absent for the regular assessment. */
    notice?: NoticeFields | undefined;
    /** The request's language: the order keeps it for a guest's receipt (decision 263, migration 0061). */
    language?: Locale | undefined;
  },
): Promise<CreatePaymentSessionResponse> {
  const { database, clock } = ctx;
  const jobId = input.historyId;
  const job = await ctx.checkJob(jobId);
  if (job === 'not_found') throw notFound(JOB_MESSAGES.not_found, 'job_not_found');
  if (job === 'not_completed') throw conflict(JOB_MESSAGES.not_completed);
  if (job === 'unsupported_county')
    throw badRequest(JOB_MESSAGES.unsupported_county, undefined, 'county_not_supported');
  // A version of a paid job (the same home re-analysed, decision 091) is covered by that job's order.
  let paid = await findPaidOrderForJob(database, { jobId, ...input.caller });
  for (const ancestor of paid ? [] : await ctx.jobs.ancestorsOf(jobId)) {
    paid = await findPaidOrderForJob(database, { jobId: ancestor, ...input.caller });
    if (paid) break;
  }
  // A plan is sold for a job only to who made it (decision 206): the account whose job it is, or for
  // an anonymous job the browser that made it. Once bought, the order's owner governs (above).
  if (!paid && !(await ctx.jobs.isMadeBy(jobId, input.caller)))
    throw forbidden(PROPERTY_MESSAGES.jobOfAnotherBrowser, 'job_of_another_account');
  // One order per property and roll year (decision 133): a separate analysis of a home the caller
  // already paid for this year is not sold again; it continues to (or upgrades) that order.
  // An appeal that answers a notice is another application than the year's regular one (decision 246).
  if (!input.notice)
    paid ??= await findPaidOrderForSameHome(database, ctx.jobs, jobId, input.caller, clock.now());
  const upgrade = paid?.tier === 'basic' && input.tier === 'guarantee';
  if (paid && !upgrade) {
    return { success: true, already_paid: true, redirect_url: fillFormPathOf(paid.id), order_id: paid.id };
  }
  // Nothing new is sold that could not be filed (decision 225) or that holds too little evidence
  // (decision 227): the owner is told why, and when or what would change it.
  if (!paid) {
    const refusal = await saleRefusal(ctx.jobs, jobId, clock.now(), input.notice ?? null);
    if (refusal?.code === 'notice_invalid') throw badRequest(refusal.message, undefined, refusal.code);
    if (refusal) throw conflict(refusal.message, undefined, refusal.code);
  }
  // A guest who pays gives the address the receipt and the link back to the order go to (decision 211);
  // one sent on to an order already paid is not asked again.
  if (!input.caller.userId && !input.guestEmail) throw badRequest(GUEST_EMAIL_MESSAGES.required);

  // A guest's key to their orders is always made here. A token the client sends is kept only when
  // it already holds an order (one this server issued, so a returning guest keeps one key); any
  // other value, however chosen, is ignored and a fresh token is issued (decision 094).
  const userId = input.caller.userId ?? null;
  let newToken: string | undefined;
  let owner: repo.OwnerRef;
  if (userId) owner = { userId };
  else {
    const held = guestTokenHash(input.caller);
    if (held && (await repo.guestTokenHoldsOrder(database, held))) owner = { guestTokenHash: held };
    else {
      newToken = randomToken(32);
      owner = { guestTokenHash: sha256(newToken) };
    }
  }
  const plan = PLANS[input.tier];
  const purpose: repo.SessionPurpose = upgrade ? 'upgrade' : 'purchase';
  const amountCents = upgrade ? UPGRADE_AMOUNT_CENTS : plan.amountCents;
  const now = clock.now();
  const order = upgrade
    ? (await repo.findOrderById(database, paid!.id))!
    : await repo.upsertOrder(database, {
        id: `ord_${randomToken(12)}`,
        jobId,
        owner,
        tier: plan.tier,
        amountCents: plan.amountCents,
        now,
      });
  // The guest's receipt address; changed while the order is unpaid (the latest they typed).
  if (!userId && input.guestEmail && order.status !== 'paid') {
    await repo.setGuestEmail(database, order.id, input.guestEmail);
  }
  // The appeal a purchase is for: the notice given now, or the regular assessment (decision 246).
  if (!upgrade && order.status !== 'paid')
    await repo.setOrderNotice(database, order.id, isoNotice(input.notice));
  // The language it is bought in: the receipt's, whichever request or webhook reports the payment.
  if (input.language && order.status !== 'paid')
    await repo.setOrderLanguage(database, order.id, input.language);
  const tokenField = newToken ? { order_token: newToken } : {};
  // Paid by another window between the check above and here (decision 170): not sold again.
  const paidMeanwhile = (o: repo.OrderRow | undefined) =>
    o?.status === 'paid'
      ? {
          success: true,
          already_paid: true,
          redirect_url: fillFormPathOf(o.id),
          order_id: o.id,
          ...tokenField,
        }
      : null;
  if (!upgrade) {
    const answer = paidMeanwhile(order);
    if (answer) return answer;
  }

  if (!upgrade && plan.tier === 'guarantee') {
    const credited = await payWithCredit(ctx, {
      order,
      jobId,
      caller: input.caller,
      owner,
      now,
      language: input.language,
    });
    if (!credited) {
      const answer = paidMeanwhile(await repo.findOrderById(database, order.id));
      if (answer) return answer;
    }
    if (credited) {
      return {
        success: true,
        already_paid: true,
        paid_with_credit: true,
        redirect_url: paymentSuccessPathOf(order.id),
        order_id: order.id,
        amount_cents: 0,
        ...tokenField,
      };
    }
  }

  const slot = await claimSessionSlot(ctx, order.id, {
    provider: ctx.provider.name,
    purpose,
    tier: plan.tier,
    amountCents,
  });
  const reply = {
    success: true,
    already_paid: false,
    order_id: order.id,
    amount_cents: amountCents,
    purpose,
  } as const;
  if ('reused' in slot) {
    return { ...reply, session_id: slot.reused.id, session_url: slot.reused.checkout_url! };
  }
  const session = slot.created;
  let checkout: CheckoutCreated;
  try {
    checkout = await ctx.provider.createCheckout({
      sessionId: session.id,
      orderId: order.id,
      jobId: order.job_id,
      tier: plan.tier,
      planName: upgrade ? `${plan.name} (upgrade from ${PLANS.basic.name})` : plan.name,
      amountCents,
      currency: PAYMENT_CURRENCY,
      expiresAt: session.expires_at,
      customerEmail: input.customerEmail ?? input.guestEmail,
      language: input.language,
    });
  } catch (err) {
    ctx.log.error({ err, sessionId: session.id }, 'payment provider could not open a checkout');
    await repo.closeSession(database, session.id, 'cancelled', clock.now());
    throw new HttpError('payment_provider_failed');
  }
  if (!(await repo.attachCheckout(database, session.id, checkout))) {
    // Another window chose another plan meanwhile and replaced this session: this checkout must not
    // stay payable beside that one.
    await closeOpenSession(ctx, { ...session, provider_ref: checkout.providerRef }, 'cancelled');
    throw conflict(CHECKOUT_MESSAGES.replacedMeanwhile);
  }
  return { ...reply, session_id: session.id, session_url: checkout.checkoutUrl, ...tokenField };
}

/** How long a request waits for a concurrent one (a double click) to open the same checkout. */
const CHECKOUT_OPENING_WAIT_MS = 10_000;
const CHECKOUT_OPENING_POLL_MS = 100;
/** Rounds of "the slot was taken meanwhile" before giving up (each round closes or waits for one). */
const SLOT_ATTEMPTS = 5;

/**
 * The order's one open checkout (decision 170; the database allows at most one): an open session
 * for the same plan, provider and amount with time left is handed out again, so a double click or a
 * second tab opens one checkout, not two; one still being opened by a concurrent request is waited
 * for; any other is closed (here and at its provider) and a new session takes the slot. Only the
 * request that inserts the session opens it at the provider.
 */
async function claimSessionSlot(
  ctx: PaymentsContext,
  orderId: string,
  want: {
    provider: repo.SessionRow['provider'];
    purpose: repo.SessionPurpose;
    tier: PlanTier;
    amountCents: number;
  },
): Promise<{ reused: repo.SessionRow } | { created: repo.SessionRow }> {
  const { database, clock } = ctx;
  for (let attempt = 0; attempt < SLOT_ATTEMPTS; attempt++) {
    for (let open of await repo.findOpenSessions(database, orderId)) {
      const same =
        open.provider === want.provider &&
        open.tier === want.tier &&
        open.purpose === want.purpose &&
        open.amount_cents === want.amountCents;
      const openingSince = clock.now().getTime() - new Date(open.created_at).getTime();
      if (same && !open.checkout_url && openingSince < CHECKOUT_OPENING_WAIT_MS) {
        open = await checkoutOpened(database, open, CHECKOUT_OPENING_WAIT_MS - openingSince);
        if (isFinalFlowStatus(open.status)) continue;
      }
      const timeLeft = new Date(open.expires_at).getTime() - clock.now().getTime();
      if (same && open.checkout_url && timeLeft > REUSE_MIN_REMAINING_MS) return { reused: open };
      // Another plan, a checkout of a provider no longer configured, one about to expire, or one
      // whose opening never finished: closed, so it can no longer be paid.
      await closeOpenSession(ctx, open, 'cancelled');
    }
    const now = clock.now();
    const created = await repo.insertOpenSession(database, {
      id: `pay_${randomToken(18)}`,
      orderId,
      provider: want.provider,
      purpose: want.purpose,
      tier: want.tier,
      amountCents: want.amountCents,
      expiresAt: new Date(now.getTime() + PAYMENT_SESSION_TTL_MS),
      now,
    });
    if (created) return { created };
    // A concurrent request took the slot between our read and our insert: look at its session.
  }
  throw conflict(CHECKOUT_MESSAGES.busy);
}

/** The session once its checkout URL is recorded or it is closed, or as it is after `waitMs`. */
async function checkoutOpened(
  database: Database,
  session: repo.SessionRow,
  waitMs: number,
): Promise<repo.SessionRow> {
  const deadline = Date.now() + waitMs;
  let current = session;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, CHECKOUT_OPENING_POLL_MS));
    current = (await repo.findSession(database, session.id)) ?? { ...current, status: 'cancelled' };
    if (current.checkout_url || isFinalFlowStatus(current.status)) return current;
  }
  return current;
}

/** Pays a pending Success order with the caller's credit for this home and year, if they hold one. */
async function payWithCredit(
  ctx: PaymentsContext,
  input: {
    order: repo.OrderRow;
    jobId: string;
    caller: Caller;
    owner: repo.OwnerRef;
    now: Date;
    language?: Locale | undefined;
  },
): Promise<boolean> {
  const property = await ctx.jobs.property(input.jobId);
  if (!property?.propertyKey) return false;
  const credit = await findUsableCredit(
    ctx.database,
    { userId: input.caller.userId ?? null, guestTokenHash: guestTokenHash(input.caller) },
    property.propertyKey,
    orderRollYear(input.now),
  );
  if (!credit) return false;
  // The credit's own session takes the order's slot: any open checkout is closed first (a "credit"
  // session is never reused, so it always replaces what is open).
  const slot = await claimSessionSlot(ctx, input.order.id, {
    provider: 'credit',
    purpose: 'purchase',
    tier: 'guarantee',
    amountCents: 0,
  });
  const session = 'created' in slot ? slot.created : slot.reused;
  const redeemed = await repo.redeemCredit(ctx.database, {
    creditId: credit.id,
    orderId: input.order.id,
    sessionId: session.id,
    now: input.now,
  });
  if (!redeemed) await repo.closeSession(ctx.database, session.id, 'cancelled', input.now);
  else await sendReceipt(ctx, input.order.id, input.language);
  return redeemed;
}
