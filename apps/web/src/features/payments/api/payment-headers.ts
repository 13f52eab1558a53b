import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import { usePaymentStore } from '../stores/payment-store.ts';

/** The guest order token header, when this browser holds one (`request` with `auth: true` adds the Bearer header). */
export function paymentHeaders(): Record<string, string> {
  const token = usePaymentStore.getState().orderToken;
  return token ? { [ORDER_TOKEN_HEADER]: token } : {};
}
