import { ORDER_QUERY_PARAM, type OrderSummary, orderCoversJob } from '@homie/contracts/paid-orders';
import type { ErrorCode } from '@homie/contracts/errors';
import { useSearchParams } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { useHomeOrder } from '../api/get-home-order.ts';
import { useOrders } from '../api/get-orders.ts';
import { usePaymentStore } from '../stores/payment-store.ts';

/**
 * Which paid order a paid screen (/payment-success, /fill-form, /confirmation) is about (decision
 * 106). The order named in the address (`?order=`, from a dashboard link or the picker) wins; else
 * the home looked up last: its paid order (found from any lookup of the same home, decision 219), or
 * "buy a plan for this home" when it has none; with
 * no home looked up, the one paid order, or a choice among several. Never another home's order.
 */
export type PaidOrderChoice =
  | { kind: 'loading' }
  /** Nothing bought and no home looked up. */
  | { kind: 'none' }
  | { kind: 'order'; order: OrderSummary; fromLink: boolean }
  /** Several paid homes, none named: the owner picks. */
  | { kind: 'pick'; orders: OrderSummary[] }
  /** The home looked up last has no paid order; paid homes (if any) can still be picked. */
  | { kind: 'unpaid-home'; address: string | null; orders: OrderSummary[] }
  /** The link names an order this browser's identities do not hold (or not paid). */
  | { kind: 'not-found'; orders: OrderSummary[] }
  /** The orders could not be read: the API's English reason (null: none) and its code. */
  | { kind: 'error'; message: string | null; code: ErrorCode | null };

export function addressOfLookup(
  address: { street?: string; unit?: string; city?: string; state?: string; zipCode?: string } | null,
  info: { street?: unknown; city?: unknown; state?: unknown; zip?: unknown } | null,
): string | null {
  const street = address?.street || (typeof info?.street === 'string' ? info.street : '');
  if (!street) return null;
  const unit = address?.unit ? ` ${address.unit}` : '';
  const city = address?.city || (typeof info?.city === 'string' ? info.city : '');
  const state = address?.state || (typeof info?.state === 'string' ? info.state : '');
  const zip = address?.zipCode || (typeof info?.zip === 'string' ? info.zip : '');
  return [`${street}${unit}`, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function choosePaidOrder(input: {
  orders: OrderSummary[];
  linkedOrderId: string | null;
  lookedUpJobId: string | null;
  lookedUpAddress: string | null;
  /** The server's paid order for the looked-up job's home (another lookup of it may have bought it). */
  homeOrderId?: string | null;
}): Exclude<PaidOrderChoice, { kind: 'loading' } | { kind: 'error' }> {
  const paid = input.orders.filter((o) => o.status === 'paid');
  if (input.linkedOrderId) {
    const linked = paid.find((o) => o.order_id === input.linkedOrderId);
    return linked ? { kind: 'order', order: linked, fromLink: true } : { kind: 'not-found', orders: paid };
  }
  if (input.lookedUpJobId) {
    const jobId = input.lookedUpJobId;
    const forHome =
      paid.find((o) => orderCoversJob(o, jobId)) ??
      (input.homeOrderId ? paid.find((o) => o.order_id === input.homeOrderId) : undefined);
    if (forHome) return { kind: 'order', order: forHome, fromLink: false };
    return { kind: 'unpaid-home', address: input.lookedUpAddress, orders: paid };
  }
  if (paid.length === 1) return { kind: 'order', order: paid[0]!, fromLink: false };
  if (paid.length > 1) return { kind: 'pick', orders: paid };
  return { kind: 'none' };
}

export function usePaidOrder(): PaidOrderChoice {
  const [params] = useSearchParams();
  const linkedOrderId = params.get(ORDER_QUERY_PARAM)?.trim() || null;
  const jobId = usePropertyStore((s) => s.jobId);
  const address = usePropertyStore((s) => s.userEnteredAddress);
  const info = usePropertyStore((s) => s.propertyInfo);
  const paymentJob = usePaymentStore((s) => s.historyId);
  const orders = useOrders();
  const lookedUpJobId = jobId ?? paymentJob;
  const paid = (orders.data ?? []).filter((o) => o.status === 'paid');
  // The list names each order's own jobs; another lookup of a paid home is known to the server only.
  const askServer =
    !linkedOrderId &&
    Boolean(lookedUpJobId) &&
    paid.length > 0 &&
    !paid.some((o) => orderCoversJob(o, lookedUpJobId!));
  const homeOrder = useHomeOrder(lookedUpJobId, askServer);
  if (orders.isPending) return { kind: 'loading' };
  if (askServer && homeOrder.isLoading) return { kind: 'loading' };
  if (orders.isError && !orders.data)
    return {
      kind: 'error',
      message: orders.error instanceof Error && orders.error.message ? orders.error.message : null,
      code: orders.error instanceof ApiError ? orders.error.code : null,
    };
  const choice = choosePaidOrder({
    orders: orders.data ?? [],
    linkedOrderId,
    lookedUpJobId,
    lookedUpAddress: addressOfLookup(address, info as never),
    homeOrderId: askServer ? (homeOrder.data ?? null) : null,
  });
  // A list read before a payment that just completed may be out of date: no "not paid" answer
  // (a redirect, "Buy a plan") until the fresh one is in.
  if ((orders.isFetching || (askServer && homeOrder.isFetching)) && choice.kind !== 'order')
    return { kind: 'loading' };
  return choice;
}

/** The same page for another order: `?order=` carried on (or dropped for the default order). */
export function withOrder(path: string, choice: { order: OrderSummary; fromLink: boolean }): string {
  return choice.fromLink ? `${path}?${ORDER_QUERY_PARAM}=${encodeURIComponent(choice.order.order_id)}` : path;
}
