/**
 * Whether an error says the database cannot serve right now, rather than that a statement or its data
 * is wrong (decision 169): the request is answered 503 with a Retry-After, as a load balancer and a
 * person both expect, instead of 500. Recognised, on the error or any error in its `cause` chain
 * (drizzle wraps the driver's error):
 * - PostgreSQL SQLSTATEs: class 08 (connection exception), class 53 (insufficient resources: disk
 *   full, out of memory, too many connections), 57P01–57P03 (shutdown, crash shutdown, cannot connect
 *   now: a restart or failover), 57014 (query canceled: the statement timeout of
 *   DB_STATEMENT_TIMEOUT_MS);
 * - socket errors while connecting or mid-query (refused, reset, timed out, host not found); an
 *   adapter that lets such an error through unhandled (its service down) gets the same 503, which is
 *   as true of it;
 * - node-postgres's own words for a lost or never-made connection, which carry no code;
 * - the embedded database's worker having stopped (`DATABASE_WORKER_STOPPED`, db/pglite-worker.ts).
 * A deadlock or a serialization failure is not here: with no serializable transactions in the app,
 * either is a bug to see as a 500, not a wait to advise.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123]|57014)$/;
/** The code of the error every call gets once the embedded database's worker has stopped. */
export const DATABASE_WORKER_STOPPED = 'DATABASE_WORKER_STOPPED';
/** Error codes (not SQLSTATEs) that mean the database cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  DATABASE_WORKER_STOPPED,
]);
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_CODES.has(code)))
      return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** What a caller reads when the database cannot serve: the service, not the caller, is at fault. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Homie is briefly unavailable. Please try again in a minute.';
/** Seconds a client is asked to wait: a restart or failover usually takes this order of time. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 30;
