// A deterministic sweep behind the fuzzer's finding: NUL bytes and broken UTF-8 in path
// parameters, query strings and every string of a valid-looking JSON body are a 4xx on every
// endpoint (PostgreSQL cannot store U+0000), never a 500, and change nothing.
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp } from '../helpers.ts';
import { schemaArbitrary } from './json-schema-arbitrary.ts';
import { responseProblems } from './response-checks.ts';
import { endpointsOf, fillPath } from './route-catalog.ts';
import { diff, snapshot } from './state-snapshot.ts';

vi.mock('fastify', async () => (await import('./fastify-route-spy.ts')).spiedFastify());

const t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' });
afterAll(() => t.close());
const user = await signUp(t.app);
const filesRoot = join(t.config.dataDir, 'files');
const endpoints = endpointsOf(t.app);

/** Every string in a value, with a NUL byte in its middle. */
function poison(value: unknown): unknown {
  if (typeof value === 'string') return `${value.slice(0, 3)}\u0000${value.slice(3)}`;
  if (Array.isArray(value)) return value.map(poison);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v)]));
  return value;
}

let ip = 0;
describe('NUL bytes and broken UTF-8', () => {
  it.each(endpoints.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const requests = [];
    const headers = { authorization: `Bearer ${user.access}` };
    for (const raw of ['%00', 'a%00b', '%ED%A0%80', '%C0%80']) {
      const values = Object.fromEntries(endpoint.params.map((p) => [p, raw]));
      requests.push({
        method: endpoint.method,
        url: `${fillPath(endpoint.url, values)}?query=${raw}&job_id=${raw}&session_id=${raw}&place_id=${raw}`,
        headers,
      });
    }
    if (endpoint.body) {
      const samples = fc.sample(schemaArbitrary(endpoint.body, { mode: 'valid' }), { numRuns: 5, seed: 42 });
      for (const sample of samples)
        requests.push({
          method: endpoint.method,
          url: endpoint.url,
          headers,
          payload: poison(sample) as object,
        });
    }
    for (const request of requests) {
      const before = await snapshot(t.app, filesRoot);
      const res = await t.app.inject({
        ...request,
        method: request.method as 'GET',
        remoteAddress: `10.6.${Math.floor(ip / 250) % 250}.${ip++ % 250}`,
      });
      expect(responseProblems(res), `${request.method} ${request.url}`).toEqual([]);
      if (res.statusCode >= 400) expect(diff(before, await snapshot(t.app, filesRoot))).toEqual([]);
    }
  });
});
