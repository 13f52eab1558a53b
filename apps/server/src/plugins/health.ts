import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const READY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /** Extra readiness: a reason the app can't serve yet (e.g. the demo dataset is loading), or undefined. */
  notReadyReason?: () => string | undefined;
}

/** More start-up work /readyz waits for, registered by the modules doing it (decision 209). */
export interface Readiness {
  /** `check` answers why the app cannot serve as it should yet, or undefined once it can. */
  add(check: () => string | undefined): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** /healthz: the process is alive. /readyz: the database answers and start-up work is done (503 otherwise). */
export const healthRoutes = fp(async (app: FastifyInstance, opts: HealthOptions) => {
  const checks: (() => string | undefined)[] = [];
  if (opts.notReadyReason) checks.push(opts.notReadyReason);
  app.decorate('readiness', { add: (check: () => string | undefined) => void checks.push(check) });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    // Start-up work (the demo dataset load, the in-memory copies' first load) keeps the embedded
    // database busy and the answers slow: say so without pinging it.
    let reason: string | undefined;
    for (const check of checks) reason ??= check();
    if (reason) return reply.status(503).send({ status: 'starting', error: reason });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready', database: app.database.kind };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', error: 'The database is not reachable.' });
    } finally {
      clearTimeout(timer);
    }
  });
});
