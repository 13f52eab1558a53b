import type { FastifyInstance } from 'fastify';

/** Routes of the contact domain (not built yet). */
export default async function contactRoutes(_app: FastifyInstance): Promise<void> {}
