import { fsyncSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteWorker } from './pglite-worker.ts';
import PGLITE_DEFAULT_START_PARAMS from './pglite-start-params.json' with { type: 'json' };

/**
 * Drizzle over either engine; both speak the PostgreSQL dialect. Opened without a schema: a query
 * names the tables it uses (`db.select().from(sales)`), each imported from its owner's `<m>.schema.ts`,
 * so this layer knows no module (decision 243). Drizzle's schema option only feeds its relational
 * API (`db.query.<table>`), which no code uses.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterised SQL ($1, $2, …) returning rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * A statement prepared once per connection under `name` and reused (decision 127): no parsing or
   * planning per call, and on PGlite one round trip into WebAssembly instead of six. A read, or one
   * write that commits on its own (outside any transaction; decision 164). Parameters are scalars
   * (sent as text). One name, one SQL text, for the life of the process.
   */
  prepared<T = Record<string, unknown>>(name: string, sql: string, params: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Throws unless the database answers. */
  ping(): Promise<void>;
  /**
   * PGlite: writes dirty pages and trims the write-ahead log to its bounded size (decision 128);
   * run after bulk loads and by the periodic sweep. PostgreSQL checkpoints itself: a no-op there.
   */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite, in-process or in its worker (decision 134): one transaction whose session can
   * COPY FROM '/dev/blob', for bulk loading. Absent on PostgreSQL (bulk loads use `pool`).
   */
  copyTransaction?<T>(fn: (tx: PgliteCopyTx) => Promise<T>): Promise<T>;
  /** PGlite: the data directory as an uncompressed tarball (a template for tests). */
  dumpDataDir?(): Promise<Blob>;
  /** The embedded engine when it runs in this thread (not in its worker): for tests and tools. */
  pglite?: PGlite;
  /**
   * A PostgreSQL pool without the statement time budget, for migrations (which wait on an advisory
   * lock) and bulk loading; it connects only when used. Requests go through the budgeted pool.
   */
  pool?: pg.Pool;
}

/**
 * The time budget of one statement on PostgreSQL (DB_STATEMENT_TIMEOUT_MS, decision 091): longer
 * ones are cancelled by the server, so a pathological query fails instead of holding a connection.
 * PGlite cannot enforce it (its timers never fire inside WebAssembly); there the expensive queries
 * are bounded themselves.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/** A bulk-loading transaction on PGlite: statements, and COPY … FROM '/dev/blob' with its input. */
export interface PgliteCopyTx {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  copyFrom(sql: string, data: string | Uint8Array): Promise<void>;
}

export type DatabaseOptions =
  | {
      databaseUrl: string;
      onError?: (err: Error) => void;
      /** Statement time budget in ms for every query but migrations and bulk loads; 0 = none. */
      statementTimeoutMs?: number;
    }
  | {
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Flush writes to the disk (PGLITE_FSYNC=on, decision 080); only with a dataDir. */
      fsync?: boolean;
      /**
       * Run PGlite in a worker thread that owns it (decision 134): the server's default, so the
       * request thread never waits on the database. Tests and command-line tools run it in-process.
       */
      worker?: boolean;
      onError?: (err: Error) => void;
      /**
       * What this process is, in the words another opener of the folder is refused with ("the
       * server", "npm run import"): the folder is locked to one process (decision 208).
       */
      holder?: string;
    };

// BIGINT and NUMERIC come back as strings from pg by default; amounts here fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens PGlite (a folder, or memory when dataDir is undefined) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options)
    return openPostgres(
      options.databaseUrl,
      options.onError,
      options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    );
  // One process per folder (decision 208): refused here, before PGlite touches it, when another holds it.
  const lock = options.dataDir
    ? await lockDataDir(options.dataDir, options.holder ?? describeThisProcess())
    : undefined;
  let database: Database;
  try {
    database = options.worker
      ? await openPgliteWorker({
          dataDir: options.dataDir,
          loadDataDir: options.loadDataDir,
          fsync: options.fsync === true,
          onError: options.onError,
        })
      : await openPglite(options.dataDir, options.loadDataDir, options.fsync === true);
  } catch (err) {
    lock?.release();
    throw err;
  }
  if (lock) {
    const close = database.close;
    database.close = async () => {
      try {
        await close.call(database);
      } finally {
        lock.release();
      }
    };
  }
  return database;
}

/** A process that did not say what it is: its script's name (a test, a benchmark, a tool). */
function describeThisProcess(): string {
  const script = process.argv[1];
  return script ? `a process running ${script.split(/[\\/]/).pop()}` : 'another process';
}

/**
 * PGlite 0.5's own start parameters (not exported by the package; `-F` turns fsync off), shared with
 * scripts/quality/pglite-fsync-probe.mjs. PGLITE_FSYNC=on starts PostgreSQL with them minus `-F`,
 * plus fsync on. A test pins the PGlite version they were read from.
 */
const PGLITE_FSYNC_START_PARAMS = [
  ...PGLITE_DEFAULT_START_PARAMS.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/**
 * The write-ahead log's bounds on a PGlite data directory (decision 128). PGlite runs PostgreSQL as
 * one single-user backend, so nothing checkpoints on its own while it writes: `checkpoint()` (after
 * bulk loads, and periodically) then keeps at most about max_wal_size of WAL instead of 80 MB–1 GB.
 * `wal_recycle=off`: finished segments are removed rather than kept for reuse, so a checkpointed
 * folder holds one segment instead of two (decision 140).
 */
export const PGLITE_WAL_PARAMS = [
  '-c',
  'min_wal_size=32MB',
  '-c',
  'max_wal_size=32MB',
  '-c',
  'wal_recycle=off',
];

/**
 * initdb's options for a new PGlite data directory: 4 MB WAL segments instead of 16 MB, so the
 * segment a checkpointed folder keeps costs 4 MB (decision 156). Fixed at initdb: a folder made
 * before keeps its 16 MB segments.
 */
export const PGLITE_INITDB_PARAMS = ['--wal-segsize=4'];

let fsyncCalls = 0;
/** How many flushes PGlite has made through the PGLITE_FSYNC patch in this process (for tests). */
export const pgliteFsyncCalls = () => fsyncCalls;

/**
 * Emscripten's Node file system has no fsync operation, so PostgreSQL's fsync calls do nothing;
 * every NODEFS stream shares one operations object, given the missing operation here.
 */
function enableNodefsFsync(client: PGlite): void {
  type Stream = { nfd?: number; stream_ops?: Record<string, unknown> } | null;
  const streams = (client as unknown as { mod?: { FS?: { streams?: Stream[] } } }).mod?.FS?.streams ?? [];
  const ops = streams.find((stream) => stream?.nfd !== undefined)?.stream_ops;
  if (!ops)
    throw new Error(
      'PGLITE_FSYNC=on: this PGlite version exposes no file stream to flush; unset PGLITE_FSYNC or use DATABASE_URL.',
    );
  ops.fsync = (stream: { nfd: number }) => {
    fsyncSync(stream.nfd);
    fsyncCalls += 1;
    return 0;
  };
}

/** The mutexes PGlite's own query() takes (0.5.x); a prepared statement takes the same. */
type PgliteMutexes = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

const concatBytes = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Named statements on PGlite over its wire protocol: Parse once per name, then Bind + Describe +
 * Execute + Sync as one message per call. PGlite's query() sends an unnamed Parse, Describe, Bind,
 * Describe, Execute and Sync as six calls into WebAssembly and plans the statement every time.
 * A statement the server no longer knows, or whose cached plan a schema change invalidated, is
 * prepared again once.
 */
function pglitePrepared(client: PGlite) {
  const prepared = new Set<string>();
  const locked = client as unknown as PgliteMutexes;
  const exclusive = <T>(fn: () => Promise<T>) =>
    locked._runExclusiveTransaction(() => locked._runExclusiveQuery(fn));
  const { serialize } = protocol;
  const prepare = async (name: string, sql: string) => {
    await client.execProtocol(concatBytes([serialize.parse({ name, text: sql }), serialize.sync()]), {
      syncToFs: false,
    });
    prepared.add(name);
  };
  const execute = async <T>(name: string, params: unknown[]) => {
    const values = params.map((v) => (v === null || v === undefined ? null : String(v)));
    const { messages } = await client.execProtocol(
      concatBytes([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (pgliteParse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
  };
  return async <T>(name: string, sql: string, params: unknown[]): Promise<T[]> => {
    await client.waitReady;
    return exclusive(async () => {
      if (!prepared.has(name)) await prepare(name, sql);
      try {
        return await execute<T>(name, params);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code !== '26000' && code !== '0A000') throw err;
        prepared.delete(name);
        await client.execProtocol(concatBytes([serialize.close({ type: 'S', name }), serialize.sync()]), {
          syncToFs: false,
        });
        await prepare(name, sql);
        return execute<T>(name, params);
      }
    });
  };
}

/** PGlite in this thread (also what the database worker runs, pglite-worker.worker.ts). */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
  fsync: boolean,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: join(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(dataDir
      ? {
          startParams: [
            ...(fsync ? PGLITE_FSYNC_START_PARAMS : PGLITE_DEFAULT_START_PARAMS),
            ...PGLITE_WAL_PARAMS,
          ],
          initDbStartParams: PGLITE_INITDB_PARAMS,
        }
      : {}),
    extensions: { pg_trgm },
  });
  if (fsync && dataDir) {
    try {
      enableNodefsFsync(client);
      const setting = (await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync;
      if (setting !== 'on') throw new Error(`PGLITE_FSYNC=on: PostgreSQL reports fsync=${setting}.`);
      // Flush what start-up wrote before the operation existed.
      await client.exec('CHECKPOINT');
    } catch (err) {
      await client.close();
      throw err;
    }
  }
  const db = drizzlePglite(client) as unknown as Db;
  const prepared = pglitePrepared(client);
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    prepared,
    async exec(sql: string) {
      await client.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    copyTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
          copyFrom: async (sql, data) => {
            await tx.query(sql, [], { blob: new Blob([data]) });
          },
        }),
      ),
    dumpDataDir: () => client.dumpDataDir('none'),
    async ping() {
      await client.query('select 1');
    },
    async checkpoint() {
      if (dataDir && !client.closed) await client.exec('CHECKPOINT');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  onError: ((err: Error) => void) | undefined,
  statementTimeoutMs: number,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Sent when each connection starts, so the server enforces it on every statement.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  const maintenance = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', (err) => onError?.(err));
  maintenance.on('error', (err) => onError?.(err));
  const db = drizzlePg(pool) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool: maintenance,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    // node-postgres prepares a named statement once per connection and reuses it.
    async prepared<T>(name: string, sql: string, params: unknown[]) {
      return (await pool.query({ name, text: sql, values: params })).rows as T[];
    },
    async exec(sql: string) {
      await maintenance.query(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    async ping() {
      await pool.query('select 1');
    },
    async checkpoint() {},
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), maintenance.end()]);
    },
  };
}
