import type { FastifyInstance } from 'fastify';

/** Routes of the appeals domain (not built yet). */
export default async function appealsRoutes(_app: FastifyInstance): Promise<void> {}
