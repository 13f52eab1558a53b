import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordHeaders, SECURITY_HEADERS } from './security.ts';

describe('recordHeaders', () => {
  it('records what the middleware sets and removes, by lower-case name', () => {
    const headers = recordHeaders((_req, res, next) => {
      res.setHeader('X-One', '1');
      res.setHeader('X-Two', 2);
      res.setHeader('X-Gone', 'soon');
      res.removeHeader('x-gone');
      next();
    });
    expect(headers).toEqual({ 'x-one': '1', 'x-two': '2' });
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses headers that depend on the request, such as a CSP nonce', () => {
    const withNonce = helmet({
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'", (req) => `'nonce-${String(req.headers['x-nonce'])}'`] },
      },
    });
    expect(() => recordHeaders(withNonce)).toThrow(/depend on the request/);
  });

  it('refuses a middleware that fails or answers later', () => {
    expect(() => recordHeaders((_req, _res, next) => next(new Error('bad option')))).toThrow('bad option');
    expect(() => recordHeaders(() => {})).toThrow(/did not finish/);
  });

  it("holds helmet's headers for the app's configuration, without HSTS or X-Powered-By", () => {
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['strict-transport-security']).toBeUndefined();
    expect(SECURITY_HEADERS['x-powered-by']).toBeUndefined();
  });
});
