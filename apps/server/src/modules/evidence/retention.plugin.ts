import type { FastifyInstance } from 'fastify';
import { createRetentionSweeper } from './retention-sweep.ts';

/** First sweep a minute after start, then every RETENTION_SWEEP_INTERVAL_MINUTES (decision 115). */
const FIRST_RUN_MS = 60_000;

/** Starts the retention sweep when the app is ready and stops it when the app closes. */
export default async function retentionPlugin(app: FastifyInstance): Promise<void> {
  const { retention } = app.config;
  const sweeper = createRetentionSweeper({
    database: app.database,
    storage: app.storage,
    policy: retention,
    intervalMs: retention.sweepIntervalMs,
    firstRunMs: Math.min(FIRST_RUN_MS, retention.sweepIntervalMs),
    log: app.log,
    clock: app.clock,
  });
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
}
