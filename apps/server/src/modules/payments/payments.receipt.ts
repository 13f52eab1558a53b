import { ORDER_QUERY_PARAM, RECEIPT_KEY_FRAGMENT, RESTORE_MESSAGES } from '@homie/contracts/paid-orders';
import { FILL_FORM_PATH, formatPlanPrice, PLANS } from '@homie/contracts/payments';
import { notFound } from '#lib/errors.ts';
import { randomToken, sha256 } from '#lib/ids.ts';
import type { PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repository.ts';

/**
 * The receipt mailed when an order is paid (issue 49, decision 211): to the account's address, or
 * to the address a guest gave at checkout. A guest's receipt carries a link back to the order: its
 * key (kept hashed) rides in the URL's fragment and is traded for a fresh order token by
 * POST /api/orders/restore, so a guest who lost the tab gets back in without paying again.
 */

/** Where a receipt's link leads: the order's appeal form, with the guest's key in the fragment. */
export function receiptLink(publicUrl: string, orderId: string, key: string | null): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${FILL_FORM_PATH}?${ORDER_QUERY_PARAM}=${encodeURIComponent(orderId)}`;
  return key ? `${base}#${RECEIPT_KEY_FRAGMENT}=${encodeURIComponent(key)}` : base;
}

/** Mails the receipt of a paid order; never throws (a payment stands whatever the mail does). */
export async function sendReceipt(ctx: PaymentsContext, orderId: string): Promise<void> {
  if (!ctx.mailer) return;
  try {
    const order = await repo.findOrderMail(ctx.database, orderId);
    if (order?.status !== 'paid') return;
    const to = order.user_id ? order.account_email : order.buyer_email;
    if (!to) return;
    let key: string | null = null;
    if (!order.user_id) {
      key = randomToken(24);
      await repo.insertReceiptKey(ctx.database, sha256(key), order.id);
    }
    const full = await repo.findOrderById(ctx.database, order.id);
    const plan = PLANS[order.tier];
    const link = receiptLink(ctx.publicUrl, order.id, key);
    const paidOn = full?.paid_at ? new Date(full.paid_at).toISOString().slice(0, 10) : '';
    const amount = formatPlanPrice(full?.amount_cents ?? plan.amountCents);
    const lines = [
      'Thank you for your order.',
      '',
      `Plan: ${plan.name}`,
      `Paid: ${amount}${paidOn ? ` on ${paidOn}` : ''}`,
      `Order: ${order.id}`,
      '',
      order.user_id
        ? 'Your appeal form, your letter and your documents are in your account. Sign in and open:'
        : 'Your appeal form, your letter and your documents: this link opens your order in any browser. Keep this e-mail, and do not share the link: whoever holds it can open your order. Using it signs out the browser you paid in.',
      link,
    ];
    await ctx.mailer.send({
      to,
      subject: `Your Homie receipt: ${plan.name} plan`,
      text: lines.join('\n'),
    });
  } catch (err) {
    ctx.log.warn({ err, orderId }, 'the receipt of a paid order could not be mailed');
  }
}

/**
 * POST /api/orders/restore: the receipt's key for a guest's order gives the browser a new order
 * token. Every order and credit the guest held under their previous token moves to the new one, so
 * one key holds all of them again; the previous token stops working. The key stays valid (the
 * receipt is the guest's way back, however often they lose the tab).
 */
export async function restoreOrder(
  ctx: PaymentsContext,
  input: { orderId: string; key: string },
): Promise<{ order_id: string; order_token: string }> {
  const heldId = await repo.findReceiptOrderId(ctx.database, sha256(input.key), input.orderId);
  const order = heldId ? await repo.findOrderById(ctx.database, heldId) : undefined;
  if (!order?.guest_token_hash || order.status !== 'paid')
    throw notFound(RESTORE_MESSAGES.invalid, 'not_found');
  const token = randomToken(32);
  await repo.moveGuestToken(ctx.database, order.guest_token_hash, sha256(token), ctx.clock.now());
  return { order_id: order.id, order_token: token };
}
