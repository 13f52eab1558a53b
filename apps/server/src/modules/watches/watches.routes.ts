import { API_PATHS } from '@homie/contracts/routes';
import {
  appealCalendarQuerySchema,
  WATCH_MESSAGES,
  watchConfirmRequestSchema,
  watchConfirmResponseSchema,
  watchListSchema,
  watchRequestSchema,
  watchSchema,
  watchUnsubscribeQuerySchema,
  watchUnsubscribeResponseSchema,
} from '@homie/contracts/watches';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '#lib/errors.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';
import type { WatchesService } from './watches.plugin.ts';

/** The watch API (issue 52, decision 228): watch, list, remove, confirm, one-click unsubscribe. */
export default async function watchesRoutes(
  fastify: FastifyInstance,
  opts: { watches: WatchesService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { watches } = opts;

  app.post(
    API_PATHS.watches.list,
    {
      preHandler: fastify.identifyCaller,
      schema: { body: watchRequestSchema, response: { 201: watchSchema } },
      // A visitor's request mails a confirmation: bounded per address like the other forms.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { userId, browserKey } = request.caller;
      const email = userId ? request.user?.email : request.body.email;
      if (!email) throw badRequest(WATCH_MESSAGES.emailRequired);
      const watch = await watches.watch(
        request.body.job_id,
        { userId, email, browserKey, language: requestLocale(request) },
        request.body.notice,
      );
      return reply.status(201).send(watch);
    },
  );

  app.get(
    API_PATHS.watches.calendar,
    {
      preHandler: fastify.identifyCaller,
      schema: { querystring: appealCalendarQuerySchema },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { userId, browserKey } = request.caller;
      const { job_id, notice_kind, notice_mailed } = request.query;
      const notice =
        notice_kind && notice_mailed ? { kind: notice_kind, mailedOn: notice_mailed } : undefined;
      const ics = await watches.calendar(job_id, { userId, browserKey }, notice);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="homie-appeal-dates.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.get(
    API_PATHS.watches.list,
    { preHandler: app.authenticate, schema: { response: { 200: watchListSchema } } },
    async (request) => ({ watches: await watches.list(request.user!.id) }),
  );

  app.delete(
    API_PATHS.watches.watch,
    { preHandler: app.authenticate, schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      await watches.remove(request.params.id, request.user!.id);
      return reply.status(204).send();
    },
  );

  app.post(
    API_PATHS.watches.confirm,
    {
      schema: { body: watchConfirmRequestSchema, response: { 200: watchConfirmResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => ({
      message: WATCH_MESSAGES.confirmed,
      watch: await watches.confirm(request.body.token),
    }),
  );

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the URL of the
  // List-Unsubscribe header; the page of the link in the mail POSTs with no body. Only the query counts.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, undefined),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      API_PATHS.watches.unsubscribe,
      {
        schema: {
          querystring: watchUnsubscribeQuerySchema,
          response: { 200: watchUnsubscribeResponseSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request) => {
        await watches.unsubscribe(request.query.w, request.query.t);
        return { message: WATCH_MESSAGES.unsubscribed };
      },
    );
  });
}
