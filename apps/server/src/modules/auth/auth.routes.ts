import { API_PATHS } from '@homie/contracts/routes';
import {
  ACCOUNT_MESSAGES,
  AUTH_API,
  accountMessageResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  languageRequestSchema,
  languageResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyRequestSchema,
} from '@homie/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooMany, unauthorized } from '#lib/errors.ts';
import type { AuthService } from './auth.service.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';

/** The accounts API of spec §7 (trailing slashes as the spec writes them); built by auth.plugin.ts. */
export default async function authRoutes(
  fastify: FastifyInstance,
  opts: { auth: AuthService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { auth } = opts;

  app.post(API_PATHS.auth.register, { schema: { body: registerRequestSchema } }, async (request, reply) => {
    const session = await auth.register(request.body, request.ip);
    return reply.status(201).send(session);
  });

  // Wrong passwords are throttled in the service (sign-in-throttle.ts); this caps bursts per address.
  const loginBurst = { rateLimit: { max: config.authRateLimit.perIp, timeWindow: 60_000 } };
  app.post(
    API_PATHS.auth.login,
    { schema: { body: loginRequestSchema }, config: loginBurst },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(API_PATHS.auth.verify, { schema: { body: verifyRequestSchema } }, async (request) => {
    const claims = await app.verifySession(request.body.token);
    if (!claims) throw unauthorized('Token is invalid or expired.', 'session_invalid');
    return { valid: true };
  });

  app.post(API_PATHS.auth.refresh, { schema: { body: refreshRequestSchema } }, async (request) =>
    auth.refresh(request.body.refresh),
  );

  // Logout ends the session of a valid access token and/or of the refresh token sent in the body
  // (possession of it is proof enough), so a client whose access token expired can still log out.
  app.post(
    API_PATHS.auth.logout,
    { schema: { body: logoutRequestSchema.nullish() }, onRequest: app.identify },
    async (request, reply) => {
      const refresh = request.body?.refresh;
      if (!request.user && !refresh)
        throw unauthorized('Authentication credentials were not provided.', 'credentials_missing');
      await auth.logout(request.user, refresh);
      return reply.status(204).send();
    },
  );

  app.get(API_PATHS.auth.profile, { onRequest: app.authenticate }, async (request) =>
    auth.profile(request.user!.id),
  );

  // The owner's language (decision 253): the web app's switcher stores it for a signed-in owner.
  app.put(
    API_PATHS.auth.language,
    {
      onRequest: app.authenticate,
      schema: { body: languageRequestSchema, response: { 200: languageResponseSchema } },
    },
    async (request) => auth.setLanguage(request.user!.id, request.body.language),
  );

  // ---- The account lifecycle (issue 13, decision 093) ----

  /** Password guesses with a stolen access token are limited per account (per address without one). */
  const perAccount = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '15 minutes',
      keyGenerator: (request: FastifyRequest) => `account:${request.user?.id ?? request.ip}`,
    },
  });

  app.post(
    AUTH_API.passwordChange,
    {
      onRequest: app.authenticate,
      schema: { body: changePasswordRequestSchema, response: { 200: accountMessageResponseSchema } },
      config: perAccount(10),
    },
    async (request) => auth.changePassword(request.user!, request.body),
  );

  // The same answer whether or not the address has an account, sent before any account-dependent
  // work (which runs afterwards), so neither the text nor the timing tells. Limited per requesting
  // address (route config) and per requesting address and e-mail (decision 207): a stranger's
  // requests use up their own allowance, never the owner's, and void no link (the service keeps a
  // few live at once and mails none past that).
  const forgotPerEmail = app.createRateLimit({
    max: 3,
    timeWindow: '15 minutes',
    keyGenerator: (request) =>
      `password-forgot:${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  });
  app.addHook('onClose', () => auth.settled());
  app.post(
    AUTH_API.passwordForgot,
    {
      schema: { body: forgotPasswordRequestSchema, response: { 202: accountMessageResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      preHandler: async (request) => {
        const limit = await forgotPerEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
          throw tooMany(
            `Too many password reset requests for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            limit.ttlInSeconds,
          );
        }
      },
    },
    async (request, reply) => {
      auth.startPasswordReset(
        request.body.email,
        (err) => request.log.error({ err }, 'Could not send a password reset link'),
        requestLocale(request),
      );
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.forgotSent });
    },
  );

  app.post(
    AUTH_API.passwordReset,
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: accountMessageResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => auth.resetPassword(request.body),
  );

  app.delete(
    AUTH_API.account,
    { onRequest: app.authenticate, schema: { body: deleteAccountRequestSchema }, config: perAccount(10) },
    async (request, reply) => {
      await auth.deleteAccount(request.user!, request.body.password);
      return reply.status(204).send();
    },
  );
}
