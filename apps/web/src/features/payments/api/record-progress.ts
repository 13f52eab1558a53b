import { type OrderSummary, orderSummarySchema, type RecordProgressBody } from '@homie/contracts/paid-orders';
import { API_PATHS, apiPath } from '@homie/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { ORDERS_QUERY_ROOT } from './get-orders.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** PUT /api/orders/{id}/progress: the day and way the appeal was filed, and the hearing date (decision 240). */
export function recordProgress(orderId: string, body: RecordProgressBody): Promise<OrderSummary> {
  return request(apiPath(API_PATHS.orders.progress, { order_id: orderId }), {
    auth: true,
    method: 'PUT',
    body,
    headers: paymentHeaders(),
    schema: orderSummarySchema,
  });
}

export function useRecordProgress(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordProgressBody) => recordProgress(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
