import {
  type OrderRow,
  type PaidOrder,
  requireCredentials,
  requireOwned,
  requirePaid,
} from '#modules/payments/payments.plugin.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';

/** The one guard in front of every paid document: who is asking, and is their order paid (payments' guard). */

/** The caller's paid order for the job; 401 without any credential, 403 when none of theirs is paid. */
export async function requirePaidOrder(
  ctx: AppealsContext,
  jobId: string,
  caller: Caller,
): Promise<PaidOrder> {
  requireCredentials(caller);
  return requirePaid(await ctx.findPaidOrder(jobId, caller));
}

/** The caller's paid order by id: 401 without credentials, 404 when not theirs, 403 while unpaid. */
export async function requireOwnedPaidOrder(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
): Promise<OrderRow> {
  requireCredentials(caller);
  const order = requireOwned(await ctx.orders.findOwnedOrder(orderId, caller));
  return requirePaid(order.status === 'paid' ? order : null);
}
