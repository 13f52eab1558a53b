import { API_PATHS, apiPath } from '@homie/contracts/routes';
import {
  claimOrdersResponseSchema,
  type OrderSummary,
  orderSummarySchema,
  ordersResponseSchema,
} from '@homie/contracts/paid-orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** GET /api/orders: the caller's orders (account and/or this browser's guest token), with their homes. */
export async function getOrders(): Promise<OrderSummary[]> {
  const answer = await request(API_PATHS.orders.list, {
    auth: true,
    headers: paymentHeaders(),
    schema: ordersResponseSchema,
  });
  return answer.orders;
}

/** GET /api/orders/{id}: one of the caller's orders. */
export function getOrderSummary(orderId: string): Promise<OrderSummary> {
  return request(apiPath(API_PATHS.orders.order, { order_id: orderId }), {
    auth: true,
    headers: paymentHeaders(),
    schema: orderSummarySchema,
  });
}

/** POST /api/orders/claim: this browser's guest orders move into the signed-in account. */
export async function claimOrders(): Promise<number> {
  const answer = await request(API_PATHS.orders.claim, {
    auth: true,
    method: 'POST',
    headers: paymentHeaders(),
    schema: claimOrdersResponseSchema,
  });
  return answer.claimed;
}

export const ORDERS_QUERY_ROOT = ['payments', 'orders'] as const;

/** Claiming this browser's guest orders for the account; the orders are asked again when any moved. */
export function useClaimOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrders,
    onSuccess: (claimed) => {
      if (claimed > 0) void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
    },
  });
}

/** The caller's orders; asked again when the window regains focus (a payment made in another tab). */
export function useOrders() {
  const userId = useSessionStore((s) =>
    s.isAuthenticated ? (s.user?.user_id ?? s.user?.email ?? 'signed-in') : null,
  );
  const sessionLoading = useSessionStore((s) => s.isLoading);
  const orderToken = usePaymentStore((s) => s.orderToken);
  const hasIdentity = Boolean(userId || orderToken);
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_ROOT, userId, orderToken],
      queryFn: getOrders,
      enabled: !sessionLoading && hasIdentity,
      staleTime: 0,
      refetchOnWindowFocus: 'always',
      initialData: hasIdentity ? undefined : [],
    }),
  );
}
