import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { normalizeAddressKey, normalizeZip } from '@homie/contracts/address';
import {
  PROPERTY_MESSAGES,
  type ParsedAnalysisRequest,
  type PropertyInfo,
  type QueryResultResponse,
} from '@homie/contracts/properties';
import { formatCurrency } from '@homie/contracts/valuation';
import { randomToken } from '#lib/ids.ts';
import { conflict, forbidden, notFound, unauthorized } from '#lib/errors.ts';
import { comparablesOf, valuationOf } from './analysis-result.ts';
import type { AnalysisRepository, JobWrite, StoredJob } from './analysis.repository.ts';
import { compassDataOf, displayCase, parsedAddressOf } from './compass-data.ts';
import type { SubjectFacts } from './comps/comp-types.ts';
import type { CompsRepository } from './comps/comps.repository.ts';
import { dayToIso } from './comps/dates.ts';
import { appraiseFromDatabase } from './comps/find-comparables.ts';
import type { MarketIndexService } from './comps/market-index.service.ts';
import type { MarketClock } from './market-clock.ts';
import type { PropertiesRepository, PropertyRecord } from './properties.repository.ts';
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
 * Who asks for a run: the signed-in user, if any, and whether the request carried an access token
 * that is no longer valid (a stale sign-in is not a guest: it answers 401 so the client refreshes).
 */
export interface AnalysisCaller {
  userId: string | null;
  staleSignIn?: boolean;
}

/**
 * Whether the caller may change a job (decision 091): an account's job only by that account; a
 * guest's job by whoever holds its id, the guest's capability. Throws 401 or 403 otherwise.
 */
export function assertMayChangeJob(job: Pick<StoredJob, 'userId'>, caller: AnalysisCaller): void {
  if (job.userId === null || job.userId === caller.userId) return;
  if (caller.userId === null && caller.staleSignIn) throw unauthorized(PROPERTY_MESSAGES.signInAgain);
  throw forbidden(PROPERTY_MESSAGES.jobOfAnotherAccount);
}

/**
 * POST /manual_analysis: finds the property, lays the owner's corrections over the recorded facts,
 * appraises it from comparable sales and stores the job with its result, all at once (milliseconds
 * of work, so no queue). With `job_id` it re-runs that job in place, for its owner only; a paid job
 * is never changed: its home gets a new version (a new job naming the paid one), another address is
 * refused (decision 091). An address that is neither in the records nor in a known ZIP code cannot be
 * analysed and stores nothing.
 */
export async function runAnalysis(
  deps: AnalysisDeps,
  request: ParsedAnalysisRequest,
  caller: AnalysisCaller,
): Promise<RunOutcome> {
  const existing = request.job_id ? await deps.jobs.find(request.job_id) : null;
  if (request.job_id && !existing) throw notFound(PROPERTY_MESSAGES.jobNotFound);
  if (existing) assertMayChangeJob(existing, caller);
  const resolution = await resolveProperty(deps.properties, {
    street: request.street,
    unit: request.unit,
    city: request.city,
    zip: request.zip,
  });
  if (resolution.kind === 'unreadable') return { ok: false, error: PROPERTY_MESSAGES.addressUnreadable };
  const property = resolution.kind === 'found' ? resolution.property : null;
  const paid = existing ? await deps.jobs.isPaid(existing.id) : false;
  if (existing && paid && !sameHome(existing, property, request))
    throw conflict(PROPERTY_MESSAGES.paidJobOtherHome);
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
  const error = comparables.length === 0 ? PROPERTY_MESSAGES.noComparables : null;
  const writeOf = (jobId: string, userId: string | null, versionOf: string | null): JobWrite => {
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
    return {
      id: jobId,
      propertyId: property?.id ?? null,
      userId,
      status: 'completed' as const,
      request: { ...request, job_id: undefined },
      result: { property_info: info, comparable_properties: comparables, valuation },
      error,
      versionOf,
    };
  };

  if (existing && !paid) {
    // In place, unless a payment or another account's claim landed since the job was read.
    if (await deps.jobs.update(writeOf(existing.id, caller.userId, null)))
      return { ok: true, jobId: existing.id };
    const now = await deps.jobs.find(existing.id);
    if (!now) throw notFound(PROPERTY_MESSAGES.jobNotFound);
    assertMayChangeJob(now, caller);
    if (!sameHome(now, property, request)) throw conflict(PROPERTY_MESSAGES.paidJobOtherHome);
  }
  const jobId = randomToken(16);
  await deps.jobs.insert(writeOf(jobId, caller.userId, existing?.id ?? null));
  return { ok: true, jobId };
}

/**
 * Whether a run names the same home as a stored job: the same property record, or, for a job of an
 * address missing from the records, the same normalised street line, unit and ZIP.
 */
function sameHome(job: StoredJob, property: PropertyRecord | null, request: ParsedAnalysisRequest): boolean {
  if (job.propertyId !== null) return property?.id === job.propertyId;
  if (property) return false;
  const stored = (job.request ?? {}) as Partial<ParsedAnalysisRequest>;
  return homeKey(stored) === homeKey(request);
}

const homeKey = (r: Partial<Pick<ParsedAnalysisRequest, 'street' | 'unit' | 'zip'>>) =>
  `${normalizeAddressKey(r.street ?? '', r.unit ?? null)}|${normalizeZip(r.zip ?? '') ?? ''}`;

async function zipLocation(repository: PropertiesRepository, zip: string) {
  const normalized = normalizeZip(zip);
  return normalized ? repository.zipCentre(normalized) : null;
}

/**
 * GET /query_result: the stored response of a job, or null for an unknown id. With a `viewer` (the
 * public route), an account's private notes are shown to that account only; a guest's job shows
 * them to whoever holds its id, the guest's capability.
 */
export async function loadAnalysisResult(
  jobs: AnalysisRepository,
  jobId: string,
  viewer?: { userId: string | null },
): Promise<QueryResultResponse | null> {
  const job = await jobs.find(jobId);
  if (!job) return null;
  const hideNotes = viewer !== undefined && job.userId !== null && job.userId !== viewer.userId;
  return resultOf(job, hideNotes);
}

function resultOf(job: StoredJob, hideNotes: boolean): QueryResultResponse {
  const result = (job.result ?? {}) as Partial<
    Pick<QueryResultResponse, 'property_info' | 'comparable_properties' | 'valuation'>
  >;
  const info = result.property_info ?? null;
  return {
    success: job.status === 'completed',
    job_id: job.id,
    status: job.status,
    property_info: info && hideNotes ? { ...info, notes: '' } : info,
    comparable_properties: result.comparable_properties ?? [],
    valuation: result.valuation ?? null,
    error: job.error,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  };
}
