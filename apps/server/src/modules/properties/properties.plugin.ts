import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalysisRepository } from './analysis.repository.ts';
import { type AnalysisJobReader, createAnalysisJobReader } from './analysis-jobs.ts';

/**
 * The properties module's public surface (decision 144): what other modules may use of it. The
 * live routes (properties.routes.ts, dataset.routes.ts) are registered by app.ts on their own.
 */
export interface PropertiesService {
  /** The one reader of analysis jobs (result, home, versions) for other modules. */
  analysisJobs: AnalysisJobReader;
}

export interface PropertiesOptions {
  /** Replaces some of the reader's calls (tests: analyses that are not in the database). */
  analysisJobs?: Partial<AnalysisJobReader>;
}

declare module 'fastify' {
  interface FastifyInstance {
    properties: PropertiesService;
  }
}

export const propertiesPlugin = fp(
  async (app: FastifyInstance, opts: PropertiesOptions) => {
    const analysisJobs = createAnalysisJobReader(createAnalysisRepository(app.database));
    app.decorate('properties', { analysisJobs: { ...analysisJobs, ...opts.analysisJobs } });
  },
  { name: 'properties', fastify: '5.x', decorators: { fastify: ['database'] } },
);

export type { AnalysisJobReader, JobHome, JobProperty } from './analysis-jobs.ts';
export { countyKeyOf, countyOfAnalysis } from './analysis-county.ts';
