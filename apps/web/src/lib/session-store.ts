/**
 * The session (spec §3, §4): tokens and user, mirrored in localStorage under the keys accessToken,
 * refreshToken and user (JSON text). Read it with `useSessionStore`; change it only through the
 * functions below so memory and storage never disagree.
 */
import { SESSION_STORAGE_KEYS, type SessionUser } from '@homie/contracts/auth-constants';
import { create } from 'zustand';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True until the start-up check (verify, then refresh) has finished. */
  isLoading: boolean;
  /** True after the user chose to log out (not when a session expired): guards then forget the page. */
  isSignedOutByUser: boolean;
}

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The tokens as browser storage holds them (another tab may have written newer ones). */
export function readStoredTokens(): Pick<StoredSession, 'accessToken' | 'refreshToken'> {
  const store = storage();
  return {
    accessToken: store?.getItem(SESSION_STORAGE_KEYS.accessToken) ?? null,
    refreshToken: store?.getItem(SESSION_STORAGE_KEYS.refreshToken) ?? null,
  };
}

/**
 * The session as browser storage holds it; a malformed user entry reads as null. The user entry is
 * checked with the contract's `sessionUserSchema` (zod/mini), loaded here rather than with the first
 * page (decision 151): the start-up check reads it only when both tokens are stored.
 */
export async function readStoredSession(): Promise<StoredSession> {
  const rawUser = storage()?.getItem(SESSION_STORAGE_KEYS.user) ?? null;
  let user: SessionUser | null = null;
  if (rawUser) {
    const { sessionUserSchema } = await import('@homie/contracts/auth-session');
    try {
      user = sessionUserSchema.safeParse(JSON.parse(rawUser)).data ?? null;
    } catch {
      user = null;
    }
  }
  return { ...readStoredTokens(), user };
}

/** Until the start-up check has read the stored user (checkStoredSession), the session has none. */
export const useSessionStore = create<SessionState>(() => ({
  ...readStoredTokens(),
  user: null,
  isAuthenticated: false,
  isLoading: true,
  isSignedOutByUser: false,
}));

/** Signs in: keeps tokens and user in memory and in storage, and ends loading. */
export function saveSession(session: { accessToken: string; refreshToken: string; user: SessionUser }): void {
  const store = storage();
  store?.setItem(SESSION_STORAGE_KEYS.accessToken, session.accessToken);
  store?.setItem(SESSION_STORAGE_KEYS.refreshToken, session.refreshToken);
  store?.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(session.user));
  useSessionStore.setState({ ...session, isAuthenticated: true, isLoading: false, isSignedOutByUser: false });
}

/** Replaces the tokens after a refresh; the refresh token stays when the server sent none. */
export function saveTokens(accessToken: string, refreshToken?: string): void {
  const store = storage();
  store?.setItem(SESSION_STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) store?.setItem(SESSION_STORAGE_KEYS.refreshToken, refreshToken);
  useSessionStore.setState((state) => ({ accessToken, refreshToken: refreshToken ?? state.refreshToken }));
}

/** Merges profile facts (e.g. first_name) into the stored user. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const { user } = useSessionStore.getState();
  if (!user) return;
  const next = { ...user, ...patch };
  storage()?.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(next));
  useSessionStore.setState({ user: next });
}

/** Signs out locally: forgets tokens and user everywhere and ends loading. */
export function clearSession(options: { byUser?: boolean } = {}): void {
  const store = storage();
  for (const key of Object.values(SESSION_STORAGE_KEYS)) store?.removeItem(key);
  useSessionStore.setState({
    accessToken: null,
    refreshToken: null,
    user: null,
    isAuthenticated: false,
    isLoading: false,
    isSignedOutByUser: options.byUser ?? false,
  });
}

/** Forgets that the last sign-out was the user's choice (once a public page has been reached). */
export function acknowledgeSignOut(): void {
  if (useSessionStore.getState().isSignedOutByUser) useSessionStore.setState({ isSignedOutByUser: false });
}

/**
 * Resolves once the start-up check has finished (at once when it has): an action that differs for a
 * guest and a signed-in owner, pressed before the check ends (a click kept from before the app ran),
 * waits for it rather than taking the owner for a guest.
 */
export function sessionChecked(): Promise<void> {
  if (!useSessionStore.getState().isLoading) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (state.isLoading) return;
      stop();
      resolve();
    });
  });
}

/** Marks the stored session as checked and valid. */
export function markSessionValid(): void {
  useSessionStore.setState({ isAuthenticated: true, isLoading: false });
}
