import { API_PATHS, isPagePath, PAGE_PATHS } from '@homie/contracts/routes';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers.ts';
import { endpointsOf } from './security/route-catalog.ts';

vi.mock('fastify', async () => (await import('./security/fastify-route-spy.ts')).spiedFastify());

const t = await createTestApp();
afterAll(() => t.close());

/** Served by the web-app and health plugins, not API endpoints of the table. */
const NOT_API = new Set(['/', '/index.html', '/route-preloads.json', '/healthz', '/readyz']);

describe('the contract route table (decision 148)', () => {
  const registered = new Set(endpointsOf(t.app).map((e) => e.url));
  const table = Object.values(API_PATHS).flatMap((paths) => Object.values(paths) as string[]);

  it('names every API path the server registers', () => {
    const missing = [...registered].filter((url) => !NOT_API.has(url) && !table.includes(url));
    expect(missing).toEqual([]);
  });

  it('has no path the server does not answer', () => {
    expect(table.filter((path) => !registered.has(path))).toEqual([]);
    expect(new Set(table).size).toBe(table.length);
  });

  it('its pages are the ones the server serves the app for', async () => {
    for (const page of Object.values(PAGE_PATHS)) {
      expect(isPagePath(page)).toBe(true);
      const res = await t.app.inject({ url: page, headers: { accept: 'text/html' } });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});
