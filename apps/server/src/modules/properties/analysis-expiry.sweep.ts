import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { createPeriodicSweep, type SweepLog } from '#lib/periodic-sweep.ts';
import { deleteExpiredAnonymousJobs } from './analysis.repository.ts';

/**
 * Bounded storage (issue 20 item 5, decision 128): anonymous analysis jobs (no account) expire
 * ANALYSIS_JOB_TTL_DAYS after their last run unless an order, a lead, a video or a newer version
 * names them, deleted in batches; then PGlite's write-ahead log is checkpointed back to its bound.
 * Runs on the retention sweep's interval (RETENTION_SWEEP_INTERVAL_MINUTES, 0 = never here).
 */
export interface ExpiryResult {
  analysisJobs: number;
}

type Log = SweepLog;

const BATCH = 500;
const DAY_MS = 24 * 3600 * 1000;
/** First sweep two minutes after start (after the retention sweep's first run). */
const FIRST_RUN_MS = 120_000;

/** Deletes every expired anonymous job at `now`, then checkpoints; answers how many went. */
export async function sweepExpiredJobs(
  database: Database,
  ttlDays: number,
  now: Date = new Date(),
): Promise<ExpiryResult> {
  const cutoff = new Date(now.getTime() - ttlDays * DAY_MS);
  let analysisJobs = 0;
  for (;;) {
    const ids = await deleteExpiredAnonymousJobs(database, cutoff, BATCH);
    analysisJobs += ids.length;
    if (ids.length < BATCH) break;
  }
  await database.checkpoint();
  return { analysisJobs };
}

/** The sweep every `intervalMs`, one run at a time; the timers never keep the process alive. */
export function createJobExpirySweeper(options: {
  database: Database;
  ttlDays: number;
  intervalMs: number;
  firstRunMs?: number;
  log?: Log;
}) {
  const periodic = createPeriodicSweep({
    sweep: () => sweepExpiredJobs(options.database, options.ttlDays),
    intervalMs: options.intervalMs,
    firstRunMs: options.firstRunMs,
    log: options.log,
    onResult: (result) => {
      if (result.analysisJobs) options.log?.info?.(result, 'expired anonymous analysis jobs deleted');
    },
    failureMessage: 'the analysis job expiry sweep failed; it runs again later',
  });
  return {
    ...periodic,
    runOnce: () => sweepExpiredJobs(options.database, options.ttlDays),
  };
}

/** Starts the sweep when the app is ready and stops it when the app closes. */
export default async function jobExpiryPlugin(app: FastifyInstance): Promise<void> {
  const { retention, analysisJobTtlDays } = app.config;
  const sweeper = createJobExpirySweeper({
    database: app.database,
    ttlDays: analysisJobTtlDays,
    intervalMs: retention.sweepIntervalMs,
    firstRunMs: Math.min(FIRST_RUN_MS, retention.sweepIntervalMs),
    log: app.log,
  });
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
}
