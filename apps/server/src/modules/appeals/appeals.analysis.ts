import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';

/**
 * The one place appeals reads an analysis job (owned by the properties module, migration 0003):
 * the stored result the analysis API answers on GET /query_result.
 */
export async function loadAnalysis(_database: Database, _jobId: string): Promise<QueryResultResponse | null> {
  // Wired to the properties module's job service when it lands (see the report).
  return null;
}
