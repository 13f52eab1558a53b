import { API_PATHS } from '@homie/contracts/routes';
import { sendLetterBodySchema, sendLetterResponseSchema } from '@homie/contracts/payments';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@homie/contracts/locales';
import { type MailMessageId, type MailText, mailText } from '#lib/i18n/mail-text.ts';
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

const LINK_ERRORS = {
  letter_link_unknown: 'letter.page.linkUnknown',
  letter_link_used: 'letter.page.linkUsed',
  letter_link_expired: 'letter.page.linkExpired',
} as const satisfies Record<string, MailMessageId>;

/** A message with one value set in markup of its own: the message escaped, the value escaped inside it. */
function withMarkup(m: MailText, id: MailMessageId, name: string, markup: string): string {
  return escapeHtml(m.t(id, { [name]: '\u0000' })).replace('\u0000', markup);
}

/** The link's page, in the visitor's language (cookie, then Accept-Language: decision 253). */
function page(reply: FastifyReply, state: RecipientLinkState, token: string, language: Locale) {
  const m = mailText(language);
  const text = (id: MailMessageId, values?: Record<string, string>) => escapeHtml(m.t(id, values));
  const body =
    state.kind === 'ready'
      ? `<h1>${text('letter.page.confirmHeading')}</h1>
<p>${withMarkup(m, 'letter.page.ask', 'email', `<strong>${escapeHtml(state.email)}</strong>`)}</p>
<form method="post" action="${RECIPIENT_CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${text('letter.page.button')}</button>
</form>
<p>${text('letter.page.ignore')}</p>`
      : state.kind === 'sent'
        ? `<h1>${text('letter.page.confirmed')}</h1>\n<p>${text(state.delivered ? 'letter.page.sent' : 'letter.page.queued', { to: state.to })}</p>`
        : state.kind === 'error'
          ? `<h1>${text('letter.page.notSentHeading')}</h1>\n<p>${text(LINK_ERRORS[state.code])}</p>`
          : // The reason is the API's English (a rule of the letter's mail): marked so in another language.
            `<h1>${text('letter.page.notSentHeading')}</h1>\n<p>${withMarkup(m, 'letter.page.confirmedBut', 'reason', m.locale === 'en' ? escapeHtml(state.reason) : `<span lang="en">${escapeHtml(state.reason)}</span>`)}</p>`;
  return reply
    .status(state.kind === 'ready' || state.kind === 'sent' ? 200 : state.statusCode)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html>\n<html lang="${m.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('letter.page.title')}</title></head>\n<body>\n${body}\n</body></html>\n`,
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
      page(
        reply,
        await viewRecipientLink(deps, request.query.token),
        request.query.token,
        requestLocale(request),
      ),
  );
  r.post(
    RECIPIENT_CONFIRM_PATH,
    { schema: { body: tokenForm }, config: linkLimit },
    async (request, reply) => {
      const language = requestLocale(request);
      return page(
        reply,
        await confirmRecipientLink(deps, request.body.token, language),
        request.body.token,
        language,
      );
    },
  );
}
