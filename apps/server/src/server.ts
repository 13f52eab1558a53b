import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { LocalStorage, type Storage } from './lib/storage.ts';
import { S3Storage } from './lib/storage.s3.ts';
import { lowSpaceWarning } from './lib/storage-quota.ts';
import { ensureDemoDataset } from './modules/dataset/dataset.service.ts';
import { removeOrphanVideoFiles } from './modules/videos/videos.plugin.ts';

/**
 * Shutdown is bounded (decision 209): in-flight requests get this long to finish, then their
 * connections are closed; whatever still holds the process after SHUTDOWN_FORCE_MS more ends with
 * an exit (the lock on the embedded database's folder goes with it, decision 208).
 */
const SHUTDOWN_GRACE_MS = 10_000;
const SHUTDOWN_FORCE_MS = 5_000;
/** A server process that stops on its own is started again after this pause (decision 135). */
const RESTART_DELAY_MS = 1_000;

/**
 * How many server processes share the port (decision 135): with PostgreSQL one per core unless
 * WEB_CONCURRENCY says otherwise; with PGlite one, since one process owns its folder (its database
 * work runs on a second thread instead, decision 134).
 */
function serverProcesses(config: Pick<Config, 'databaseUrl' | 'webConcurrency'>): number {
  if (!config.databaseUrl) return 1;
  return config.webConcurrency > 0 ? config.webConcurrency : Math.max(1, availableParallelism());
}

function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        databaseUrl: config.databaseUrl,
        onError: (err) => console.error('database connection error', err.message),
        statementTimeoutMs: config.dbStatementTimeoutMs,
      })
    : openDatabase({
        dataDir: join(config.dataDir, 'pglite'),
        fsync: config.pgliteFsync,
        worker: config.pgliteWorker,
        holder: 'the server',
        // Without its database thread the server cannot answer: exit, so a supervisor starts it again.
        onError: (err) => {
          console.error('the database worker stopped; exiting', err.message);
          process.exit(1);
        },
      });
}

/**
 * Start-up clean-up of files an earlier crash left behind. It runs once, before any process serves:
 * a file half-written or not yet recorded may belong to an upload another process is handling.
 */
async function removeLeftovers(
  database: Database,
  storage: Storage,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const incomplete = (await storage.removeIncomplete?.()) ?? 0;
  if (incomplete) log.warn({ files: incomplete }, 'removed files left half-written by an earlier crash');
  const orphans = await removeOrphanVideoFiles({ database, storage });
  if (orphans.length)
    log.warn({ files: orphans }, 'removed video files an earlier crash left without their record');
}

/** One server process: the app on the port. In a cluster the primary has migrated and cleaned up. */
async function runServer(config: Config, inCluster: boolean): Promise<void> {
  const database = await openConfiguredDatabase(config);
  const applied = inCluster ? [] : await migrate(database);

  let datasetLoading = false;
  const app = await buildApp({
    config,
    database,
    notReadyReason: () => (datasetLoading ? 'The California demo dataset is still loading.' : undefined),
  });
  app.log.info(
    {
      database: database.kind,
      ...(database.kind === 'pglite' ? { thread: config.pgliteWorker ? 'worker' : 'main' } : {}),
      dataDir: config.dataDir,
      migrations: applied,
    },
    'database ready',
  );
  if (!inCluster) await removeLeftovers(database, app.storage, app.log);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const abandon = setTimeout(() => {
      app.log.warn('requests still running after the grace period; closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    abandon.unref();
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + SHUTDOWN_FORCE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      // Held by the log at exit: written then, or dropped if nobody reads any more (decision 209).
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  // First start: generate and load the demo dataset while already answering (/readyz says when done).
  // In a cluster every process asks; the loader's advisory lock lets one load and the rest find it there.
  datasetLoading = true;
  try {
    await ensureDemoDataset(database, config, app.log);
    // A dataset just loaded outdates the in-memory copies: ready once they hold it (decision 209).
    await app.properties.copiesCaughtUp();
  } catch (err) {
    app.log.error(
      { err },
      'the demo dataset could not be loaded; property search answers from an empty database',
    );
  } finally {
    datasetLoading = false;
  }
}

/**
 * The cluster's primary (decision 135): migrates and cleans up once, then keeps `processes` server
 * processes on the port (node:cluster shares it), starting again any that stops, until told to stop.
 */
async function runPrimary(config: Config, processes: number): Promise<void> {
  const log = {
    info: (obj: object, msg: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
    warn: (obj: object, msg: string) => console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
  };
  const database = await openConfiguredDatabase(config);
  try {
    const applied = await migrate(database);
    const storage: Storage = config.s3
      ? new S3Storage(config.s3)
      : new LocalStorage(join(config.dataDir, 'files'));
    await removeLeftovers(database, storage, log);
    log.info({ migrations: applied, processes }, 'database ready; starting the server processes');
  } finally {
    await database.close();
  }

  let stopping = false;
  const start = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.warn({ pid: worker.process.pid, code, signal }, 'a server process stopped; starting another');
    setTimeout(start, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the server processes');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + SHUTDOWN_FORCE_MS + 1_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < processes; i++) start();
}

async function main(): Promise<void> {
  // A supervisor that went away closed our output: writing to it fails (EPIPE), which must neither
  // crash the server nor stop its shutdown (decision 209). The log stops itself (lib/batched-log.ts).
  for (const output of [process.stdout, process.stderr]) output.on('error', () => {});
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const processes = serverProcesses(config);
  if (cluster.isPrimary) {
    if (!config.databaseUrl && config.webConcurrency > 1)
      console.warn('WEB_CONCURRENCY is ignored with the embedded database: one process owns its folder.');
    // Low on disk space: say so loudly and carry on; uploads are refused until space is freed (decision 092).
    const lowSpace = await lowSpaceWarning(config.dataDir, config.storageMinFreeBytes);
    if (lowSpace) console.warn(lowSpace);
    if (processes > 1) return runPrimary(config, processes);
  }
  return runServer(config, cluster.isWorker);
}

main().catch((err) => {
  // Another process has the embedded database open (decision 208): say who, not a stack trace.
  if (err instanceof DataDirLockedError) console.error(`failed to start: ${err.message}`);
  else console.error('failed to start', err);
  process.exit(1);
});
