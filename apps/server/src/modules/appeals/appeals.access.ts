import { forbidden, notFound, unauthorized } from '#lib/errors.ts';
import { ACCESS_MESSAGES, type OrderRow, type PaidOrder } from '#modules/payments/payments.plugin.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';

/** The one guard in front of every paid document: who is asking, and is their order paid. */

function requireCredentials(caller: Caller): void {
  if (!caller.userId && !caller.guestToken)
    throw unauthorized(ACCESS_MESSAGES.noCredentials, 'credentials_missing');
}

/** The caller's paid order for the job; 401 without any credential, 403 when none of theirs is paid. */
export async function requirePaidOrder(
  ctx: AppealsContext,
  jobId: string,
  caller: Caller,
): Promise<PaidOrder> {
  requireCredentials(caller);
  const order = await ctx.findPaidOrder(jobId, caller);
  if (!order) throw forbidden(ACCESS_MESSAGES.notPaid, 'order_not_paid');
  return order;
}

/** The caller's paid order by id: 401 without credentials, 404 when not theirs, 403 while unpaid. */
export async function requireOwnedPaidOrder(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
): Promise<OrderRow> {
  requireCredentials(caller);
  const order = await ctx.orders.findOwnedOrder(orderId, caller);
  if (!order)
    throw notFound(
      'No order with this id belongs to you. Sign in with the account that bought it.',
      'order_not_found',
    );
  if (order.status !== 'paid') throw forbidden(ACCESS_MESSAGES.notPaid, 'order_not_paid');
  return order;
}
