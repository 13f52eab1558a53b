import type { NoticeAppealForm } from '@homie/contracts/notice-appeals';
import { FILL_FORM_PATH, type FlowStatus, PAYMENT_ERRORS, type PlanTier } from '@homie/contracts/payments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { sessionChecked, useSessionStore } from '#lib/session-store.ts';
import { useCancelPayment } from '../api/cancel-payment.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { useCreatePaymentSession } from '../api/create-payment-session.ts';
import { useFlowStatus } from '../api/get-flow-status.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { checkoutUrl, closeWindow, openPendingWindow, showCheckout } from '../utils/checkout-window.ts';
import { type PaymentFailure, paymentFailure } from '../utils/describe-payment-error.ts';

/** What the payment dialog shows (spec §2 payment dialog views). */
export type PaymentView =
  | { kind: 'idle' }
  /** A guest names where the receipt and the link back to the order go (decision 211). */
  | { kind: 'email'; email: string }
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
  /** `expired`: the session ran out rather than being cancelled (how a translated screen words it). */
  | { kind: 'cancelled'; message: string; canRetry: boolean; expired?: boolean }
  | ({ kind: 'failed' } & PaymentFailure);

/** A refused answer's words: the server's with its code, else the step's spec §8 text. */
function answerFailure(
  answer: { error?: string | undefined; code?: PaymentFailure['code'] },
  fallback: keyof typeof PAYMENT_ERRORS,
): PaymentFailure {
  const code = answer.code ? { code: answer.code } : {};
  return answer.error
    ? { message: answer.error, ...code }
    : { message: PAYMENT_ERRORS[fallback], key: fallback, ...code };
}

export interface PaymentFlowCallbacks {
  /** The payment is confirmed: leave for /payment-success with the server's dashboard_url. */
  onSuccess: (dashboardUrl: string) => void;
  /** The plan was bought already: follow the server's redirect_url. */
  onAlreadyPaid: (redirectUrl: string) => void;
}

/**
 * The payment dialog's state machine (spec §4): create a session (Loading), open the checkout in a new
 * window and poll flow-status every 500 ms (Awaiting Payment), then call success (completed) or
 * cancel (expired / cancelled). Every step that fails ends in Payment Failed with the §8 text.
 * The calls are TanStack mutations; flow-status is a query polled with `refetchInterval`, retried by
 * the library and cancelled when the dialog stops waiting (decision 141).
 */
export function usePaymentFlow({
  onSuccess,
  onAlreadyPaid,
  resumeFor,
  notice = null,
}: PaymentFlowCallbacks & {
  /** The job on screen: a checkout left open for it before a reload is picked up again. */
  resumeFor?: string | null;
  /** The notice the appeal bought answers (decision 246); null for the regular assessment. */
  notice?: NoticeAppealForm | null;
}) {
  const [view, setView] = useState<PaymentView>({ kind: 'idle' });
  const [tier, setTier] = useState<PlanTier | null>(null);
  const run = useRef(0);
  const checkoutWindow = useRef<Window | null>(null);
  const lastRequest = useRef<{ tier: PlanTier; historyId: string; email?: string | undefined } | null>(null);
  /** The address a guest gave in this visit, offered again on Try Again or another plan. */
  const guestEmail = useRef('');
  const callbacks = useRef({ onSuccess, onAlreadyPaid });
  callbacks.current = { onSuccess, onAlreadyPaid };
  const { mutateAsync: create } = useCreatePaymentSession();
  const noticeRef = useRef(notice);
  noticeRef.current = notice;
  const { mutateAsync: confirm } = useConfirmPayment();
  const { mutateAsync: cancelSession } = useCancelPayment();

  const finishCompleted = useCallback(
    async (id: number, sessionId: string) => {
      try {
        const answer = await confirm(sessionId);
        if (run.current !== id) return;
        if (!answer.success) {
          setView({ kind: 'failed', ...answerFailure(answer, 'successDetails') });
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
        setView({ kind: 'failed', ...paymentFailure(error, 'successDetails') });
      }
    },
    [confirm],
  );

  const finishCancelled = useCallback(
    async (id: number, sessionId: string, expired = false) => {
      try {
        const answer = await cancelSession(sessionId);
        if (run.current !== id) return;
        usePaymentStore.getState().setPendingSession(null);
        setView({
          kind: 'cancelled',
          message: answer.message ?? 'Payment cancelled.',
          canRetry: Boolean(answer.can_retry),
          expired,
        });
      } catch (error) {
        if (run.current !== id) return;
        // The payment went through while we were cancelling (the server's `conflict`): treat it as paid.
        if (
          error instanceof ApiError &&
          error.code === 'conflict' &&
          (error.body as { can_retry?: boolean })?.can_retry === false
        ) {
          return finishCompleted(id, sessionId);
        }
        setView({ kind: 'failed', ...paymentFailure(error, 'cancelDetails') });
      }
    },
    [finishCompleted, cancelSession],
  );

  /** Starts paying; call it from the click handler so the checkout window is allowed to open. */
  const start = useCallback(
    async (tier: PlanTier, historyId: string, email?: string) => {
      if (useSessionStore.getState().isLoading) {
        // Pressed while the stored session is still being checked: a signed-in owner is not a guest.
        const waiting = ++run.current;
        setView({ kind: 'loading' });
        await sessionChecked();
        if (run.current !== waiting) return;
      }
      const signedIn = useSessionStore.getState().isAuthenticated;
      if (!signedIn && !email) {
        // A guest first says where the receipt goes (decision 211); their Continue starts the payment.
        ++run.current;
        lastRequest.current = { tier, historyId };
        setTier(tier);
        setView({ kind: 'email', email: lastRequest.current.email ?? guestEmail.current });
        return;
      }
      const id = ++run.current;
      lastRequest.current = { tier, historyId, email: signedIn ? undefined : email };
      if (email) guestEmail.current = email;
      setTier(tier);
      usePaymentStore.getState().selectPlan(tier, historyId, useSessionStore.getState().isAuthenticated);
      closeWindow(checkoutWindow.current);
      const pending = openPendingWindow();
      checkoutWindow.current = pending;
      setView({ kind: 'loading' });
      try {
        const answer = await create({
          history_id: historyId,
          tier,
          ...(!signedIn && email ? { email } : {}),
          ...(noticeRef.current ? { notice: noticeRef.current } : {}),
        });
        if (run.current !== id) return closeWindow(pending);
        if (answer.order_token) usePaymentStore.getState().setOrderToken(answer.order_token);
        if (!answer.success) {
          closeWindow(pending);
          setView({ kind: 'failed', ...answerFailure(answer, 'createFailed') });
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
          setView({ kind: 'failed', message: PAYMENT_ERRORS.sessionUrlMissing, key: 'sessionUrlMissing' });
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
        setView({ kind: 'failed', ...paymentFailure(error, 'createFailed') });
      }
    },
    [create],
  );

  const awaitingId = view.kind === 'awaiting' ? view.sessionId : null;
  const flow = useFlowStatus(awaitingId);
  const { refetch } = flow;
  const status = flow.data?.status;
  const pollError = flow.isError ? flow.error : null;

  useEffect(() => {
    if (!awaitingId || !status) return;
    const id = run.current;
    if (status === 'completed') void finishCompleted(id, awaitingId);
    else if (status === 'expired' || status === 'cancelled')
      void finishCancelled(id, awaitingId, status === 'expired');
    else
      setView((current) =>
        current.kind === 'awaiting' && current.status !== status ? { ...current, status } : current,
      );
  }, [awaitingId, status, finishCompleted, finishCancelled]);

  useEffect(() => {
    if (awaitingId && pollError) setView({ kind: 'failed', ...paymentFailure(pollError, 'unexpected') });
  }, [awaitingId, pollError]);

  // The library asks again when the page becomes visible; a checkout in a separate window leaves
  // this page visible, so its window regaining focus asks at once too.
  useEffect(() => {
    if (!awaitingId) return;
    const now = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', now);
    return () => window.removeEventListener('focus', now);
  }, [awaitingId, refetch]);

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
      cancelSession(view.sessionId).catch(() => {});
    }
    setView({ kind: 'idle' });
  }, [view, cancelSession]);

  const retry = useCallback(() => {
    const last = lastRequest.current;
    if (last) void start(last.tier, last.historyId, last.email);
  }, [start]);

  /** The guest's Continue in the e-mail step: the payment starts with their address. */
  const submitEmail = useCallback(
    (email: string) => {
      const last = lastRequest.current;
      if (last) void start(last.tier, last.historyId, email);
    },
    [start],
  );

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

  return { view, tier, start, cancel, close, retry, submitEmail };
}
