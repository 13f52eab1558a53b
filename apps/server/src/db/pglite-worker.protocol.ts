/**
 * The messages between the request thread and the worker thread that owns PGlite (decision 134).
 * Every request carries an id answered exactly once; statements inside a transaction carry the
 * transaction's id, which the worker maps to PGlite's own transaction object.
 */

export type RowMode = 'object' | 'array';

export type WorkerRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: RowMode;
      /** Type OIDs to leave as text (their parsers run on the request thread; functions cannot cross). */
      raw?: number[];
      /** COPY … FROM '/dev/blob' input, copied (a string) or transferred (bytes). */
      blob?: string | Uint8Array;
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'prepared'; name: string; sql: string; params: unknown[] }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'checkpoint' }
  | { op: 'dump' }
  | { op: 'close' };

export type Envelope = WorkerRequest & { id: number };

export interface QueryReply {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export type WorkerReply =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: WireError };

/** What the worker sends when it is ready (or could not open the database). */
export type WorkerHello = { ready: true } | { ready: false; error: WireError };

/** An error as plain data: its message, name, stack and every primitive property (code, detail, constraint, …). */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  props: Record<string, string | number | boolean | null>;
}

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), props: {} };
  const props: WireError['props'] = {};
  for (const key of Object.keys(err)) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      props[key] = value as string | number | boolean | null;
  }
  return { name: err.name, message: err.message, stack: err.stack, props };
}

/**
 * The worker's error rebuilt on the request thread: same message, name and PostgreSQL fields (`code`,
 * `detail`, `constraint`, …), with the stack where it is rebuilt (in an async function after its
 * await, that includes the awaiting callers) followed by the worker's.
 */
export function fromWireError(wire: WireError): Error {
  const err = new Error(wire.message);
  Object.assign(err, wire.props);
  Object.defineProperty(err, 'name', {
    value: wire.name,
    enumerable: false,
    configurable: true,
    writable: true,
  });
  const here = err.stack?.split('\n').slice(1).join('\n') ?? '';
  err.stack = `${wire.name}: ${wire.message}\n${here}${wire.stack ? `\n    --- in the database worker ---\n${wire.stack.split('\n').slice(1).join('\n')}` : ''}`;
  return err;
}
