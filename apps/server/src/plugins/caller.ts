import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken } from '#lib/ids.ts';

/**
 * Who is asking (decision 143): the signed-in user (a valid access token whose session stands),
 * the holder of a guest order token (X-Order-Token), both, or neither (anonymous).
 */
export interface Caller {
  userId: string | null;
  guestToken: string | null;
  /**
   * This browser's key (decision 206): an HttpOnly cookie the server issues when the browser first
   * runs an analysis, stored hashed on the jobs it makes. An anonymous job is bought and changed
   * only by the browser holding it. Null when the request carries none.
   */
  browserKey: string | null;
}

/** The cookie that carries the browser key (decision 206). */
export const BROWSER_KEY_COOKIE = 'homie_browser';
/** A browser key as the server makes them: 43 base64url characters (randomToken(32)). */
const BROWSER_KEY = /^[A-Za-z0-9_-]{32,64}$/;
/** A browser key lives a year; each analysis sends it again. */
const BROWSER_KEY_MAX_AGE_S = 365 * 86_400;

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
    /**
     * This browser's key, issued (Set-Cookie, HttpOnly, SameSite=Lax) when the request carries none
     * (decision 206). Called by the route that makes analysis jobs.
     */
    ensureBrowserKey: (request: FastifyRequest, reply: FastifyReply) => string;
  }
  interface FastifyRequest {
    /** Who is asking, from request.user (set by authenticate/identifyCaller) and the guest order token. */
    readonly caller: Caller;
  }
}

function browserKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === BROWSER_KEY_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return BROWSER_KEY.test(value) ? value : null;
    }
  }
  return null;
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
        return {
          userId: this.user?.id ?? null,
          guestToken: guestTokenOf(this),
          browserKey: browserKeyOf(this),
        };
      },
    });
    app.decorate('identifyCaller', async (request: FastifyRequest) => {
      if (request.headers.authorization) await app.authenticate(request);
    });
    app.decorate('ensureBrowserKey', (request: FastifyRequest, reply: FastifyReply) => {
      const held = browserKeyOf(request);
      if (held) return held;
      const key = randomToken(32);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${BROWSER_KEY_COOKIE}=${key}; Path=/; Max-Age=${BROWSER_KEY_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
      );
      return key;
    });
  },
  { name: 'caller-identity', dependencies: ['bearer-auth'], fastify: '5.x' },
);
