import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '#lib/errors.ts';
import { databaseRateLimitStore, sweepCounters } from '#lib/rate-limiter.ts';

/** How often each instance deletes expired rate-limit counters. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * The security headers helmet sets for this configuration: the same on every response, so they are
 * worked out once, here, by running its middleware against a recorder. @fastify/helmet built the
 * middleware again on every request (decision 160); running the built middleware on every request
 * still took eleven validated `setHeader` calls on the raw response (about 6 µs); the reply now takes
 * the recorded set as one object, validated once when the head is written (decision 189).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = recordHeaders(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }),
);

const HSTS = 'max-age=31536000; includeSubDomains';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a middleware sets, by lower-case name. Throws when it reads the request (a header
 * that depends on it, such as a CSP nonce, cannot be set once for all), fails or does not finish.
 */
export function recordHeaders(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const request = new Proxy({} as IncomingMessage, {
    get(_target, name) {
      throw new Error(`the security headers depend on the request (${String(name)})`);
    },
  });
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let finished = false;
  middleware(request, recorder, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('the security headers middleware did not finish at once');
  return Object.freeze(headers);
}

/**
 * Security headers on every response (strict CSP: no inline scripts) and the opt-in rate limiter,
 * whose counters live in the database so every instance shares them (decision 096); on the embedded
 * database, the one process counts high limits and one-minute windows in memory (decisions 184, 190).
 * HSTS is sent only over TLS (directly or behind a proxy that says so and is trusted).
 */
export const security = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  // On PGlite this process is the only one that can open the database: high limits are counted in
  // memory alone, and so are one-minute windows of any limit (decisions 184 and 190).
  const store = databaseRateLimitStore(app.database, Date.now, { sole: app.database.kind === 'pglite' });
  await app.register(rateLimit, {
    global: false,
    store,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
      return new HttpError(
        'rate_limited',
        `Too many requests. Please try again in ${wait}.`,
        {},
        { 'retry-after': String(seconds) },
      );
    },
  });
  const sweep = setInterval(() => {
    sweepCounters(app.database, Date.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'sweeping expired rate-limit counters failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await store.close().catch((err: unknown) => app.log.warn({ err }, 'flushing rate-limit counts failed'));
  });
});
