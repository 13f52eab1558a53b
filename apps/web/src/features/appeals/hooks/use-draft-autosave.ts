import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@homie/contracts/paid-orders';
import { useEffect, useRef, useState } from 'react';
import { saveDraft } from '../api/appeal-draft.ts';

export type DraftSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the appeal form to the order's draft a moment after the owner stops typing (decision 107),
 * and once more, with keepalive, when the page is hidden or unloaded, so a reload loses nothing.
 */
export function useDraftAutosave(input: {
  orderId: string | null | undefined;
  orderToken: string | null;
  route: AppealRoute;
  info: AppealPropertyInfo;
  comparables: ComparableSale[];
}): { status: DraftSaveStatus; error: string | null } {
  const { orderId, orderToken, route, info, comparables } = input;
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const first = useRef(true);
  const dirty = useRef(false);
  const latest = useRef({ route, property_info: info, comparable_sales: comparables });
  latest.current = { route, property_info: info, comparable_sales: comparables };

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the form restarts the debounce (the values are read from `latest`)
  useEffect(() => {
    if (!orderId) return;
    if (first.current) {
      first.current = false;
      return;
    }
    dirty.current = true;
    const timer = setTimeout(() => {
      dirty.current = false;
      setStatus('saving');
      saveDraft(orderId, orderToken, latest.current)
        .then(() => {
          setStatus('saved');
          setError(null);
        })
        .catch((err: unknown) => {
          dirty.current = true;
          setStatus('error');
          setError(err instanceof Error ? err.message : 'Please check your connection.');
        });
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [orderId, orderToken, route, info, comparables]);

  useEffect(() => {
    if (!orderId) return;
    const flush = () => {
      if (!dirty.current) return;
      dirty.current = false;
      void saveDraft(orderId, orderToken, latest.current, { keepalive: true }).catch(() => {
        dirty.current = true;
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [orderId, orderToken]);

  return { status, error };
}
