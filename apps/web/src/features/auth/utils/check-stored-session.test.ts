import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#lib/session-store.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { storeSession } from '#test/render-app.tsx';
import { checkStoredSession } from './check-stored-session.ts';

const user = { user_id: 'u1', email: 'ana@example.com', first_name: 'Ana' };

describe('start-up session check (spec §4)', () => {
  it('signs out without calling the server when a token is missing', async () => {
    localStorage.setItem('accessToken', 'access-1');
    const api = mockFetch({});
    await checkStoredSession();
    expect(api.requests).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('a valid access token signs in with the stored user', async () => {
    storeSession(user);
    const api = mockFetch({ 'POST /api/auth/verify/': () => json({ valid: true }) });
    await checkStoredSession();
    expect(api.requests[0]?.body).toEqual({ token: 'access-1' });
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, user });
  });

  it('an invalid access token is refreshed', async () => {
    storeSession(user);
    mockFetch({
      'POST /api/auth/verify/': () => json({ error: 'Token is invalid or expired' }, 401),
      'POST /api/auth/token/refresh/': () => json({ access: 'access-2', refresh: 'refresh-2' }),
    });
    await checkStoredSession();
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      user,
    });
    expect(localStorage.getItem('accessToken')).toBe('access-2');
  });

  it('a failed refresh clears the session', async () => {
    storeSession(user);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'POST /api/auth/verify/': () => json({}, 401),
      'POST /api/auth/token/refresh/': () => json({}, 401),
    });
    await checkStoredSession();
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: null,
    });
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('any error in the check clears the session', async () => {
    storeSession(user);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'POST /api/auth/verify/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await checkStoredSession();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
