import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalysisRepository, deleteJobsOfUser } from './analysis.repository.ts';
import { type AnalysisJobReader, createAnalysisJobReader } from './analysis-jobs.ts';
import { type AnalysisResultBody, reappraiseJob } from './analysis.service.ts';
import jobExpiryPlugin from './analysis-expiry.sweep.ts';
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
   * Resolves once the in-memory copies (the autocomplete's index, the comparables' copy) answer what
   * the database holds now; at once when they are not kept (tests). The server waits for it after
   * loading the demo dataset, before /readyz says ready (decision 209).
   */
  copiesCaughtUp(): Promise<void>;
  /**
   * A job's home valued afresh for a roll year, as a new analysis would value it today (its stored
   * request, today's records and sales, that roll year's January 1 and sales to March 31), storing
   * nothing: a watched home's re-check (decision 238). Null for an unknown job or a home that can no
   * longer be found; null too where the analysis API is not served (a bare test app).
   */
  reappraise(jobId: string, rollYear: number): Promise<AnalysisResultBody | null>;
}

export interface PropertiesOptions {
  /** Replaces some of the reader's calls (tests: analyses that are not in the database). */
  analysisJobs?: Partial<AnalysisJobReader>;
  /** Replaces the re-valuation of a job (tests: a re-check's answer chosen by the test). */
  reappraise?: PropertiesService['reappraise'];
  /**
   * Whether to serve the analysis API and run the job expiry sweep (default true); off in tests
   * that build a bare app around another module and need only the job reader.
   */
  serve?: boolean;
  /**
   * Whether to keep the in-memory copies (autocomplete index, comparables' copy) and warm the market
   * indexes: by default everywhere but NODE_ENV=test; a test of start-up and readiness turns them on.
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
    const analysisJobs = createAnalysisJobReader(createAnalysisRepository(app.database));
    const copies: { caughtUp(): Promise<void> } = { caughtUp: async () => {} };
    const mod = opts.serve === false ? null : createPropertiesModule(app);
    app.decorate('properties', {
      analysisJobs: { ...analysisJobs, ...opts.analysisJobs },
      copiesCaughtUp: () => copies.caughtUp(),
      reappraise:
        opts.reappraise ??
        (async (jobId, rollYear) => (mod ? reappraiseJob(mod.analysisDeps, jobId, rollYear) : null)),
    });
    // Account deletion's part of properties (decision 153); some tests build properties without auth.
    if (app.hasDecorator('auth')) app.auth.onAccountErasure((tx, user) => deleteJobsOfUser(tx, user.id));
    if (!mod) return;
    await app.register(propertiesRoutes, {
      mod,
      copies: opts.copies ?? app.config.nodeEnv !== 'test',
      caughtUp: copies,
    });
    await app.register(jobExpiryPlugin);
  },
  { name: 'properties', fastify: '5.x', decorators: { fastify: ['database'] } },
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
