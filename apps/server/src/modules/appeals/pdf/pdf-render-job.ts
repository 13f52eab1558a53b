import type { MessagePort } from 'node:worker_threads';
import type { AppealReport } from '@homie/contracts/appeals-report';
import type { Locale } from '@homie/contracts/locales';
import { drawApplicationPdf } from './application-pdf.ts';
import type { PdfEvidencePhoto } from './evidence-photos-exhibit.ts';
import type { ApplicationInput } from './application-model.ts';
import { drawInformalRequestPdf, type InformalRequestInput } from './informal-request-pdf.ts';
import { drawReportPdf } from './report-pdf.ts';

/** A document to draw: plain data, cloned into the PDF worker thread. */
export type PdfJob =
  | {
      kind: 'report';
      report: AppealReport;
      preparedOn: Date;
      photos?: PdfEvidencePhoto[];
      /** The owner's language for the report's own pages (decision 263); English by default. */
      locale?: Locale;
    }
  | { kind: 'application'; input: ApplicationInput }
  | { kind: 'informal'; input: InformalRequestInput };

export interface PdfWorkerRequest {
  id: number;
  job: PdfJob;
}

export type PdfWorkerReply =
  | { id: number; ok: true; pdf: Uint8Array }
  | { id: number; ok: false; message: string };

/** Draws a document on the calling thread. */
export function drawPdf(job: PdfJob): Promise<Uint8Array> {
  if (job.kind === 'report') return drawReportPdf(job.report, job.preparedOn, job.photos, job.locale);
  return job.kind === 'informal' ? drawInformalRequestPdf(job.input) : drawApplicationPdf(job.input);
}

/** The worker's side: draws each requested document and posts its bytes back (transferred, not copied). */
export function servePdfJobs(port: MessagePort, beforeEach?: (job: PdfJob) => void): void {
  port.on('message', async (request: PdfWorkerRequest) => {
    let reply: PdfWorkerReply;
    try {
      beforeEach?.(request.job);
      reply = { id: request.id, ok: true, pdf: await drawPdf(request.job) };
    } catch (err) {
      reply = { id: request.id, ok: false, message: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(reply, reply.ok ? [reply.pdf.buffer as ArrayBuffer] : []);
  });
}
