import { API_PATHS } from '@homie/contracts/routes';
import { type RestoreOrderResponse, restoreOrderResponseSchema } from '@homie/contracts/paid-orders';
import { request } from '#lib/api-client.ts';

/** POST /api/orders/restore: the receipt's key gives this browser the guest's order back (decision 211). */
export function restoreOrder(orderId: string, key: string): Promise<RestoreOrderResponse> {
  return request(API_PATHS.orders.restore, {
    method: 'POST',
    body: { order_id: orderId, key },
    schema: restoreOrderResponseSchema,
  });
}
