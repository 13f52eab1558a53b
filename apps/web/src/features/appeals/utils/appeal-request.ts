import {
  type AppealPropertyInfo,
  type AppealRoute,
  type ComparableSale,
  isComparableComplete,
} from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';

export interface AppealRequestBody {
  county: CountyKey;
  property_info: AppealPropertyInfo;
  comparable_sales: ComparableSale[];
  job_id: string | null;
  /** The document to prepare (decision 099); the server recommends one when absent. */
  route?: AppealRoute;
}

/**
 * The request both fill-form calls send (spec §3). Only comparables with address, sale date and
 * sale price filled are sent (§5); `sentIndex` maps each sent comparable back to its row on screen.
 */
export function buildAppealRequest(input: {
  county: CountyKey;
  info: AppealPropertyInfo;
  comparables: ComparableSale[];
  jobId: string | null;
  route?: AppealRoute;
}): { body: AppealRequestBody; sentIndex: number[] } {
  const sentIndex: number[] = [];
  const comparable_sales = input.comparables.filter((comp, index) => {
    if (!isComparableComplete(comp)) return false;
    sentIndex.push(index);
    return true;
  });
  return {
    body: {
      county: input.county,
      property_info: input.info,
      comparable_sales,
      job_id: input.jobId,
      ...(input.route ? { route: input.route } : {}),
    },
    sentIndex,
  };
}
