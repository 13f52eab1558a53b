import { type Order, orderSchema } from '@homie/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, authRequest } from '#lib/api-client.ts';
import { paymentHeaders } from './payment-headers.ts';

/** GET /api/orders/by-job/{history_id}: the caller's order for a job, or null when there is none. */
export async function getOrder(historyId: string): Promise<Order | null> {
  try {
    return await authRequest(`/api/orders/by-job/${encodeURIComponent(historyId)}`, {
      headers: paymentHeaders(),
      schema: orderSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const orderQueryOptions = (historyId: string | null) =>
  queryOptions({
    queryKey: ['payments', 'order', historyId],
    queryFn: () => getOrder(historyId!),
    enabled: Boolean(historyId),
    // Checked on load and whenever the owner comes back to the tab (a payment made elsewhere).
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

export function useOrder(historyId: string | null) {
  return useQuery(orderQueryOptions(historyId));
}
