import {
  FILL_FORM_PATH,
  PAYMENT_CURRENCY,
  PAYMENT_SESSION_TTL_MS,
  PLANS,
  type CreatePaymentSessionResponse,
  type Order,
  type PlanTier,
} from '@homie/contracts/payments';
import type { Database } from '#db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '#lib/errors.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import { type Caller, guestTokenHash, type PaymentsContext } from './payments.context.ts';
import { JOB_MESSAGES } from './payments.jobs.ts';
import * as repo from './payments.repository.ts';
import { closeOpenSession } from './payment-flow.service.ts';

/** A paid plan for an analysis job, as other modules (appeals) see it. */
export interface PaidOrder {
  id: string;
  tier: PlanTier;
  jobId: string;
  userId: string | null;
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
  return paid ? { id: paid.id, tier: paid.tier, jobId: paid.job_id, userId: paid.user_id } : null;
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

/** Keep reusing an open checkout only while it has this much time left. */
const REUSE_MIN_REMAINING_MS = 5 * 60 * 1000;

/**
 * Starts paying for a plan: finds or creates the caller's order for the job and opens a checkout at
 * the provider. The price comes from PLANS, never from the client. A caller who already paid is sent
 * on (already_paid); an open checkout for the same plan is handed out again, so a double click opens
 * one checkout, not two.
 */
export async function createPaymentSession(
  ctx: PaymentsContext,
  input: { historyId: string; tier: PlanTier; caller: Caller; customerEmail?: string | undefined },
): Promise<CreatePaymentSessionResponse> {
  const { database, clock } = ctx;
  const jobId = input.historyId;
  const job = await ctx.checkJob(jobId);
  if (job === 'not_found') throw notFound(JOB_MESSAGES.not_found);
  if (job === 'not_completed') throw conflict(JOB_MESSAGES.not_completed);
  if (job === 'unsupported_county') throw badRequest(JOB_MESSAGES.unsupported_county);
  if (await findPaidOrderForJob(database, { jobId, ...input.caller })) {
    return { success: true, already_paid: true, redirect_url: FILL_FORM_PATH };
  }

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
  const now = clock.now();
  const order = await repo.upsertOrder(database, {
    id: `ord_${randomToken(12)}`,
    jobId,
    owner,
    tier: plan.tier,
    amountCents: plan.amountCents,
    now,
  });

  for (const open of await repo.findOpenSessions(database, order.id)) {
    // A checkout opened with another provider (the sandbox, before Stripe was configured) is closed.
    const usable =
      open.provider === ctx.provider.name &&
      open.tier === plan.tier &&
      open.checkout_url &&
      new Date(open.expires_at).getTime() - now.getTime() > REUSE_MIN_REMAINING_MS;
    if (usable) {
      return { success: true, already_paid: false, session_id: open.id, session_url: open.checkout_url! };
    }
    await closeOpenSession(ctx, open, 'cancelled');
  }

  const session = await repo.insertSession(database, {
    id: `pay_${randomToken(18)}`,
    orderId: order.id,
    provider: ctx.provider.name,
    tier: plan.tier,
    amountCents: plan.amountCents,
    expiresAt: new Date(now.getTime() + PAYMENT_SESSION_TTL_MS),
    now,
  });
  try {
    const checkout = await ctx.provider.createCheckout({
      sessionId: session.id,
      orderId: order.id,
      jobId,
      tier: plan.tier,
      planName: plan.name,
      amountCents: plan.amountCents,
      currency: PAYMENT_CURRENCY,
      expiresAt: session.expires_at,
      customerEmail: input.customerEmail,
    });
    await repo.attachCheckout(database, session.id, checkout);
    return {
      success: true,
      already_paid: false,
      session_id: session.id,
      session_url: checkout.checkoutUrl,
      ...(newToken ? { order_token: newToken } : {}),
    };
  } catch (err) {
    ctx.log.error({ err, sessionId: session.id }, 'payment provider could not open a checkout');
    await repo.closeSession(database, session.id, 'cancelled', clock.now());
    throw new HttpError(502, 'Failed to create payment session');
  }
}
