import { API_PATHS, apiPath } from '@homie/contracts/routes';
import { homeOrderResponseSchema } from '@homie/contracts/paid-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { ORDERS_QUERY_ROOT } from './get-orders.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/**
 * GET /api/orders/for-home/{history_id} (decision 219): the caller's paid order for the home a job
 * describes, however the home was looked up (the server knows which jobs are the same home), or null.
 */
export async function getHomeOrder(jobId: string): Promise<string | null> {
  const answer = await request(apiPath(API_PATHS.orders.forHome, { history_id: jobId }), {
    auth: true,
    headers: paymentHeaders(),
    schema: homeOrderResponseSchema,
  });
  return answer.order_id;
}

/**
 * The paid order of the looked-up home, asked only when `enabled` (the caller's order list names no
 * order for that job). Under the orders' query root, so a payment's refresh asks it again.
 */
export function useHomeOrder(jobId: string | null, enabled: boolean) {
  const userId = useSessionStore((s) =>
    s.isAuthenticated ? (s.user?.user_id ?? s.user?.email ?? 'signed-in') : null,
  );
  const orderToken = usePaymentStore((s) => s.orderToken);
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_ROOT, 'home', userId, orderToken, jobId],
      queryFn: () => getHomeOrder(jobId!),
      enabled: enabled && Boolean(jobId) && Boolean(userId || orderToken),
      staleTime: 0,
    }),
  );
}
