import { type AppealFormRequest, appealFormRequestSchema } from '@homie/contracts/appeals';
import { conflict } from '#lib/errors.ts';
import { requireOwnedPaidOrder } from './appeals.access.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';
import * as repo from './appeals.repository.ts';
import { generateApplication } from './appeals.service.ts';
import { countyOfAnalysis } from '#modules/properties/properties.plugin.ts';

/**
 * My appeals' "Download appeal form (PDF)" (issue 17 follow-up, decision 133): the order's appeal
 * document drawn again, for its owner only (401 without credentials, 404 for anyone else's order,
 * 403 while unpaid). The answers come from the last generated application (its document: the
 * informal review request or the formal application), else from the saved draft; the PDF is drawn
 * by the same code as "Generate PDF", with today's letter and photos, and nothing is recorded.
 */

export const DOCUMENT_MESSAGES = {
  nothingYet:
    'There is no appeal form to download yet: open "Continue the appeal form", fill it in and generate the PDF first.',
} as const;

export async function downloadAppealDocument(
  ctx: AppealsContext,
  orderId: string,
  caller: Caller,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const order = await requireOwnedPaidOrder(ctx, orderId, caller);
  const application = await repo.findApplication(ctx.database, order.id);
  const draftRow = await repo.findDraft(ctx.database, order.id);
  let body: unknown;
  if (application) {
    body = {
      county: application.county,
      route: application.route ?? draftRow?.draft.route ?? null,
      job_id: order.job_id,
      property_info: application.property_info,
      comparable_sales: application.comparable_sales,
    };
  } else if (draftRow) {
    const county = countyOfAnalysis(await ctx.loadAnalysis(order.job_id));
    if (!county) throw conflict(DOCUMENT_MESSAGES.nothingYet);
    body = {
      county,
      route: draftRow.draft.route ?? null,
      job_id: order.job_id,
      property_info: draftRow.draft.property_info,
      comparable_sales: draftRow.draft.comparable_sales ?? [],
    };
  } else {
    throw conflict(DOCUMENT_MESSAGES.nothingYet);
  }
  // The saved answers read back through the same contract as the form's POST (defaults filled in).
  const parsed = appealFormRequestSchema.safeParse(body);
  if (!parsed.success) throw conflict(DOCUMENT_MESSAGES.nothingYet);
  const request: AppealFormRequest = parsed.data;
  return generateApplication(ctx, request, caller, { keep: false });
}
