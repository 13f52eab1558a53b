import { refreshAccessToken } from '#lib/api-client.ts';
import { clearSession, markSessionValid, readStoredSession, useSessionStore } from '#lib/session-store.ts';
import { verifyToken } from '../api/verify-token.ts';

/** How the check asks whether a token is valid (AuthProvider passes the endpoint's mutation). */
type Verify = (token: string) => Promise<boolean>;

/**
 * The start-up check of spec §4: both stored tokens are needed; a valid access token signs in with
 * the stored user; otherwise one refresh is tried; anything else (or any error) clears the session.
 */
export async function checkStoredSession(verify: Verify = verifyToken): Promise<void> {
  try {
    const stored = await readStoredSession();
    if (!stored.accessToken || !stored.refreshToken) {
      clearSession();
      return;
    }
    useSessionStore.setState({ ...stored, isLoading: true });
    if (await verify(stored.accessToken)) {
      markSessionValid();
      return;
    }
    if (await refreshAccessToken()) {
      markSessionValid();
      return;
    }
    clearSession();
  } catch (error) {
    console.warn('Session check failed; signing out.', error);
    clearSession();
  }
}

let startupCheck: Promise<void> | null = null;

/** Runs the start-up check once per page load, however many times it is asked for. */
export function checkStoredSessionOnce(verify?: Verify): Promise<void> {
  startupCheck ??= checkStoredSession(verify);
  return startupCheck;
}

/** Test hook: forget that the check ran. */
export function resetStartupCheck(): void {
  startupCheck = null;
}
