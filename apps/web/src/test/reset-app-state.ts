import { useAuthDialogStore } from '#features/auth/stores/auth-dialog-store.ts';
import { resetStartupCheck } from '#features/auth/utils/check-stored-session.ts';
import { LOCALE_COOKIE } from '@homie/contracts/locales';
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
  // The language a test chose (decision 253): the next test starts in English again.
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the switcher writes.
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
}
