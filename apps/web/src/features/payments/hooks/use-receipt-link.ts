import { ORDER_QUERY_PARAM, RECEIPT_KEY_FRAGMENT } from '@homie/contracts/paid-orders';
import { useEffect, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { useRestoreOrder } from '../api/restore-order.ts';

export type ReceiptLinkState = { kind: 'none' } | { kind: 'restoring' } | { kind: 'failed'; message: string };

function receiptKeyOf(location: Location): { orderId: string; key: string } | null {
  const key = new URLSearchParams(location.hash.replace(/^#/, '')).get(RECEIPT_KEY_FRAGMENT);
  const orderId = new URLSearchParams(location.search).get(ORDER_QUERY_PARAM);
  return key && orderId ? { orderId, key } : null;
}

/**
 * The receipt's link back to a guest's order (decision 211): /fill-form?order=…#receipt=KEY. The
 * key is traded once for the order's token, kept like the one issued at checkout; the fragment is
 * then taken off the address bar (and out of the history), so it is not left on screen.
 */
export function useReceiptLink(): ReceiptLinkState {
  const { mutateAsync: restore } = useRestoreOrder();
  const [state, setState] = useState<ReceiptLinkState>(() =>
    typeof window !== 'undefined' && receiptKeyOf(window.location) ? { kind: 'restoring' } : { kind: 'none' },
  );
  useEffect(() => {
    const link = receiptKeyOf(window.location);
    if (!link) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    restore(link)
      .then(() => setState({ kind: 'none' }))
      .catch((error: unknown) => {
        setState({
          kind: 'failed',
          message: error instanceof ApiError && error.message ? error.message : 'Please try again.',
        });
      });
  }, [restore]);
  return state;
}
