import type { FastifyInstance } from 'fastify';

/** Routes of the leads domain (not built yet). */
export default async function leadsRoutes(_app: FastifyInstance): Promise<void> {}
