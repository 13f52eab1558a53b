// Security headers on every response of every endpoint (found through the route spy), whatever
// its status: CSP without inline scripts and with frame-ancestors, nosniff, a referrer policy,
// HSTS only over TLS, and HttpOnly + Secure + SameSite on any cookie.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openPeriodClock, signUp } from '../helpers.ts';
import { seedProperties, walkJourney } from './journeys.ts';
import { type Endpoint, endpointsOf, fillPath } from './route-catalog.ts';

vi.mock('fastify', async () => (await import('./fastify-route-spy.ts')).spiedFastify());

const plain = await createTestApp({}, { clock: openPeriodClock() });
const behindTls = await createTestApp({ TRUST_PROXY: '1' }, { clock: openPeriodClock() });
afterAll(async () => {
  await plain.close();
  await behindTls.close();
});
await seedProperties(plain.database);
const user = await signUp(plain.app);
const journey = await walkJourney(plain.app, user.access);
const endpoints = endpointsOf(plain.app);

/** Directive name → its value, from a CSP header. */
function directives(csp: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values.join(' '));
  }
  return map;
}

function headerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = res.headers['content-security-policy'];
  if (typeof csp !== 'string') problems.push('no Content-Security-Policy');
  else {
    const d = directives(csp);
    const scripts = d.get('script-src') ?? d.get('default-src');
    if (scripts === undefined) problems.push('CSP has neither script-src nor default-src');
    else if (/'unsafe-inline'|'unsafe-eval'|\*|data:/.test(scripts))
      problems.push(`CSP allows unsafe scripts: ${scripts}`);
    const frames = d.get('frame-ancestors');
    if (frames === undefined || /\*|https?:/.test(frames))
      problems.push(`CSP frame-ancestors missing or open: ${frames}`);
  }
  if (res.headers['x-content-type-options'] !== 'nosniff')
    problems.push('no X-Content-Type-Options: nosniff');
  const referrer = String(res.headers['referrer-policy'] ?? '');
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer)) {
    problems.push(`weak or missing Referrer-Policy: ${referrer}`);
  }
  if (res.headers['x-powered-by']) problems.push('X-Powered-By is sent');
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  for (const cookie of cookies) {
    for (const flag of ['HttpOnly', 'Secure', 'SameSite']) {
      if (!new RegExp(`;\\s*${flag}`, 'i').test(cookie)) problems.push(`cookie without ${flag}: ${cookie}`);
    }
  }
  return problems;
}

const ids: Record<string, string> = {
  id: journey.captureId ?? '00000000-0000-4000-8000-000000000000',
  jobId: journey.jobId ?? 'unknown-job',
  history_id: journey.jobId ?? 'unknown-job',
  session_id: journey.sessionId ?? 'unknown-session',
};

/** A plain request to the endpoint, signed in, with the journey's real ids where it has them. */
function requestTo(endpoint: Endpoint, extra: Record<string, string> = {}) {
  return {
    method: endpoint.method as 'GET',
    url: fillPath(endpoint.url, ids),
    headers: { authorization: `Bearer ${user.access}`, ...journey.headers, ...extra },
  };
}

describe('security headers', () => {
  it.each(endpoints.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const res = await plain.app.inject(requestTo(endpoint));
    expect(headerProblems(res), `${endpoint.name} answered ${res.statusCode}`).toEqual([]);
    expect(res.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
  });

  it('also on errors: 404, broken JSON, ill-formed text, refused authentication, HEAD', async () => {
    const responses = [
      await plain.app.inject('/api/no-such-endpoint'),
      // A lone surrogate in the query string is refused by the first check of every request.
      await plain.app.inject('/autocomplete_address?query=%ED%A0%80'),
      await plain.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } }),
      await plain.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await plain.app.inject({ url: '/api/auth/profile/', headers: { authorization: 'Bearer nope' } }),
      await plain.app.inject({ method: 'HEAD', url: '/' }),
    ];
    for (const res of responses)
      expect(headerProblems(res), `${res.statusCode} ${res.body.slice(0, 80)}`).toEqual([]);
  });

  it('HSTS is sent over TLS behind a trusted proxy, on every endpoint', async () => {
    for (const endpoint of endpointsOf(behindTls.app)) {
      const res = await behindTls.app.inject({
        ...requestTo(endpoint, { 'x-forwarded-proto': 'https' }),
        headers: { 'x-forwarded-proto': 'https' },
      });
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, `${endpoint.name}: ${hsts}`).toBeGreaterThanOrEqual(15_552_000);
      expect(headerProblems(res), endpoint.name).toEqual([]);
    }
  });

  it('the whole set, the same on every response: the CSP as configured and the other headers', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;media-src 'self' blob: mediastream:;font-src 'self' data:;" +
        "connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';" +
        "form-action 'self' https://checkout.stripe.com;frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/healthz', '/healthz', '/api/no-such-endpoint']) {
      const res = await plain.app.inject(url);
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect(sent, url).toEqual(expected);
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('HSTS also on a request refused for ill-formed text behind TLS', async () => {
    const res = await behindTls.app.inject({
      url: '/autocomplete_address?query=%ED%A0%80',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headerProblems(res)).toEqual([]);
  });

  it('a proxy header from an untrusted client does not switch HSTS on', async () => {
    const res = await plain.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
