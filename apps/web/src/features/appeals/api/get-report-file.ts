import { REPORT_PATHS } from '@homie/contracts/appeals-report';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { fileNameFromDisposition } from '#lib/download-file.ts';
import { orderHeaders } from '#lib/order-headers.ts';

/** The report as a PDF or as its HTML page, fetched with the caller's credentials. */
export async function getReportFile(
  jobId: string,
  orderToken: string | null,
  kind: 'pdf' | 'html',
): Promise<{ blob: Blob; fileName: string }> {
  const path = kind === 'pdf' ? REPORT_PATHS.pdf(jobId) : REPORT_PATHS.html(jobId);
  const { blob, headers } = await request(path, {
    auth: true,
    headers: { ...orderHeaders(orderToken), Accept: kind === 'pdf' ? 'application/pdf' : 'text/html' },
    read: 'blob',
  });
  const type = kind === 'pdf' ? 'application/pdf' : 'text/html';
  return {
    blob: new Blob([blob], { type }),
    fileName: fileNameFromDisposition(headers.get('Content-Disposition'), 'appeal_report.pdf'),
  };
}

/**
 * A report download started by a button, as a mutation (it holds no server state to cache): the
 * caller awaits `mutateAsync` and saves or opens the file.
 */
export function useReportFile() {
  return useMutation({
    mutationFn: ({
      jobId,
      orderToken,
      kind,
    }: {
      jobId: string;
      orderToken: string | null;
      kind: 'pdf' | 'html';
    }) => getReportFile(jobId, orderToken, kind),
  });
}
