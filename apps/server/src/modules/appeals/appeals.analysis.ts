import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import { createAnalysisRepository } from '#modules/properties/analysis.repository.ts';
import { createAnalysisJobReader } from '#modules/properties/analysis-jobs.ts';

/**
 * The one place appeals reads an analysis job (owned by the properties module, migration 0003):
 * the stored result the analysis API answers on GET /query_result, or null for an unknown job.
 */
export async function loadAnalysis(database: Database, jobId: string): Promise<QueryResultResponse | null> {
  return createAnalysisJobReader(createAnalysisRepository(database)).result(jobId);
}
