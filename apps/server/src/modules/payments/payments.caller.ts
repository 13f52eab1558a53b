import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './payments.context.ts';

/** The caller's identities: the Bearer user (if any) and the guest order token header (if any). */
export function callerOf(request: FastifyRequest): Caller {
  const token = request.headers[ORDER_TOKEN_HEADER];
  return {
    userId: request.user?.id,
    guestToken: typeof token === 'string' ? token.slice(0, 200) : undefined,
  };
}
