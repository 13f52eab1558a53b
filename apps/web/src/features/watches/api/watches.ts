import { apiPath } from '@homie/contracts/routes';
import {
  type NoticeKind,
  type Watch,
  WATCHES_API,
  type WatchRequest,
  watchConfirmResponseSchema,
  watchListSchema,
  watchSchema,
  watchUnsubscribeResponseSchema,
} from '@homie/contracts/watches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';

/** POST /api/watches: signed in, the account watches the home; else the visitor's address gets a link. */
export function watchHome(body: WatchRequest, signedIn: boolean): Promise<Watch> {
  return request(WATCHES_API.list, { method: 'POST', body, auth: signedIn, schema: watchSchema });
}

/** GET /api/watches: the signed-in owner's watched homes. */
export async function listWatches(): Promise<Watch[]> {
  return (await request(WATCHES_API.list, { auth: true, schema: watchListSchema })).watches;
}

/** DELETE /api/watches/:id. */
export async function removeWatch(id: string): Promise<void> {
  await request(apiPath(WATCHES_API.watch, { id }), { method: 'DELETE', auth: true });
}

/** POST /api/watches/confirm: the e-mailed link's token. */
export function confirmWatch(token: string) {
  return request(WATCHES_API.confirm, {
    method: 'POST',
    body: { token },
    schema: watchConfirmResponseSchema,
  });
}

/** POST /api/watches/unsubscribe?w=…&t=…: stops every reminder of the link's address. */
export function unsubscribeWatches(w: string, t: string) {
  const query = new URLSearchParams({ w, t }).toString();
  return request(`${WATCHES_API.unsubscribe}?${query}`, {
    method: 'POST',
    schema: watchUnsubscribeResponseSchema,
  });
}

/** GET /api/appeal-calendar.ics?job_id=…: the home's appeal dates as an iCalendar file (RFC 5545). */
export function getAppealDatesFile(
  jobId: string,
  signedIn: boolean,
  notice: { kind: NoticeKind; mailed_on: string } | null = null,
) {
  const query = new URLSearchParams({
    job_id: jobId,
    ...(notice ? { notice_kind: notice.kind, notice_mailed: notice.mailed_on } : {}),
  }).toString();
  return request(`${WATCHES_API.calendar}?${query}`, { auth: signedIn, read: 'blob' });
}

export const WATCHES_QUERY_ROOT = ['watches'] as const;

/** The signed-in owner's watched homes (none asked for signed out). */
export function useWatches() {
  const userId = useSessionStore((s) => (s.isAuthenticated ? (s.user?.user_id ?? 'signed-in') : null));
  return useQuery(
    queryOptions({
      queryKey: [...WATCHES_QUERY_ROOT, userId],
      queryFn: listWatches,
      enabled: userId !== null,
    }),
  );
}

export function useWatchHome() {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  return useMutation({
    mutationFn: (body: WatchRequest) => watchHome(body, signedIn),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHES_QUERY_ROOT }),
  });
}

export function useAppealDatesFile() {
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  return useMutation({
    mutationFn: ({
      jobId,
      notice,
    }: {
      jobId: string;
      notice: { kind: NoticeKind; mailed_on: string } | null;
    }) => getAppealDatesFile(jobId, signedIn, notice),
  });
}

export function useRemoveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHES_QUERY_ROOT }),
  });
}

export function useConfirmWatch() {
  return useMutation({ mutationFn: confirmWatch });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: ({ w, t }: { w: string; t: string }) => unsubscribeWatches(w, t) });
}
