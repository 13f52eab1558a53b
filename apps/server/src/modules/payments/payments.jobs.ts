import { normalizeAddressKey, normalizeZip } from '@homie/contracts/address';
import type { CountyKey } from '@homie/contracts/counties';
import { COUNTY_NOT_SUPPORTED_MESSAGE } from '@homie/contracts/county-detection';
import type { Database } from '#db/client.ts';
import { countyOfAnalysis } from '#modules/appeals/county-of-analysis.ts';
import { createAnalysisRepository } from '#modules/properties/analysis.repository.ts';
import { loadAnalysisResult } from '#modules/properties/analysis.service.ts';

/** Whether a plan can be bought for an analysis job. */
export type JobCheck = 'payable' | 'not_found' | 'not_completed' | 'unsupported_county';

export const JOB_MESSAGES: Record<Exclude<JobCheck, 'payable'>, string> = {
  not_found: 'Analysis not found. Please run the analysis again.',
  not_completed: 'This analysis did not finish. Please run it again before choosing a plan.',
  // Nobody pays for an appeal package their county's forms cannot be prepared for.
  unsupported_county: COUNTY_NOT_SUPPORTED_MESSAGE,
};

/**
 * The one place payments asks about analysis jobs (owned by the properties module, migration 0003):
 * a plan is sold only for a completed analysis of a property in a supported county.
 */
export async function checkJob(database: Database, jobId: string): Promise<JobCheck> {
  const analysis = await loadAnalysisResult(createAnalysisRepository(database), jobId);
  if (!analysis) return 'not_found';
  if (!analysis.success || !analysis.property_info) return 'not_completed';
  return countyOfAnalysis(analysis) ? 'payable' : 'unsupported_county';
}

/** The home an analysis job is for: its address line, county, and the key credits are kept under. */
export interface JobProperty {
  address: string;
  county: CountyKey | null;
  /** Normalised street (+ unit) and ZIP: the same home whatever job analysed it. */
  propertyKey: string | null;
}

export async function jobProperty(database: Database, jobId: string): Promise<JobProperty | null> {
  const analysis = await loadAnalysisResult(createAnalysisRepository(database), jobId);
  const info = analysis?.property_info;
  if (!info) return null;
  const street = [info.street, info.unit ? `#${String(info.unit).replace(/^#/, '')}` : '']
    .filter(Boolean)
    .join(' ');
  const address = [street, info.city, [info.state, info.zip].filter(Boolean).join(' ')]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(', ');
  const zip = normalizeZip(info.zip);
  const propertyKey = info.street && zip ? `${normalizeAddressKey(info.street, info.unit)}|${zip}` : null;
  return { address, county: countyOfAnalysis(analysis), propertyKey };
}

/** What identifies the home of a job: its property row when it matched one, and its address key. */
export interface JobHome {
  propertyId: number | null;
  propertyKey: string | null;
}

export async function jobHome(database: Database, jobId: string): Promise<JobHome | null> {
  const [row] = await database.query<{ property_id: number | null }>(
    'select property_id from analysis_jobs where id = $1',
    [jobId],
  );
  if (!row) return null;
  const property = await jobProperty(database, jobId);
  return { propertyId: row.property_id ?? null, propertyKey: property?.propertyKey ?? null };
}

/**
 * Two jobs are of the same home (decision 133): the same property id when both have one, else the
 * same normalised street (+ unit) and ZIP (contracts/address.ts).
 */
export function sameHome(a: JobHome, b: JobHome): boolean {
  if (a.propertyId !== null && b.propertyId !== null) return a.propertyId === b.propertyId;
  return a.propertyKey !== null && a.propertyKey === b.propertyKey;
}
