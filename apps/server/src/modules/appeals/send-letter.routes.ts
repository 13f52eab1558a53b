import { API_PATHS } from '@homie/contracts/routes';
import { sendLetterBodySchema, sendLetterResponseSchema } from '@homie/contracts/payments';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '#lib/i18n/request-locale.ts';
import type { AppealsContext } from './appeals.context.ts';
import {
  confirmRecipientLink,
  RECIPIENT_CONFIRM_PATH,
  type RecipientLinkState,
  type SendLetterDeps,
  sendLetter,
  viewRecipientLink,
} from './send-letter.service.ts';

export const SEND_LETTER_PATH = API_PATHS.orders.sendLetter;

/** The link's page: no script, no style, its one form posts only here. */
const PAGE_CSP = "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const tokenQuery = z.object({ token: z.string().trim().min(1, 'token is required').max(200) });
const tokenForm = z.object({ token: z.string().trim().min(1, 'token is required').max(200) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, state: RecipientLinkState, token: string) {
  const body =
    state.kind === 'ready'
      ? `<h1>Confirm your address</h1>
<p>Send the Homie appeal letter to <strong>${escapeHtml(state.email)}</strong>?</p>
<form method="post" action="${RECIPIENT_CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Confirm and send my letter</button>
</form>
<p>If you did not ask for this, close this page: nothing will be sent.</p>`
      : state.kind === 'sent'
        ? `<h1>Address confirmed</h1>\n<p>${escapeHtml(state.message)}</p>`
        : `<h1>Letter not sent</h1>\n<p>${escapeHtml(state.message)}</p>`;
  return reply
    .status(state.kind === 'error' ? state.statusCode : 200)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Homie: your appeal letter</title></head>\n<body>\n${body}\n</body></html>\n`,
    );
}

/**
 * POST /api/orders/send-letter: the /confirmation page e-mails the appeal letter (to the buyer's own
 * address; any other address first gets a confirmation link). GET/POST /api/orders/letter-recipient:
 * the page that link opens.
 */
export default async function sendLetterRoutes(app: FastifyInstance, { ctx }: { ctx: AppealsContext }) {
  const identify = app.identifyCaller;
  const deps: SendLetterDeps = {
    database: app.database,
    appeals: ctx,
    mailer: app.mailer,
    now: () => ctx.now(),
    publicUrl: app.config.publicUrl,
    storage: app.storage,
    languageOf: (userId) => app.auth.languageOf(userId),
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    SEND_LETTER_PATH,
    {
      preHandler: identify,
      schema: {
        body: sendLetterBodySchema,
        response: { 200: sendLetterResponseSchema, 202: sendLetterResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await sendLetter(deps, {
        jobId: request.body.history_id,
        email: request.body.email,
        caller: request.caller,
        language: requestLocale(request),
      });
      return reply.status(result.confirmation_required ? 202 : 200).send(result);
    },
  );

  const linkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  r.get(
    RECIPIENT_CONFIRM_PATH,
    { schema: { querystring: tokenQuery }, config: linkLimit },
    async (request, reply) =>
      page(reply, await viewRecipientLink(deps, request.query.token), request.query.token),
  );
  r.post(RECIPIENT_CONFIRM_PATH, { schema: { body: tokenForm }, config: linkLimit }, async (request, reply) =>
    page(
      reply,
      await confirmRecipientLink(deps, request.body.token, requestLocale(request)),
      request.body.token,
    ),
  );
}
