import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest, notFound } from '#lib/errors.ts';
import { mailText } from '#lib/i18n/mail-text.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';
import { closeOpenSession, refreshSession } from './payment-flow.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repository.ts';
import { STRIPE_RETURN_PATH } from './payments.stripe.ts';
import { type CheckoutView, renderCheckout } from './sandbox-checkout.page.ts';
import { checkoutPlanOf } from './sandbox-checkout.service.ts';
import { applyStripeEvent } from './stripe-webhook.service.ts';

export const STRIPE_WEBHOOK_PATH = API_PATHS.payments.stripeWebhook;
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

interface StripeRoutesOptions {
  ctx: PaymentsContext;
  stripeSecretKey: string | undefined;
  webhookSecret: string | undefined;
}

/** Stripe's signed webhook and the page Stripe Checkout returns the customer's window to. */
export default async function stripeRoutes(app: FastifyInstance, opts: StripeRoutesOptions) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    STRIPE_RETURN_PATH,
    {
      schema: {
        querystring: z.object({ session_id: z.string().min(1).max(200), cancelled: z.string().optional() }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = await repo.findSessionByProviderRef(ctx.database, request.query.session_id);
      let view: CheckoutView = { kind: 'not-found' };
      if (session) {
        const status = request.query.cancelled
          ? await closeOpenSession(ctx, session, 'cancelled')
          : await refreshSession(ctx, session, true);
        if (status === 'completed') {
          view = {
            kind: 'paid',
            plan: checkoutPlanOf(session),
            amountCents: session.amount_cents,
            last4: null,
          };
        } else if (status === 'expired' || status === 'cancelled') view = { kind: status };
        else view = { kind: 'processing' };
      }
      return reply
        .status(view.kind === 'not-found' ? 404 : 200)
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderCheckout(view, mailText(requestLocale(request))));
    },
  );

  // The signature covers the exact bytes: this route reads the body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    raw.post(
      STRIPE_WEBHOOK_PATH,
      { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
      async (request) => {
        if (!opts.stripeSecretKey || !opts.webhookSecret)
          throw notFound('Stripe payments are not configured.');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest('Missing Stripe signature or body.');
        }
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(request.body, signature, opts.webhookSecret);
        } catch {
          throw badRequest('Invalid Stripe webhook signature.');
        }
        const outcome = await applyStripeEvent(ctx, event);
        return { received: true, ...outcome };
      },
    );
  });
}
