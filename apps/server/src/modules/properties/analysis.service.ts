import { COUNTIES, isCountyKey } from '@homie/contracts/counties';
import { detectCounty } from '@homie/contracts/county-detection';
import { normalizeAddressKey, normalizeZip } from '@homie/contracts/address';
import {
  analysisRequestSchema,
  type ComparableProperty,
  PROPERTY_MESSAGES,
  type ParsedAnalysisRequest,
  type PropertyInfo,
  type QueryResultResponse,
  type Valuation,
} from '@homie/contracts/properties';
import { type DataSourceKind, isRealSource, sourceKindOf } from '@homie/contracts/provenance';
import { formatCurrency } from '@homie/contracts/valuation';
import { randomToken, sha256 } from '#lib/ids.ts';
import { conflict, forbidden, notFound, unauthorized } from '#lib/errors.ts';
import { comparablesOf, valuationOf } from './analysis-result.ts';
import type { AnalysisRepository, JobWrite, StoredJob } from './analysis.repository.ts';
import {
  compassDataOf,
  displayCase,
  parsedAddressOf,
  statedProvenance,
  statedValues,
} from './compass-data.ts';
import type { SaleWindow, SubjectFacts } from './comps/comp-types.ts';
import { saleWindowAt, saleWindowFor } from './comps/lien-date.ts';
import type { CandidateQuery, CompsRepository } from './comps/comps.repository.ts';
import { dayToIso } from './comps/dates.ts';
import { appraiseFromDatabase } from './valuation/find-comparables.ts';
import type { MarketIndexService } from './comps/market-index.service.ts';
import type { MarketClock } from './market-clock.ts';
import type { PropertiesRepository, PropertyRecord } from './properties.repository.ts';
import { resolveProperty, zipCentreOf } from './property-resolver.ts';

export interface AnalysisDeps {
  properties: PropertiesRepository;
  comps: CompsRepository;
  jobs: AnalysisRepository;
  indexes: MarketIndexService;
  clock: MarketClock;
  /**
   * Places an address missing from the records (Google place details when a key is configured):
   * its coordinates, or null. Absent offline: the ZIP code's centre is used.
   */
  locate?: (address: string) => Promise<{ lat: number; lon: number } | null>;
}

export type RunOutcome =
  | { ok: true; jobId: string }
  | {
      ok: false;
      error: string;
      code:
        | 'address_unreadable'
        | 'address_not_found'
        | 'address_county_not_supported'
        | 'address_unit_required';
    };

/**
 * Who asks for a run: the signed-in user, if any, and whether the request carried an access token
 * that is no longer valid (a stale sign-in is not a guest: it answers 401 so the client refreshes).
 */
export interface AnalysisCaller {
  userId: string | null;
  staleSignIn?: boolean;
  /** This browser's key (plugins/caller.ts, decision 206), or null. */
  browserKey?: string | null;
}

/**
 * Whether the caller made the job (decision 206): an account's job is its account's; an anonymous
 * job is the browser's that made it (its key's hash stored with the job). A job stored before the
 * browser key has none, so it is nobody's to buy or change anonymously.
 */
export function isJobOf(
  job: Pick<StoredJob, 'userId' | 'browserKeyHash'>,
  caller: Pick<AnalysisCaller, 'userId' | 'browserKey'>,
): boolean {
  if (job.userId !== null) return job.userId === caller.userId;
  return (
    job.browserKeyHash !== null &&
    Boolean(caller.browserKey) &&
    sha256(caller.browserKey!) === job.browserKeyHash
  );
}

/**
 * Whether the caller may change a job (decisions 091, 206): an account's job only by that account;
 * an anonymous job only from the browser that made it (signed in there or not). Throws 401 or 403.
 */
export function assertMayChangeJob(
  job: Pick<StoredJob, 'userId' | 'browserKeyHash'>,
  caller: AnalysisCaller,
): void {
  if (isJobOf(job, caller)) return;
  if (job.userId !== null && caller.userId === null && caller.staleSignIn)
    throw unauthorized(PROPERTY_MESSAGES.signInAgain, 'sign_in_again');
  if (job.userId === null) throw forbidden(PROPERTY_MESSAGES.jobOfAnotherBrowser, 'job_of_another_account');
  throw forbidden(PROPERTY_MESSAGES.jobOfAnotherAccount, 'job_of_another_account');
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
  sent: ParsedAnalysisRequest,
  caller: AnalysisCaller,
): Promise<RunOutcome> {
  const existing = sent.job_id ? await deps.jobs.find(sent.job_id) : null;
  if (sent.job_id && !existing) throw notFound(PROPERTY_MESSAGES.jobNotFound, 'job_not_found');
  if (existing) assertMayChangeJob(existing, caller);
  const request = existing ? withOwnerFigures(sent, existing) : sent;
  let paid = false;
  const valued = await valueHome(deps, request, await deps.clock.current(), async (property) => {
    paid = existing ? await deps.jobs.isPaid(existing.id) : false;
    if (existing && paid && !sameHome(existing, property, request))
      throw conflict(PROPERTY_MESSAGES.paidJobOtherHome, undefined, 'paid_job_other_home');
  });
  if (!valued.ok) return valued;
  const writeOf = (jobId: string, userId: string | null, versionOf: string | null): JobWrite => ({
    id: jobId,
    propertyId: valued.property?.id ?? null,
    userId,
    status: 'completed' as const,
    request: { ...request, job_id: undefined },
    result: valued.resultFor(jobId),
    error: valued.error,
    versionOf,
    // The browser that made it (decision 206); a re-run keeps the job's own (update() leaves it).
    browserKeyHash: caller.browserKey ? sha256(caller.browserKey) : null,
  });

  if (existing && !paid) {
    // In place, unless a payment or another account's claim landed since the job was read.
    if (await deps.jobs.update(writeOf(existing.id, caller.userId, null)))
      return { ok: true, jobId: existing.id };
    const now = await deps.jobs.find(existing.id);
    if (!now) throw notFound(PROPERTY_MESSAGES.jobNotFound, 'job_not_found');
    assertMayChangeJob(now, caller);
    if (!sameHome(now, valued.property, request))
      throw conflict(PROPERTY_MESSAGES.paidJobOtherHome, undefined, 'paid_job_other_home');
  }
  const jobId = randomToken(16);
  await deps.jobs.insert(writeOf(jobId, caller.userId, existing?.id ?? null));
  return { ok: true, jobId };
}

/** What an analysis stores as its result: the home's facts, its comparables and its valuation. */
export interface AnalysisResultBody {
  property_info: PropertyInfo;
  comparable_properties: ComparableProperty[];
  valuation: Valuation;
}

type Valued =
  | Exclude<RunOutcome, { ok: true }>
  | {
      ok: true;
      property: PropertyRecord | null;
      /** The result as a job of this id stores it. */
      resultFor(jobId: string): AnalysisResultBody;
      /** Why the valuation has no comparables, or null. */
      error: string | null;
    };

/**
 * Finds a request's home and values it for a roll year's sale window: the work of an analysis,
 * without storing it. `beforeValuing` may refuse the home it found (a paid job's other home).
 */
async function valueHome(
  deps: AnalysisDeps,
  request: ParsedAnalysisRequest,
  moment: { rollYear: number; window: SaleWindow },
  beforeValuing?: (property: PropertyRecord | null) => Promise<void>,
): Promise<Valued> {
  const resolution = await resolveProperty(deps.properties, {
    street: request.street,
    unit: request.unit,
    city: request.city,
    zip: request.zip,
  });
  if (resolution.kind === 'unreadable')
    return { ok: false, error: PROPERTY_MESSAGES.addressUnreadable, code: 'address_unreadable' };
  // Never valued as a home missing from the records: the building is recorded, its unit was not named.
  if (resolution.kind === 'unit_needed')
    return { ok: false, error: PROPERTY_MESSAGES.unitRequired, code: 'address_unit_required' };
  const property = resolution.kind === 'found' ? resolution.property : null;
  await beforeValuing?.(property);
  let location: Awaited<ReturnType<typeof locate>>;
  if (property?.lat != null && property.lon != null) {
    location = {
      lat: property.lat,
      lon: property.lon,
      county: property.county,
      city: property.city,
      basis: 'record',
    };
  } else {
    // A home in no record (issue 14 item 2): an unsupported county says so; else it is placed by
    // its address, or at its ZIP code's centre.
    const detected = detectCounty({ zip: request.zip, city: request.city });
    if (!property && !detected.supported && (detected.countyName !== null || normalizeZip(request.zip)))
      return { ok: false, error: detected.message, code: 'address_county_not_supported' };
    location = await locate(deps, request, detected.supported ? detected.county : (property?.county ?? null));
  }
  if (!location) return { ok: false, error: PROPERTY_MESSAGES.addressNotFound, code: 'address_not_found' };
  // Real and demo never mix in one answer (decision 119): a demo home is valued from demo sales, a
  // real home (or the owner's own, missing from the records) from real sales only.
  const sourceKind: DataSourceKind = property ? sourceKindOf(property.source) : 'owner';
  const real = property ? isRealSource(property.source) : true;

  const { rollYear, window } = moment;
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
  const [index, { assessment, lastSale, baseSale }] = await Promise.all([
    deps.indexes.forCounty(subject.county, window.lienDay, window.latestDay),
    property
      ? deps.properties.assessmentAndLastSale(property.id, rollYear)
      : { assessment: null, lastSale: null, baseSale: null },
  ]);
  const sales = { candidates: (q: CandidateQuery) => deps.comps.candidates({ ...q, real }) };
  // The home's own sale in the window counts among its comparables (decision 245).
  const appraisal = await appraiseFromDatabase(sales, subject, window, index, { ownSale: true });
  const comparables = comparablesOf(appraisal);
  const records = { source: sourceKind, county: subject.county, rollYear, assessment, baseSale };
  const recorded = statedValues(records);
  const stated = statedValues({
    ...records,
    owner: {
      assessedValue: request.assessed_value,
      annualTax: request.annual_tax,
      purchase:
        request.purchase_date && request.purchase_price
          ? { saleDate: request.purchase_date, price: request.purchase_price }
          : null,
    },
  });
  const assessedValue = stated.assessedValue;
  const county = isCountyKey(subject.county) ? COUNTIES[subject.county] : null;
  const totalAssessment = assessment && stated.basis === 'roll' ? assessment.total : assessedValue;
  const valuation = valuationOf({
    appraisal,
    comparables,
    subject,
    rollYear,
    lienDate: dayToIso(window.lienDay),
    assessedValue,
    annualTax: stated.annualTax,
    totalAssessment,
    typicalRatePercent: (county?.typicalTaxRate ?? 0.011) * 100,
  });
  const error =
    comparables.length === 0
      ? real
        ? PROPERTY_MESSAGES.tooFewRealSales
        : PROPERTY_MESSAGES.noComparables
      : null;
  const resultFor = (jobId: string): AnalysisResultBody => {
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
      annual_tax: formatCurrency(stated.annualTax),
      total_assessment: formatCurrency(totalAssessment),
      square_footage: subject.sqft,
      lot_sqft: subject.lotSqft,
      bedrooms: subject.beds,
      bathrooms: subject.baths,
      property_type: subject.propertyType,
      year_built: subject.yearBuilt,
      latitude: location.lat,
      longitude: location.lon,
      notes: request.notes,
      compass_data: property ? compassDataOf(property, recorded, lastSale) : null,
      source: sourceKind,
      ...statedProvenance(stated),
      location_basis: location.basis,
    };
    return { property_info: info, comparable_properties: comparables, valuation };
  };
  return { ok: true, property, resultFor, error };
}

/**
 * A stored job's home valued afresh for a roll year (issue 52, decision 238): its request as stored
 * (the owner's corrections and figures), today's records and sales, the roll year's sale window
 * (January 1 lien date, sales to March 31 or the data's end). Nothing is stored and the job is not
 * changed. Answers the body with the job it valued; null for an unknown job or a home that can no
 * longer be found or valued.
 */
export async function reappraiseJob(
  deps: AnalysisDeps,
  jobId: string,
  rollYear: number,
  /** YYYY-MM-DD: a notice's value date instead of January 1 (decision 246). */
  valueDate?: string,
): Promise<{ body: AnalysisResultBody; job: StoredJob } | null> {
  const job = await deps.jobs.find(jobId);
  const request = job ? analysisRequestSchema.safeParse(job.request ?? {}) : null;
  if (!job || !request?.success) return null;
  const { latestSaleDate } = await deps.clock.current();
  const valued = await valueHome(deps, request.data, {
    rollYear,
    window: valueDate ? saleWindowAt(valueDate, latestSaleDate) : saleWindowFor(rollYear, latestSaleDate),
  });
  return valued.ok ? { body: valued.resultFor(jobId), job } : null;
}

/**
 * A re-run of a job keeps the owner's figures from the bill or the purchase (issue 14) that the
 * corrections do not repeat: the details form corrects the home's facts, not the bill.
 */
function withOwnerFigures(request: ParsedAnalysisRequest, job: StoredJob): ParsedAnalysisRequest {
  const stored = (job.request ?? {}) as Partial<ParsedAnalysisRequest>;
  const purchaseSent = request.purchase_date !== null;
  return {
    ...request,
    assessed_value: request.assessed_value ?? stored.assessed_value ?? null,
    annual_tax: request.annual_tax ?? stored.annual_tax ?? null,
    purchase_date: purchaseSent ? request.purchase_date : (stored.purchase_date ?? null),
    purchase_price: purchaseSent ? request.purchase_price : (stored.purchase_price ?? null),
  };
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

interface Location {
  lat: number;
  lon: number;
  county: string;
  city: string;
  basis: 'record' | 'place' | 'zip_centre';
}

/**
 * Where a home missing from the records (or recorded without coordinates) is: the place the address
 * names when a locator is configured, else its ZIP code's centre (the published centroid, then the
 * centre of the homes recorded in it). The county is the one the address detects.
 */
async function locate(
  deps: Pick<AnalysisDeps, 'locate' | 'properties'>,
  request: ParsedAnalysisRequest,
  county: string | null,
): Promise<Location | null> {
  const zip = normalizeZip(request.zip);
  const centre = zip ? (zipCentreOf(zip) ?? (await deps.properties.zipCentre(zip))) : null;
  const countyKey = county ?? centre?.county ?? null;
  if (deps.locate && countyKey) {
    const line = [request.street, request.unit, request.city, request.state || 'CA', request.zip]
      .filter(Boolean)
      .join(' ');
    const place = await deps.locate(line).catch(() => null);
    if (place)
      return { ...place, county: countyKey, city: request.city || centre?.city || '', basis: 'place' };
  }
  if (!centre || !countyKey) return null;
  return { lat: centre.lat, lon: centre.lon, county: countyKey, city: centre.city, basis: 'zip_centre' };
}

/**
 * Completes a stored result with what its job carries beside it, read with it (the owner's sales
 * among the comparables, decisions 249 and 267).
 */
export type ResultCompletion = (result: QueryResultResponse, job: StoredJob) => Promise<QueryResultResponse>;

/**
 * GET /query_result: the stored response of a job, or null for an unknown id. With a `viewer` (the
 * public route), an account's private notes are shown to that account only; a guest's job shows
 * them to whoever holds its id, the guest's capability.
 */
export async function loadAnalysisResult(
  jobs: AnalysisRepository,
  jobId: string,
  options: { viewer?: { userId: string | null }; complete?: ResultCompletion } = {},
): Promise<QueryResultResponse | null> {
  const job = await jobs.find(jobId);
  if (!job) return null;
  const { viewer, complete } = options;
  const hideNotes = viewer !== undefined && job.userId !== null && job.userId !== viewer.userId;
  const result = resultOf(job, hideNotes);
  return complete ? complete(result, job) : result;
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
