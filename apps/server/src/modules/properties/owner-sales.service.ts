import { californiaDate } from '@homie/contracts/appeal-calendar';
import { isoCalendarDate } from '@homie/contracts/appeals-dates';
import { compReasonText } from '@homie/contracts/comp-reasons';
import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import {
  MAX_OWNER_SALES,
  OWNER_SALE_MESSAGES,
  type OwnerSale,
  type OwnerSaleInput,
  type OwnerSalesResponse,
  ownerSaleDateProblem,
} from '@homie/contracts/owner-sales';
import type { ComparableProperty, QueryResultResponse } from '@homie/contracts/properties';
import { PROPERTY_MESSAGES } from '@homie/contracts/properties';
import { reconcileSales } from '@homie/contracts/reconciliation';
import { httpError, notFound } from '#lib/errors.ts';
import { randomToken } from '#lib/ids.ts';
import { type AnalysisCaller, assertMayChangeJob, type ResultCompletion } from './analysis.service.ts';
import type { AnalysisRepository } from './analysis.repository.ts';
import { valueFigures } from './analysis-result.ts';
import type { SaleCandidate, SelectedComp, SubjectFacts } from './comps/comp-types.ts';
import { saleWindowFor } from './comps/lien-date.ts';
import { toDay } from './comps/dates.ts';
import type { MarketIndexService } from './comps/market-index.service.ts';
import { SEARCH_STEPS } from './comps/search-steps.ts';
import { SIMILARITY_SCALES, similarityScore } from './comps/similarity.ts';
import type { MarketClock } from './market-clock.ts';
import type { OwnerSalesRepository } from './owner-sales.repository.ts';
import type { OwnerSaleRow } from './properties.schema.ts';
import { type AdjustedComp, adjustComp, describeRates } from './valuation/adjustments.ts';
import { DEFAULT_VALUE_OPTIONS, estimateMarketValue } from './valuation/market-value.ts';

export interface OwnerSalesDeps {
  sales: OwnerSalesRepository;
  jobs: AnalysisRepository;
  indexes: MarketIndexService;
  clock: MarketClock;
  /** The app clock (`app.clock.now`): "in the future" is California's today on it. */
  now: () => Date;
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const today = (deps: Pick<OwnerSalesDeps, 'now'>) => isoCalendarDate(californiaDate(deps.now()));

/**
 * The owner's sale is placed nowhere on the map: the owner gives its address, not its position. Its
 * distance counts in the similarity as half the scale (the same as a fact a comp lacks), and its
 * coordinates are the home's own, never printed (the grid says where it came from instead).
 */
const UNKNOWN_DISTANCE = SIMILARITY_SCALES.distanceMiles / 2;

function subjectOf(result: ValuedResult): SubjectFacts | null {
  const info = result.property_info;
  if (!info?.county) return null;
  return {
    propertyId: null,
    propertyType: info.property_type,
    lat: info.latitude ?? 0,
    lon: info.longitude ?? 0,
    county: info.county,
    zip: info.zip,
    beds: info.bedrooms,
    baths: info.bathrooms,
    sqft: info.square_footage,
    lotSqft: info.lot_sqft,
    yearBuilt: info.year_built,
  };
}

function candidateOf(row: OwnerSaleRow, subject: SubjectFacts): SaleCandidate {
  return {
    saleId: 0,
    propertyId: 0,
    address: row.address,
    city: '',
    zip: '',
    county: subject.county,
    propertyType: subject.propertyType,
    lat: subject.lat,
    lon: subject.lon,
    beds: row.beds,
    baths: row.baths,
    sqft: row.livingSqft,
    lotSqft: row.lotSqft,
    yearBuilt: row.yearBuilt,
    price: row.price,
    saleDay: toDay(row.saleDate),
    source: 'owner',
  };
}

/** What `withOwnerSales` re-values: a stored result, or a job valued afresh (`reappraise`). */
type ValuedResult = Pick<
  QueryResultResponse,
  'job_id' | 'property_info' | 'comparable_properties' | 'valuation'
> & {
  error?: QueryResultResponse['error'];
};

/**
 * A stored result with the owner's admissible sales among its comparables (decision 249): each moved
 * to the lien date by the same market index and adjusted toward the home by the same `adjustComp`
 * (the standard rates: the local regression is of recorded sales only), every sale's weight
 * recomputed by the same model, and the market value the same `reconcileSales` of the listed comps,
 * so "one number from the result to the filing" still holds. Unchanged without an admissible sale.
 */
export async function withOwnerSales<R extends ValuedResult>(
  deps: OwnerSalesDeps,
  result: R,
  rows: readonly OwnerSaleRow[],
): Promise<R> {
  const valuation = result.valuation;
  const subject = subjectOf(result);
  if (rows.length === 0 || !valuation || !subject) return result;
  const day = today(deps);
  const admissible = rows.filter((row) => !ownerSaleDateProblem(row.saleDate, valuation.lien_date, day));
  if (admissible.length === 0) return result;
  const { latestSaleDate } = await deps.clock.current();
  const window = saleWindowFor(valuation.roll_year, latestSaleDate);
  const lienDay = toDay(valuation.lien_date);
  const index = await deps.indexes.forCounty(subject.county, lienDay, window.latestDay);

  // The recorded comps as the model weighed them, from their stored figures.
  const recorded = result.comparable_properties.filter((c) => !c.owner_supplied);
  const selected: Pick<SelectedComp, 'similarity' | 'sale'>[] = recorded.map((c) => ({
    similarity: c.similarity_score,
    sale: { saleDay: toDay(c.sold_date) } as SaleCandidate,
  }));
  const adjusted: AdjustedComp[] = recorded.map((c) => ({
    timeAdjustedPrice: c.time_adjusted_price,
    adjustedPrice: c.adjusted_price,
    grossAdjustment: c.gross_adjustment_pct / 100,
    adjustments: {
      livingArea: c.adjustments.living_area,
      age: c.adjustments.age,
      beds: c.adjustments.beds,
      baths: c.adjustments.baths,
      lot: c.adjustments.lot,
      location: c.adjustments.location ?? 0,
    },
  }));
  const owners = admissible.map((row) => {
    const sale = candidateOf(row, subject);
    const comp = adjustComp(subject, sale, index.factor(sale.saleDay, lienDay));
    const similarity = round(similarityScore(subject, sale, UNKNOWN_DISTANCE, lienDay), 4);
    return { row, sale, comp, similarity };
  });
  for (const o of owners) {
    selected.push({ similarity: o.similarity, sale: o.sale });
    adjusted.push(o.comp);
  }
  const step = SEARCH_STEPS.find((s) => s.step === valuation.search.step) ?? SEARCH_STEPS.at(-1)!;
  const model = estimateMarketValue(
    selected as SelectedComp[],
    adjusted,
    step,
    DEFAULT_VALUE_OPTIONS,
    lienDay,
  );
  const weightOf = (i: number) => round(model.weights[i] ?? 0, 4);
  const comparables: ComparableProperty[] = [
    ...recorded.map((c, i) => ({ ...c, weight: weightOf(i) })),
    ...owners.map(
      ({ row, comp, similarity }, j): ComparableProperty => ({
        address: row.address,
        city: '',
        zip: '',
        property_type: subject.propertyType,
        sold_price: row.price,
        sold_date: row.saleDate,
        beds: row.beds,
        baths: row.baths,
        sqft: row.livingSqft,
        lot_sqft: row.lotSqft,
        year_built: row.yearBuilt,
        latitude: subject.lat,
        longitude: subject.lon,
        distance_miles: 0,
        similarity_score: similarity,
        time_adjusted_price: round(comp.timeAdjustedPrice),
        adjusted_price: round(comp.adjustedPrice),
        adjustments: {
          living_area: round(comp.adjustments.livingArea),
          age: round(comp.adjustments.age),
          beds: round(comp.adjustments.beds),
          baths: round(comp.adjustments.baths),
          lot: round(comp.adjustments.lot),
          location: round(comp.adjustments.location),
        },
        gross_adjustment_pct: round(comp.grossAdjustment * 100, 1),
        weight: weightOf(recorded.length + j),
        reasons: [compReasonText({ kind: 'owner', seenAt: row.seenAt })],
        source: 'owner',
        owner_supplied: true,
        owner_source: row.seenAt,
      }),
    ),
  ];
  // The value: the same reconciliation of the comps as listed (decision 245).
  const biasPct = valuation.adjustment_basis?.bias_pct ?? round(model.biasPct, 2);
  const reconciled = reconcileSales(comparables, biasPct);
  const value = reconciled?.value ?? model.value;
  // The range keeps the wider of the model's width now and the analysis' own (its local noise).
  const ratio = (bound: number | null, base: number | null) => (bound && base ? bound / base : null);
  const lowRatio = Math.min(
    ratio(model.low, model.value) ?? 1,
    ratio(valuation.range_low, valuation.market_value) ?? 1,
  );
  const highRatio = Math.max(
    ratio(model.high, model.value) ?? 1,
    ratio(valuation.range_high, valuation.market_value) ?? 1,
  );
  const low = value === null ? null : Math.round(value * lowRatio);
  const high = value === null ? null : Math.round(value * highRatio);
  const info = result.property_info!;
  const county = isCountyKey(subject.county) ? COUNTIES[subject.county] : null;
  // "No comparables were found" no longer holds once the owner's sales are among them.
  const noneFound = [PROPERTY_MESSAGES.tooFewRealSales, PROPERTY_MESSAGES.noComparables] as string[];
  return {
    ...result,
    ...(result.error !== undefined
      ? { error: result.error && noneFound.includes(result.error) ? null : result.error }
      : {}),
    comparable_properties: comparables,
    valuation: {
      ...valuation,
      ...valueFigures({
        annualTax: info.annual_tax,
        totalAssessment: info.total_assessment,
        comparables,
        value,
        high,
        assessedValue: info.assessed_value,
        typicalRatePercent: (county?.typicalTaxRate ?? 0.011) * 100,
      }),
      market_value: value,
      range_low: low,
      range_high: high,
      // Sales nobody recorded are not verified: never "high" confidence on them.
      confidence: model.confidence === 'high' ? 'medium' : model.confidence,
      adjustment_basis: valuation.adjustment_basis ?? {
        regression_share: 0,
        regression_sales: null,
        bias_pct: biasPct,
        standard_rates: describeRates(),
      },
    },
  };
}

/**
 * The stored result with the owner's sales the job was read with (decision 267: one read, so
 * GET /query_result costs no second statement).
 */
export const completeWithOwnerSales =
  (deps: OwnerSalesDeps): ResultCompletion =>
  (result, job) =>
    withOwnerSales(deps, result, job.ownerSales);

/** One stored sale as the API lists it, with whether it counts for the job's lien date today. */
function saleOf(row: OwnerSaleRow, lienDate: string | null, day: string): OwnerSale {
  const problem = lienDate
    ? ownerSaleDateProblem(row.saleDate, lienDate, day)
    : OWNER_SALE_MESSAGES.noValuation;
  return {
    id: row.id,
    address: row.address,
    sale_date: row.saleDate,
    price: row.price,
    sqft: row.livingSqft,
    beds: row.beds,
    baths: row.baths,
    year_built: row.yearBuilt,
    lot_sqft: row.lotSqft,
    seen_at: row.seenAt,
    admissible: problem === null,
    problem,
  };
}

/** The job, for its maker only (decision 206): 404 unknown, 401/403 another's. */
async function jobFor(deps: OwnerSalesDeps, jobId: string, caller: AnalysisCaller) {
  const job = await deps.jobs.find(jobId);
  if (!job) throw notFound(PROPERTY_MESSAGES.jobNotFound, 'job_not_found');
  assertMayChangeJob(job, caller);
  const result = (job.result ?? {}) as Partial<QueryResultResponse>;
  return { job, lienDate: result.valuation?.lien_date ?? null };
}

export type ResultReader = (jobId: string) => Promise<QueryResultResponse | null>;

/** GET: the job's added sales and how many comparables it has now. */
export async function listOwnerSales(
  deps: OwnerSalesDeps,
  readResult: ResultReader,
  jobId: string,
  caller: AnalysisCaller,
): Promise<OwnerSalesResponse> {
  const { job, lienDate } = await jobFor(deps, jobId, caller);
  const result = await readResult(jobId);
  const day = today(deps);
  return {
    sales: job.ownerSales.map((row) => saleOf(row, lienDate, day)),
    comparables: result?.comparable_properties.length ?? 0,
    max: MAX_OWNER_SALES,
  };
}

/** POST: adds a sale dated within the job's sale window; anything else stores nothing (400, 409). */
export async function addOwnerSale(
  deps: OwnerSalesDeps,
  readResult: ResultReader,
  jobId: string,
  input: OwnerSaleInput,
  caller: AnalysisCaller,
): Promise<OwnerSalesResponse> {
  const { lienDate } = await jobFor(deps, jobId, caller);
  if (!lienDate) throw httpError('owner_sale_invalid', OWNER_SALE_MESSAGES.noValuation);
  const problem = ownerSaleDateProblem(input.sale_date, lienDate, today(deps));
  if (problem)
    throw httpError('owner_sale_invalid', problem, {
      details: [{ path: 'body.sale_date', message: problem }],
    });
  const added = await deps.sales.add(
    {
      id: randomToken(12),
      jobId,
      address: input.address,
      saleDate: input.sale_date,
      price: input.price,
      livingSqft: input.sqft,
      beds: input.beds,
      baths: input.baths,
      yearBuilt: input.year_built ?? null,
      lotSqft: input.lot_sqft ?? null,
      seenAt: input.seen_at,
    },
    MAX_OWNER_SALES,
  );
  if (!added) throw httpError('owner_sales_full', OWNER_SALE_MESSAGES.full);
  return listOwnerSales(deps, readResult, jobId, caller);
}

/** DELETE: removes one of the job's sales. */
export async function removeOwnerSale(
  deps: OwnerSalesDeps,
  readResult: ResultReader,
  jobId: string,
  saleId: string,
  caller: AnalysisCaller,
): Promise<OwnerSalesResponse> {
  const { job } = await jobFor(deps, jobId, caller);
  // A sale the job does not hold is refused before any statement writes (one that went meanwhile
  // is refused by the delete itself).
  if (!job.ownerSales.some((sale) => sale.id === saleId) || !(await deps.sales.remove(jobId, saleId)))
    throw httpError('owner_sale_not_found', OWNER_SALE_MESSAGES.notFound);
  return listOwnerSales(deps, readResult, jobId, caller);
}
