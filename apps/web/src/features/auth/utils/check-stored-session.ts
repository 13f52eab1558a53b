import { refreshAccessToken } from '#lib/api-client.ts';
import { clearSession, markSessionValid, readStoredSession, useSessionStore } from '#lib/session-store.ts';
import { verifyToken } from '../api/verify-token.ts';

/**
 * The start-up check of spec §4: both stored tokens are needed; a valid access token signs in with
 * the stored user; otherwise one refresh is tried; anything else (or any error) clears the session.
 */
export async function checkStoredSession(): Promise<void> {
  try {
    const stored = await readStoredSession();
    if (!stored.accessToken || !stored.refreshToken) {
      clearSession();
      return;
    }
    useSessionStore.setState({ ...stored, isLoading: true });
    if (await verifyToken(stored.accessToken)) {
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
export function checkStoredSessionOnce(): Promise<void> {
  startupCheck ??= checkStoredSession();
  return startupCheck;
}

/** Test hook: forget that the check ran. */
export function resetStartupCheck(): void {
  startupCheck = null;
}
