import { API_PATHS } from '@homie/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#lib/errors.ts';
import { SANDBOX_RETIRED_MESSAGE } from './payment-flow.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import {
  type CheckoutResult,
  cancelCheckout,
  payCheckout,
  viewCheckout,
} from './sandbox-checkout.service.ts';
import { CHECKOUT_CSS, renderCheckout, SANDBOX_BASE, SANDBOX_CSS_PATH } from './sandbox-checkout.page.ts';
import { mailText } from '#lib/i18n/mail-text.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';

/** Stricter than the app's own policy: no script, no inline style, forms post only here. */
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const params = z.object({ session_id: z.string().trim().min(1).max(200) });
const text = (max: number) => z.string().max(max, 'Too long.').optional().default('');
const cardForm = z.object({
  cardholder: text(100),
  number: text(40),
  expiry: text(20),
  cvc: text(10),
});

function send(request: FastifyRequest, reply: FastifyReply, result: CheckoutResult) {
  return reply
    .status(result.statusCode)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderCheckout(result.view, mailText(requestLocale(request))));
}

/** The sandbox checkout window: card form, pay, cancel. Works with JavaScript turned off. */
export default async function sandboxCheckoutRoutes(app: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const { ctx } = opts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  r.get(SANDBOX_CSS_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CHECKOUT_CSS),
  );

  r.get(API_PATHS.payments.sandbox, { schema: { params }, config: limit }, async (request, reply) =>
    send(request, reply, await viewCheckout(ctx, request.params.session_id)),
  );

  r.post(
    API_PATHS.payments.sandbox,
    { schema: { params, body: cardForm }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) =>
      send(
        request,
        reply,
        await payCheckout(ctx, request.params.session_id, request.body, requestLocale(request)),
      ),
  );

  r.get(API_PATHS.payments.sandboxCancel, { schema: { params }, config: limit }, async (request, reply) =>
    send(request, reply, await cancelCheckout(ctx, request.params.session_id)),
  );
}

/**
 * With Stripe configured the sandbox checkout is not served: its addresses (a window opened before
 * the switch, a bookmarked link) answer 404 with the reason instead of a card form.
 */
export async function sandboxRetiredRoutes(app: FastifyInstance) {
  // The card form's body is not read (any type): the answer is the same 404.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => {
    done(null, undefined);
  });
  const retired = async () => {
    throw notFound(SANDBOX_RETIRED_MESSAGE);
  };
  app.all(SANDBOX_BASE, retired);
  app.all(`${SANDBOX_BASE}/*`, retired);
}
