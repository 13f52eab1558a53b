import { API_PATHS } from '@homie/contracts/routes';
import { type SendLetterBody, sendLetterResponseSchema } from '@homie/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** POST /api/orders/send-letter: e-mails the paid job's appeal letter. */
export function sendLetter(body: SendLetterBody) {
  return request(API_PATHS.orders.sendLetter, {
    auth: true,
    method: 'POST',
    body,
    headers: paymentHeaders(),
    schema: sendLetterResponseSchema,
  });
}

export function useSendLetter() {
  return useMutation({ mutationFn: sendLetter });
}
