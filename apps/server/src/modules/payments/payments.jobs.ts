import type { Database } from '#db/client.ts';

/**
 * Whether an analysis job exists: the properties module owns jobs (migration 0003); this is the one
 * place payments asks about them.
 */
export async function jobExists(_database: Database, jobId: string): Promise<boolean> {
  // Wired to the properties module's job service when it lands (see the report).
  return jobId.length > 0;
}
