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
import { ORDER_TOKEN_HEADER } from '@homie/contracts/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Caller, createAppealsContext } from './appeals.context.ts';
import { downloadAppealDocument } from './appeal-documents.ts';
import { getReport, startReportGeneration, updateLetter } from './appeals-report.service.ts';
import { generateApplication, validateForm } from './appeals.service.ts';
import { renderReportPdf, reportFileName } from './pdf/report-pdf.ts';
import { renderReportHtml } from './report/report-html.ts';

function callerOf(request: FastifyRequest): Caller {
  const token = request.headers[ORDER_TOKEN_HEADER];
  return {
    userId: request.user?.id ?? null,
    guestToken: typeof token === 'string' && token.trim() ? token.trim().slice(0, 200) : null,
  };
}

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
export default async function appealsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = createAppealsContext(app.database, undefined, app.storage);
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
    { preHandler: app.identify, schema: { body: appealFormRequestSchema }, config: limit(30) },
    async (request, reply) => {
      const { pdf, fileName } = await generateApplication(ctx, request.body, callerOf(request));
      return sendPdf(reply, pdf, fileName);
    },
  );

  r.post(
    REPORT_PATHS.start,
    {
      preHandler: app.identify,
      schema: { body: startReportRequestSchema, response: { 200: startReportResponseSchema } },
      config: limit(30),
    },
    async (request) => startReportGeneration(ctx, request.body.report_name, callerOf(request)),
  );

  r.get(
    '/api/appeals/reports/:jobId',
    {
      preHandler: app.identify,
      schema: { params: jobParams, response: { 200: appealReportSchema } },
      config: limit(120),
    },
    async (request) => getReport(ctx, request.params.jobId, callerOf(request)),
  );

  r.get(
    '/api/appeals/reports/:jobId/html',
    { preHandler: app.identify, schema: { params: jobParams }, config: limit(60) },
    async (request, reply) => {
      const report = await getReport(ctx, request.params.jobId, callerOf(request));
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
        )
        .header('cache-control', 'no-store')
        .send(renderReportHtml(report));
    },
  );

  r.get(
    '/api/appeals/reports/:jobId/pdf',
    { preHandler: app.identify, schema: { params: jobParams }, config: limit(30) },
    async (request, reply) => {
      const caller = callerOf(request);
      const report = await getReport(ctx, request.params.jobId, caller);
      // The photos the letter encloses print after the comparables (decision 113).
      const order = await ctx.findPaidOrder(request.params.jobId, caller);
      const photos = order ? await ctx.loadEvidencePhotos?.(order.id) : undefined;
      return sendPdf(reply, await renderReportPdf(report, ctx.now(), photos), reportFileName(report));
    },
  );

  // My appeals downloads the order's appeal document again (decision 133).
  r.get(
    '/api/orders/:order_id/appeal-pdf',
    { preHandler: app.identify, schema: { params: orderIdParamsSchema }, config: limit(30) },
    async (request, reply) => {
      const { pdf, fileName } = await downloadAppealDocument(ctx, request.params.order_id, callerOf(request));
      return sendPdf(reply, pdf, fileName);
    },
  );

  r.put(
    '/api/appeals/reports/:jobId/letter',
    {
      preHandler: app.identify,
      schema: { params: jobParams, body: updateLetterRequestSchema, response: { 200: appealReportSchema } },
      config: limit(60),
    },
    async (request) => updateLetter(ctx, request.params.jobId, callerOf(request), request.body.letter),
  );
}
