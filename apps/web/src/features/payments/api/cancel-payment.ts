import { API_PATHS } from '@homie/contracts/routes';
import { type PaymentCancelResponse, paymentCancelResponseSchema } from '@homie/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** GET api/payment/cancel?session_id=: closes an unpaid session and says whether to offer a retry. */
export function cancelPayment(sessionId: string): Promise<PaymentCancelResponse> {
  return request(`${API_PATHS.payments.cancel}?session_id=${encodeURIComponent(sessionId)}`, {
    auth: true,
    headers: paymentHeaders(),
    schema: paymentCancelResponseSchema,
  });
}

/** Closing an unpaid checkout: a mutation started by Cancel, by closing the dialog, or by an expired checkout. */
export function useCancelPayment() {
  return useMutation({ mutationFn: cancelPayment });
}
