import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '#features/auth/components/auth-context.ts';
import { isSafeReturnPath, useAuthDialogStore } from '#features/auth/stores/auth-dialog-store.ts';
import { acknowledgeSignOut, useSessionStore } from '#lib/session-store.ts';
import type { GuardRedirectState } from './require-auth.tsx';

/**
 * After the guard sent a visitor here, opens the Sign In dialog remembering where they were going;
 * a successful sign-in then navigates there. The navigation state is dropped so a reload does not
 * reopen the dialog. Reaching a public page also ends the "logged out by choice" state, so a later
 * visit to a guarded page remembers its origin again.
 */
export function useGuardReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuth();
  const openSignIn = useAuthDialogStore((state) => state.openSignIn);
  const from = (location.state as Partial<GuardRedirectState> | null)?.from;
  const isSignedOutByUser = useSessionStore((state) => state.isSignedOutByUser);

  useEffect(() => {
    if (isSignedOutByUser) acknowledgeSignOut();
  }, [isSignedOutByUser]);

  useEffect(() => {
    if (isLoading || !isSafeReturnPath(from)) return;
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    if (isAuthenticated) void navigate(from);
    else openSignIn(from);
  }, [
    from,
    isAuthenticated,
    isLoading,
    location.pathname,
    location.search,
    location.hash,
    navigate,
    openSignIn,
  ]);
}
