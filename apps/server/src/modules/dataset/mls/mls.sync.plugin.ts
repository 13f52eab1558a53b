import type { FastifyInstance } from 'fastify';
import { createPeriodicSweep } from '#lib/periodic-sweep.ts';
import { syncClosedSales } from './mls.sync.ts';
import { createResoFeed, type MlsFeed, type ResoClientOptions } from './reso.client.ts';

/** The MLS sync's replaceable parts (tests): the HTTP client's options, or a whole feed. */
export interface MlsSyncOptions {
  client?: ResoClientOptions;
  feed?: MlsFeed;
  /** First sync this long after the app is ready (default: 30 s, or the interval when shorter). */
  firstRunMs?: number;
}

/** Who the audit trail names for a sync run (decision 239). */
export const MLS_SYNC_ACTOR = 'MLS sync (automatic)';

/** First sync half a minute after start, when the server has settled. */
const FIRST_RUN_MS = 30_000;

/**
 * The periodic sync of the MLS's closed sales (decision 232): on only when RESO_BASE_URL is set,
 * every RESO_SYNC_INTERVAL_MINUTES, one run at a time in this process and one process at a time on
 * the database (the lease). Closing the app stops a run between pages.
 */
export default async function mlsSyncPlugin(app: FastifyInstance, opts: MlsSyncOptions): Promise<void> {
  const reso = app.config.reso;
  if (!reso) return;
  const feed = opts.feed ?? createResoFeed(reso, { now: () => app.clock.now(), ...(opts.client ?? {}) });
  const abort = new AbortController();
  const sweeper = createPeriodicSweep({
    sweep: async () => {
      const report = await syncClosedSales({
        database: app.database,
        clock: app.clock,
        feed,
        signal: abort.signal,
      });
      // The audit trail has each run that read listings or failed (quiet runs only on the Data page).
      if (report.outcome === 'failed' || report.records > 0) {
        const { skippedByReason: _reasons, ...detail } = report;
        await app.operator
          .recordSystemAudit(MLS_SYNC_ACTOR, { action: 'mls_sync', subjectKind: 'mls_sync', detail })
          .catch((err: unknown) => app.log.warn({ err }, 'could not record the MLS sync in the audit trail'));
      }
      return report;
    },
    intervalMs: reso.syncIntervalMs,
    firstRunMs: opts.firstRunMs ?? Math.min(FIRST_RUN_MS, reso.syncIntervalMs),
    log: app.log,
    onResult: (report) => {
      const { skippedByReason: _reasons, ...line } = report;
      if (report.outcome === 'failed') app.log.warn(line, 'the MLS sync failed; it resumes at the next run');
      else if (report.outcome === 'ok') app.log.info(line, 'MLS sync done');
    },
    failureMessage: 'the MLS sync failed; it resumes at the next run',
  });
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => {
    abort.abort();
    await sweeper.stop();
  });
}
