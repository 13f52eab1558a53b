import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { normalizeZip } from '@homie/contracts/address';
import {
  PROPERTY_MESSAGES,
  type ParsedAnalysisRequest,
  type PropertyInfo,
  type QueryResultResponse,
} from '@homie/contracts/properties';
import { formatCurrency } from '@homie/contracts/valuation';
import { randomToken } from '#lib/ids.ts';
import { notFound } from '#lib/errors.ts';
import { comparablesOf, valuationOf } from './analysis-result.ts';
import type { AnalysisRepository, StoredJob } from './analysis.repository.ts';
import { compassDataOf, displayCase, parsedAddressOf } from './compass-data.ts';
import type { SubjectFacts } from './comps/comp-types.ts';
import type { CompsRepository } from './comps/comps.repository.ts';
import { dayToIso } from './comps/dates.ts';
import { appraiseFromDatabase } from './comps/find-comparables.ts';
import type { MarketIndexService } from './comps/market-index.service.ts';
import type { MarketClock } from './market-clock.ts';
import type { PropertiesRepository } from './properties.repository.ts';
import { resolveProperty } from './property-resolver.ts';

export interface AnalysisDeps {
  properties: PropertiesRepository;
  comps: CompsRepository;
  jobs: AnalysisRepository;
  indexes: MarketIndexService;
  clock: MarketClock;
}

export type RunOutcome = { ok: true; jobId: string } | { ok: false; error: string };

/**
 * POST /manual_analysis: finds the property, lays the owner's corrections over the recorded facts,
 * appraises it from comparable sales and stores the job with its result, all at once (milliseconds
 * of work, so no queue). With `job_id` it re-runs that job in place. An address that is neither in the
 * records nor in a known ZIP code cannot be analysed and stores nothing.
 */
export async function runAnalysis(
  deps: AnalysisDeps,
  request: ParsedAnalysisRequest,
  userId: string | null,
): Promise<RunOutcome> {
  const existing = request.job_id ? await deps.jobs.find(request.job_id) : null;
  if (request.job_id && !existing) throw notFound(PROPERTY_MESSAGES.jobNotFound);
  const resolution = await resolveProperty(deps.properties, {
    street: request.street,
    unit: request.unit,
    city: request.city,
    zip: request.zip,
  });
  if (resolution.kind === 'unreadable') return { ok: false, error: PROPERTY_MESSAGES.addressUnreadable };
  const property = resolution.kind === 'found' ? resolution.property : null;
  const location =
    property?.lat != null && property.lon != null
      ? { lat: property.lat, lon: property.lon, county: property.county, city: property.city }
      : await zipLocation(deps.properties, request.zip);
  if (!location) return { ok: false, error: PROPERTY_MESSAGES.addressNotFound };

  const { rollYear, window } = await deps.clock.current();
  const subject: SubjectFacts = {
    propertyId: property?.id ?? null,
    propertyType: request.property_type ?? property?.propertyType ?? 'single_family',
    lat: location.lat,
    lon: location.lon,
    county: location.county,
    zip: property?.zip ?? normalizeZip(request.zip) ?? '',
    beds: request.beds ?? property?.beds ?? null,
    baths: request.baths ?? (property?.baths == null ? null : Number(property.baths)),
    sqft: request.sqft ?? property?.livingSqft ?? null,
    lotSqft: request.lot_sqft ?? property?.lotSqft ?? null,
    yearBuilt: request.year_built ?? property?.yearBuilt ?? null,
  };
  const [index, { assessment, lastSale }] = await Promise.all([
    deps.indexes.forCounty(subject.county, window.lienDay, window.latestDay),
    property
      ? deps.properties.assessmentAndLastSale(property.id, rollYear)
      : { assessment: null, lastSale: null },
  ]);
  const appraisal = await appraiseFromDatabase(deps.comps, subject, window, index);
  const comparables = comparablesOf(appraisal);
  const assessedValue = request.assessed_value ?? assessment?.total ?? null;
  const county = isCountyKey(subject.county) ? COUNTIES[subject.county] : null;
  const valuation = valuationOf({
    appraisal,
    comparables,
    subject,
    rollYear,
    lienDate: dayToIso(window.lienDay),
    assessedValue,
    annualTax: assessment?.annualTax ?? null,
    totalAssessment: assessment?.total ?? request.assessed_value ?? null,
    typicalRatePercent: (county?.typicalTaxRate ?? 0.011) * 100,
  });
  const jobId = existing?.id ?? randomToken(16);
  const info: PropertyInfo = {
    job_id: jobId,
    ...(property
      ? parsedAddressOf(property)
      : {
          street: request.street,
          unit: request.unit,
          city: displayCase(request.city || location.city),
          state: request.state || 'CA',
          zip: subject.zip,
        }),
    county: subject.county,
    apn: property?.apn ?? null,
    assessed_value: assessedValue,
    annual_tax: formatCurrency(assessment?.annualTax ?? null),
    total_assessment: formatCurrency(assessment?.total ?? request.assessed_value ?? null),
    square_footage: subject.sqft,
    lot_sqft: subject.lotSqft,
    bedrooms: subject.beds,
    bathrooms: subject.baths,
    property_type: subject.propertyType,
    year_built: subject.yearBuilt,
    latitude: location.lat,
    longitude: location.lon,
    notes: request.notes,
    compass_data: property ? compassDataOf(property, assessment, lastSale) : null,
  };
  const error = comparables.length === 0 ? PROPERTY_MESSAGES.noComparables : null;
  const write = {
    id: jobId,
    propertyId: property?.id ?? null,
    userId,
    status: 'completed' as const,
    request: { ...request, job_id: undefined },
    result: { property_info: info, comparable_properties: comparables, valuation },
    error,
  };
  if (existing) await deps.jobs.update(write);
  else await deps.jobs.insert(write);
  return { ok: true, jobId };
}

async function zipLocation(repository: PropertiesRepository, zip: string) {
  const normalized = normalizeZip(zip);
  return normalized ? repository.zipCentre(normalized) : null;
}

/** GET /query_result: the stored response of a job, or null for an unknown id. */
export async function loadAnalysisResult(
  jobs: AnalysisRepository,
  jobId: string,
): Promise<QueryResultResponse | null> {
  const job = await jobs.find(jobId);
  return job ? resultOf(job) : null;
}

function resultOf(job: StoredJob): QueryResultResponse {
  const result = (job.result ?? {}) as Partial<
    Pick<QueryResultResponse, 'property_info' | 'comparable_properties' | 'valuation'>
  >;
  return {
    success: job.status === 'completed',
    job_id: job.id,
    status: job.status,
    property_info: result.property_info ?? null,
    comparable_properties: result.comparable_properties ?? [],
    valuation: result.valuation ?? null,
    error: job.error,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  };
}
