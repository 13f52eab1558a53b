import { API_PATHS } from '@homie/contracts/routes';
import { appealFormRequestSchema, appealValidationResponseSchema } from '@homie/contracts/appeals';
import {
  appealReportSchema,
  FILL_FORM_PATHS,
  REPORT_PATHS,
  startReportRequestSchema,
  startReportResponseSchema,
  updateLetterRequestSchema,
} from '@homie/contracts/appeals-report';
import { orderIdParamsSchema } from '@homie/contracts/paid-orders';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppealsContext } from './appeals.context.ts';
import { downloadAppealDocument } from './appeal-documents.ts';
import { getReport, startReportGeneration, updateLetter } from './appeals-report.service.ts';
import { generateApplication, validateForm } from './appeals.service.ts';
import { renderReportPdf, reportFileName } from './pdf/report-pdf.ts';
import { pdfCallerKey } from './pdf/pdf-renderer.ts';
import { renderReportHtml } from './report/report-html.ts';
import sendLetterRoutes from './send-letter.routes.ts';
import { localeOr } from '#lib/i18n/mail-text.ts';
import { requestLocale } from '#lib/i18n/request-locale.ts';

function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));
}

const jobParams = z.object({
  jobId: z.string().trim().min(1, 'jobId is required.').max(128, 'Unknown jobId.'),
});

/**
 * The county appeal package: form validation and the filled application (spec §7 fill-form calls),
 * and the appeal report (start_report_generation, then JSON, HTML and PDF; the letter editable on
 * the Success plan). Everything but validation is for the paid order's owner only.
 */
export default async function appealsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: AppealsContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  r.post(
    FILL_FORM_PATHS.validate,
    {
      schema: { body: appealFormRequestSchema, response: { 200: appealValidationResponseSchema } },
      config: limit(120),
    },
    async (request) => validateForm(ctx, request.body),
  );

  r.post(
    FILL_FORM_PATHS.generate,
    { preHandler: app.identifyCaller, schema: { body: appealFormRequestSchema }, config: limit(30) },
    async (request, reply) => {
      const { pdf, fileName } = await generateApplication(ctx, request.body, request.caller);
      return sendPdf(reply, pdf, fileName);
    },
  );

  r.post(
    REPORT_PATHS.start,
    {
      preHandler: app.identifyCaller,
      schema: { body: startReportRequestSchema, response: { 200: startReportResponseSchema } },
      config: limit(30),
    },
    async (request) => startReportGeneration(ctx, request.body.report_name, request.caller),
  );

  r.get(
    API_PATHS.appeals.report,
    {
      preHandler: app.identifyCaller,
      schema: { params: jobParams, response: { 200: appealReportSchema } },
      config: limit(120),
    },
    async (request) => getReport(ctx, request.params.jobId, request.caller),
  );

  r.get(
    API_PATHS.appeals.reportHtml,
    { preHandler: app.identifyCaller, schema: { params: jobParams }, config: limit(60) },
    async (request, reply) => {
      const caller = request.caller;
      // The owner's pages in their language, as the PDF's (decisions 263, 274); the letter English.
      const locale = localeOr(
        (caller.userId && (await app.auth.languageOf(caller.userId))) || requestLocale(request),
      );
      const report = await getReport(ctx, request.params.jobId, caller, undefined, locale);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
        )
        .header('cache-control', 'no-store')
        .send(renderReportHtml(report, locale));
    },
  );

  r.get(
    API_PATHS.appeals.reportPdf,
    { preHandler: app.identifyCaller, schema: { params: jobParams }, config: limit(30) },
    async (request, reply) => {
      const caller = request.caller;
      // The owner's pages in their language: the account's choice, else the request's (decision 263).
      const locale = localeOr(
        (caller.userId && (await app.auth.languageOf(caller.userId))) || requestLocale(request),
      );
      const report = await getReport(ctx, request.params.jobId, caller, undefined, locale);
      // The photos the letter encloses print after the comparables (decision 113).
      const order = await ctx.findPaidOrder(request.params.jobId, caller);
      const photos = order ? await ctx.loadEvidencePhotos?.(order.id) : undefined;
      const pdf = await renderReportPdf(report, ctx.now(), photos, pdfCallerKey(caller), locale);
      return sendPdf(reply, pdf, reportFileName(report));
    },
  );

  // My appeals downloads the order's appeal document again (decision 133).
  r.get(
    API_PATHS.orders.appealPdf,
    { preHandler: app.identifyCaller, schema: { params: orderIdParamsSchema }, config: limit(30) },
    async (request, reply) => {
      const { pdf, fileName } = await downloadAppealDocument(ctx, request.params.order_id, request.caller);
      return sendPdf(reply, pdf, fileName);
    },
  );

  r.put(
    API_PATHS.appeals.reportLetter,
    {
      preHandler: app.identifyCaller,
      schema: { params: jobParams, body: updateLetterRequestSchema, response: { 200: appealReportSchema } },
      config: limit(60),
    },
    async (request) => updateLetter(ctx, request.params.jobId, request.caller, request.body.letter),
  );

  // The /confirmation page e-mails the letter (decision 094).
  await app.register(sendLetterRoutes, { ctx });
}
