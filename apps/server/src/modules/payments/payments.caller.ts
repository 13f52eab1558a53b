import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from './payments.context.ts';

/** The caller's identities: the Bearer user (if any) and the guest order token header (if any). */
export function callerOf(request: FastifyRequest): Caller {
  const token = request.headers[ORDER_TOKEN_HEADER];
  return {
    userId: request.user?.id,
    guestToken: typeof token === 'string' ? token.slice(0, 200) : undefined,
  };
}

/**
 * preHandler for payments calls open to guests: no Authorization header means a guest; a Bearer
 * token that is expired or invalid answers 401, so the client refreshes it and retries instead of
 * silently buying as a guest.
 */
export function guestOrUser(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
}
