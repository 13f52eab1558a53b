import { type FlowStatusResponse, flowStatusResponseSchema } from '@homie/contracts/payments';
import { authRequest } from '#lib/api-client.ts';
import { paymentHeaders } from './payment-headers.ts';

/** GET api/payment/flow-status/{id}, polled every 500 ms by the payment dialog. */
export function getFlowStatus(sessionId: string, signal?: AbortSignal): Promise<FlowStatusResponse> {
  return authRequest(`/api/payment/flow-status/${encodeURIComponent(sessionId)}`, {
    headers: paymentHeaders(),
    schema: flowStatusResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
