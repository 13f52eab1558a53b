import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '#test/fake-xhr.ts';
import { hang, json, mockFetch } from '#test/mock-fetch.ts';
import { ApiError, logout, REFRESH_LOCK_NAME, request } from './api-client.ts';
import { onLogout } from './session-events.ts';
import { saveSession, useSessionStore } from './session-store.ts';

function signIn() {
  saveSession({
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    user: { user_id: 'u1', email: 'a@b.co' },
  });
}

describe('request with auth', () => {
  it('sends the Bearer access token', async () => {
    signIn();
    const api = mockFetch({ 'GET /api/thing/': () => json({ ok: true }) });
    await expect(request('/api/thing/', { auth: true })).resolves.toEqual({ ok: true });
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
    await expect(request('/api/thing/', { auth: true })).resolves.toEqual({ ok: true });
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
    await request('/api/thing/', { auth: true });
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
  });

  it("takes another tab's newer tokens from storage instead of presenting a used refresh token (decision 172)", async () => {
    signIn();
    // Another tab refreshed first: storage holds its rotated tokens, this tab still the old ones.
    localStorage.setItem('accessToken', 'tab-b-access');
    localStorage.setItem('refreshToken', 'tab-b-refresh');
    const api = mockFetch({
      'GET /api/thing/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer tab-b-access' ? json({ ok: true }) : json({}, 401),
      'POST /api/auth/token/refresh/': () => json({ error: 'Your session has ended.' }, 401),
    });
    await expect(request('/api/thing/', { auth: true })).resolves.toEqual({ ok: true });
    expect(api.calls('POST /api/auth/token/refresh/')).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'tab-b-access',
      refreshToken: 'tab-b-refresh',
    });
  });

  it('refreshes under the browser-wide lock, so tabs take turns (decision 172)', async () => {
    signIn();
    const held: string[] = [];
    const locks = {
      request: vi.fn(async (name: string, run: () => Promise<unknown>) => {
        held.push(name);
        return run();
      }),
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      const api = mockFetch({
        'GET /api/thing/': ({ headers }) =>
          headers.get('Authorization') === 'Bearer new-access' ? json({ ok: true }) : json({}, 401),
        'POST /api/auth/token/refresh/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
      });
      await expect(request('/api/thing/', { auth: true })).resolves.toEqual({ ok: true });
      expect(held).toEqual([REFRESH_LOCK_NAME]);
      expect(api.calls('POST /api/auth/token/refresh/')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('retries only once: a second 401 is returned as is', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/thing/': () => json({ error: 'nope' }, 401),
      'POST /api/auth/token/refresh/': () => json({ access: 'new-access', refresh: 'r2' }),
    });
    await expect(request('/api/thing/', { auth: true })).rejects.toMatchObject({
      status: 401,
      message: 'nope',
    });
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
    await expect(request('/api/thing/', { auth: true })).rejects.toMatchObject({ status: 401 });
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
    await expect(request('/api/thing/', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(api.requests).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/a/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? json(1) : json({}, 401),
      'POST /api/auth/token/refresh/': async () => json({ access: 'new-access', refresh: 'r2' }),
    });
    await Promise.all([
      request('/api/a/', { auth: true }),
      request('/api/a/', { auth: true }),
      request('/api/a/', { auth: true }),
    ]);
    expect(api.calls('POST /api/auth/token/refresh/')).toHaveLength(1);
  });

  it('sends FormData as is, without a JSON content type', async () => {
    signIn();
    const api = mockFetch({ 'POST /api/upload/': () => json({}) });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/jpeg' }), 'frame.jpg');
    await request('/api/upload/', { auth: true, method: 'POST', body: form });
    expect(api.requests[0]?.body).toBe(form);
    expect(api.requests[0]?.headers.get('Content-Type')).toBeNull();
  });
});

describe('request', () => {
  it('throws ApiError with the server error text', async () => {
    mockFetch({ 'POST /api/x/': () => json({ error: 'Bad thing.' }, 400) });
    const failure = request('/api/x/', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(request('/api/x/', { method: 'POST', body: {} })).rejects.toThrow('Bad thing.');
  });

  it('gives up after timeoutMs with an ApiError of kind timeout', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/slow/': hang });
    const pending = request('/api/slow/', { timeoutMs: 10_000 });
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout', status: 0 });
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

describe('request: one error type for every failure', () => {
  it("carries the server's status, error text and code", async () => {
    mockFetch({ 'GET /api/x/': () => json({ error: 'Not yours.', code: 'order_not_found' }, 404) });
    await expect(request('/api/x/')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      message: 'Not yours.',
      code: 'order_not_found',
    });
  });

  it('a request that never reaches the server is kind network; a cancelled one kind aborted', async () => {
    mockFetch({
      'GET /api/down/': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/slow/': hang,
    });
    await expect(request('/api/down/')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Failed to fetch',
    });
    const controller = new AbortController();
    const pending = request('/api/slow/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('a 2xx answer the schema refuses is kind invalid, with the body kept', async () => {
    mockFetch({ 'GET /api/x/': () => json({ unexpected: true }) });
    const schema = {
      parse(value: unknown) {
        if (!(value as { id?: unknown }).id) throw new Error('no id');
        return value as { id: string };
      },
    };
    await expect(request('/api/x/', { schema })).rejects.toMatchObject({
      kind: 'invalid',
      status: 200,
      body: { unexpected: true },
    });
  });

  it("read: 'blob' gives the bytes and the headers; a refused download is still an ApiError", async () => {
    mockFetch({
      'GET /api/file/': () =>
        new Response('%PDF', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="a.pdf"',
          },
        }),
      'GET /api/nope/': () => json({ error: 'Pay first.' }, 403),
    });
    const { blob, headers } = await request('/api/file/', { read: 'blob' });
    expect(await blob.text()).toBe('%PDF');
    expect(headers.get('Content-Disposition')).toContain('a.pdf');
    await expect(request('/api/nope/', { read: 'blob' })).rejects.toMatchObject({
      status: 403,
      message: 'Pay first.',
    });
  });
});

describe('request with onUploadProgress (XMLHttpRequest)', () => {
  it('reports progress, answers like fetch, and fails with the same ApiError', async () => {
    installFakeXhr();
    const progress: number[] = [];
    const form = new FormData();
    const ok = request('/api/up/', { method: 'POST', body: form, onUploadProgress: (p) => progress.push(p) });
    FakeXhr.last!.progress(5, 10);
    FakeXhr.last!.respond(201, { id: 'v1' });
    await expect(ok).resolves.toEqual({ id: 'v1' });
    expect(progress).toEqual([50]);
    expect(FakeXhr.last!.headers.Accept).toBe('application/json');

    const refused = request('/api/up/', { method: 'POST', body: form, onUploadProgress: () => {} });
    FakeXhr.last!.respond(422, { error: 'Too long.' });
    await expect(refused).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 422,
      message: 'Too long.',
    });
  });
});
