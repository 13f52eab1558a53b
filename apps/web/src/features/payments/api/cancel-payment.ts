import { API_PATHS } from '@homie/contracts/routes';
import { type PaymentCancelResponse, paymentCancelResponseSchema } from '@homie/contracts/payments';
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
