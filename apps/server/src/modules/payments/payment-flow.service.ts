import { noticeOfRow } from '@homie/contracts/notice-appeals';
import {
  CHOOSE_PLAN_PATH,
  FILL_FORM_PATH,
  FLOW_STATUSES,
  type FlowStatus,
  isFinalFlowStatus,
  PLANS,
  type PaymentCancelResponse,
  type PaymentSession,
  type PaymentSuccessResponse,
} from '@homie/contracts/payments';
import { ORDER_QUERY_PARAM } from '@homie/contracts/paid-orders';
import { conflict, notFound } from '#lib/errors.ts';
import { type Caller, ownsOrder, type PaymentsContext } from './payments.context.ts';
import { saleRefusal } from './payments.jobs.ts';
import { sendReceipt } from './payments.receipt.ts';
import * as repo from './payments.repository.ts';
import type { Locale } from '@homie/contracts/locales';

/**
 * The life of a payment session as the payment dialog sees it: initializing → pending → completed |
 * expired | cancelled. Expiry is applied when a session is read, against the injected clock; a
 * provider that keeps its own state (Stripe) is asked at most every SYNC_INTERVAL_MS while polled,
 * so a lost webhook still ends in the right state.
 */

export const SYNC_INTERVAL_MS = 5_000;
/** Why a sandbox checkout opened before Stripe was configured can no longer be paid (decision 094). */
export const SANDBOX_RETIRED_MESSAGE =
  'This test checkout was closed because card payments now go through Stripe. No payment was taken; choose your plan again to pay.';
/** A confirmed provider payment completes the session whatever we had recorded: the money moved. */
const ANY_STATE = FLOW_STATUSES.filter((s) => s !== 'completed');

async function loadOwned(
  ctx: PaymentsContext,
  sessionId: string,
  caller: Caller,
): Promise<repo.SessionWithOrder> {
  const session = await repo.findSessionWithOrder(ctx.database, sessionId);
  if (!session || !ownsOrder(session, caller))
    throw notFound('Payment session not found', 'payment_session_not_found');
  return session;
}

async function statusOf(ctx: PaymentsContext, sessionId: string): Promise<FlowStatus> {
  return (await repo.findSession(ctx.database, sessionId))?.status ?? 'cancelled';
}

/** Records a payment the provider confirmed; safe to call any number of times. */
export async function completeConfirmed(
  ctx: PaymentsContext,
  sessionId: string,
  /** The language of the request that saw the payment, for a guest's receipt (decision 263). */
  language?: Locale,
): Promise<FlowStatus> {
  const result = await repo.completeSession(ctx.database, sessionId, ctx.clock.now(), ANY_STATE);
  if (result.sessionChanged && !result.orderPaidNow) {
    ctx.log.warn({ sessionId }, 'a second checkout was paid for an order already paid: refund it');
  }
  if (result.orderPaidNow) {
    const session = await repo.findSession(ctx.database, sessionId);
    if (session) await sendReceipt(ctx, session.order_id, language);
  }
  return statusOf(ctx, sessionId);
}

/** Closes an open session here and at its provider (so it can no longer be paid there). */
export async function closeOpenSession(
  ctx: PaymentsContext,
  session: repo.SessionRow,
  status: 'expired' | 'cancelled',
): Promise<FlowStatus> {
  if (session.provider_ref && session.provider === ctx.provider.name) {
    try {
      const state =
        status === 'cancelled'
          ? await ctx.provider.cancel(session.provider_ref)
          : await ctx.provider.fetchState(session.provider_ref);
      if (state === 'paid') return completeConfirmed(ctx, session.id);
    } catch (err) {
      ctx.log.warn({ err, sessionId: session.id }, 'payment provider did not confirm closing a checkout');
    }
  }
  return (await repo.closeSession(ctx.database, session.id, status, ctx.clock.now())) ?? status;
}

/** Brings an open session up to date (provider state, expiry) and returns its status. */
export async function refreshSession(
  ctx: PaymentsContext,
  session: repo.SessionRow,
  forceSync = false,
  language?: Locale,
): Promise<FlowStatus> {
  if (isFinalFlowStatus(session.status)) return session.status;
  if (session.provider === 'sandbox' && ctx.provider.name !== 'sandbox') {
    // Opened before the switch to Stripe: it must not stay payable (its pages are no longer served).
    await repo.recordDecline(ctx.database, session.id, SANDBOX_RETIRED_MESSAGE);
    return closeOpenSession(ctx, session, 'cancelled');
  }
  const now = ctx.clock.now();
  const syncDue =
    !session.synced_at || now.getTime() - new Date(session.synced_at).getTime() >= SYNC_INTERVAL_MS;
  if (session.provider_ref && session.provider === ctx.provider.name && (forceSync || syncDue)) {
    await repo.markSynced(ctx.database, session.id, now);
    const state = await ctx.provider.fetchState(session.provider_ref).catch((err: unknown) => {
      ctx.log.warn({ err, sessionId: session.id }, 'payment provider state unavailable');
      return null;
    });
    if (state === 'paid') return completeConfirmed(ctx, session.id, language);
    if (state === 'expired') return closeOpenSession(ctx, session, 'expired');
  }
  if (now.getTime() >= new Date(session.expires_at).getTime())
    return closeOpenSession(ctx, session, 'expired');
  return session.status;
}

export async function getFlowStatus(
  ctx: PaymentsContext,
  sessionId: string,
  caller: Caller,
): Promise<FlowStatus> {
  return refreshSession(ctx, await loadOwned(ctx, sessionId, caller));
}

export async function getSessionInfo(
  ctx: PaymentsContext,
  sessionId: string,
  caller: Caller,
): Promise<PaymentSession> {
  const session = await loadOwned(ctx, sessionId, caller);
  const status = await refreshSession(ctx, session);
  return {
    session_id: session.id,
    status,
    tier: session.tier,
    plan_name: PLANS[session.tier].name,
    amount_cents: session.amount_cents,
    currency: session.currency,
    history_id: session.job_id,
    provider: session.provider,
    session_url: session.checkout_url ?? '',
    expires_at: new Date(session.expires_at).toISOString(),
    created_at: new Date(session.created_at).toISOString(),
    decline_message: session.decline_message,
  };
}

/** The success call: answers the same way however often it is made once the session is paid. */
export async function confirmSuccess(
  ctx: PaymentsContext,
  sessionId: string,
  caller: Caller,
  language?: Locale,
): Promise<PaymentSuccessResponse> {
  const session = await loadOwned(ctx, sessionId, caller);
  const status = await refreshSession(ctx, session, true, language);
  const order = await repo.findOrderById(ctx.database, session.order_id);
  if (status === 'completed' && order?.status === 'paid') {
    return {
      success: true,
      message: `Payment successful! Your ${PLANS[order.tier].name} plan is active.`,
      // The paid order's own form (decision 106): the order, not this browser, names the home.
      dashboard_url: `${FILL_FORM_PATH}?${ORDER_QUERY_PARAM}=${encodeURIComponent(order.id)}`,
      order_id: order.id,
      tier: order.tier,
    };
  }
  if (status === 'expired') throw conflict('This payment session has expired. No payment was taken.');
  if (status === 'cancelled' && session.provider === 'sandbox' && ctx.provider.name !== 'sandbox') {
    throw conflict(SANDBOX_RETIRED_MESSAGE);
  }
  if (status === 'cancelled') throw conflict('This payment was cancelled. No payment was taken.');
  throw conflict('Payment has not been completed yet.');
}

/** The cancel call (Cancel in the dialog, or an expired session): closes it and offers a retry. */
export async function cancelPayment(
  ctx: PaymentsContext,
  sessionId: string,
  caller: Caller,
): Promise<PaymentCancelResponse> {
  const session = await loadOwned(ctx, sessionId, caller);
  let status = await refreshSession(ctx, session);
  if (!isFinalFlowStatus(status)) status = await closeOpenSession(ctx, session, 'cancelled');
  if (status === 'completed') {
    throw conflict('This payment has already been completed.', { can_retry: false });
  }
  const order = await repo.findOrderById(ctx.database, session.order_id);
  const canRetry =
    order?.status !== 'paid' &&
    (await ctx.checkJob(session.job_id)) === 'payable' &&
    !(await saleRefusal(ctx.jobs, session.job_id, ctx.clock.now(), order ? noticeOfRow(order) : null));
  return {
    success: true,
    message:
      status === 'expired'
        ? 'Your payment session expired. No payment was taken.'
        : 'Payment cancelled. No payment was taken.',
    can_retry: canRetry,
    ...(canRetry ? { retry_url: CHOOSE_PLAN_PATH } : {}),
  };
}
