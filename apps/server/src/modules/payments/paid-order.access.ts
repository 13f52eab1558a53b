import { forbidden, notFound, unauthorized } from '#lib/errors.ts';
import { ACCESS_MESSAGES } from './paid-order.messages.ts';
import type { Caller } from './payments.context.ts';

/**
 * The paid-order guard, written once for payments' order pages and for the modules that serve a paid
 * order's documents or photos (appeals, evidence): who is asking, is the order theirs, is it paid.
 */

/** 401 unless the caller holds an account or a guest token. */
export function requireCredentials(caller: Caller, message: string = ACCESS_MESSAGES.noCredentials): void {
  if (!caller.userId && !caller.guestToken) throw unauthorized(message, 'credentials_missing');
}

/** 404 unless the order, looked up among the caller's own, was found. */
export function requireOwned<T>(order: T | null | undefined): T {
  if (!order) throw notFound(ACCESS_MESSAGES.notYours, 'order_not_found');
  return order;
}

/** 403 unless the caller has the paid order: `order` is theirs and paid, or null. */
export function requirePaid<T>(order: T | null | undefined): T {
  if (!order) throw forbidden(ACCESS_MESSAGES.notPaid, 'order_not_paid');
  return order;
}
