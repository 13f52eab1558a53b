import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authRoutes from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions (register, sign-in, refresh, password change and reset, deletion). */
    auth: AuthService;
  }
}

/**
 * Accounts (spec §7, decisions 093 and 096) on the module recipe (decision 144): the account service is
 * built once here, with the app's database, mailer, storage and clock, and handed to its thin routes.
 * The bearer-token check of every protected route (`plugins/auth.ts`, plugin `bearer-auth`) reads the
 * session through `isSessionActive` and verifies tokens with `createTokenService`, both re-exported here.
 */
export const authModulePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const auth = createAuthService({
      database: app.database,
      tokens: app.tokens,
      refreshTtlDays: config.refreshTokenTtlDays,
      rateLimit: config.authRateLimit,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      storage: app.storage,
      log: app.log,
      now: () => app.clock.now().getTime(),
      isOperator: (userId) => app.operator.isOperator(userId),
    });
    app.decorate('auth', auth);
    await app.register(authRoutes, { auth });
  },
  {
    name: 'auth',
    fastify: '5.x',
    dependencies: ['bearer-auth', 'operator'],
    decorators: { fastify: ['config', 'database', 'mailer', 'storage', 'clock', 'tokens', 'operator'] },
  },
);

export type { AuthService, Session } from './auth.service.ts';
export { isSessionActive } from './auth.repository.ts';
export { type AccessClaims, createTokenService, type TokenService } from './tokens.ts';
