import type { PaymentProvider } from './payment-provider.ts';
import { SANDBOX_BASE } from './sandbox-checkout.page.ts';

/**
 * The default provider: a checkout page served by this app (sandbox-checkout.routes.ts) that takes
 * the card provider's public test numbers. It keeps no state of its own: the session row is the truth.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      return {
        providerRef: null,
        // Relative, so the window opens on whatever origin serves the app.
        checkoutUrl: `${SANDBOX_BASE}/${encodeURIComponent(request.sessionId)}`,
        status: 'initializing',
        expiresAt: request.expiresAt,
      };
    },
    async fetchState() {
      return null;
    },
    async cancel() {
      return null;
    },
  };
}
