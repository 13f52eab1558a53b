import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Profile } from '@homie/contracts/auth';
import { AUTH_API } from '@homie/contracts/auth-constants';
import { request } from '#lib/api-client.ts';
import { updateSessionUser, useSessionStore } from '#lib/session-store.ts';

/**
 * GET /api/auth/profile/ through the authenticated helper, checked by the contract's profile schema;
 * the first name joins the stored user. The schema loads with the first call, not with the page: the
 * nav bar asks for the profile on every page (decision 084).
 */
export async function getProfile(): Promise<Profile> {
  const { profileResponseSchema } = await import('@homie/contracts/auth');
  const profile = await request(AUTH_API.profile, { auth: true, schema: profileResponseSchema });
  updateSessionUser({ first_name: profile.first_name });
  return profile;
}

export const profileQueryOptions = (userKey: string | undefined) =>
  queryOptions({ queryKey: ['auth', 'profile', userKey], queryFn: getProfile, retry: false });

/** The signed-in user's profile; failures are only logged (spec §7). */
export function useProfile() {
  const userKey = useSessionStore((state) => state.user?.user_id ?? state.user?.email);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const query = useQuery({ ...profileQueryOptions(userKey), enabled: isAuthenticated });
  useEffect(() => {
    if (query.error) console.warn('Could not load the profile', query.error);
  }, [query.error]);
  return query;
}

/**
 * The profile if a screen has already asked for it (the account page, the dashboard), without asking:
 * the language switcher reads the account's language from it (decision 253).
 */
export function useCachedProfile() {
  const userKey = useSessionStore((state) => state.user?.user_id ?? state.user?.email);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return useQuery({
    ...profileQueryOptions(userKey),
    enabled: false,
    select: (p) => (isAuthenticated ? p : null),
  });
}
