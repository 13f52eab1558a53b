/**
 * The embedded database behind a worker thread (decision 134): the same `Database` as in-process
 * PGlite (Drizzle, query, prepared, exec, transaction, ping, checkpoint, close, copyTransaction), each
 * call a message to pglite-worker.worker.ts. The request thread only posts messages and reads replies.
 *
 * Drizzle's PGlite driver needs `query(sql, params, { rowMode, parsers })` and `transaction(fn)` from
 * its client; `WorkerClient` gives it exactly those. Parsers are functions and cannot cross threads:
 * the worker returns their types as text and the parsers run here (Drizzle's are all identities).
 * A transaction is one of PGlite's own in the worker, pinned to an id: PGlite takes its transaction
 * lock for it, so a statement from outside waits until it ends, as in-process.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db, PgliteCopyTx } from './client.ts';
import {
  fromWireError,
  type QueryReply,
  type RowMode,
  type WorkerHello,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker.protocol.ts';
import { DATABASE_WORKER_STOPPED } from './unavailable.ts';

const localRequire = createRequire(import.meta.url);

/** From source (tsx, vitest) the worker is TypeScript loaded through tsx's API; built, a .js beside the bundle. */
function spawnWorker(workerData: unknown, transferList: ArrayBuffer[]): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.worker.js', import.meta.url), { workerData, transferList });
  const entry = new URL('./pglite-worker.worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(
    join(dirname(localRequire.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(bootstrap, { eval: true, workerData, transferList });
}

interface Pending {
  resolve(reply: WorkerReply): void;
  reject(err: Error): void;
}

/** Request/reply over the worker's port; the worker keeps the process alive only while a reply is awaited. */
class Channel {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;

  constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      waiting.resolve(reply);
    });
  }

  /** Every waiting call fails with `err`, and every later one at once. */
  fail(err: Error): void {
    this.stopped ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  async send<T>(request: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    const reply = await this.post(request, transfer);
    if (reply.ok) return reply.result as T;
    // Built here, after the await, so its stack carries the awaiting callers (V8's async stack
    // trace, collected only when an error is made): a database error points at the code that sent
    // the statement, and a call that succeeds captures no stack at all.
    throw fromWireError(reply.error);
  }

  private post(request: WorkerRequest, transfer: ArrayBuffer[]): Promise<WorkerReply> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      try {
        this.worker.postMessage({ ...request, id }, transfer);
      } catch (err) {
        // A parameter that cannot be cloned (a function, a class instance): this call fails alone.
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(err);
      }
    });
  }
}

type Parser = (value: string, typeId: number) => unknown;
const PROBE = '\u0000homie-parser-probe';
const isIdentity = (parser: Parser) => {
  try {
    return parser(PROBE, 0) === PROBE;
  } catch {
    return false;
  }
};

/** The subset of PGlite's client that Drizzle's driver uses, and the bulk session uses, over the channel. */
class WorkerClient {
  constructor(
    private readonly channel: Channel,
    private readonly tx?: number,
  ) {}

  async query<T>(
    sql: string,
    params: unknown[] = [],
    options?: { rowMode?: RowMode; parsers?: Record<number, Parser>; blob?: Blob },
  ): Promise<QueryReply & { rows: T[] }> {
    const raw: number[] = [];
    const here: [number, Parser][] = [];
    for (const [oid, parser] of Object.entries(options?.parsers ?? {})) {
      raw.push(Number(oid));
      if (!isIdentity(parser)) here.push([Number(oid), parser]);
    }
    const blob = options?.blob ? new Uint8Array(await options.blob.arrayBuffer()) : undefined;
    const rowMode = options?.rowMode ?? 'object';
    // Rows travel as arrays whatever the mode: PGlite builds them faster, and they clone faster,
    // than objects repeating every column name; objects are made here, off the database's thread.
    const reply = await this.channel.send<QueryReply>(
      {
        op: 'query',
        sql,
        params,
        rowMode: 'array',
        ...(raw.length ? { raw } : {}),
        ...(blob ? { blob } : {}),
        ...(this.tx !== undefined ? { tx: this.tx } : {}),
      },
      blob ? [blob.buffer as ArrayBuffer] : [],
    );
    if (here.length) applyParsers(reply, here);
    if (rowMode === 'object') reply.rows = toObjects(reply);
    return reply as QueryReply & { rows: T[] };
  }

  async exec(sql: string): Promise<[]> {
    await this.channel.send({ op: 'exec', sql, ...(this.tx !== undefined ? { tx: this.tx } : {}) });
    return [];
  }

  /** COPY … FROM '/dev/blob' with `data` as the blob; text is copied to the worker, bytes moved. */
  async copyFrom(sql: string, data: string | Uint8Array): Promise<void> {
    await this.channel.send(
      { op: 'query', sql, params: [], blob: data, ...(this.tx !== undefined ? { tx: this.tx } : {}) },
      typeof data === 'string' ? [] : [data.buffer as ArrayBuffer],
    );
  }

  async transaction<T>(fn: (tx: WorkerClient) => Promise<T>): Promise<T> {
    if (this.tx !== undefined) throw new Error('Nested transactions use savepoints on the open transaction.');
    const tx = await this.channel.send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn(new WorkerClient(this.channel, tx));
    } catch (err) {
      await this.channel.send({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.channel.send({ op: 'end', tx, commit: true });
    return result;
  }
}

/** Runs the parsers that are not identities over their columns (rows are arrays here). */
function applyParsers(reply: QueryReply, parsers: [number, Parser][]): void {
  const columns = reply.fields.flatMap((field, index) => {
    const parser = parsers.find(([oid]) => oid === field.dataTypeID)?.[1];
    return parser ? [{ index, parser, oid: field.dataTypeID }] : [];
  });
  if (!columns.length) return;
  for (const row of reply.rows as unknown[][])
    for (const { index, parser, oid } of columns) {
      const value = row[index];
      if (typeof value === 'string') row[index] = parser(value, oid);
    }
}

/** Array rows as PGlite's object rows: one key per column name, a later column of the same name wins. */
function toObjects(reply: QueryReply): Record<string, unknown>[] {
  const names = reply.fields.map((field) => field.name);
  if (names.includes('__proto__'))
    return (reply.rows as unknown[][]).map((row) =>
      Object.fromEntries(names.map((name, i) => [name, row[i]])),
    );
  return (reply.rows as unknown[][]).map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i] as string] = row[i];
    return object;
  });
}

export interface PgliteWorkerOptions {
  dataDir?: string;
  loadDataDir?: Blob | File;
  fsync: boolean;
  /** The worker stopped on its own (crashed, ran out of memory): every call fails from then on. */
  onError?: (err: Error) => void;
}

/** Starts the worker, opens PGlite in it and answers a `Database` that talks to it. */
export async function openPgliteWorker(options: PgliteWorkerOptions): Promise<Database> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = spawnWorker(
    { dataDir: options.dataDir, fsync: options.fsync, ...(loadDataDir ? { loadDataDir } : {}) },
    loadDataDir ? [loadDataDir] : [],
  );
  const channel = new Channel(worker);
  let closed = false;
  // Opening takes seconds (WebAssembly, then the data directory): keep the process alive meanwhile.
  worker.ref();
  await new Promise<void>((resolve, reject) => {
    const early = (err: Error) => reject(err);
    const exited = (code: number) =>
      reject(new Error(`The database worker exited with code ${code} while opening.`));
    worker.once('error', early);
    worker.once('exit', exited);
    worker.once('message', (hello: WorkerHello) => {
      worker.off('error', early);
      worker.off('exit', exited);
      if (hello.ready) resolve();
      else reject(fromWireError(hello.error));
    });
  }).catch(async (err) => {
    await worker.terminate();
    throw err;
  });
  worker.unref();
  worker.on('error', (err) => {
    channel.fail(err);
    options.onError?.(err);
  });
  worker.on('exit', (code) => {
    const err = Object.assign(new Error(`The database worker stopped (exit code ${code}).`), {
      code: DATABASE_WORKER_STOPPED,
    });
    channel.fail(err);
    if (!closed) options.onError?.(err);
  });

  const client = new WorkerClient(channel);
  const db = drizzlePglite({ client: client as unknown as PGlite }) as unknown as Db;
  const copyTx = (tx: WorkerClient): PgliteCopyTx => ({
    exec: async (sql) => {
      await tx.exec(sql);
    },
    query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
    copyFrom: (sql, data) => tx.copyFrom(sql, data),
  });
  return {
    kind: 'pglite',
    db,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    prepared: <T>(name: string, sql: string, params: unknown[]) =>
      channel.send<T[]>({ op: 'prepared', name, sql, params }),
    async exec(sql: string) {
      await client.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    copyTransaction: (fn) => client.transaction((tx) => fn(copyTx(tx))),
    async ping() {
      await client.query('select 1');
    },
    async checkpoint() {
      if (!closed) await channel.send({ op: 'checkpoint' });
    },
    async dumpDataDir() {
      return new Blob([await channel.send<Uint8Array>({ op: 'dump' })]);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await channel.send({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
