import type { QueryResultResponse } from '@homie/contracts/properties';
import type { Database } from '#db/client.ts';
import type { Storage } from '#lib/storage.ts';
import type { Caller } from '#plugins/caller.ts';
import { letterPhotoSummary, loadPdfEvidencePhotos } from '#modules/evidence/evidence-photos.service.ts';
import { findPaidOrderForJob, type PaidOrder } from '#modules/payments/payments.service.ts';
import { loadAnalysis } from './appeals.analysis.ts';
import type { PdfEvidencePhoto } from './pdf/evidence-photos-exhibit.ts';

export type { Caller };

/** What the appeals rules need, built once by appeals.routes.ts (replaceable in tests). */
export interface AppealsContext {
  database: Database;
  /** The analysis job (property, comparables, valuation) owned by the properties module, or null. */
  loadAnalysis(jobId: string): Promise<QueryResultResponse | null>;
  /** The caller's paid order for the job, from the payments module, or null. */
  findPaidOrder(jobId: string, caller: Caller): Promise<PaidOrder | null>;
  now(): Date;
  /** The order's photos for the hearing evidence, scaled down for the PDF (decision 113); [] without storage. */
  loadEvidencePhotos?(orderId: string): Promise<PdfEvidencePhoto[]>;
  /** The order's photos as the letter names them (room, date, caption). */
  letterPhotos?(orderId: string): Promise<{ room: string | null; takenOn: string; caption: string }[]>;
}

/** The context the routes (and other modules, e.g. the letter e-mail) use: real jobs, real orders. */
export function createAppealsContext(
  database: Database,
  now: () => Date = () => new Date(),
  storage?: Storage,
): AppealsContext {
  return {
    database,
    loadAnalysis: (jobId) => loadAnalysis(database, jobId),
    findPaidOrder: (jobId, caller) => findPaidOrderForJob(database, { jobId, ...caller }),
    now,
    ...(storage
      ? { loadEvidencePhotos: (orderId: string) => loadPdfEvidencePhotos({ database, storage }, orderId) }
      : {}),
    letterPhotos: (orderId) => letterPhotoSummary(database, orderId),
  };
}
