/**
 * Worker thread that owns the embedded database (decision 134): PGlite's WebAssembly, its protocol
 * decoding and its synchronous page reads run here, so the request thread never waits on them. The
 * database is opened exactly as in-process (same start parameters, WAL bound, fsync patch); this file
 * only answers the request thread's messages (pglite-worker.protocol.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { type Database, openPglite } from './client.ts';
import {
  type Envelope,
  type QueryReply,
  toWireError,
  type WorkerHello,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker.protocol.ts';

if (!parentPort) throw new Error('pglite-worker.worker must run as a worker thread');
const port = parentPort;

const options = workerData as { dataDir?: string; fsync: boolean; loadDataDir?: ArrayBuffer };

/** Drizzle asks for some types as text (dates and times); their parsers are applied on the request thread. */
const asText = (value: string) => value;

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Opens one of PGlite's own transactions and holds it until the request thread ends it. */
function begin(pglite: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((resolve, reject) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => {
      decide = r;
    });
    const record = { decide } as OpenTransaction;
    let opened = false;
    record.done = pglite.transaction(async (tx) => {
      record.tx = tx;
      transactions.set(id, record);
      opened = true;
      resolve(id);
      if (!(await decided)) await tx.rollback();
    });
    record.done.catch((err) => {
      if (!opened) reject(err);
    });
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id} in the database worker.`);
  transactions.delete(id);
  open.decide(commit);
  await open.done;
}

function transactionFor(id: number | undefined): Transaction | undefined {
  if (id === undefined) return undefined;
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id} in the database worker (already ended?).`);
  return open.tx;
}

async function handle(database: Database, pglite: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const tx = transactionFor(request.tx);
      const parsers = request.raw ? Object.fromEntries(request.raw.map((oid) => [oid, asText])) : undefined;
      const queryOptions = {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
        ...(request.blob !== undefined ? { blob: new Blob([request.blob]) } : {}),
      };
      const result: Results = tx
        ? await tx.query(request.sql, request.params, queryOptions)
        : await pglite.query(request.sql, request.params, queryOptions);
      const reply: QueryReply = {
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      };
      return reply;
    }
    case 'exec': {
      const tx = transactionFor(request.tx);
      if (tx) await tx.exec(request.sql);
      else await pglite.exec(request.sql);
      return undefined;
    }
    case 'prepared':
      return database.prepared(request.name, request.sql, request.params);
    case 'begin':
      return begin(pglite);
    case 'end':
      return end(request.tx, request.commit);
    case 'checkpoint':
      return database.checkpoint();
    case 'dump':
      return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    case 'close': {
      // Whatever the request thread left open is rolled back, as a closing connection would.
      await Promise.allSettled([...transactions.keys()].map((id) => end(id, false)));
      await database.close();
      return undefined;
    }
  }
}

async function main(): Promise<void> {
  let database: Database;
  try {
    database = await openPglite(
      options.dataDir,
      options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
      options.fsync,
    );
  } catch (err) {
    port.postMessage({ ready: false, error: toWireError(err) } satisfies WorkerHello);
    port.close();
    return;
  }
  const pglite = database.pglite as PGlite;
  port.on('message', (message: Envelope) => {
    const { id } = message;
    handle(database, pglite, message).then(
      (result) => {
        const reply: WorkerReply = { id, ok: true, result };
        port.postMessage(reply, result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []);
        if (message.op === 'close') port.close();
      },
      (err) => port.postMessage({ id, ok: false, error: toWireError(err) } satisfies WorkerReply),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerHello);
}

void main();
