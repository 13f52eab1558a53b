import { ORDER_QUERY_PARAM, RECEIPT_KEY_FRAGMENT, RESTORE_MESSAGES } from '@homie/contracts/paid-orders';
import type { Locale } from '@homie/contracts/locales';
import { FILL_FORM_PATH, PLANS } from '@homie/contracts/payments';
import { notFound } from '#lib/errors.ts';
import { mailText } from '#lib/i18n/mail-text.ts';
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

/**
 * Mails the receipt of a paid order; never throws (a payment stands whatever the mail does). In the
 * account's language; a guest's in the language of the request that saw the payment (decision 263),
 * else the one the order was bought in (a Stripe webhook carries none; migration 0061), else English.
 */
export async function sendReceipt(ctx: PaymentsContext, orderId: string, language?: Locale): Promise<void> {
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
    const accountLanguage = order.user_id ? await ctx.languageOf?.(order.user_id) : null;
    const m = mailText(accountLanguage ?? language ?? order.language);
    const paidAt = full?.paid_at ? new Date(full.paid_at) : null;
    // English keeps its YYYY-MM-DD (as before); the other languages read the day in words.
    const paidOn = !paidAt
      ? ''
      : m.locale === 'en'
        ? paidAt.toISOString().slice(0, 10)
        : m.date({
            year: paidAt.getUTCFullYear(),
            month: paidAt.getUTCMonth() + 1,
            day: paidAt.getUTCDate(),
          });
    const amount = m.price(full?.amount_cents ?? plan.amountCents);
    const lines = [
      m.t('receipt.thanks'),
      '',
      m.t('receipt.plan', { plan: plan.name }),
      paidOn ? m.t('receipt.paidOn', { amount, date: paidOn }) : m.t('receipt.paid', { amount }),
      m.t('receipt.order', { id: order.id }),
      '',
      m.t(order.user_id ? 'receipt.account' : 'receipt.guest'),
      link,
    ];
    await ctx.mailer.send({
      to,
      subject: m.t('receipt.subject', { plan: plan.name }),
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
