import {
  FILL_FORM_PATH,
  type FlowStatus,
  PAYMENT_ERRORS,
  PAYMENT_POLL_INTERVAL_MS,
  type PlanTier,
} from '@homie/contracts/payments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { cancelPayment } from '../api/cancel-payment.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import { createPaymentSession } from '../api/create-payment-session.ts';
import { getFlowStatus } from '../api/get-flow-status.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { checkoutUrl, closeWindow, openPendingWindow, showCheckout } from '../utils/checkout-window.ts';
import { describePaymentError } from '../utils/describe-payment-error.ts';

/** What the payment dialog shows (spec §2 payment dialog views). */
export type PaymentView =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | {
      kind: 'awaiting';
      sessionId: string;
      sessionUrl: string;
      status: FlowStatus;
      windowBlocked: boolean;
      /** What this checkout charges: the plan's price, or the upgrade's difference (decision 108). */
      amountCents?: number | undefined;
      upgrade?: boolean | undefined;
      /** Picked up again after a reload (decision 107). */
      resumed?: boolean | undefined;
    }
  | { kind: 'success'; dashboardUrl: string }
  | { kind: 'cancelled'; message: string; canRetry: boolean }
  | { kind: 'failed'; message: string };

export interface PaymentFlowCallbacks {
  /** The payment is confirmed: leave for /payment-success with the server's dashboard_url. */
  onSuccess: (dashboardUrl: string) => void;
  /** The plan was bought already: follow the server's redirect_url. */
  onAlreadyPaid: (redirectUrl: string) => void;
}

/** Consecutive failed polls (500 ms apart) before the dialog gives up with the network error. */
const MAX_POLL_FAILURES = 10;

/**
 * The payment dialog's state machine (spec §4): create a session (Loading), open the checkout in a new
 * window and poll flow-status every 500 ms (Awaiting Payment), then call success (completed) or
 * cancel (expired / cancelled). Every step that fails ends in Payment Failed with the §8 text.
 */
export function usePaymentFlow({
  onSuccess,
  onAlreadyPaid,
  resumeFor,
}: PaymentFlowCallbacks & {
  /** The job on screen: a checkout left open for it before a reload is picked up again. */
  resumeFor?: string | null;
}) {
  const [view, setView] = useState<PaymentView>({ kind: 'idle' });
  const [tier, setTier] = useState<PlanTier | null>(null);
  const run = useRef(0);
  const checkoutWindow = useRef<Window | null>(null);
  const lastRequest = useRef<{ tier: PlanTier; historyId: string } | null>(null);
  const callbacks = useRef({ onSuccess, onAlreadyPaid });
  callbacks.current = { onSuccess, onAlreadyPaid };

  const finishCompleted = useCallback(async (id: number, sessionId: string) => {
    try {
      const answer = await confirmPayment(sessionId);
      if (run.current !== id) return;
      if (!answer.success) {
        setView({ kind: 'failed', message: answer.error ?? PAYMENT_ERRORS.successDetails });
        return;
      }
      closeWindow(checkoutWindow.current);
      usePaymentStore.getState().setPendingSession(null);
      const dashboardUrl = answer.dashboard_url ?? FILL_FORM_PATH;
      usePaymentStore.getState().markPaid(answer.tier);
      setView({ kind: 'success', dashboardUrl });
      callbacks.current.onSuccess(dashboardUrl);
    } catch (error) {
      if (run.current !== id) return;
      setView({ kind: 'failed', message: describePaymentError(error, PAYMENT_ERRORS.successDetails) });
    }
  }, []);

  const finishCancelled = useCallback(
    async (id: number, sessionId: string) => {
      try {
        const answer = await cancelPayment(sessionId);
        if (run.current !== id) return;
        usePaymentStore.getState().setPendingSession(null);
        setView({
          kind: 'cancelled',
          message: answer.message ?? 'Payment cancelled.',
          canRetry: Boolean(answer.can_retry),
        });
      } catch (error) {
        if (run.current !== id) return;
        // The payment went through while we were cancelling: treat it as paid.
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          (error.body as { can_retry?: boolean })?.can_retry === false
        ) {
          return finishCompleted(id, sessionId);
        }
        setView({ kind: 'failed', message: describePaymentError(error, PAYMENT_ERRORS.cancelDetails) });
      }
    },
    [finishCompleted],
  );

  /** Starts paying; call it from the click handler so the checkout window is allowed to open. */
  const start = useCallback(async (tier: PlanTier, historyId: string) => {
    const id = ++run.current;
    lastRequest.current = { tier, historyId };
    setTier(tier);
    usePaymentStore.getState().selectPlan(tier, historyId, useSessionStore.getState().isAuthenticated);
    closeWindow(checkoutWindow.current);
    const pending = openPendingWindow();
    checkoutWindow.current = pending;
    setView({ kind: 'loading' });
    try {
      const answer = await createPaymentSession({ history_id: historyId, tier });
      if (run.current !== id) return closeWindow(pending);
      if (answer.order_token) usePaymentStore.getState().setOrderToken(answer.order_token);
      if (!answer.success) {
        closeWindow(pending);
        setView({ kind: 'failed', message: answer.error ?? PAYMENT_ERRORS.createFailed });
        return;
      }
      if (answer.already_paid) {
        closeWindow(pending);
        usePaymentStore.getState().markPaid(answer.paid_with_credit ? 'guarantee' : undefined);
        setView({ kind: 'idle' });
        callbacks.current.onAlreadyPaid(answer.redirect_url ?? FILL_FORM_PATH);
        return;
      }
      if (!answer.session_id || !answer.session_url) {
        closeWindow(pending);
        setView({ kind: 'failed', message: PAYMENT_ERRORS.sessionUrlMissing });
        return;
      }
      const url = checkoutUrl(answer.session_url);
      checkoutWindow.current = showCheckout(pending, url);
      usePaymentStore.getState().setPendingSession({
        sessionId: answer.session_id,
        sessionUrl: url,
        historyId,
        tier,
        ...(answer.amount_cents === undefined ? {} : { amountCents: answer.amount_cents }),
        upgrade: answer.purpose === 'upgrade',
      });
      setView({
        kind: 'awaiting',
        sessionId: answer.session_id,
        sessionUrl: url,
        status: 'initializing',
        windowBlocked: !checkoutWindow.current,
        amountCents: answer.amount_cents,
        upgrade: answer.purpose === 'upgrade',
      });
    } catch (error) {
      if (run.current !== id) return;
      closeWindow(pending);
      setView({ kind: 'failed', message: describePaymentError(error, PAYMENT_ERRORS.createFailed) });
    }
  }, []);

  const awaitingId = view.kind === 'awaiting' ? view.sessionId : null;
  useEffect(() => {
    if (!awaitingId) return;
    const id = run.current;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const { status } = await getFlowStatus(awaitingId, controller.signal);
        if (run.current !== id) return;
        failures = 0;
        if (status === 'completed') return void finishCompleted(id, awaitingId);
        if (status === 'expired' || status === 'cancelled') return void finishCancelled(id, awaitingId);
        setView((current) =>
          current.kind === 'awaiting' && current.status !== status ? { ...current, status } : current,
        );
      } catch (error) {
        if (run.current !== id || controller.signal.aborted) return;
        failures += 1;
        const fatal =
          error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        if (fatal || failures >= MAX_POLL_FAILURES) {
          setView({ kind: 'failed', message: describePaymentError(error, PAYMENT_ERRORS.unexpected) });
          return;
        }
      }
      timer = setTimeout(poll, PAYMENT_POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, PAYMENT_POLL_INTERVAL_MS);
    // Back from the checkout tab: ask at once (a background tab's timers may have been slowed).
    const now = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      timer = setTimeout(poll, 0);
    };
    window.addEventListener('focus', now);
    document.addEventListener('visibilitychange', now);
    return () => {
      clearTimeout(timer);
      controller.abort();
      window.removeEventListener('focus', now);
      document.removeEventListener('visibilitychange', now);
    };
  }, [awaitingId, finishCompleted, finishCancelled]);

  /** The Cancel button while awaiting payment: the server closes the checkout. */
  const cancel = useCallback(() => {
    if (view.kind !== 'awaiting') return;
    const id = ++run.current;
    closeWindow(checkoutWindow.current);
    setView({ kind: 'loading' });
    void finishCancelled(id, view.sessionId);
  }, [view, finishCancelled]);

  /** Closing the dialog: stays on /choose-plan; an unpaid checkout is cancelled so it cannot be paid later. */
  const close = useCallback(() => {
    run.current += 1;
    usePaymentStore.getState().setPendingSession(null);
    if (view.kind === 'awaiting') {
      closeWindow(checkoutWindow.current);
      cancelPayment(view.sessionId).catch(() => {});
    }
    setView({ kind: 'idle' });
  }, [view]);

  const retry = useCallback(() => {
    if (lastRequest.current) void start(lastRequest.current.tier, lastRequest.current.historyId);
  }, [start]);

  // A checkout opened before a reload: the dialog comes back and polls it, so a payment made in the
  // checkout tab meanwhile lands on /payment-success (decision 107).
  useEffect(() => {
    const pending = usePaymentStore.getState().pendingSession;
    if (!pending || !resumeFor || pending.historyId !== resumeFor) return;
    lastRequest.current = { tier: pending.tier, historyId: pending.historyId };
    setTier(pending.tier);
    setView((current) =>
      current.kind === 'idle'
        ? {
            kind: 'awaiting',
            sessionId: pending.sessionId,
            sessionUrl: pending.sessionUrl,
            status: 'pending',
            windowBlocked: false,
            amountCents: pending.amountCents,
            upgrade: pending.upgrade,
            resumed: true,
          }
        : current,
    );
  }, [resumeFor]);

  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  return { view, tier, start, cancel, close, retry };
}
