import {
  type CreatePaymentSessionBody,
  type CreatePaymentSessionResponse,
  createPaymentSessionResponseSchema,
} from '@homie/contracts/payments';
import { authRequest } from '#lib/api-client.ts';
import { paymentHeaders } from './payment-headers.ts';

export const CREATE_PAYMENT_SESSION_PATH = '/api/create_payment_session';

/** POST api/create_payment_session (spec §7): the server sets the price from the tier. */
export function createPaymentSession(body: CreatePaymentSessionBody): Promise<CreatePaymentSessionResponse> {
  return authRequest(CREATE_PAYMENT_SESSION_PATH, {
    method: 'POST',
    body,
    headers: paymentHeaders(),
    schema: createPaymentSessionResponseSchema,
  });
}
