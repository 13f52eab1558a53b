import type { Locale } from '@homie/contracts/locales';
import type { PlanTier } from '@homie/contracts/payments';

/** What a checkout provider is asked to open for one payment session. */
export interface CheckoutRequest {
  sessionId: string;
  orderId: string;
  jobId: string;
  tier: PlanTier;
  planName: string;
  amountCents: number;
  currency: string;
  expiresAt: Date;
  customerEmail?: string | undefined;
  /** The buyer's language: the checkout page's and its product line's (Stripe's `locale`). */
  language?: Locale | undefined;
}

export interface CheckoutCreated {
  /** The provider's own id for the checkout (null when the provider is this app). */
  providerRef: string | null;
  /** Where the customer pays: opened in a new window by the payment dialog. */
  checkoutUrl: string;
  /** `initializing` until the customer opens the page, when the provider can tell; else `pending`. */
  status: 'initializing' | 'pending';
  expiresAt: Date;
}

/** The provider's view of a checkout. */
export type ProviderPaymentState = 'open' | 'paid' | 'expired';

/** One adapter per card payment provider: the app's sandbox checkout, or Stripe Checkout. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  /** The provider's state of a checkout; null when the provider keeps no state of its own. */
  fetchState(providerRef: string): Promise<ProviderPaymentState | null>;
  /** Closes an open checkout so it can no longer be paid; returns the provider's state afterwards. */
  cancel(providerRef: string): Promise<ProviderPaymentState | null>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}
