import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const READY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /** Extra readiness: a reason the app can't serve yet (e.g. the demo dataset is loading), or undefined. */
  notReadyReason?: () => string | undefined;
}

/** /healthz: the process is alive. /readyz: the database answers and start-up work is done (503 otherwise). */
export const healthRoutes = fp(async (app: FastifyInstance, opts: HealthOptions) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    // Start-up work (the demo dataset load) keeps the embedded database busy: say so without pinging it.
    const reason = opts.notReadyReason?.();
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
