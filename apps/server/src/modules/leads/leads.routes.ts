import { LEAD_MESSAGES, LEADS_API, leadRequestSchema, leadResponseSchema } from '@homie/contracts/leads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LeadsService } from './leads.plugin.ts';

/** POST /api/leads: the free assessment sign-up of the "Your savings" tab. */
export default async function leadsRoutes(
  fastify: FastifyInstance,
  opts: { leads: LeadsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    LEADS_API,
    {
      schema: { body: leadRequestSchema, response: { 201: leadResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      // Who gives it (decision 206): a signed-in caller's sign-up is the account's, erased with it.
      preHandler: fastify.identifyCaller,
    },
    async (request, reply) => {
      const lead = request.body;
      const { year } = await opts.leads.signUp(lead, request.caller.userId, request.log);
      // One answer for a first sign-up and a repeat (decision 093): it must not tell whether this
      // email is known.
      return reply.status(201).send({ success: true, message: LEAD_MESSAGES.confirmed(lead.email, year) });
    },
  );
}
