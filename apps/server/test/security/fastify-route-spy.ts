import type { FastifyInstance, RouteOptions } from 'fastify';
import { vi } from 'vitest';

const ROUTES = Symbol.for('homie.test.routes');

/**
 * A stand-in for the `fastify` module that records every route the app registers (with its
 * schema and hooks), so the security tests cover each endpoint as it lands instead of a list.
 * Use it with `vi.mock('fastify', () => spiedFastify())` at the top of a test file.
 */
export async function spiedFastify() {
  const actual = await vi.importActual<typeof import('fastify')>('fastify');
  const create = actual.default as unknown as (opts?: unknown) => FastifyInstance;
  const spied = (opts?: unknown) => {
    const app = create(opts);
    const routes: RouteOptions[] = [];
    Object.defineProperty(app, ROUTES, { value: routes });
    app.addHook('onRoute', (route) => {
      routes.push(route as RouteOptions);
    });
    return app;
  };
  Object.assign(spied, actual.default);
  return { ...actual, default: spied, fastify: spied };
}

/** The routes recorded for an app built while `fastify` was spied on. */
export function recordedRoutes(app: FastifyInstance): RouteOptions[] {
  const routes = (app as unknown as Record<symbol, RouteOptions[] | undefined>)[ROUTES];
  if (!routes)
    throw new Error('The app was not built with the fastify route spy (vi.mock("fastify", spiedFastify)).');
  return routes;
}
