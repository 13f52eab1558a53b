import { REPORT_PATHS } from '@homie/contracts/appeals-report';
import { authFetch, errorMessageOf, readBody } from '#lib/api-client.ts';
import { paymentHeaders } from './payment-headers.ts';

/**
 * The appeal letter page (served by the appeals module) as a Blob. It needs the caller's credentials,
 * so it is fetched here and shown from a blob URL rather than opened as a plain link.
 */
export async function getLetter(historyId: string): Promise<Blob> {
  const response = await authFetch(REPORT_PATHS.html(historyId), {
    headers: { ...paymentHeaders(), Accept: 'text/html' },
  });
  if (!response.ok) throw new Error(errorMessageOf(await readBody(response), response.status));
  return new Blob([await response.arrayBuffer()], { type: 'text/html' });
}
