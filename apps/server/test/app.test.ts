import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz says the process is alive', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
  });
});

describe('web app routes', () => {
  const pages = [
    '/',
    '/property-tax-landing',
    '/terms-and-conditions',
    '/privacy-policy',
    '/property-tax-video-upload',
    '/more-details',
    '/choose-plan',
    '/confirmation',
    '/payment-success',
    '/fill-form',
    '/tour',
    '/analysis',
  ];
  it.each(pages)('%s serves the app', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it("names the server's data in the page and preloads the page's own scripts (decision 084)", async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    // This test server has no properties, so it answers from no demo data.
    expect(home.body).toContain('<meta name="homie-dataset" content="records" />');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-t.js">');
    expect(home.body).not.toContain('more-details-t.js');
    const details = await t.app.inject({ url: '/more-details/', headers: { accept: 'text/html' } });
    expect(details.body).toContain('href="/assets/more-details-t.js"');
    expect(details.body).toContain('href="/assets/shared-t.js"');
    expect(details.body).not.toContain('landing-t.js');
    const landing = await t.app.inject({ url: '/property-tax-landing', headers: { accept: 'text/html' } });
    expect(landing.body).toContain('href="/assets/landing-t.js"');
    // The tags go inside <head>.
    expect(details.body.indexOf('modulepreload')).toBeLessThan(details.body.indexOf('</head>'));
  });

  it('an unknown page redirects to /', async () => {
    const res = await t.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain('/api/nothing-here');
  });
});

describe('cross-cutting', () => {
  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('tags every response with a request id, keeping a safe one the caller sent', async () => {
    const mine = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'req-12345678' } });
    expect(mine.headers['x-request-id']).toBe('req-12345678');
    const bad = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness during start-up work', () => {
  it('/readyz answers 503 with the reason until start-up work is done', async () => {
    let loading = true;
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      notReadyReason: () => (loading ? 'Loading data.' : undefined),
    });
    const busy = await app.inject('/readyz');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ status: 'starting', error: 'Loading data.' });
    loading = false;
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await app.close();
  });
});
