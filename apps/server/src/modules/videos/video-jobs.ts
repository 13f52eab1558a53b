import type { Database } from '#db/client.ts';
import { createAnalysisRepository } from '#modules/properties/analysis.repository.ts';

/** Whether an analysis job exists (jobs belong to the properties module, migration 0003). */
export async function analysisJobExists(database: Database, jobId: string): Promise<boolean> {
  return (await createAnalysisRepository(database).find(jobId)) !== null;
}
