import { API_PATHS, apiPath } from '@homie/contracts/routes';
import {
  type FlowStatus,
  type FlowStatusResponse,
  flowStatusResponseSchema,
  PAYMENT_POLL_INTERVAL_MS,
} from '@homie/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** GET api/payment/flow-status/{id}, polled every 500 ms by the payment dialog. */
export function getFlowStatus(sessionId: string, signal?: AbortSignal): Promise<FlowStatusResponse> {
  return request(apiPath(API_PATHS.payments.flowStatus, { session_id: sessionId }), {
    auth: true,
    headers: paymentHeaders(),
    schema: flowStatusResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Consecutive failed polls (500 ms apart) before the dialog gives up with the network error. */
const MAX_POLL_FAILURES = 10;

const isFinalFlowStatus = (status: FlowStatus | undefined) =>
  status === 'completed' || status === 'expired' || status === 'cancelled';

/** A refusal (4xx other than 429) ends the polling at once; anything else is asked again. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

export const flowStatusKey = (sessionId: string | null) => ['payments', 'flow-status', sessionId] as const;

/**
 * The checkout's status while the dialog waits for it (`sessionId` null: not waiting, nothing asked):
 * polled every 500 ms with `refetchInterval` (also in the background; at once when the page is
 * visible again), until a final status or an error; retried by the library up to 10 consecutive
 * failures, a refusal (4xx but 429) failing at once (decision 141).
 */
export function useFlowStatus(sessionId: string | null) {
  return useQuery({
    queryKey: flowStatusKey(sessionId),
    queryFn: ({ signal }) => getFlowStatus(sessionId!, signal),
    enabled: Boolean(sessionId),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinalFlowStatus(query.state.data?.status)
        ? false
        : PAYMENT_POLL_INTERVAL_MS,
    // The owner pays in another tab or window: this one keeps asking while in the background.
    refetchIntervalInBackground: true,
    // Back from the checkout tab: ask at once (a background tab's timers may have been slowed).
    refetchOnWindowFocus: 'always',
    retry: (failures, error) => !isRefusal(error) && failures < MAX_POLL_FAILURES - 1,
    retryDelay: PAYMENT_POLL_INTERVAL_MS,
  });
}
