import type { AnalysisRequest, QueryResultResponse } from '@homie/contracts/properties';
import type { PropertyResult, StoredPropertyInfo, UserEnteredAddress } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';
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
 * The landing page's chain (spec §4): lookup, then manual analysis (its job id handed to
 * `onJobId` at once), then the result, with no fixed waits in between.
 */
export async function analyzeAddress(
  address: UserEnteredAddress,
  options: { signal?: AbortSignal; onJobId?: (jobId: string) => void } = {},
): Promise<PropertyResult> {
  const { parsed_address: parsed, compass_data: facts } = await lookupProperty(address, options.signal);
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
    assessed_value: facts.assessed_value,
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
      assessed_value: info.assessed_value,
      notes: corrections.notes,
      job_id: info.job_id,
    },
    signal,
  );
  return toResult(address, await getAnalysisResult(jobId, { signal }));
}
