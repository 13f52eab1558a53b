import {
  type ErrorCode,
  type ErrorCodeWithStatus,
  fixedErrorMessage,
  statusOfError,
} from '@homie/contracts/errors';

/**
 * An error whose message is safe to show to the caller. Its `code` (the contract's table, decision
 * 147) decides the HTTP status; the answer is `{ error: message, code, ...body }`.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string | undefined = fixedErrorMessage(code),
    /** Extra fields merged into the JSON body (e.g. `{ email: [...] }`). */
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code);
    this.name = 'HttpError';
    this.statusCode = statusOfError(code);
  }
}

/** The error for a code: its fixed text unless `message` is given. */
export const httpError = (
  code: ErrorCode,
  message?: string,
  body?: Record<string, unknown>,
  headers?: Record<string, string>,
) => new HttpError(code, message, body, headers);

/** The `retry-after` header for a wait in seconds (none for 0 or undefined). */
export const retryAfter = (seconds?: number): Record<string, string> =>
  seconds ? { 'retry-after': String(seconds) } : {};

export const badRequest = (
  message: string,
  body?: Record<string, unknown>,
  code: ErrorCodeWithStatus<400> = 'invalid_request',
) => new HttpError(code, message, body);
export const unauthorized = (message?: string, code: ErrorCodeWithStatus<401> = 'unauthenticated') =>
  new HttpError(code, message);
export const forbidden = (message?: string, code: ErrorCodeWithStatus<403> = 'forbidden') =>
  new HttpError(code, message);
export const notFound = (message?: string, code: ErrorCodeWithStatus<404> = 'not_found') =>
  new HttpError(code, message);
export const conflict = (
  message: string,
  body?: Record<string, unknown>,
  code: ErrorCodeWithStatus<409> = 'conflict',
) => new HttpError(code, message, body);
export const payloadTooLarge = (message: string) => new HttpError('payload_too_large', message);
export const unsupportedMediaType = (message: string) => new HttpError('unsupported_media_type', message);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new HttpError('rate_limited', message, {}, retryAfter(retryAfterSeconds));
