import { orderHeaders } from '#lib/order-headers.ts';
import { usePaymentStore } from '../stores/payment-store.ts';

/** The guest order token header, when this browser holds one (`request` with `auth: true` adds the Bearer header). */
export const paymentHeaders = (): Record<string, string> =>
  orderHeaders(usePaymentStore.getState().orderToken);
