import { normalizeAddressKey, normalizeZip } from '@homie/contracts/address';
import type { CountyKey } from '@homie/contracts/counties';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { countyOfAnalysis } from './analysis-county.ts';
import type { AnalysisRepository } from './analysis.repository.ts';
import { isJobOf, loadAnalysisResult, type ResultCompletion } from './analysis.service.ts';

/** The home an analysis job is for: its address line, county, and the key credits are kept under. */
export interface JobProperty {
  address: string;
  county: CountyKey | null;
  /** Normalised street (+ unit) and ZIP: the same home whatever job analysed it. */
  propertyKey: string | null;
}

/** What identifies the home of a job: its property row when it matched one, and its address key. */
export interface JobHome {
  propertyId: number | null;
  propertyKey: string | null;
}

/**
 * The one reader of analysis jobs for other modules (the properties module owns them, migrations
 * 0003 and 0008): payments and appeals read jobs only through it (app.properties.analysisJobs).
 */
export interface AnalysisJobReader {
  /** The stored result the analysis API answers on GET /query_result, or null for an unknown job. */
  result(jobId: string): Promise<QueryResultResponse | null>;
  /** The analysed home's address, county and address key, or null without a property. */
  property(jobId: string): Promise<JobProperty | null>;
  /** The matched property row and address key of a job, or null for an unknown job. */
  home(jobId: string): Promise<JobHome | null>;
  /** Who owns a job: its user, or null for a guest's (its id is the capability); null for an unknown job. */
  owner(jobId: string): Promise<{ userId: string | null } | null>;
  /**
   * Whether the caller made the job (decision 206): an account's job its account, an anonymous job
   * the browser that made it. False for an unknown job.
   */
  isMadeBy(jobId: string, caller: { userId?: string | null; browserKey?: string | null }): Promise<boolean>;
  /** The jobs that are versions of a job (a paid job's home re-analysed, decision 091), however deep. */
  versionsOf(jobId: string): Promise<string[]>;
  /** The jobs a job is a version of, nearest first. */
  ancestorsOf(jobId: string): Promise<string[]>;
}

function propertyOf(analysis: QueryResultResponse | null): JobProperty | null {
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

/**
 * The reader over a jobs repository. `complete` completes a stored result as the API answers it
 * (the owner's sales among its comparables, decision 249), so every module reads the same result.
 */
export function createAnalysisJobReader(
  jobs: AnalysisRepository,
  complete?: ResultCompletion,
): AnalysisJobReader {
  const result = (jobId: string) => loadAnalysisResult(jobs, jobId, complete ? { complete } : {});
  return {
    result,
    property: async (jobId) => propertyOf(await result(jobId)),
    async home(jobId) {
      const job = await jobs.find(jobId);
      if (!job) return null;
      const property = propertyOf(await result(jobId));
      return { propertyId: job.propertyId ?? null, propertyKey: property?.propertyKey ?? null };
    },
    async owner(jobId) {
      const job = await jobs.find(jobId);
      return job ? { userId: job.userId } : null;
    },
    async isMadeBy(jobId, caller) {
      const job = await jobs.find(jobId);
      return (
        job !== null && isJobOf(job, { userId: caller.userId ?? null, browserKey: caller.browserKey ?? null })
      );
    },
    versionsOf: (jobId) => jobs.versionsOf(jobId),
    ancestorsOf: (jobId) => jobs.ancestorsOf(jobId),
  };
}
