import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ErrorCode } from '@homie/contracts/errors';

/** The request timeouts (decision 204), from config.http. */
export interface RequestTimeouts {
  /** The whole header block must arrive within this. */
  headersTimeoutMs: number;
  /** A body that sends nothing for this long is cut (every route, uploads included). */
  bodyIdleTimeoutMs: number;
  /** A body must be complete within this (routes other than uploads). */
  bodyTimeoutMs: number;
  /** A body must be complete within this on routes marked `config: { bodyTimeout: 'upload' }`. */
  uploadBodyTimeoutMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'upload': the route's body may take `uploadBodyTimeoutMs` overall (decision 204). */
    bodyTimeout?: 'upload';
  }
}

/**
 * Node's own timeouts for Fastify's server options: the header block within `headersTimeoutMs`,
 * and a whole request within the longest body budget plus the headers' (a backstop behind the
 * per-route checks below). Node checks them every `connectionsCheckingInterval` (30 s by default),
 * so the interval follows the header timeout.
 */
export function serverTimeouts(t: RequestTimeouts): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: t.headersTimeoutMs + Math.max(t.bodyTimeoutMs, t.uploadBodyTimeoutMs),
    http: {
      headersTimeout: t.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(t.headersTimeoutMs / 2))),
    },
  };
}

const hasBody = (headers: Record<string, unknown>) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** What a client whose body stalled or ran past its budget gets before the connection closes. */
const TIMEOUT_BODY = JSON.stringify({
  error: ERROR_CODES.request_timeout.message,
  code: 'request_timeout' satisfies ErrorCode,
});
const TIMEOUT_ANSWER = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`;

/**
 * Body timeouts for every route (decision 204): from the end of the headers, the connection is
 * watched until the body has fully arrived; when it sends nothing for `bodyIdleTimeoutMs`, or the
 * body is not complete within the route's budget, the client gets a 408 and the connection is
 * closed. The request's body stream then fails, so an upload in progress stops: its partial file
 * is removed and its storage reservation released by the upload's own failure path.
 * Progress is read from the socket's byte count, so the body itself is never touched here.
 */
export const requestTimeouts = fp(
  async (app: FastifyInstance, t: RequestTimeouts) => {
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const socket = raw.socket as Socket | null;
      // inject() has no socket to watch; a request without a body has nothing to wait for.
      if (raw.complete || !hasBody(raw.headers) || !socket || typeof socket.bytesRead !== 'number') {
        done();
        return;
      }
      const budgetMs =
        request.routeOptions.config?.bodyTimeout === 'upload' ? t.uploadBodyTimeoutMs : t.bodyTimeoutMs;
      const started = Date.now();
      let lastBytes = socket.bytesRead;
      let lastProgress = started;
      const everyMs = Math.max(10, Math.floor(Math.min(t.bodyIdleTimeoutMs, budgetMs) / 4));
      const stop = () => {
        clearInterval(timer);
        raw.off('end', stop);
        socket.off('close', stop);
      };
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) {
          stop();
          return;
        }
        const now = Date.now();
        if (socket.bytesRead !== lastBytes) {
          lastBytes = socket.bytesRead;
          lastProgress = now;
        }
        const idle = now - lastProgress >= t.bodyIdleTimeoutMs;
        if (!idle && now - started < budgetMs) return;
        stop();
        request.log.info({ idle }, 'request body timed out');
        if (!raw.complete && !socket.destroyed) {
          // As Node answers its own request timeout: straight on the socket, then closed.
          if (!socket.writableEnded && !reply.raw.headersSent) socket.end(TIMEOUT_ANSWER);
          socket.destroySoon();
          setTimeout(() => socket.destroy(), 1000).unref();
        }
      }, everyMs);
      timer.unref();
      raw.once('end', stop);
      socket.once('close', stop);
      done();
    });
  },
  { name: 'request-timeouts', fastify: '5.x' },
);
