import { API_PATHS } from '@homie/contracts/routes';
import {
  type CreatePaymentSessionBody,
  type CreatePaymentSessionResponse,
  createPaymentSessionResponseSchema,
} from '@homie/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

export const CREATE_PAYMENT_SESSION_PATH = API_PATHS.payments.createSession;

/** POST api/create_payment_session (spec §7): the server sets the price from the tier. */
export function createPaymentSession(body: CreatePaymentSessionBody): Promise<CreatePaymentSessionResponse> {
  return request(CREATE_PAYMENT_SESSION_PATH, {
    auth: true,
    method: 'POST',
    body,
    headers: paymentHeaders(),
    schema: createPaymentSessionResponseSchema,
  });
}

/** Opening a checkout session: a mutation the payment dialog's Pay button starts. */
export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
