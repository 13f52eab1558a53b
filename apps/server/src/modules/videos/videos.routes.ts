import type { FastifyInstance } from 'fastify';

/** Routes of the videos domain (not built yet). */
export default async function videosRoutes(_app: FastifyInstance): Promise<void> {}
