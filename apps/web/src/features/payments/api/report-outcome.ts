import { API_PATHS, apiPath } from '@homie/contracts/routes';
import { type OrderSummary, orderSummarySchema, type ReportOutcomeBody } from '@homie/contracts/paid-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';
import { ORDERS_QUERY_ROOT } from './get-orders.ts';

/** POST /api/orders/{id}/outcome: the board's decision on a Success order's appeal. */
export function reportOutcome(orderId: string, body: ReportOutcomeBody): Promise<OrderSummary> {
  return request(apiPath(API_PATHS.orders.outcome, { order_id: orderId }), {
    auth: true,
    method: 'POST',
    body,
    headers: paymentHeaders(),
    schema: orderSummarySchema,
  });
}

/** PUT /api/orders/{id}/outcome/notice: the notice of decision (PDF, JPEG or PNG). */
export function uploadNotice(orderId: string, file: File): Promise<OrderSummary> {
  return request(apiPath(API_PATHS.orders.outcomeNotice, { order_id: orderId }), {
    auth: true,
    method: 'PUT',
    body: file,
    headers: { ...paymentHeaders(), 'Content-Type': file.type || 'application/octet-stream' },
    schema: orderSummarySchema,
  });
}

/**
 * Saving the owner's report of the decision: the decision, then the notice when one was chosen; the
 * orders are asked again afterwards.
 */
export function useReportOutcome(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: ReportOutcomeBody; file: File | null }) => {
      await reportOutcome(orderId, body);
      if (file) await uploadNotice(orderId, file);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
