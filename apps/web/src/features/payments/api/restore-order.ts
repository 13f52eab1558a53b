import { API_PATHS } from '@homie/contracts/routes';
import { type RestoreOrderResponse, restoreOrderResponseSchema } from '@homie/contracts/paid-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { usePaymentStore } from '../stores/payment-store.ts';
import { ORDERS_QUERY_ROOT } from './get-orders.ts';

/** POST /api/orders/restore: the receipt's key gives this browser the guest's order back (decision 211). */
export function restoreOrder(orderId: string, key: string): Promise<RestoreOrderResponse> {
  return request(API_PATHS.orders.restore, {
    method: 'POST',
    body: { order_id: orderId, key },
    schema: restoreOrderResponseSchema,
  });
}

/**
 * Trading the receipt's key for the order's token: kept like the one issued at checkout, and the
 * orders asked again with it before the mutation resolves.
 */
export function useRestoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, key }: { orderId: string; key: string }) => restoreOrder(orderId, key),
    onSuccess: async (answer) => {
      usePaymentStore.getState().setOrderToken(answer.order_token);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
    },
  });
}
