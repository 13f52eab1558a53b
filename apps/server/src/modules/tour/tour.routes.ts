import type { FastifyInstance } from 'fastify';

/** Routes of the tour domain (not built yet). */
export default async function tourRoutes(_app: FastifyInstance): Promise<void> {}
