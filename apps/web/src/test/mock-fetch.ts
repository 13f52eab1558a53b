import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  /** The query string, with its "?" (or ""). */
  search: string;
  headers: Headers;
  /** The parsed JSON body, the raw body otherwise, or undefined. */
  body: unknown;
  signal: AbortSignal | undefined;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers until aborted (for the 10-second timeouts). */
export function hang(request: MockRequest): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unrouted calls fail the test
 * (they answer 599 and are listed in `unhandled`). Returns the recorded requests.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: MockRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return json({ error: 'unrouted in test' }, 599);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    unhandled,
    fetchMock,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
