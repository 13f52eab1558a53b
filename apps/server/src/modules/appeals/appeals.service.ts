import {
  APPEAL_ERRORS,
  type AppealFormRequest,
  type AppealValidationResponse,
  countyDisplayName,
} from '@homie/contracts/appeals';
import { appealCalendar } from '@homie/contracts/appeal-calendar';
import { informalRollYear, resolveRoute, validateRouteForm } from '@homie/contracts/appeal-routes';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTY_NOT_SUPPORTED_MESSAGE } from '@homie/contracts/county-detection';
import { badRequest } from '#lib/errors.ts';
import type { AdjustmentGrid } from '@homie/contracts/appeals-report';
import type { PlanTier } from '@homie/contracts/payments';
import { getReport } from './appeals-report.service.ts';
import { requirePaidOrder } from './appeals.access.ts';
import { withAnalysedIdentity, withOrderNotice } from './appeals.identity.ts';
import type { AppealsContext, Caller } from './appeals.context.ts';
import * as repo from './appeals.repository.ts';
import { countyKeyOf, countyOfAnalysis } from '#modules/properties/properties.plugin.ts';
import { applicationFileName, renderApplicationPdf } from './pdf/application-pdf.ts';
import { pdfCallerKey } from './pdf/pdf-renderer.ts';
import { informalRequestFileName, renderInformalRequestPdf } from './pdf/informal-request-pdf.ts';
import { adjustmentGridOf } from './report/adjustment-grid.ts';
import { countyBoard } from './report/county-board.ts';
import { snapshotFromAnalysis } from './report/report-snapshot.ts';

/**
 * The adjustment grid an informal request encloses (decisions 245, 256): the package's, when it is
 * for the January 1 the request argues; else the home valued again at that date, with the sales of
 * that date moved to it (a request for next year's value, prepared once this year's review closed).
 * Null when neither can be made.
 */
async function informalGrid(
  ctx: AppealsContext,
  jobId: string,
  caller: Caller,
  tier: PlanTier,
  county: CountyKey,
  now: Date,
): Promise<AdjustmentGrid | null> {
  const rollYear = informalRollYear(appealCalendar(county, now));
  const report = await getReport(ctx, jobId, caller).catch(() => null);
  const grid = report?.adjustment_grid ?? null;
  if (grid?.lien_date === `01/01/${rollYear}`) return grid;
  const revalued = await ctx.reappraiseAt(jobId, `${rollYear}-01-01`).catch(() => null);
  return revalued ? adjustmentGridOf(snapshotFromAnalysis(revalued, tier), rollYear) : null;
}

/** The form's county: required, and one of the eight supported. */
export function resolveCounty(value: string | null | undefined): CountyKey {
  if (!value?.trim()) throw badRequest(APPEAL_ERRORS.noCounty, undefined, 'county_not_detected');
  const county = countyKeyOf(value);
  if (!county)
    throw badRequest(
      `"${value.trim().slice(0, 64)}" is not a supported county. ${COUNTY_NOT_SUPPORTED_MESSAGE}`,
      undefined,
      'county_not_supported',
    );
  return county;
}

/**
 * POST /fill-form/validate: the authoritative per-county check (spec §5) for the route's document:
 * the request's `route`, or the one recommended for the county today (decision 099).
 */
export function validateForm(ctx: AppealsContext, body: AppealFormRequest): AppealValidationResponse {
  const county = resolveCounty(body.county);
  const now = ctx.now();
  const route = resolveRoute(body.route, county, now);
  return validateRouteForm(county, route, body.property_info, body.comparable_sales, now, body.route != null);
}

/**
 * POST /fill-form: the route's document as a PDF, for the owner of the paid order only: the
 * informal review request for the county assessor, or the formal appeal application (decision 099).
 * The form must validate for that route, and its county must be the analysed property's. The
 * answers are kept with the order (they sign the report's letter).
 */
export async function generateApplication(
  ctx: AppealsContext,
  body: AppealFormRequest,
  caller: Caller,
  /** keep: false draws the document again without recording it (My appeals' download, decision 133). */
  options: { keep?: boolean } = {},
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const county = resolveCounty(body.county);
  const jobId = body.job_id?.trim();
  if (!jobId)
    throw badRequest(
      'job_id is required: the appeal form is generated for the property your plan was bought for.',
    );
  const order = await requirePaidOrder(ctx, jobId, caller);
  const analysis = await ctx.loadAnalysis(jobId);
  // The property is the one the plan was bought for: its APN and address come from the order's
  // analysis, never from the request (decision 206).
  const propertyInfo = withOrderNotice(withAnalysedIdentity(body.property_info, analysis), order.notice);
  const propertyCounty = countyOfAnalysis(analysis);
  if (propertyCounty && propertyCounty !== county) {
    throw badRequest(
      `This property is in ${countyDisplayName(propertyCounty)}: use ${countyDisplayName(propertyCounty)}'s form, not ${countyDisplayName(county)}'s.`,
    );
  }
  const now = ctx.now();
  // A notice's appeal is the board's application (decision 246).
  const route = resolveRoute(body.route ?? (order.notice ? 'formal' : null), county, now);
  const result = validateRouteForm(
    county,
    route,
    propertyInfo,
    body.comparable_sales,
    now,
    body.route != null,
    order.rollYear,
  );
  if (!result.valid) {
    throw badRequest(
      `${APPEAL_ERRORS.validationFailed}: ${Object.values(result.errors).join(', ')}`,
      {
        errors: result.errors,
        warnings: result.warnings,
        warning_parts: result.warning_parts,
      },
      'appeal_invalid',
    );
  }
  const saveAnswers = async () => {
    if (options.keep === false) return;
    await repo.saveApplication(ctx.database, {
      orderId: order.id,
      jobId,
      county,
      info: propertyInfo,
      comparables: body.comparable_sales,
      route,
    });
  };
  if (route === 'informal') {
    const informal = {
      county,
      info: propertyInfo,
      comparables: body.comparable_sales,
      preparedOn: now,
      grid: await informalGrid(ctx, jobId, caller, order.tier, county, now),
    };
    const pdf = await renderInformalRequestPdf(informal, pdfCallerKey(caller));
    await saveAnswers();
    return { pdf, fileName: informalRequestFileName(informal) };
  }
  const info = analysis?.property_info;
  const land = info?.compass_data?.land_assessment ?? null;
  const improvements = info?.compass_data?.improvements_assessment ?? null;
  // The roll's land/improvements split is printed only when it adds up to the total the owner entered.
  const total = parseFormAmount(propertyInfo.assessed_value);
  const splitMatches =
    land !== null && improvements !== null && total !== null && Math.abs(land + improvements - total) <= 1;
  const input = {
    county,
    info: propertyInfo,
    comparables: body.comparable_sales,
    board: countyBoard(county),
    property: {
      propertyType: info?.property_type ?? null,
      landAssessment: splitMatches ? land : null,
      improvementsAssessment: splitMatches ? improvements : null,
    },
    preparedOn: now,
    // One roll year through the whole package: the order's, fixed when it was paid (decision 226).
    rollYear: order.rollYear,
    letter: null as string | null,
    attribution: null as string | null,
    grid: null as AdjustmentGrid | null,
  };
  // The appeal letter, signed with these answers, opens the hearing evidence that follows the
  // application in the same PDF (decision 100) and describes the sales of its table (decision 177);
  // the application downloads without it if the report cannot be prepared.
  await saveAnswers();
  const report = await getReport(ctx, jobId, caller, body.comparable_sales).catch(() => null);
  input.letter = report?.letter ?? null;
  input.attribution = report?.data_attribution ?? null;
  input.grid = report?.adjustment_grid ?? null;
  // The owner's photos for the appeal close the hearing evidence (decision 113).
  const photos = (await ctx.loadEvidencePhotos?.(order.id)) ?? [];
  const pdf = await renderApplicationPdf(photos.length ? { ...input, photos } : input, pdfCallerKey(caller));
  return { pdf, fileName: applicationFileName(input) };
}
