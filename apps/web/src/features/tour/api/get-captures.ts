import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOUR_API, type TourCapture, tourCaptureListSchema } from '@homie/contracts/tour';
import { request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';

/** GET /api/tour/captures/: the signed-in user's evidence captures, newest first. */
export async function getCaptures(): Promise<TourCapture[]> {
  return (await request(TOUR_API.captures, { auth: true, schema: tourCaptureListSchema })).captures;
}

export const capturesQueryKey = (userKey: string | undefined) => ['tour', 'captures', userKey] as const;

export const capturesQueryOptions = (userKey: string | undefined) =>
  queryOptions({ queryKey: capturesQueryKey(userKey), queryFn: getCaptures });

export function useCaptureUserKey(): string | undefined {
  return useSessionStore((state) => state.user?.user_id ?? state.user?.email);
}

export function useCaptures() {
  const userKey = useCaptureUserKey();
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return useQuery({ ...capturesQueryOptions(userKey), enabled: isAuthenticated });
}
