import { API_PATHS } from '@homie/contracts/routes';
import { type PaymentSuccessResponse, paymentSuccessResponseSchema } from '@homie/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** GET api/payment/success?session_id=: confirms a completed payment (safe to repeat). */
export function confirmPayment(sessionId: string): Promise<PaymentSuccessResponse> {
  return request(`${API_PATHS.payments.success}?session_id=${encodeURIComponent(sessionId)}`, {
    auth: true,
    headers: paymentHeaders(),
    schema: paymentSuccessResponseSchema,
  });
}

/** Confirming a completed payment: a mutation the payment dialog starts when the checkout completes. */
export function useConfirmPayment() {
  return useMutation({ mutationFn: confirmPayment });
}
