import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { lowSpaceWarning } from './lib/storage-quota.ts';
import { ensureDemoDataset } from './modules/dataset/dataset.service.ts';
import { removeOrphanVideoFiles } from './modules/videos/video-upload.service.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // Low on disk space: say so loudly and carry on; uploads are refused until space is freed (decision 092).
  const lowSpace = await lowSpaceWarning(config.dataDir, config.storageMinFreeBytes);
  if (lowSpace) console.warn(lowSpace);
  const database = config.databaseUrl
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        onError: (err) => console.error('database connection error', err.message),
        statementTimeoutMs: config.dbStatementTimeoutMs,
      })
    : await openDatabase({ dataDir: join(config.dataDir, 'pglite'), fsync: config.pgliteFsync });
  const applied = await migrate(database);

  let datasetLoading = false;
  const app = await buildApp({
    config,
    database,
    notReadyReason: () => (datasetLoading ? 'The California demo dataset is still loading.' : undefined),
  });
  app.log.info({ database: database.kind, dataDir: config.dataDir, migrations: applied }, 'database ready');
  const incomplete = (await app.storage.removeIncomplete?.()) ?? 0;
  if (incomplete) app.log.warn({ files: incomplete }, 'removed files left half-written by an earlier crash');
  const orphans = await removeOrphanVideoFiles({ database, storage: app.storage });
  if (orphans.length)
    app.log.warn({ files: orphans }, 'removed video files an earlier crash left without their record');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
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
  datasetLoading = true;
  try {
    await ensureDemoDataset(database, config, app.log);
  } catch (err) {
    app.log.error(
      { err },
      'the demo dataset could not be loaded; property search answers from an empty database',
    );
  } finally {
    datasetLoading = false;
  }
}

main().catch((err) => {
  console.error('failed to start', err);
  process.exit(1);
});
