import { type AppealReport, appealReportSchema, REPORT_PATHS } from '@homie/contracts/appeals-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { appealReportQueryKey } from './get-appeal-report.ts';
import { orderHeaders } from '#lib/order-headers.ts';

/** PUT the owner's edited letter (Success plan); null restores the generated letter. */
export function updateAppealLetter(
  jobId: string,
  orderToken: string | null,
  letter: string | null,
): Promise<AppealReport> {
  return request(REPORT_PATHS.letter(jobId), {
    auth: true,
    method: 'PUT',
    body: { letter },
    headers: orderHeaders(orderToken),
    schema: appealReportSchema,
  });
}

export function useUpdateAppealLetter(jobId: string, orderToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (letter: string | null) => updateAppealLetter(jobId, orderToken, letter),
    onSuccess: (report) => queryClient.setQueryData(appealReportQueryKey(jobId), report),
  });
}
