import { API_PATHS, apiPath } from '@homie/contracts/routes';
import { type FlowStatusResponse, flowStatusResponseSchema } from '@homie/contracts/payments';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/** GET api/payment/flow-status/{id}, polled every 500 ms by the payment dialog. */
export function getFlowStatus(sessionId: string, signal?: AbortSignal): Promise<FlowStatusResponse> {
  return request(apiPath(API_PATHS.payments.flowStatus, { session_id: sessionId }), {
    auth: true,
    headers: paymentHeaders(),
    schema: flowStatusResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
