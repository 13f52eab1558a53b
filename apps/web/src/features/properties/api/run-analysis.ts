import type { AnalysisRequest, QueryResultResponse } from '@homie/contracts/properties';
import { parseCurrency } from '@homie/contracts/valuation';
import type { PropertyResult, StoredPropertyInfo, UserEnteredAddress } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
import { PropertyApiError } from './call-property-api.ts';
import { getAnalysisResult } from './get-analysis-result.ts';
import { lookupProperty } from './lookup-property.ts';
import { startAnalysis } from './start-analysis.ts';

/** The owner's corrections from the details form (spec §3 details form). */
export interface PropertyCorrections {
  square_footage: number;
  lot_sqft: number;
  bedrooms: number;
  bathrooms: number;
  property_type: StoredPropertyInfo['property_type'];
  year_built: number | null;
  notes: string;
}

function toResult(address: UserEnteredAddress, result: QueryResultResponse): PropertyResult {
  if (!result.property_info) throw new Error(result.error || ANALYSIS_ERRORS.analysisDefault);
  return {
    userEnteredAddress: address,
    propertyInfo: { ...result.property_info, valuation: result.valuation },
    comparables: result.comparable_properties,
  };
}

/**
 * An address the lookup found in no record: not a dead end, the owner is asked for the home's facts
 * and the assessed value from the bill (issue 14 item 2).
 */
export class AddressNotInRecordsError extends Error {
  constructor(
    message: string,
    readonly address: UserEnteredAddress,
  ) {
    super(message);
    this.name = 'AddressNotInRecordsError';
  }
}

/** What the owner tells us about a home missing from the records (the facts form). */
export interface OwnerFacts {
  property_type: StoredPropertyInfo['property_type'];
  sqft: number | null;
  beds: number | null;
  baths: number | null;
  year_built: number | null;
  assessed_value: number | null;
  annual_tax: number | null;
  purchase_date: string | null;
  purchase_price: number | null;
}

/** The analysis of a home missing from the records, from the owner's facts; real sales only value it. */
export async function analyzeOwnerFacts(
  address: UserEnteredAddress,
  facts: OwnerFacts,
  options: { signal?: AbortSignal; onJobId?: (jobId: string) => void } = {},
): Promise<PropertyResult> {
  const jobId = await startAnalysis(
    {
      street: address.street,
      unit: address.unit,
      city: address.city,
      state: address.state || 'CA',
      zip: address.zipCode,
      ...facts,
    },
    options.signal,
  );
  options.onJobId?.(jobId);
  return toResult(address, await getAnalysisResult(jobId, { signal: options.signal }));
}

/**
 * The landing page's chain (spec §4): lookup, then manual analysis (its job id handed to
 * `onJobId` at once), then the result, with no fixed waits in between. An address in no record
 * throws AddressNotInRecordsError so the screen asks for the home's facts.
 */
export async function analyzeAddress(
  address: UserEnteredAddress,
  options: { signal?: AbortSignal; onJobId?: (jobId: string) => void } = {},
): Promise<PropertyResult> {
  let found: Awaited<ReturnType<typeof lookupProperty>>;
  try {
    found = await lookupProperty(address, options.signal);
  } catch (error) {
    if (error instanceof PropertyApiError && error.reason === 'not_in_records')
      throw new AddressNotInRecordsError(error.message, address);
    throw error;
  }
  const { parsed_address: parsed, compass_data: facts } = found;
  const request: AnalysisRequest = {
    street: parsed.street,
    unit: parsed.unit,
    city: parsed.city,
    state: parsed.state,
    zip: parsed.zip,
    beds: facts.bedrooms,
    baths: facts.bathrooms,
    sqft: facts.square_footage,
    lot_sqft: facts.lot_sqft,
    year_built: facts.year_built,
    property_type: facts.property_type,
    // The server states the record's own value with its basis (roll or Prop 13 estimate); sent back,
    // it would read as the owner's. Only a server that gives no basis needs it sent.
    assessed_value: facts.assessed_value_basis === undefined ? facts.assessed_value : null,
  };
  const jobId = await startAnalysis(request, options.signal);
  options.onJobId?.(jobId);
  return toResult(address, await getAnalysisResult(jobId, { signal: options.signal }));
}

/** Re-runs the analysis of a job with the owner's corrections; the notes are kept with the job. */
export async function reanalyzeProperty(
  address: UserEnteredAddress,
  info: StoredPropertyInfo,
  corrections: PropertyCorrections,
  signal?: AbortSignal,
): Promise<PropertyResult> {
  const jobId = await startAnalysis(
    {
      street: info.street,
      unit: info.unit,
      city: info.city,
      state: info.state,
      zip: info.zip,
      beds: corrections.bedrooms,
      baths: corrections.bathrooms,
      sqft: corrections.square_footage,
      lot_sqft: corrections.lot_sqft,
      year_built: corrections.year_built,
      property_type: corrections.property_type,
      // Only the owner's own value is sent back; a roll value or an estimate is the server's to state.
      assessed_value:
        info.assessed_value_basis === undefined || info.assessed_value_basis === 'owner'
          ? info.assessed_value
          : null,
      annual_tax:
        info.source === 'owner' && info.annual_tax_basis === 'roll' ? parseCurrency(info.annual_tax) : null,
      notes: corrections.notes,
      job_id: info.job_id,
    },
    signal,
  );
  return toResult(address, await getAnalysisResult(jobId, { signal }));
}
