import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import { findPaidOrderForJob, type PaidOrder } from '#modules/payments/payments.service.ts';
import { loadAnalysis } from './appeals.analysis.ts';

/** Who is asking: the signed-in user and/or the guest order token (X-Order-Token). */
export interface Caller {
  userId: string | null;
  guestToken: string | null;
}

/** What the appeals rules need, built once by appeals.routes.ts (replaceable in tests). */
export interface AppealsContext {
  database: Database;
  /** The analysis job (property, comparables, valuation) owned by the properties module, or null. */
  loadAnalysis(jobId: string): Promise<QueryResultResponse | null>;
  /** The caller's paid order for the job, from the payments module, or null. */
  findPaidOrder(jobId: string, caller: Caller): Promise<PaidOrder | null>;
  now(): Date;
}

/** The context the routes (and other modules, e.g. the letter e-mail) use: real jobs, real orders. */
export function createAppealsContext(database: Database, now: () => Date = () => new Date()): AppealsContext {
  return {
    database,
    loadAnalysis: (jobId) => loadAnalysis(database, jobId),
    findPaidOrder: (jobId, caller) => findPaidOrderForJob(database, { jobId, ...caller }),
    now,
  };
}
