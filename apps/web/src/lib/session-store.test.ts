import { describe, expect, it } from 'vitest';
import {
  clearSession,
  readStoredSession,
  saveSession,
  updateSessionUser,
  useSessionStore,
} from './session-store.ts';

describe('session store', () => {
  it('keeps the session under accessToken, refreshToken and user (JSON)', () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: { user_id: 'u1', email: 'a@b.co' } });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ user_id: 'u1', email: 'a@b.co' });
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
  });

  it('merges profile facts into the stored user', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: { user_id: 'u1', email: 'a@b.co' } });
    updateSessionUser({ first_name: 'Ana' });
    expect((await readStoredSession()).user).toEqual({ user_id: 'u1', email: 'a@b.co', first_name: 'Ana' });
  });

  it('reads a malformed user entry as no user', async () => {
    localStorage.setItem('user', '{not json');
    expect((await readStoredSession()).user).toBeNull();
    localStorage.setItem('user', JSON.stringify({ nope: 1 }));
    expect((await readStoredSession()).user).toBeNull();
  });

  it('clearSession removes all three keys', () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: { email: 'a@b.co' } });
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: null,
      isAuthenticated: false,
      isLoading: false,
    });
  });
});
