import type { FastifyInstance } from 'fastify';

/** Routes of the payments domain (not built yet). */
export default async function paymentsRoutes(_app: FastifyInstance): Promise<void> {}
