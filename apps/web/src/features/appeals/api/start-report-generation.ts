import { REPORT_PATHS, startReportResponseSchema } from '@homie/contracts/appeals-report';
import { request } from '#lib/api-client.ts';
import { orderHeaders } from './order-headers.ts';

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
