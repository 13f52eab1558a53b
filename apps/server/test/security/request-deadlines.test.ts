// Issue 49 item 4 across the gate (decision 204): on every route that takes a body, found through the
// route spy, a client that sends its headers and then nothing is answered and cut within the idle
// deadline, never left holding a connection; a route whose answer comes before the body (a refused
// token) answers once and closes too. Timeouts are shortened through the settings.
import { connect } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers.ts';
import { endpointsOf, fillPath } from './route-catalog.ts';

vi.mock('fastify', async () => (await import('./fastify-route-spy.ts')).spiedFastify());

const IDLE_MS = 300;
const t = await createTestApp({
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
  HTTP_BODY_TIMEOUT_MS: '2000',
  UPLOAD_BODY_TIMEOUT_MS: '5000',
});
afterAll(() => t.close());
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;
const withBody = endpointsOf(t.app).filter((e) => ['POST', 'PUT', 'PATCH'].includes(e.method));

/** Headers announcing a 64-byte body that never comes: what the server sent, and when it closed. */
function stall(
  method: string,
  path: string,
  contentType: string,
): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(limit);
      socket.destroy();
      resolve({
        text: Buffer.concat(chunks).toString('latin1'),
        closedAfterMs: closed ? Date.now() - started : null,
      });
    };
    const limit = setTimeout(() => finish(false), 6000);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('connect', () =>
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 64\r\n\r\n`,
      ),
    );
  });
}

describe('every route that takes a body has a deadline (issue 49 item 4, decision 204)', () => {
  it('finds the routes', () => {
    expect(withBody.length).toBeGreaterThan(20);
  });

  it.each(withBody.map((e) => [e.name, e] as const))(
    '%s: a body that never comes is answered and cut',
    async (_, e) => {
      const path = fillPath(
        e.url,
        Object.fromEntries(e.params.map((p) => [p, '00000000-0000-4000-8000-000000000000'])),
      );
      const contentType = /video|upload|notice|frame|capture/i.test(e.url)
        ? 'multipart/form-data; boundary=x'
        : 'application/json';
      const { text, closedAfterMs } = await stall(e.method, path, contentType);
      expect(closedAfterMs, `${e.name} kept the connection open`).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(4000);
      // One answer on the connection, a 4xx: 408 when the route waited for the body, or the refusal it
      // gives before reading one (401, 404, 413, 415, …); never a 5xx, never two answers.
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      expect(statuses.length, `${e.name}: ${text.slice(0, 200)}`).toBe(1);
      expect(statuses[0]).toBeGreaterThanOrEqual(400);
      expect(statuses[0]).toBeLessThan(500);
    },
  );
});
