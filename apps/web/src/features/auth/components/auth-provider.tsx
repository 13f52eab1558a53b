import { type ReactNode, useEffect, useMemo } from 'react';
import { logout, request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { useVerifyToken } from '../api/verify-token.ts';
import { checkStoredSessionOnce } from '../utils/check-stored-session.ts';
import { type AuthContextValue, AuthContext } from './auth-context.ts';

/** The provider's authenticated request: `request()` with the Bearer token. */
const authRequest: AuthContextValue['authRequest'] = (path, options) =>
  request(path, { ...options, auth: true });

/** Checks the stored session once at start and shares the session with the tree. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const accessToken = useSessionStore((state) => state.accessToken);
  const user = useSessionStore((state) => state.user);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const isLoading = useSessionStore((state) => state.isLoading);

  const { mutateAsync: verify } = useVerifyToken();

  useEffect(() => {
    void checkStoredSessionOnce(verify);
  }, [verify]);

  const value = useMemo<AuthContextValue>(
    () => ({ accessToken, user, isAuthenticated, isLoading, logout, authRequest }),
    [accessToken, user, isAuthenticated, isLoading],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
