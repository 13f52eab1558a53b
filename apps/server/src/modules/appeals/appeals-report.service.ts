import { californiaDate } from '@homie/contracts/appeal-calendar';
import type { ComparableSale } from '@homie/contracts/appeals';
import { isoCalendarDate } from '@homie/contracts/appeals-dates';
import { type NoticeAppeal, noticeAppealOf } from '@homie/contracts/notice-appeals';
import type { AppealReport } from '@homie/contracts/appeals-report';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTIES } from '@homie/contracts/counties';
import { badRequest, forbidden, notFound } from '#lib/errors.ts';
import type { PaidOrder } from '#modules/payments/payments.plugin.ts';
import { requirePaidOrder } from './appeals.access.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';
import * as repo from './appeals.repository.ts';
import { countyOfAnalysis } from '#modules/properties/properties.plugin.ts';
import { countyBoard } from './report/county-board.ts';
import { assembleReport } from './report/report-assemble.ts';
import { snapshotFromAnalysis } from './report/report-snapshot.ts';
import type { Locale } from '@homie/contracts/locales';

export const REPORT_MESSAGES = {
  analysisNotFound: 'The analysis for this report was not found. Please run the analysis again.',
  countyNotSupported: 'The property is not in a supported county, so no appeal report can be prepared.',
  editNotIncluded: 'Editing the letter is part of the Success plan.',
} as const;

/** The notice the order's appeal answers, read against today (its limit may have run since), or null. */
export function noticeOfOrder(ctx: AppealsContext, order: PaidOrder): NoticeAppeal | null {
  if (!order.notice) return null;
  const check = noticeAppealOf(order.notice, californiaDate(ctx.now()));
  return check.ok ? check.appeal : null;
}

/** Takes a fresh snapshot of the job's analysis for the order's report (an edited letter is kept). */
async function generate(ctx: AppealsContext, order: PaidOrder): Promise<repo.ReportRow> {
  // An appeal that answers a notice is valued at its value date, with the sales of that date (decision 246).
  const notice = noticeOfOrder(ctx, order);
  const analysis = notice
    ? await ctx.reappraiseAt(order.jobId, isoCalendarDate(notice.valueDate))
    : await ctx.loadAnalysis(order.jobId);
  if (!analysis?.property_info) throw notFound(REPORT_MESSAGES.analysisNotFound);
  const county = countyOfAnalysis(analysis);
  if (!county) throw badRequest(REPORT_MESSAGES.countyNotSupported, undefined, 'county_not_supported');
  return repo.upsertReport(ctx.database, {
    orderId: order.id,
    jobId: order.jobId,
    tier: order.tier,
    county,
    snapshot: snapshotFromAnalysis(analysis, order.tier),
  });
}

/** The order's report, generated on first use or when the plan's tier changed since. */
async function ensureReport(ctx: AppealsContext, jobId: string, caller: Caller) {
  const order = await requirePaidOrder(ctx, jobId, caller);
  const existing = await repo.findReport(ctx.database, order.id);
  const row = existing && existing.tier === order.tier ? existing : await generate(ctx, order);
  return { order, row };
}

/**
 * The report as the owner reads it. Its letter describes the sales the formal application encloses
 * (decision 177): `enclosed` when the caller is drawing that application now, else those of the
 * last generated one when it was the formal application.
 */
async function toReport(
  ctx: AppealsContext,
  order: PaidOrder,
  row: repo.ReportRow,
  enclosed?: readonly ComparableSale[],
  locale?: Locale,
): Promise<AppealReport> {
  const county = row.county as CountyKey;
  const application = await repo.findApplication(ctx.database, order.id);
  const board = countyBoard(county) ?? {
    name: `${COUNTIES[county].name} County Assessment Appeals Board, Clerk of the Board`,
    address_lines: [],
    phone: null,
    website: null,
    verified: false,
  };
  return assembleReport({
    jobId: order.jobId,
    tier: order.tier,
    county,
    snapshot: row.content,
    application: application?.property_info ?? null,
    enclosed:
      enclosed ?? (application && application.route !== 'informal' ? application.comparable_sales : null),
    board,
    editedLetter: row.edited_letter,
    generatedAt: new Date(row.generated_at),
    updatedAt: new Date(row.updated_at),
    now: ctx.now(),
    rollYear: order.rollYear,
    notice: noticeOfOrder(ctx, order),
    mlsAttribution: ctx.mlsAttribution,
    ...(locale ? { locale } : {}),
    photos: (await ctx.letterPhotos?.(order.id)) ?? [],
  });
}

/** POST /start_report_generation: (re)builds the report from the job's current analysis. */
export async function startReportGeneration(ctx: AppealsContext, jobId: string, caller: Caller) {
  const order = await requirePaidOrder(ctx, jobId, caller);
  await generate(ctx, order);
  return {
    success: true,
    report_id: jobId,
    status: 'ready' as const,
    message: 'Your appeal report is ready.',
  };
}

export async function getReport(
  ctx: AppealsContext,
  jobId: string,
  caller: Caller,
  /** The rows of the formal application being drawn, which its letter describes. */
  enclosed?: readonly ComparableSale[],
  /** The owner's language for the PDF's pages (decision 263); the API's report is English. */
  locale?: Locale,
): Promise<AppealReport> {
  const { order, row } = await ensureReport(ctx, jobId, caller);
  return toReport(ctx, order, row, enclosed, locale);
}

/** Saves the owner's edited letter (Success plan), or restores the generated one with null. */
export async function updateLetter(
  ctx: AppealsContext,
  jobId: string,
  caller: Caller,
  letter: string | null,
): Promise<AppealReport> {
  const { order, row } = await ensureReport(ctx, jobId, caller);
  if (order.tier !== 'guarantee') throw forbidden(REPORT_MESSAGES.editNotIncluded);
  const updated = (await repo.setEditedLetter(ctx.database, order.id, letter)) ?? row;
  return toReport(ctx, order, updated);
}
