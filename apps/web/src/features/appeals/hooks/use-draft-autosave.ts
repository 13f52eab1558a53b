import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@homie/contracts/paid-orders';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { saveDraft } from '../api/appeal-draft.ts';

export type DraftSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the appeal form to the order's draft a moment after the owner stops typing (decision 107),
 * as a TanStack mutation (its state is the status line), and once more, with keepalive, when the
 * page is hidden or unloaded, so a reload loses nothing.
 */
export function useDraftAutosave(input: {
  orderId: string | null | undefined;
  orderToken: string | null;
  route: AppealRoute;
  info: AppealPropertyInfo;
  comparables: ComparableSale[];
}): { status: DraftSaveStatus; error: string | null } {
  const { orderId, orderToken, route, info, comparables } = input;
  const first = useRef(true);
  const dirty = useRef(false);
  const latest = useRef({ route, property_info: info, comparable_sales: comparables });
  const save = useMutation({
    mutationFn: (draft: typeof latest.current) => saveDraft(orderId!, orderToken, draft),
    onError: () => {
      dirty.current = true;
    },
  });
  const { mutate } = save;
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
      mutate(latest.current);
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [orderId, orderToken, route, info, comparables, mutate]);

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

  const status: DraftSaveStatus = save.isPending
    ? 'saving'
    : save.isError
      ? 'error'
      : save.isSuccess
        ? 'saved'
        : 'idle';
  return { status, error: save.isError ? save.error.message || 'Please check your connection.' : null };
}
