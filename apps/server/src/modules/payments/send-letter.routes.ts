import { sendLetterBodySchema, sendLetterResponseSchema } from '@homie/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentsContext } from './payments.context.ts';
import { callerOf, guestOrUser } from './payments.caller.ts';
import { sendLetter } from './send-letter.service.ts';

export const SEND_LETTER_PATH = '/api/orders/send-letter';

/** POST /api/orders/send-letter: the /confirmation page e-mails the appeal letter. */
export default async function sendLetterRoutes(app: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const identify = guestOrUser(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    SEND_LETTER_PATH,
    {
      preHandler: identify,
      schema: { body: sendLetterBodySchema, response: { 200: sendLetterResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      sendLetter(
        { database: opts.ctx.database, mailer: app.mailer, now: () => opts.ctx.clock.now() },
        { jobId: request.body.history_id, email: request.body.email, caller: callerOf(request) },
      ),
  );
}
