import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '#lib/errors.ts';
import { databaseRateLimitStore, sweepCounters } from '#lib/rate-limiter.ts';

/** How often each instance deletes expired rate-limit counters. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * The security headers, built once: helmet's middleware for this configuration sets the same headers on
 * every response. @fastify/helmet built the middleware again on every request, validating the options
 * and parsing the CSP directives each time (13.1 µs a request against 0.6 µs; decision 160).
 */
const securityHeaders = helmet({
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
});

/**
 * Security headers on every response (strict CSP: no inline scripts) and the opt-in rate limiter,
 * whose counters live in the database so every instance shares them (decision 096); on the embedded
 * database, the one process counts high limits in memory (decision 184).
 * HSTS is sent only over TLS (directly or behind a proxy that says so and is trusted).
 */
export const security = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  // On PGlite this process is the only one that can open the database: high limits are counted in
  // memory alone (decision 184).
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
