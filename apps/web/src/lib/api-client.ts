/**
 * The one HTTP client of the web app. `apiRequest`/`apiFetch` make anonymous calls; `authRequest`/
 * `authFetch` add the Bearer access token and, on a 401 with a refresh token present, refresh once
 * and retry once (spec §7). A failed refresh logs the user out.
 *
 * Usage: `const data = await authRequest('/api/x/', { method: 'POST', body: { a: 1 }, schema })`.
 * Plain objects are sent as JSON; FormData, Blob and strings go as they are.
 */
import { AUTH_API, AUTH_ERRORS } from '@homie/contracts/auth-constants';
import type { RefreshResponse } from '@homie/contracts/auth';
import type { ZodType } from 'zod';
import { env } from '#config/env.ts';
import { emitLogout } from './session-events.ts';
import { clearSession, saveTokens, useSessionStore } from './session-store.ts';

/** A non-2xx answer; `message` is the server's `error` (or `message`) text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The call was abandoned after `timeoutMs`. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('The request took too long.');
    this.name = 'RequestTimeoutError';
  }
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Abort after this many milliseconds (then RequestTimeoutError is thrown). */
  timeoutMs?: number;
}

export interface JsonRequestOptions<T> extends RequestOptions {
  /** Parses the successful answer; a mismatch throws. */
  schema?: ZodType<T>;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/** fetch with JSON encoding, the API base URL and an optional timeout. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { body, timeoutMs, signal, headers: rawHeaders, ...init } = options;
  const headers = new Headers(rawHeaders);
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(`${env.apiBaseUrl}${path}`, {
      ...init,
      headers,
      body: payload,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The answer's body: parsed JSON when it is JSON, else the text (or null when empty). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The human text of a failure answer. */
export function errorMessageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string' && record.error) return record.error;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return `Request failed with status ${status}`;
}

async function toResult<T>(response: Response, schema?: ZodType<T>): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(errorMessageOf(body, response.status), response.status, body);
  return (schema ? schema.parse(body) : body) as T;
}

/** Anonymous JSON call; throws ApiError on a non-2xx answer. */
export async function apiRequest<T = unknown>(path: string, options: JsonRequestOptions<T> = {}): Promise<T> {
  const { schema, ...rest } = options;
  return toResult(await apiFetch(path, rest), schema);
}

let pendingRefresh: Promise<string | null> | null = null;

/**
 * The refresh answer's shape (contracts' refreshResponseSchema), checked by hand: this file is on
 * every page's first load and zod is not (decision 084).
 */
function readRefreshResponse(body: unknown): RefreshResponse {
  const { access, refresh } = (body ?? {}) as Record<string, unknown>;
  const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
  if (!nonEmpty(access) || !(refresh === undefined || nonEmpty(refresh)))
    throw new Error('The token refresh answer is not in the expected shape.');
  return refresh === undefined ? { access } : { access, refresh };
}

async function requestNewAccessToken(): Promise<string | null> {
  const { refreshToken } = useSessionStore.getState();
  if (!refreshToken) return null;
  try {
    const response = await apiFetch(AUTH_API.refresh, {
      method: 'POST',
      body: { refresh: refreshToken },
      timeoutMs: 10_000,
    });
    if (!response.ok) throw new Error(AUTH_ERRORS.refreshFailed);
    const tokens = readRefreshResponse(await response.json());
    saveTokens(tokens.access, tokens.refresh);
    return tokens.access;
  } catch (error) {
    console.warn(AUTH_ERRORS.refreshFailed, error);
    return null;
  }
}

/**
 * Exchanges the refresh token for a new access token (the server rotates the refresh token too).
 * Concurrent callers share one call. Resolves null on failure, without logging out.
 */
export function refreshAccessToken(): Promise<string | null> {
  pendingRefresh ??= requestNewAccessToken().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

function withBearer(options: RequestOptions, token: string | null): RequestOptions {
  const headers = new Headers(options.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

/** fetch with the Bearer token and one refresh-and-retry on 401; a failed refresh logs out. */
export async function authFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await apiFetch(path, withBearer(options, useSessionStore.getState().accessToken));
  if (response.status !== 401 || !useSessionStore.getState().refreshToken) return response;
  const newToken = await refreshAccessToken();
  if (!newToken) {
    await logout('expired');
    return response;
  }
  return apiFetch(path, withBearer(options, newToken));
}

/** Authenticated JSON call; throws ApiError on a non-2xx answer (after the one retry). */
export async function authRequest<T = unknown>(
  path: string,
  options: JsonRequestOptions<T> = {},
): Promise<T> {
  const { schema, ...rest } = options;
  return toResult(await authFetch(path, rest), schema);
}

/**
 * Logs out: forgets the session in memory and storage at once, tells subscribers (the tour resets),
 * then asks the server to revoke the refresh token. A failing server call changes nothing locally.
 * `reason` 'expired' (a failed refresh) lets the guard send the user back after signing in again.
 */
export async function logout(reason: 'user' | 'expired' = 'user'): Promise<void> {
  const { accessToken, refreshToken } = useSessionStore.getState();
  clearSession({ byUser: reason === 'user' });
  emitLogout();
  if (!accessToken && !refreshToken) return;
  try {
    await apiFetch(AUTH_API.logout, {
      method: 'POST',
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
      body: refreshToken ? { refresh: refreshToken } : {},
      timeoutMs: 10_000,
    });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway.', error);
  }
}
