import type { FastifyInstance, RouteOptions } from 'fastify';
import { type JsonSchema, toJsonSchema } from './json-schema-arbitrary.ts';
import { recordedRoutes } from './fastify-route-spy.ts';

/** One endpoint of the running app, as the fuzzer and the header checks see it. */
export interface Endpoint {
  method: string;
  url: string;
  /** `${method} ${url}`, for reports. */
  name: string;
  params: string[];
  body?: JsonSchema;
  querystring?: JsonSchema;
  paramsSchema?: JsonSchema;
  /** Routes guarded by app.authenticate (a valid access token is needed to get past onRequest). */
  requiresAuth: boolean;
  /** Routes where signing in is optional (app.identifyCaller, or app.identify). */
  optionalAuth: boolean;
}

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);

/**
 * Every route the app registered (HEAD twins and the static-file catch-all aside), with its zod
 * schemas turned into JSON Schema, in registration order.
 */
export function endpointsOf(app: FastifyInstance): Endpoint[] {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const route of recordedRoutes(app)) {
    const methods = [route.method].flat().map((m) => String(m).toUpperCase());
    for (const method of methods) {
      if (method === 'HEAD' || route.url.includes('*')) continue;
      const name = `${method} ${route.url}`;
      if (seen.has(name)) continue;
      seen.add(name);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      endpoints.push({
        method,
        url: route.url,
        name,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        body: toJsonSchema(schema.body),
        querystring: toJsonSchema(schema.querystring),
        paramsSchema: toJsonSchema(schema.params),
        requiresAuth: hooksOf(route).includes(app.authenticate),
        optionalAuth: hooksOf(route).some((h) => h === app.identifyCaller || h === app.identify),
      });
    }
  }
  return endpoints;
}

/** The URL with each `:param` replaced by the (already encoded) value given. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'x');
}
