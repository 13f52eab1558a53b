import { describe, expect, it, vi } from 'vitest';
import { hang, json, mockFetch } from '#test/mock-fetch.ts';
import { ApiError, apiRequest, authFetch, authRequest, logout, RequestTimeoutError } from './api-client.ts';
import { onLogout } from './session-events.ts';
import { saveSession, useSessionStore } from './session-store.ts';

function signIn() {
  saveSession({
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    user: { user_id: 'u1', email: 'a@b.co' },
  });
}

describe('authFetch', () => {
  it('sends the Bearer access token', async () => {
    signIn();
    const api = mockFetch({ 'GET /api/thing/': () => json({ ok: true }) });
    await expect(authRequest('/api/thing/')).resolves.toEqual({ ok: true });
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('on a 401 refreshes once, keeps the rotated refresh token and retries once', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/thing/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access'
          ? json({ ok: true })
          : json({ error: 'expired' }, 401),
      'POST /api/auth/token/refresh/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
    });
    await expect(authRequest('/api/thing/')).resolves.toEqual({ ok: true });
    expect(api.calls('POST /api/auth/token/refresh/')[0]?.body).toEqual({ refresh: 'old-refresh' });
    expect(api.calls('GET /api/thing/')).toHaveLength(2);
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(useSessionStore.getState().accessToken).toBe('new-access');
  });

  it('keeps the old refresh token when the server sends none', async () => {
    signIn();
    mockFetch({
      'GET /api/thing/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? json({}) : json({}, 401),
      'POST /api/auth/token/refresh/': () => json({ access: 'new-access' }),
    });
    await authFetch('/api/thing/');
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
  });

  it('retries only once: a second 401 is returned as is', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/thing/': () => json({ error: 'nope' }, 401),
      'POST /api/auth/token/refresh/': () => json({ access: 'new-access', refresh: 'r2' }),
    });
    await expect(authRequest('/api/thing/')).rejects.toMatchObject({ status: 401, message: 'nope' });
    expect(api.calls('GET /api/thing/')).toHaveLength(2);
    expect(api.calls('POST /api/auth/token/refresh/')).toHaveLength(1);
  });

  it('logs out when the refresh fails', async () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/thing/': () => json({}, 401),
      'POST /api/auth/token/refresh/': () => json({ error: 'Token is invalid or expired' }, 401),
      'POST /api/auth/logout/': () => json({}, 401),
    });
    const response = await authFetch('/api/thing/');
    expect(response.status).toBe(401);
    expect(listener).toHaveBeenCalledOnce();
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: false,
      accessToken: null,
      user: null,
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    unsubscribe();
  });

  it('does not refresh without a refresh token', async () => {
    const api = mockFetch({ 'GET /api/thing/': () => json({}, 401) });
    expect((await authFetch('/api/thing/')).status).toBe(401);
    expect(api.requests).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/a/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? json(1) : json({}, 401),
      'POST /api/auth/token/refresh/': async () => json({ access: 'new-access', refresh: 'r2' }),
    });
    await Promise.all([authRequest('/api/a/'), authRequest('/api/a/'), authRequest('/api/a/')]);
    expect(api.calls('POST /api/auth/token/refresh/')).toHaveLength(1);
  });

  it('sends FormData as is, without a JSON content type', async () => {
    signIn();
    const api = mockFetch({ 'POST /api/upload/': () => json({}) });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/jpeg' }), 'frame.jpg');
    await authFetch('/api/upload/', { method: 'POST', body: form });
    expect(api.requests[0]?.body).toBe(form);
    expect(api.requests[0]?.headers.get('Content-Type')).toBeNull();
  });
});

describe('apiRequest', () => {
  it('throws ApiError with the server error text', async () => {
    mockFetch({ 'POST /api/x/': () => json({ error: 'Bad thing.' }, 400) });
    const failure = apiRequest('/api/x/', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/api/x/', { method: 'POST', body: {} })).rejects.toThrow('Bad thing.');
  });

  it('gives up after timeoutMs with RequestTimeoutError', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/slow/': hang });
    const pending = apiRequest('/api/slow/', { timeoutMs: 10_000 });
    const assertion = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
  });
});

describe('logout', () => {
  it('clears memory and storage even when the server call fails, and tells subscribers', async () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockFetch({
      'POST /api/auth/logout/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await logout();
    expect(listener).toHaveBeenCalledOnce();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    const call = api.calls('POST /api/auth/logout/')[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ refresh: 'old-refresh' });
    unsubscribe();
  });
});
