import { getReport } from '#modules/appeals/appeals-report.service.ts';
import type { AppealsContext } from '#modules/appeals/appeals.context.ts';
import { renderReportPdf, reportFileName } from '#modules/appeals/pdf/report-pdf.ts';
import { letterHtml } from '#modules/appeals/report/report-html.ts';
import type { Mailer } from '#lib/mailer.ts';
import { createAnalysisRepository } from '#modules/properties/analysis.repository.ts';
import { loadAnalysisResult } from '#modules/properties/analysis.service.ts';
import type { Database } from '#db/client.ts';
import type { Caller } from './payments.context.ts';
import { findPaidOrderForJob } from './payments.service.ts';

/**
 * The /confirmation "Send" button: e-mails the paid job's appeal letter, with the full report as a
 * PDF attachment. Only the order's owner can send it (the appeals report rules check that). With no
 * SMTP configured the mailer keeps the message in the outbox table for the operator.
 */
export async function sendLetter(
  deps: { database: Database; mailer: Mailer; now: () => Date },
  input: { jobId: string; email: string; caller: Caller },
): Promise<{ success: true; message: string }> {
  const caller = { userId: input.caller.userId ?? null, guestToken: input.caller.guestToken?.trim() || null };
  const appeals: AppealsContext = {
    database: deps.database,
    loadAnalysis: (jobId) => loadAnalysisResult(createAnalysisRepository(deps.database), jobId),
    findPaidOrder: (jobId, who) => findPaidOrderForJob(deps.database, { jobId, ...who }),
    now: deps.now,
  };
  const report = await getReport(appeals, input.jobId, caller);
  const pdf = await renderReportPdf(report, deps.now());
  const subject = `Your ${report.county_name} County property tax appeal letter`;
  const intro = `Here is your appeal letter for ${report.property_address}. The full report, with your comparable sales, filing window and next steps, is attached as a PDF.`;
  const result = await deps.mailer.send({
    to: input.email,
    subject,
    text: `${intro}\n\n${report.letter}\n\n-- Homie`,
    html: `<p>${intro.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>\n${letterHtml(report.letter)}\n<p>-- Homie</p>`,
    attachments: [
      { filename: reportFileName(report), contentType: 'application/pdf', content: Buffer.from(pdf) },
    ],
  });
  return {
    success: true,
    message: result.delivered
      ? `Sent! Your appeal letter is on its way to ${input.email}.`
      : `Your appeal letter to ${input.email} is queued and will be sent shortly.`,
  };
}
