import { useAuthDialogStore } from '#features/auth/stores/auth-dialog-store.ts';
import { resetStartupCheck } from '#features/auth/utils/check-stored-session.ts';
import { useSessionStore } from '#lib/session-store.ts';

/** Puts module-level state (session, dialogs, the once-per-load check) back to a fresh page load. */
export function resetAppState(): void {
  resetStartupCheck();
  useSessionStore.setState({
    accessToken: null,
    refreshToken: null,
    user: null,
    isAuthenticated: false,
    isLoading: true,
    isSignedOutByUser: false,
  });
  useAuthDialogStore.setState({ open: null, returnTo: null });
}
