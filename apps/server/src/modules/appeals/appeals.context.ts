import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import type { PaidOrder } from '#modules/payments/payments.service.ts';

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
