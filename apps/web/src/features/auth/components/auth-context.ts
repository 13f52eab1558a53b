import type { SessionUser } from '@homie/contracts/auth-constants';
import { createContext, useContext } from 'react';
import type { RequestOptions } from '#lib/api-client.ts';

/** What the auth provider exposes (spec §3): the session, logout and the authenticated request helper. */
export interface AuthContextValue {
  accessToken: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  logout: (reason?: 'user' | 'expired') => Promise<void>;
  /** `request()` with the Bearer token (and its one refresh-and-retry on 401). */
  authRequest: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'auth'>) => Promise<T>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session; throws when used outside `<AuthProvider>` (spec §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
