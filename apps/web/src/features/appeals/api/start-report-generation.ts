import { REPORT_PATHS, startReportResponseSchema } from '@homie/contracts/appeals-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { appealReportQueryKey } from './get-appeal-report.ts';
import { orderHeaders } from '#lib/order-headers.ts';

/** POST /start_report_generation (spec §7): builds the paid job's full report from its analysis. */
export function startReportGeneration(jobId: string, orderToken: string | null) {
  return request(REPORT_PATHS.start, {
    auth: true,
    method: 'POST',
    body: { csv_path: `outputs/${jobId}/comparables.csv`, report_name: jobId },
    headers: orderHeaders(orderToken),
    schema: startReportResponseSchema,
  });
}

/** Starting the report as a mutation; once started, the job's report is read again. */
export function useStartReportGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, orderToken }: { jobId: string; orderToken: string | null }) =>
      startReportGeneration(jobId, orderToken),
    onSuccess: (_answer, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: appealReportQueryKey(jobId) }),
  });
}
