import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who is asking (decision 143): the signed-in user (a valid access token whose session stands),
 * the holder of a guest order token (X-Order-Token), both, or neither (anonymous).
 */
export interface Caller {
  userId: string | null;
  guestToken: string | null;
}

/** The longest guest order token read (the server makes far shorter ones). */
const GUEST_TOKEN_MAX = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for calls open to a user or a guest: no Authorization header means a guest (or
     * anonymous); a Bearer token that is present but expired, forged or of an ended session answers
     * 401, so the client refreshes it and retries instead of silently acting as a guest.
     */
    identifyCaller: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Who is asking, from request.user (set by authenticate/identifyCaller) and the guest order token. */
    readonly caller: Caller;
  }
}

function guestTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[ORDER_TOKEN_HEADER];
  const token = typeof header === 'string' ? header.trim() : '';
  return token ? token.slice(0, GUEST_TOKEN_MAX) : null;
}

/** The one caller-identity rule for every module: request.caller plus the identifyCaller preHandler. */
export const callerPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('caller', {
      getter(this: FastifyRequest): Caller {
        return { userId: this.user?.id ?? null, guestToken: guestTokenOf(this) };
      },
    });
    app.decorate('identifyCaller', async (request: FastifyRequest) => {
      if (request.headers.authorization) await app.authenticate(request);
    });
  },
  { name: 'caller-identity', dependencies: ['bearer-auth'], fastify: '5.x' },
);
