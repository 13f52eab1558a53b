import type { FastifyInstance } from 'fastify';

/** Routes of the auth domain (not built yet). */
export default async function authRoutes(_app: FastifyInstance): Promise<void> {}
