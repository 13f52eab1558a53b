import { californiaDate, regularAppealSale } from '@homie/contracts/appeal-calendar';
import { type NoticeFields, noticeAppealOf } from '@homie/contracts/notice-appeals';
import { COUNTY_NOT_SUPPORTED_MESSAGE } from '@homie/contracts/county-detection';
import { outdatedAnalysisMessage, tooFewComparablesMessage } from '@homie/contracts/payments';
import {
  type AnalysisJobReader,
  countyOfAnalysis,
  type JobHome,
} from '#modules/properties/properties.plugin.ts';

/** Whether a plan can be bought for an analysis job. */
export type JobCheck = 'payable' | 'not_found' | 'not_completed' | 'unsupported_county';

export const JOB_MESSAGES: Record<Exclude<JobCheck, 'payable'>, string> = {
  not_found: 'Analysis not found. Please run the analysis again.',
  not_completed: 'This analysis did not finish. Please run it again before choosing a plan.',
  // Nobody pays for an appeal package their county's forms cannot be prepared for.
  unsupported_county: COUNTY_NOT_SUPPORTED_MESSAGE,
};

/**
 * A plan is sold only for a completed analysis of a property in a supported county. The job is read
 * through the properties module's reader (analysis-jobs.ts), the one way other modules read jobs.
 */
export async function checkJob(jobs: AnalysisJobReader, jobId: string): Promise<JobCheck> {
  const analysis = await jobs.result(jobId);
  if (!analysis) return 'not_found';
  if (!analysis.success || !analysis.property_info) return 'not_completed';
  return countyOfAnalysis(analysis) ? 'payable' : 'unsupported_county';
}

/** Why no new plan is sold for a job's home, with the code its 409 answer carries. */
export interface SaleRefusal {
  code:
    | 'filing_period_closed'
    | 'analysis_outdated'
    | 'too_few_comparables'
    | 'notice_invalid'
    | 'notice_period_closed';
  message: string;
}

/**
 * Why no new plan can be bought for a job's home today, or null when one can. A regular appeal is
 * sold from the roll year's lien date until its county's last filing day, never in the closed period
 * after it (decision 225), only for a result valued on that roll year's lien date (decision 236), and
 * never without the comparable sales a package needs (decision 227).
 * An appeal that answers a notice (decision 246) is sold in any period while its own limit runs (60
 * days or six months from the notice's mailing); its package is valued at the notice's value date.
 * An order already paid is not a sale: it continues (or upgrades).
 */
export async function saleRefusal(
  jobs: AnalysisJobReader,
  jobId: string,
  now: Date,
  notice: NoticeFields | null = null,
): Promise<SaleRefusal | null> {
  // One read of the job: its county, its valuation's roll year and its comparables.
  const result = await jobs.result(jobId);
  const county = countyOfAnalysis(result);
  if (notice) {
    const check = noticeAppealOf(notice, californiaDate(now));
    if (!check.ok) return { code: 'notice_invalid', message: Object.values(check.errors).join('. ') };
    if (check.appeal && !check.appeal.open)
      return { code: 'notice_period_closed', message: check.appeal.message };
  } else {
    const sale = county ? regularAppealSale(county, now) : null;
    if (sale?.closedMessage) return { code: 'filing_period_closed', message: sale.closedMessage };
    const valuedFor = result?.valuation?.roll_year;
    const outdated = sale && valuedFor ? outdatedAnalysisMessage(valuedFor, sale.rollYear) : null;
    if (outdated) return { code: 'analysis_outdated', message: outdated };
  }
  const found = result?.comparable_properties?.length ?? 0;
  const tooFew = tooFewComparablesMessage(found);
  return tooFew ? { code: 'too_few_comparables', message: tooFew } : null;
}

/**
 * Two jobs are of the same home (decision 133): the same property id when both have one, else the
 * same normalised street (+ unit) and ZIP (contracts/address.ts).
 */
export function sameHome(a: JobHome, b: JobHome): boolean {
  if (a.propertyId !== null && b.propertyId !== null) return a.propertyId === b.propertyId;
  return a.propertyKey !== null && a.propertyKey === b.propertyKey;
}
