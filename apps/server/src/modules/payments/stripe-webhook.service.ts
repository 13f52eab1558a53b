import type Stripe from 'stripe';
import { completeConfirmed } from './payment-flow.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repository.ts';
import { stripeState } from './payments.stripe.ts';

/** Checkout Session events the app acts on; others are acknowledged and ignored. */
const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export interface WebhookOutcome {
  handled: boolean;
  duplicate: boolean;
}

/** Our session for a Stripe checkout: by its id, else by the metadata we set (if the link was lost). */
async function sessionFor(ctx: PaymentsContext, checkout: Stripe.Checkout.Session) {
  const byRef = await repo.findSessionByProviderRef(ctx.database, checkout.id);
  if (byRef) return byRef;
  const ours = checkout.metadata?.session_id;
  if (!ours) return undefined;
  const session = await repo.findSession(ctx.database, ours);
  if (session?.provider !== 'stripe' || (session.provider_ref && session.provider_ref !== checkout.id)) {
    return undefined;
  }
  await repo.adoptProviderRef(ctx.database, session.id, checkout.id);
  return { ...session, provider_ref: checkout.id };
}

/**
 * Applies a verified Stripe event. Every step is conditional on the current state, so a replayed or
 * out-of-order delivery changes nothing; the event id is remembered to report replays.
 */
export async function applyStripeEvent(ctx: PaymentsContext, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!HANDLED.has(event.type)) return { handled: false, duplicate: false };
  const checkout = event.data.object as Stripe.Checkout.Session;
  const session = await sessionFor(ctx, checkout);
  if (session) {
    const state = stripeState(checkout);
    if (state === 'paid') {
      // The address the buyer typed at Stripe's checkout: a guest's letter may be mailed there
      // (decision 094). Kept first, so the receipt (decision 211) has an address.
      const email = checkout.customer_details?.email ?? checkout.customer_email;
      // The address confirmed at Stripe replaces the one typed in our dialog while the order is unpaid.
      if (email) {
        await repo.setGuestEmail(ctx.database, session.order_id, email.trim().slice(0, 254));
        await repo.setBuyerEmail(ctx.database, session.order_id, email.trim().slice(0, 254));
      }
      await completeConfirmed(ctx, session.id);
    } else if (event.type === 'checkout.session.expired') {
      await repo.closeSession(ctx.database, session.id, 'expired', ctx.clock.now());
    } else if (event.type === 'checkout.session.async_payment_failed') {
      await repo.recordDecline(ctx.database, session.id, 'Your payment failed.');
      await repo.closeSession(ctx.database, session.id, 'cancelled', ctx.clock.now());
    }
  } else {
    ctx.log.warn(
      { eventId: event.id, checkout: checkout.id },
      'Stripe event for an unknown checkout session',
    );
  }
  const fresh = await repo.recordWebhookEvent(ctx.database, {
    id: event.id,
    provider: 'stripe',
    type: event.type,
    providerRef: checkout.id,
  });
  return { handled: Boolean(session), duplicate: !fresh };
}
