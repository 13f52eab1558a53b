import { orderHeaders } from '#features/appeals/api/order-headers.ts';
import { fileNameFromDisposition } from '#features/appeals/utils/download-file.ts';
import { authFetch, errorMessageOf, readBody } from '#lib/api-client.ts';

/** The server route that draws an order's appeal document again (decision 133). */
export const appealPdfPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/appeal-pdf`;

/**
 * My appeals' "Download appeal form (PDF)": the order's appeal document (the informal review
 * request or the formal application, as last generated, else as the draft holds it), fetched with
 * the caller's credentials (account and/or this browser's guest token).
 */
export async function getAppealPdf(
  orderId: string,
  orderToken: string | null,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await authFetch(appealPdfPath(orderId), {
    headers: { ...orderHeaders(orderToken), Accept: 'application/pdf' },
  });
  if (!response.ok) throw new Error(errorMessageOf(await readBody(response), response.status));
  return {
    blob: new Blob([await response.arrayBuffer()], { type: 'application/pdf' }),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), 'appeal_form.pdf'),
  };
}
