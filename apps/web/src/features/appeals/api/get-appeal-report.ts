import { type AppealReport, appealReportSchema, REPORT_PATHS } from '@homie/contracts/appeals-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { orderHeaders } from '#lib/order-headers.ts';

/** GET the paid job's appeal report (letter, comparables, filing facts, next steps). */
export function getAppealReport(jobId: string, orderToken: string | null): Promise<AppealReport> {
  return request(REPORT_PATHS.report(jobId), {
    auth: true,
    headers: orderHeaders(orderToken),
    schema: appealReportSchema,
  });
}

export const appealReportQueryKey = (jobId: string | null) => ['appeals', 'report', jobId] as const;

export const appealReportQueryOptions = (jobId: string | null, orderToken: string | null) =>
  queryOptions({
    queryKey: appealReportQueryKey(jobId),
    queryFn: () => getAppealReport(jobId!, orderToken),
    enabled: Boolean(jobId),
    retry: false,
  });

export function useAppealReport(jobId: string | null, orderToken: string | null) {
  return useQuery(appealReportQueryOptions(jobId, orderToken));
}
