import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import type { Storage } from '#lib/storage.ts';
import type { Caller } from '#plugins/caller.ts';
import type { EvidenceService } from '#modules/evidence/evidence.plugin.ts';
import type { PaidOrder, PaymentsService } from '#modules/payments/payments.plugin.ts';
import type { AnalysisJobReader, PropertiesService } from '#modules/properties/properties.plugin.ts';
import type { PdfEvidencePhoto } from './pdf/evidence-photos-exhibit.ts';

export type { Caller };

/** What the appeals rules need, built once by appeals.plugin.ts from the app and the modules it depends on. */
export interface AppealsContext {
  database: Database;
  /** The analysis job (property, comparables, valuation) owned by the properties module, or null. */
  loadAnalysis(jobId: string): Promise<QueryResultResponse | null>;
  /**
   * The job's home valued afresh at a notice's value date (YYYY-MM-DD), storing nothing (decision 246),
   * or null when it can no longer be valued.
   */
  reappraiseAt(jobId: string, valueDate: string): Promise<QueryResultResponse | null>;
  /** The caller's paid order for the job, from the payments module, or null. */
  findPaidOrder(jobId: string, caller: Caller): Promise<PaidOrder | null>;
  /** The payments module's public service: orders by id, their summary, the credit. */
  orders: PaymentsService;
  /** The properties module's reader of analysis jobs (the analysed home). */
  jobs: AnalysisJobReader;
  now(): Date;
  /** RESO_ATTRIBUTION when the MLS sync is on: printed wherever MLS sales are shown (decision 232). */
  mlsAttribution: string | null;
  /** The order's photos for the hearing evidence, scaled down for the PDF (decision 113); [] without storage. */
  loadEvidencePhotos?(orderId: string): Promise<PdfEvidencePhoto[]>;
  /** The order's photos as the letter names them (room, date, caption). */
  letterPhotos?(orderId: string): Promise<{ room: string | null; takenOn: string; caption: string }[]>;
}

/** The context the appeals routes use: the properties module's jobs, the payments module's orders. */
export function createAppealsContext(deps: {
  database: Database;
  clock: Clock;
  storage?: Storage | undefined;
  payments: PaymentsService;
  analysisJobs: AnalysisJobReader;
  reappraise: PropertiesService['reappraise'];
  evidence: EvidenceService;
  mlsAttribution?: string | null;
}): AppealsContext {
  const { database, storage, payments, analysisJobs, evidence } = deps;
  return {
    database,
    loadAnalysis: (jobId) => analysisJobs.result(jobId),
    reappraiseAt: async (jobId, valueDate) => {
      const [stored, body] = await Promise.all([
        analysisJobs.result(jobId),
        deps.reappraise(jobId, Number(valueDate.slice(0, 4)), valueDate),
      ]);
      return stored && body ? { ...stored, ...body } : null;
    },
    findPaidOrder: (jobId, caller) => payments.findPaidOrder(jobId, caller),
    orders: payments,
    jobs: analysisJobs,
    now: () => deps.clock.now(),
    mlsAttribution: deps.mlsAttribution ?? null,
    ...(storage ? { loadEvidencePhotos: (orderId: string) => evidence.pdfPhotos(orderId) } : {}),
    letterPhotos: (orderId) => evidence.letterPhotos(orderId),
  };
}
