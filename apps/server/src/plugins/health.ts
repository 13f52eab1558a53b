import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process is alive. /readyz: the database answers (503 when it does not). */
export const healthRoutes = fp(async (app: FastifyInstance) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
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
