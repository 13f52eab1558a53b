import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  verifyRequestSchema,
} from '@homie/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '#lib/errors.ts';
import { createAuthService } from './auth.service.ts';

/** The accounts API of spec §7 (trailing slashes as the spec writes them). */
export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const auth = createAuthService({
    database: app.database,
    tokens: app.tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
    rateLimit: config.authRateLimit,
  });

  app.post('/api/auth/register/', { schema: { body: registerRequestSchema } }, async (request, reply) => {
    const session = await auth.register(request.body, request.ip);
    return reply.status(201).send(session);
  });

  app.post('/api/auth/login/', { schema: { body: loginRequestSchema } }, async (request) =>
    auth.login(request.body, request.ip),
  );

  app.post('/api/auth/verify/', { schema: { body: verifyRequestSchema } }, async (request) => {
    const claims = await app.tokens.verifyAccess(request.body.token);
    if (!claims) throw unauthorized('Token is invalid or expired.');
    return { valid: true };
  });

  app.post('/api/auth/token/refresh/', { schema: { body: refreshRequestSchema } }, async (request) =>
    auth.refresh(request.body.refresh),
  );

  // Logout ends the session of a valid access token and/or of the refresh token sent in the body
  // (possession of it is proof enough), so a client whose access token expired can still log out.
  app.post(
    '/api/auth/logout/',
    { schema: { body: logoutRequestSchema.nullish() }, onRequest: app.identify },
    async (request, reply) => {
      const refresh = request.body?.refresh;
      if (!request.user && !refresh) throw unauthorized('Authentication credentials were not provided.');
      await auth.logout(request.user, refresh);
      return reply.status(204).send();
    },
  );

  app.get('/api/auth/profile/', { onRequest: app.authenticate }, async (request) =>
    auth.profile(request.user!.id),
  );
}
