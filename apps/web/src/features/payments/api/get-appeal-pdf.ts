import { API_PATHS, apiPath } from '@homie/contracts/routes';
import { orderHeaders } from '#lib/order-headers.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { fileNameFromDisposition } from '#lib/download-file.ts';

/** The server route that draws an order's appeal document again (decision 133). */
const appealPdfPath = (orderId: string) => apiPath(API_PATHS.orders.appealPdf, { order_id: orderId });

/**
 * My appeals' "Download appeal form (PDF)": the order's appeal document (the informal review
 * request or the formal application, as last generated, else as the draft holds it), fetched with
 * the caller's credentials (account and/or this browser's guest token).
 */
export async function getAppealPdf(
  orderId: string,
  orderToken: string | null,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, headers } = await request(appealPdfPath(orderId), {
    auth: true,
    headers: { ...orderHeaders(orderToken), Accept: 'application/pdf' },
    read: 'blob',
  });
  return {
    blob: new Blob([blob], { type: 'application/pdf' }),
    fileName: fileNameFromDisposition(headers.get('Content-Disposition'), 'appeal_form.pdf'),
  };
}

/**
 * My appeals' download started by a button, as a mutation (it holds no server state to cache): the
 * caller awaits `mutateAsync` and saves the file.
 */
export function useAppealPdf() {
  return useMutation({
    mutationFn: ({ orderId, orderToken }: { orderId: string; orderToken: string | null }) =>
      getAppealPdf(orderId, orderToken),
  });
}
