/**
 * The one way the web app talks to the server (decision 141): `request()` sends, `ApiError` is
 * every way a call can fail. Endpoint files (`features/<x>/api/`) call `request()`; hooks wrap those
 * calls in TanStack Query.
 *
 * - `auth: true` adds the Bearer access token and, on a 401 with a refresh token present, refreshes
 *   once and retries once (spec §7); a failed refresh logs the user out.
 * - Plain objects are sent as JSON; FormData, Blob, File and strings go as they are.
 * - The answer is read as JSON (text when it is not JSON, null when empty) and checked by `schema`;
 *   `read: 'blob'` gives the bytes with the answer's headers (downloads).
 * - `onUploadProgress` sends through XMLHttpRequest, the only browser API that reports upload
 *   progress; it answers and fails exactly like the fetch path.
 *
 * Usage: `const data = await request('/api/x/', { auth: true, method: 'POST', body: { a: 1 }, schema })`.
 */
import { AUTH_API, AUTH_ERRORS } from '@homie/contracts/auth-constants';
import { type ErrorCode, errorCodeOf } from '@homie/contracts/errors';
import { env } from '#config/env.ts';
import { emitLogout } from './session-events.ts';
import { clearSession, readStoredTokens, saveTokens, useSessionStore } from './session-store.ts';
import { forgetRotation, lastRotation, recordRotation } from './token-rotation.ts';

/**
 * How a call failed: `http` the server answered non-2xx; `timeout` no answer within `timeoutMs`;
 * `aborted` the caller cancelled; `network` the request did not reach the server; `invalid` a 2xx
 * answer that is not what the call expects (unreadable JSON, a schema mismatch).
 */
export type ApiErrorKind = 'http' | 'timeout' | 'aborted' | 'network' | 'invalid';

/**
 * The one error type of a server call. `message` is the server's `error` (or `message`) text when it
 * sent one; `code` the contract's stable error code when the answer carries a known one (decision
 * 147, issue 12 item 5), else null, so a screen branches on the code, not the text; `status` 0 when
 * there was no answer.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: ErrorCode | null;
  readonly statusText: string;
  constructor(
    message: string,
    readonly status: number,
    /** The answer's body: parsed JSON, else its text, else null. */
    readonly body: unknown,
    options: { kind?: ApiErrorKind; code?: ErrorCode | null; statusText?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.kind = options.kind ?? 'http';
    this.code = options.code ?? codeOf(body);
    this.statusText = options.statusText ?? '';
  }
}

/**
 * The same failure told in the words a screen shows (the server's text mapped to the spec's, a
 * timeout to "took too long"): still an ApiError, with the original as its cause.
 */
export function restated(error: ApiError, message: string): ApiError {
  return new ApiError(message, error.status, error.body, {
    kind: error.kind,
    code: error.code,
    statusText: error.statusText,
    cause: error,
  });
}

/** True for a call the caller cancelled (a newer request, an unmounted screen). */
export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'aborted';
  return error instanceof DOMException && error.name === 'AbortError';
}

const TIMEOUT_TEXT = 'The request took too long.';
const INVALID_TEXT = 'The answer is not in the expected shape.';

/** A parser for the successful answer (a zod schema, or anything with `parse`). */
interface Parser<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T = unknown> {
  method?: string;
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal | undefined;
  /** Abort after this many milliseconds (then an ApiError of kind 'timeout' is thrown). */
  timeoutMs?: number;
  /** Lets the request finish while the page unloads. */
  keepalive?: boolean;
  /** Send the Bearer token, with one refresh-and-retry on 401. */
  auth?: boolean;
  /** Parses the successful answer; a mismatch throws an ApiError of kind 'invalid'. */
  schema?: Parser<T>;
  /** 0-100 as the body's bytes leave the browser (sends through XMLHttpRequest). */
  onUploadProgress?: (percent: number) => void;
}

/** A downloaded file: its bytes and the answer's headers (Content-Disposition names it). */
export interface Download {
  blob: Blob;
  headers: Headers;
}

/** One call's answer, however it was sent. */
interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  text(): Promise<string>;
  blob(): Promise<Blob>;
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

function codeOf(body: unknown): ErrorCode | null {
  return errorCodeOf(body) ?? null;
}

/** The human text of a failure answer. */
function errorMessageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string' && record.error) return record.error;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return `Request failed with status ${status}`;
}

const isJson = (headers: Headers) => (headers.get('Content-Type') ?? '').includes('json');

/** The answer's body: parsed JSON when it is JSON (unreadable JSON stays text), else the text, or null. */
async function readBody(answer: Answer): Promise<unknown> {
  const text = await answer.text();
  if (!text) return null;
  if (!isJson(answer.headers)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface SendOptions {
  method: string;
  headers: Headers;
  payload: BodyInit | undefined;
  signal: AbortSignal;
  onUploadProgress: ((percent: number) => void) | undefined;
}

function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** One HTTP exchange through XMLHttpRequest, for upload progress (an answer without a type is JSON when it parses). */
function sendWithProgress(url: string, options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = options;
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, url);
    // Headers keeps names in lower case; they go out in their usual spelling (Authorization, Accept).
    options.headers.forEach((value, name) => {
      xhr.setRequestHeader(
        name.replace(/(^|-)([a-z])/g, (part) => part.toUpperCase()),
        value,
      );
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    // Every byte has left the browser: 100% while the server checks and stores it.
    xhr.upload.onload = () => onUploadProgress?.(100);
    xhr.onload = () => {
      const headers = new Headers();
      const text = xhr.responseText ?? '';
      const type =
        xhr.getResponseHeader?.('Content-Type') ?? (looksLikeJson(text) ? 'application/json' : null);
      if (type) headers.set('Content-Type', type);
      resolve({
        status: xhr.status,
        statusText: xhr.statusText ?? '',
        headers,
        text: async () => text,
        blob: async () => new Blob([text], { type: type ?? '' }),
      });
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((options.payload ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** One HTTP exchange: the API base URL, JSON encoding, the timeout and the caller's signal. */
async function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Answer> {
  const {
    body,
    timeoutMs,
    signal,
    headers: rawHeaders,
    method = 'GET',
    keepalive,
    onUploadProgress,
  } = options;
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
  if (token) headers.set('Authorization', `Bearer ${token}`);

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
  const url = `${env.apiBaseUrl}${path}`;
  try {
    if (onUploadProgress)
      return await sendWithProgress(url, {
        method,
        headers,
        payload,
        signal: controller.signal,
        onUploadProgress,
      });
    return await fetch(url, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      ...(keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_TEXT, 0, null, { kind: 'timeout', cause: error });
    if (controller.signal.aborted)
      throw new ApiError('The request was cancelled.', 0, null, { kind: 'aborted', cause: error });
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw new ApiError(message, 0, null, { kind: 'network', cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Sends, and with `auth` adds the Bearer token with one refresh-and-retry on 401. */
async function exchange(path: string, options: RequestOptions<unknown>): Promise<Answer> {
  if (!options.auth) return send(path, options, null);
  const answer = await send(path, options, useSessionStore.getState().accessToken);
  if (answer.status !== 401 || !useSessionStore.getState().refreshToken) return answer;
  const newToken = await refreshAccessToken();
  if (!newToken) {
    await logout('expired');
    return answer;
  }
  return send(path, options, newToken);
}

function parseWith<T>(schema: Parser<T> | undefined, body: unknown, answer: Answer): T {
  if (!schema) return body as T;
  try {
    return schema.parse(body);
  } catch (error) {
    throw new ApiError(INVALID_TEXT, answer.status, body, {
      kind: 'invalid',
      statusText: answer.statusText,
      cause: error,
    });
  }
}

/**
 * The one request function. Resolves with the parsed answer (checked by `schema`), or with
 * `{ blob, headers }` for `read: 'blob'`; rejects with an ApiError for every failure.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions<T> & { read: 'blob' },
): Promise<Download>;
export async function request<T = unknown>(
  path: string,
  options?: RequestOptions<T> & { read?: 'json' },
): Promise<T>;
export async function request<T = unknown>(
  path: string,
  options: RequestOptions<T> & { read?: 'json' | 'blob' } = {},
): Promise<T | Download> {
  const answer = await exchange(path, options as RequestOptions<unknown>);
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && options.read === 'blob') {
    try {
      return { blob: await answer.blob(), headers: answer.headers };
    } catch (error) {
      if (options.signal?.aborted)
        throw new ApiError('The request was cancelled.', 0, null, { kind: 'aborted', cause: error });
      throw new ApiError(error instanceof Error ? error.message : 'Network error', 0, null, {
        kind: 'network',
        cause: error,
      });
    }
  }
  const body = await readBody(answer);
  if (!ok)
    throw new ApiError(errorMessageOf(body, answer.status), answer.status, body, {
      statusText: answer.statusText,
    });
  if (typeof body === 'string' && isJson(answer.headers)) {
    let reason = INVALID_TEXT;
    try {
      JSON.parse(body);
    } catch (error) {
      if (error instanceof Error) reason = error.message;
    }
    throw new ApiError(reason, answer.status, body, { kind: 'invalid', statusText: answer.statusText });
  }
  return parseWith(options.schema, body, answer);
}

let pendingRefresh: Promise<string | null> | null = null;

/** The name of the browser-wide lock one refresh at a time holds (decision 172). */
export const REFRESH_LOCK_NAME = 'homie-session-refresh';

/**
 * One refresh at a time across the browser's tabs (decision 172). Tabs share the stored tokens, and
 * the server ends a session whose refresh token is presented twice (reuse detection): two tabs
 * refreshing at once — both opened when the access token had run out — signed the owner out of
 * both. Under the lock, a tab first looks at storage: when another tab has refreshed meanwhile, it
 * takes those tokens instead of presenting the used one. Without Web Locks (old browsers) each tab
 * refreshes on its own, as before.
 */
function requestNewAccessToken(): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, refreshUnderLock) : refreshUnderLock();
}

async function refreshUnderLock(): Promise<string | null> {
  const held = useSessionStore.getState().refreshToken;
  if (!held) return null;
  // Another tab exchanged this very token a moment ago: take its answer.
  const rotated = await lastRotation();
  if (rotated?.from === held) {
    saveTokens(rotated.access, rotated.refresh);
    return rotated.access;
  }
  const stored = readStoredTokens();
  if (stored.accessToken && stored.refreshToken && stored.refreshToken !== held) {
    saveTokens(stored.accessToken, stored.refreshToken);
    return stored.accessToken;
  }
  return exchangeRefreshToken();
}

async function exchangeRefreshToken(): Promise<string | null> {
  const { refreshToken } = useSessionStore.getState();
  if (!refreshToken) return null;
  try {
    // The answer's schema (zod/mini) loads with the first refresh, not with the page (decision 151).
    const { refreshResponseSchema } = await import('@homie/contracts/auth-session');
    const tokens = await request(AUTH_API.refresh, {
      method: 'POST',
      body: { refresh: refreshToken },
      timeoutMs: 10_000,
      schema: refreshResponseSchema,
    });
    saveTokens(tokens.access, tokens.refresh);
    if (tokens.refresh)
      await recordRotation({ from: refreshToken, access: tokens.access, refresh: tokens.refresh });
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

/**
 * Logs out: forgets the session in memory and storage at once, tells subscribers (the tour resets),
 * then asks the server to revoke the refresh token. A failing server call changes nothing locally.
 * `reason` 'expired' (a failed refresh) lets the guard send the user back after signing in again.
 */
export async function logout(reason: 'user' | 'expired' = 'user'): Promise<void> {
  const { accessToken, refreshToken } = useSessionStore.getState();
  clearSession({ byUser: reason === 'user' });
  void forgetRotation();
  emitLogout();
  if (!accessToken && !refreshToken) return;
  try {
    await request(AUTH_API.logout, {
      method: 'POST',
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
      body: refreshToken ? { refresh: refreshToken } : {},
      timeoutMs: 10_000,
    });
  } catch (error) {
    // A refused revocation (an expired token) changes nothing; only an unreachable server is worth a note.
    if (!(error instanceof ApiError && error.kind === 'http'))
      console.warn('Logout request failed; the local session is cleared anyway.', error);
  }
}
