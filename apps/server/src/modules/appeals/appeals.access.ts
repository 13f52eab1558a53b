import { forbidden, unauthorized } from '#lib/errors.ts';
import type { PaidOrder } from '#modules/payments/payments.service.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';

export const ACCESS_MESSAGES = {
  noCredentials: 'Sign in, or continue in the browser you paid in, to get your appeal package.',
  notPaid:
    'No paid plan for this property belongs to you. Choose a plan first, or sign in with the account that bought it.',
} as const;

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
