import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteJobsOfUser } from './analysis.repository.ts';
import { type AnalysisJobReader, createAnalysisJobReader } from './analysis-jobs.ts';
import { type AnalysisResultBody, reappraiseJob } from './analysis.service.ts';
import jobExpiryPlugin from './analysis-expiry.sweep.ts';
import { startMarketWarmUp } from './market-warmup.ts';
import { completeWithOwnerSales, withOwnerSales } from './owner-sales.service.ts';
import { createPropertiesModule } from './properties.module.ts';
import propertiesRoutes from './properties.routes.ts';

/**
 * The properties module's public surface (decision 144): what other modules may use of it. The plugin
 * also serves the live analysis API (properties.routes.ts) and runs the analysis-job expiry sweep.
 */
export interface PropertiesService {
  /** The one reader of analysis jobs (result, home, versions) for other modules. */
  analysisJobs: AnalysisJobReader;
  /**
   * Resolves once the in-memory copies the analysis API reads (address search's prefix index, the
   * comparables' copy) answer what the database holds now; at once when they are not kept (tests). The server waits for it after
   * loading the demo dataset, before /readyz says ready (decision 209).
   */
  copiesCaughtUp(): Promise<void>;
  /**
   * A job's home valued afresh for a roll year, as a new analysis would value it today (its stored
   * request, today's records and sales, that roll year's January 1 and sales to March 31), storing
   * nothing: a watched home's re-check (decision 238). Null for an unknown job or a home that can no
   * longer be found. With `valueDate` (YYYY-MM-DD), valued at that date instead of January 1, with sales
   * to 90 days after it: an appeal that answers a notice (decision 246). The owner's sales admissible
   * for that date are among its comparables, as in a stored result (decision 249).
   */
  reappraise(jobId: string, rollYear: number, valueDate?: string): Promise<AnalysisResultBody | null>;
}

export interface PropertiesOptions {
  /** Replaces some of the reader's calls (tests: analyses that are not in the database). */
  analysisJobs?: Partial<AnalysisJobReader>;
  /** Replaces the re-valuation of a job (tests: a re-check's answer chosen by the test). */
  reappraise?: PropertiesService['reappraise'];
  /**
   * Whether to keep the comparables' in-memory copy and warm the market indexes: by default as
   * READ_COPIES says (on, but off under NODE_ENV=test); a test of start-up and readiness turns them
   * on (and address search's index, `AddressSearchOptions.copies`).
   */
  copies?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    properties: PropertiesService;
  }
}

export const propertiesPlugin = fp(
  async (app: FastifyInstance, opts: PropertiesOptions) => {
    const mod = createPropertiesModule(app);
    const analysisJobs = createAnalysisJobReader(
      mod.analysisDeps.jobs,
      completeWithOwnerSales(mod.ownerSales),
    );
    const copies = opts.copies ?? app.config.readCopies.copies;
    // Ready means ready (decision 209): until address search's index and the comparables' copy have
    // loaded, an analysis reads the database (seconds instead of milliseconds on a large dataset).
    const copiesCaughtUp = copies
      ? () => Promise.all([app.addressSearch.indexCaughtUp(), mod.compSales.caughtUp()]).then(() => {})
      : async () => {};
    app.decorate('properties', {
      analysisJobs: { ...analysisJobs, ...opts.analysisJobs },
      copiesCaughtUp,
      reappraise:
        opts.reappraise ??
        (async (jobId, rollYear, valueDate) => {
          const valued = await reappraiseJob(mod.analysisDeps, jobId, rollYear, valueDate);
          if (!valued) return null;
          // The owner's sales count at that date too, where they are admissible for it (decision 249).
          const { job_id: _, ...body } = await withOwnerSales(
            mod.ownerSales,
            { ...valued.body, job_id: jobId },
            valued.job.ownerSales,
          );
          return body;
        }),
    } satisfies PropertiesService);
    // Account deletion's part of properties (decision 153).
    app.auth.onAccountErasure((tx, user) => deleteJobsOfUser(tx, user.id));
    if (copies) {
      const warmUp = startMarketWarmUp({ clock: mod.clock, indexes: mod.indexes, log: app.log });
      app.addHook('onClose', async () => warmUp.stop());
      mod.compSales.start(1_000);
      app.addHook('onClose', async () => mod.compSales.stop());
      let loaded = false;
      void copiesCaughtUp().then(() => {
        loaded = true;
      });
      // The market indexes too, once there are sales to compute them from (decision 209).
      app.readiness.add(() =>
        !loaded
          ? 'The address index and the comparables copy are still loading.'
          : !warmUp.settled
            ? "The counties' market indexes are still being computed."
            : undefined,
      );
    }
    await app.register(propertiesRoutes, { mod, analysisJobs: app.properties.analysisJobs });
    await app.register(jobExpiryPlugin);
  },
  {
    name: 'properties',
    fastify: '5.x',
    // The analysis API reads who is asking; a home missing from the records is placed by address
    // search's Google adapter (decision 242).
    dependencies: ['auth', 'caller-identity', 'address-search'],
    decorators: { fastify: ['config', 'database', 'clock', 'readiness', 'auth', 'addressSearch'] },
  },
);

export type { AnalysisJobReader, JobHome, JobProperty } from './analysis-jobs.ts';
export type { AnalysisResultBody } from './analysis.service.ts';
export { countyKeyOf, countyOfAnalysis } from './analysis-county.ts';

// What other modules use of properties' code as a library (decision 145): the dataset pipeline values
// real sales with the analysis API's own comparable search and model (the backtest, decision 024)
// and names imported homes as the live API does; other modules' tests store analysis jobs.
export { createAnalysisRepository } from './analysis.repository.ts';
export type { SaleCandidate, SubjectFacts } from './comps/comp-types.ts';
export {
  CANDIDATE_COLUMNS,
  type CandidateRow,
  candidateOf,
  createCompsRepository,
} from './comps/comps.repository.ts';
export { dayOf, dayToIso } from './comps/dates.ts';
export { createMarketIndexService } from './comps/market-index.service.ts';
export { type MarketPrior, loadMarketPrior } from './comps/market-prior.ts';
export { createMemoryCompsSource } from './comps/memory-comps.source.ts';
export { displayCity, syntheticApn } from './property-records.ts';
export type { AppraiseOptions } from './valuation/appraise.ts';
export {
  type CalibrationSample,
  type FittedConstants,
  UNCALIBRATED,
  fitConstants,
  withConstants,
} from './valuation/calibration.ts';
export { appraiseFromDatabase } from './valuation/find-comparables.ts';
export { DEFAULT_VALUE_OPTIONS, type ValueModelOptions } from './valuation/market-value.ts';
export { type RatioStudy, ratioStudy } from './valuation/ratio-study.ts';

// What the dataset module writes through properties (decision 243): only properties writes its homes,
// sales and roll records. The generated dataset as COPY batches (200k homes: properties drops and
// rebuilds its own indexes around them), a batch of imported sales, a batch of roll parcels; each
// batch runs in the caller's bulk session (the MLS sync writes its own table in the same one, and
// removes the sale of a listing that moved).
export {
  type BulkLoadOptions,
  type BulkLoadResult,
  bulkLoadHomes,
  type HomesCopyBatch,
  type HomesCopyColumns,
} from './homes-bulk-load.repository.ts';
export {
  type ParcelRecord,
  type RefusedParcel,
  type RollBatchOutcome,
  writeRollBatch,
} from './imported-roll.repository.ts';
export {
  deleteSalesOf,
  type SaleRecord,
  type SalesBatchOutcome,
  writeSalesBatch,
} from './imported-sales.repository.ts';

// What address search uses of properties' code (decision 242): it reads the homes (their rows, and
// the change log of their addresses from properties.schema.ts) and names them as the lookup does.
export { displayCase, streetLine } from './compass-data.ts';
export {
  createPropertiesRepository,
  likePrefix,
  prefixBound,
  type PropertiesRepository,
  type PropertyRecord,
} from './properties.repository.ts';
