import { forbidden, unauthorized } from '#lib/errors.ts';
import { ACCESS_MESSAGES, type PaidOrder } from '#modules/payments/payments.plugin.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';

/** The caller's paid order for the job; 401 without any credential, 403 when none of theirs is paid. */
export async function requirePaidOrder(
  ctx: AppealsContext,
  jobId: string,
  caller: Caller,
): Promise<PaidOrder> {
  if (!caller.userId && !caller.guestToken)
    throw unauthorized(ACCESS_MESSAGES.noCredentials, 'credentials_missing');
  const order = await ctx.findPaidOrder(jobId, caller);
  if (!order) throw forbidden(ACCESS_MESSAGES.notPaid, 'order_not_paid');
  return order;
}
