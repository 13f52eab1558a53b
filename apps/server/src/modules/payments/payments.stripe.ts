import type { Locale } from '@homie/contracts/locales';
import { API_PATHS } from '@homie/contracts/routes';
import Stripe from 'stripe';
import { mailText } from '#lib/i18n/mail-text.ts';
import { type PaymentProvider, ProviderError, type ProviderPaymentState } from './payment-provider.ts';

/**
 * Stripe Checkout through the official SDK, used when STRIPE_SECRET_KEY is set. Checkout sessions are
 * created with an idempotency key derived from our session id, so a retried request never opens a
 * second checkout; the webhook (stripe.routes.ts → stripe-webhook.service.ts) and a throttled status check while the
 * dialog polls both report the outcome.
 */

export const STRIPE_RETURN_PATH = API_PATHS.payments.stripeReturn;
/** Stripe requires a checkout to stay open at least 30 minutes; keep a margin for clock skew. */
const STRIPE_MIN_TTL_MS = 31 * 60 * 1000;

/** Stripe Checkout's page language for each of ours (Stripe's `locale` values). */
export const STRIPE_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  es: 'es',
  'zh-Hans': 'zh',
  'zh-Hant': 'zh-TW',
  vi: 'vi',
  ko: 'ko',
};

export interface StripeProviderOptions {
  secretKey: string;
  /** Where the Stripe API lives (tests point it at a local stand-in); Stripe's own host by default. */
  apiBase?: string | undefined;
  publicUrl: string;
}

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Our view of a Stripe Checkout Session. */
export function stripeState(session: {
  status: string | null;
  payment_status: string;
}): ProviderPaymentState {
  if (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  ) {
    return 'paid';
  }
  if (session.status === 'expired') return 'expired';
  return 'open';
}

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const client = createStripeClient(opts.secretKey, opts.apiBase);
  const returnUrl = `${opts.publicUrl}${STRIPE_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`;
  return {
    name: 'stripe',
    async createCheckout(request) {
      const expiresAt = Math.max(request.expiresAt.getTime(), Date.now() + STRIPE_MIN_TTL_MS);
      // The page and the product line in the buyer's language (without one, Stripe reads the browser's).
      const m = mailText(request.language ?? 'en');
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: {
                  name: m.t('checkout.productName', { plan: request.planName }),
                  description: m.t('checkout.productDescription'),
                },
              },
            },
          ],
          client_reference_id: request.orderId,
          metadata: {
            session_id: request.sessionId,
            order_id: request.orderId,
            job_id: request.jobId,
            tier: request.tier,
          },
          success_url: returnUrl,
          cancel_url: `${returnUrl}&cancelled=1`,
          expires_at: Math.floor(expiresAt / 1000),
          ...(request.language ? { locale: STRIPE_LOCALES[request.language] } : {}),
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        { idempotencyKey: `homie-checkout-${request.sessionId}` },
      );
      if (!session.url) throw new ProviderError('Stripe returned a checkout session without a URL');
      return {
        providerRef: session.id,
        checkoutUrl: session.url,
        status: 'pending',
        expiresAt: new Date((session.expires_at ?? expiresAt / 1000) * 1000),
      };
    },
    async fetchState(ref) {
      return stripeState(await client.checkout.sessions.retrieve(ref));
    },
    async cancel(ref) {
      try {
        return stripeState(await client.checkout.sessions.expire(ref));
      } catch (err) {
        // Expiring fails when the session is no longer open (paid or expired already): ask for its state.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          return stripeState(await client.checkout.sessions.retrieve(ref));
        }
        throw err;
      }
    },
  };
}
