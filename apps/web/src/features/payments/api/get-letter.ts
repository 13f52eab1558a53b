import { REPORT_PATHS } from '@homie/contracts/appeals-report';
import { useMutation } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { paymentHeaders } from '../utils/payment-headers.ts';

/**
 * The appeal letter page (served by the appeals module) as a Blob. It needs the caller's credentials,
 * so it is fetched here and shown from a blob URL rather than opened as a plain link.
 */
export async function getLetter(historyId: string): Promise<Blob> {
  const { blob } = await request(REPORT_PATHS.html(historyId), {
    auth: true,
    headers: { ...paymentHeaders(), Accept: 'text/html' },
    read: 'blob',
  });
  return new Blob([blob], { type: 'text/html' });
}

/** "View your letter" as a mutation (a download started by a button; nothing to cache). */
export function useLetter() {
  return useMutation({ mutationFn: getLetter });
}
