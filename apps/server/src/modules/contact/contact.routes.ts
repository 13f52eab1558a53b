import { API_PATHS } from '@homie/contracts/routes';
import { CONTACT_STATUS, contactRequestSchema } from '@homie/contracts/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.plugin.ts';

/** POST /api/contact: the Contact Us form (spec §2; replaces the third-party form service). */
export default async function contactRoutes(
  fastify: FastifyInstance,
  opts: { contact: ContactService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    API_PATHS.contact.send,
    {
      // Who sends it (decision 206): a signed-in caller's message is the account's, erased with it.
      preHandler: fastify.identifyCaller,
      schema: { body: contactRequestSchema },
      config: {
        rateLimit: { max: 5, timeWindow: '10 minutes' },
      },
    },
    async (request) => {
      const { name, email, message } = request.body;
      await opts.contact.submit({
        name,
        email,
        message,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        userId: request.caller.userId,
      });
      return { success: true, message: CONTACT_STATUS.sent };
    },
  );
}
