import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';

/** The guest order token header when this browser holds one (`request` with `auth: true` adds the Bearer token). */
export function orderHeaders(orderToken: string | null | undefined): Record<string, string> {
  return orderToken ? { [ORDER_TOKEN_HEADER]: orderToken } : {};
}
