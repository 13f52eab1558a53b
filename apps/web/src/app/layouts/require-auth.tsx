import { Navigate, Outlet, useLocation } from 'react-router';
import { SIGNED_OUT_REDIRECT } from '#config/paths.ts';
import { useAuth } from '#features/auth/components/auth-context.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { PageSpinner } from './page-spinner.tsx';

/** Where the guard came from: the landing page opens Sign In and returns here after success. */
export interface GuardRedirectState {
  from: string;
}

/**
 * The dashboard guard (spec §2, §6): a spinner while the session check runs; signed-out visitors go
 * to / with the page they wanted in navigation state. After choosing Logout they simply go to /.
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const isSignedOutByUser = useSessionStore((state) => state.isSignedOutByUser);
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated && isSignedOutByUser) return <Navigate to={SIGNED_OUT_REDIRECT} replace />;
  if (!isAuthenticated) {
    const state: GuardRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={SIGNED_OUT_REDIRECT} replace state={state} />;
  }
  return <Outlet />;
}
