import type { AnalysisRequest, QueryResultResponse } from '@homie/contracts/properties';
import { parseCurrency } from '@homie/contracts/valuation';
import { ApiError } from '#lib/api-client.ts';
import type { PropertyResult, StoredPropertyInfo, UserEnteredAddress } from '../stores/property-store.ts';
import { ANALYSIS_ERRORS } from './messages.ts';
import type { LookupAnswer } from '../api/lookup-property.ts';

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
  if (!result.property_info)
    throw new ApiError(result.error || ANALYSIS_ERRORS.analysisDefault, 200, result, { kind: 'invalid' });
  return {
    userEnteredAddress: address,
    propertyInfo: { ...result.property_info, valuation: result.valuation, analysis_note: result.error },
    comparables: result.comparable_properties,
  };
}

/**
 * What every run needs: its steps (the hooks' mutations and the result query, see
 * use-property-analysis.ts) and the run's cancel signal for the POSTs.
 */
export interface RunOptions {
  lookup: (address: UserEnteredAddress, signal?: AbortSignal) => Promise<LookupAnswer>;
  start: (request: AnalysisRequest, signal?: AbortSignal) => Promise<string>;
  readResult: (jobId: string) => Promise<QueryResultResponse>;
  signal?: AbortSignal;
  onJobId?: (jobId: string) => void;
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
  options: RunOptions,
): Promise<PropertyResult> {
  const jobId = await options.start(
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
  return toResult(address, await options.readResult(jobId));
}

/**
 * The landing page's chain (spec §4): lookup, then manual analysis (its job id handed to
 * `onJobId` at once), then the result, with no fixed waits in between. An address in no record
 * fails with the lookup's ApiError whose `code` is address_not_found (`isNotInRecords`), so the screen
 * asks for the home's facts.
 */
export async function analyzeAddress(
  address: UserEnteredAddress,
  options: RunOptions,
): Promise<PropertyResult> {
  const { parsed_address: parsed, compass_data: facts } = await options.lookup(address, options.signal);
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
  const jobId = await options.start(request, options.signal);
  options.onJobId?.(jobId);
  return toResult(address, await options.readResult(jobId));
}

/** Re-runs the analysis of a job with the owner's corrections; the notes are kept with the job. */
export async function reanalyzeProperty(
  address: UserEnteredAddress,
  info: StoredPropertyInfo,
  corrections: PropertyCorrections,
  options: RunOptions,
): Promise<PropertyResult> {
  const jobId = await options.start(
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
    options.signal,
  );
  return toResult(address, await options.readResult(jobId));
}
