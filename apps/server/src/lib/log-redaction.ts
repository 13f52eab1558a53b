import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { stdSerializers } from 'pino';
import { BatchedLog } from './batched-log.ts';

/**
 * What the request log may hold (issue 13, decision 091). Job ids, payment session ids and tokens are
 * capabilities: whoever reads them in a log could read the owner's notes or act as the owner. So the
 * logged URL keeps its path and the names of its query parameters but only the values of the few
 * harmless ones; path parameters holding ids are replaced by their name; headers and bodies are never
 * logged (and redacted should a log line carry them); a database error loses its query parameters.
 */

/** Query parameters whose values are harmless and useful in a log. Every other value is redacted. */
const PLAIN_QUERY_PARAMS = new Set(['place_id', 'zip', 'cancelled', 'query']);
/** Path parameters logged as they are (route parameters not listed are replaced by `:name`). */
const PLAIN_PATH_PARAMS = new Set<string>([]);

export const REDACTED = '[redacted]';

/** `url` with the value of every query parameter not known to be harmless replaced by [redacted]. */
export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a name that does not decode is redacted like any unknown one
      }
      return PLAIN_QUERY_PARAMS.has(decoded) ? pair : `${name}=${REDACTED}`;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'ip' | 'host' | 'headers' | 'socket'> & {
  params?: unknown;
  routeOptions?: { url?: string };
};

/** The path as logged: a route's `:param` segments stay as their names unless listed plain. */
function redactPath(request: LoggedRequest, path: string): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!pattern?.includes(':') || Object.keys(params).length === 0) return path;
  return pattern.replace(/:(\w+)/g, (whole, name: string) =>
    PLAIN_PATH_PARAMS.has(name) && typeof params[name] === 'string'
      ? encodeURIComponent(params[name] as string)
      : whole,
  );
}

/** The URL of a request as the log may hold it. */
export function loggedUrl(request: LoggedRequest): string {
  const url = request.url ?? '';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return redactQuery(redactPath(request, path) + (q < 0 ? '' : url.slice(q)));
}

/** Drops the parameters a database error carries (drizzle's `params`, and its "params:" line). */
function withoutQueryParams<T>(value: T, depth = 0): T {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if ('params' in out) out.params = REDACTED;
  if (typeof out.message === 'string')
    out.message = out.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  if (typeof out.stack === 'string')
    out.stack = out.stack.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
  if (out.cause) out.cause = withoutQueryParams(out.cause, depth + 1);
  return out as T;
}

export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: loggedUrl(request),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(err: Error) {
    return withoutQueryParams(stdSerializers.err(err));
  },
};

/** Paths pino blanks should an ad-hoc log line carry headers, tokens or a body. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-order-token"]',
  'req.body',
  'headers.authorization',
  'headers.cookie',
  'headers["x-order-token"]',
  'body',
  'password',
  'token',
  'refresh',
  'access',
  '*.password',
  '*.token',
  // OAuth2 client credentials and their tokens (the MLS sync, decision 232).
  'access_token',
  'client_secret',
  '*.access_token',
  '*.client_secret',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * One log line per request, when it ends (decision 162): the request as the `req` serializer shows it,
 * its status and its time, like a web server's access log. Fastify's default writes a second line
 * ("incoming request") as each request arrives, which says nothing this line does not.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Where the server's log goes: standard output, written in batches (decision 162). Lines are held
 * until 4 KB have gathered or a quarter of a second has passed, so a busy server makes a few large
 * writes instead of one per line; what is held when the process exits is written then, within a
 * bound, and an output nobody reads any more stops the logging instead of the exit (decision 209).
 */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 250;
export function batchedLog(dest: number | string = 1) {
  return new BatchedLog(dest, { minLength: LOG_BATCH_BYTES, flushMs: LOG_FLUSH_MS });
}

/**
 * Fastify's logger options with the serializers and redaction above; `false` stays silent. Without
 * options of its own the logger writes to standard output in batches.
 */
export function withLogRedaction(logger: LoggerOption, level: string): LoggerOption {
  if (logger === false) return false;
  const base = logger === true || logger === undefined ? { level, stream: batchedLog() } : logger;
  return {
    ...base,
    serializers: { ...(base.serializers ?? {}), ...logSerializers },
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
  };
}
