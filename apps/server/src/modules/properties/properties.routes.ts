import type { FastifyInstance } from 'fastify';

/** Routes of the properties domain (not built yet). */
export default async function propertiesRoutes(_app: FastifyInstance): Promise<void> {}
