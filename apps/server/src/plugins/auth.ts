import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '#lib/errors.ts';
import { type AccessClaims, isSessionActive, type TokenService } from '#modules/auth/auth.plugin.ts';

export interface RequestUser {
  id: string;
  email: string;
  /** The refresh-token family this access token was issued with (its sign-in session). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * The claims of an access token that is valid, unexpired and whose sign-in session still stands
     * (one primary-key read): logout, a password change or reset and account deletion end it at once.
     */
    verifySession: (token: string) => Promise<AccessClaims | undefined>;
    /** preHandler: requires a valid Bearer access token; sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid Bearer token is present, carries on otherwise. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: RequestUser;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const toUser = (claims: AccessClaims): RequestUser => ({
  id: claims.sub,
  email: claims.email,
  sessionId: claims.sid,
});

/**
 * Bearer-token authentication for routes that opt in with `preHandler: app.authenticate`. A token
 * counts only while its session (auth_sessions row, decision 093) stands.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService }) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('user', undefined);
    const verifySession = async (token: string): Promise<AccessClaims | undefined> => {
      const claims = await opts.tokens.verifyAccess(token);
      if (!claims) return undefined;
      return (await isSessionActive(app.database.db, claims.sid, claims.sub)) ? claims : undefined;
    };
    app.decorate('verifySession', verifySession);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized('Authentication credentials were not provided.', 'credentials_missing');
      const claims = await verifySession(token);
      if (!claims)
        throw unauthorized(
          'Your session has expired or is invalid. Please sign in again.',
          'session_invalid',
        );
      request.user = toUser(claims);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearer(request);
      const claims = token ? await verifySession(token) : undefined;
      if (claims) request.user = toUser(claims);
    });
  },
  { name: 'bearer-auth', fastify: '5.x' },
);
