import { REPORT_PATHS } from '@homie/contracts/appeals-report';
import { authFetch, errorMessageOf, readBody } from '#lib/api-client.ts';
import { fileNameFromDisposition } from '../utils/download-file.ts';
import { orderHeaders } from './order-headers.ts';

/** The report as a PDF or as its HTML page, fetched with the caller's credentials. */
export async function getReportFile(
  jobId: string,
  orderToken: string | null,
  kind: 'pdf' | 'html',
): Promise<{ blob: Blob; fileName: string }> {
  const path = kind === 'pdf' ? REPORT_PATHS.pdf(jobId) : REPORT_PATHS.html(jobId);
  const response = await authFetch(path, {
    headers: { ...orderHeaders(orderToken), Accept: kind === 'pdf' ? 'application/pdf' : 'text/html' },
  });
  if (!response.ok) throw new Error(errorMessageOf(await readBody(response), response.status));
  const type = kind === 'pdf' ? 'application/pdf' : 'text/html';
  return {
    blob: new Blob([await response.arrayBuffer()], { type }),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), 'appeal_report.pdf'),
  };
}
