/**
 * The sync of the MLS's closed sales (issue 54, decision 232): takes the lease (one process at a time,
 * whatever the number of server processes on the database), reads from the committed high-water mark,
 * and commits page by page (sales, listing keys and the new mark together), so a crash or a failing
 * feed resumes at the last committed page without duplicates. Records the run's outcome.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { reasonGroup } from '../import/import.service.ts';
import { refreshDatasetMeta } from '../dataset.repository.ts';
import {
  finishRun,
  markStarted,
  type MlsListing,
  renewLease,
  takeLease,
  writeMlsPage,
} from './mls.repository.ts';
import type { MlsFeed } from './reso.client.ts';
import { mapResoRecord } from './reso.mapper.ts';

export interface MlsSyncReport {
  outcome: 'ok' | 'busy' | 'failed';
  /** Why it failed (no token, no query string). */
  error?: string;
  pages: number;
  /** Records read from the feed. */
  records: number;
  listingsNew: number;
  listingsChanged: number;
  listingsUnchanged: number;
  salesInserted: number;
  propertiesCreated: number;
  skipped: number;
  skippedByReason: Record<string, number>;
  /** The committed high-water mark after the run (ISO), null before any. */
  highWater: string | null;
  ms: number;
}

export interface MlsSyncContext {
  database: Database;
  clock: Clock;
  feed: MlsFeed;
  /** Names this process in the lease; one per process. */
  owner?: string;
  /** How long a lease lasts without renewal (renewed after every page). */
  leaseMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

export async function syncClosedSales(ctx: MlsSyncContext): Promise<MlsSyncReport> {
  const started = performance.now();
  const owner = ctx.owner ?? `${process.pid}-${randomUUID()}`;
  const leaseMs = ctx.leaseMs ?? DEFAULT_LEASE_MS;
  const until = () => new Date(ctx.clock.now().getTime() + leaseMs);
  const report: MlsSyncReport = {
    outcome: 'ok',
    pages: 0,
    records: 0,
    listingsNew: 0,
    listingsChanged: 0,
    listingsUnchanged: 0,
    salesInserted: 0,
    propertiesCreated: 0,
    skipped: 0,
    skippedByReason: {},
    highWater: null,
    ms: 0,
  };
  const lease = await takeLease(ctx.database, owner, ctx.clock.now(), until());
  if (!lease) return { ...report, outcome: 'busy' };
  report.highWater = lease.highWater;
  await markStarted(ctx.database, owner, ctx.clock.now());
  try {
    for await (const records of ctx.feed.closedSales(lease.highWater, ctx.signal)) {
      const now = ctx.clock.now();
      const listings: MlsListing[] = [];
      let pageMark = null as string | null;
      records.forEach((record, i) => {
        const mapped = mapResoRecord(record, report.records + i + 1, now);
        // Every readable change time moves the mark, a skipped record's too: it was read.
        if (mapped.modifiedAt && (!pageMark || mapped.modifiedAt > pageMark)) pageMark = mapped.modifiedAt;
        if (mapped.kind === 'sale') listings.push(mapped);
        else {
          report.skipped++;
          const group = reasonGroup(mapped.reason);
          report.skippedByReason[group] = (report.skippedByReason[group] ?? 0) + 1;
        }
      });
      report.records += records.length;
      const page = await writeMlsPage(ctx.database, listings, pageMark);
      report.pages++;
      report.listingsNew += page.listingsNew;
      report.listingsChanged += page.listingsChanged;
      report.listingsUnchanged += page.listingsUnchanged;
      report.salesInserted += page.salesInserted;
      report.propertiesCreated += page.propertiesCreated;
      if (pageMark && (!report.highWater || pageMark > report.highWater)) report.highWater = pageMark;
      if (!(await renewLease(ctx.database, owner, until())))
        throw new Error('the sync lease was lost (another process took it after it expired)');
    }
  } catch (err) {
    report.outcome = 'failed';
    report.error = (err as Error).message;
  }
  if (report.salesInserted > 0 || report.propertiesCreated > 0 || report.listingsChanged > 0)
    await refreshDatasetMeta(ctx.database);
  report.ms = Math.round(performance.now() - started);
  await finishRun(
    ctx.database,
    owner,
    ctx.clock.now(),
    report.outcome === 'ok' ? 'ok' : `failed: ${report.error}`,
    report,
  );
  return report;
}
