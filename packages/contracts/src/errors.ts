/**
 * Every error answer's stable `code` (decision 147): the server picks the HTTP status from it, a
 * client may branch on it; the `error` text beside it stays the words a person reads. A text is given
 * here where it is fixed for the code; otherwise it comes from the domain's message table at the
 * place the error is raised. No zod here: the first page may read codes (decision 084).
 */
export const ERROR_CODES = {
  // By kind: the text says what happened.
  invalid_request: { status: 400 },
  unauthenticated: { status: 401, message: 'Authentication required.' },
  forbidden: { status: 403, message: 'You are not allowed to do that.' },
  not_found: { status: 404, message: 'Not found.' },
  conflict: { status: 409 },
  gone: { status: 410 },
  payload_too_large: { status: 413 },
  unsupported_media_type: { status: 415 },
  unprocessable: { status: 422 },
  rate_limited: { status: 429 },
  client_closed_request: { status: 499, message: 'The client closed the request.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  bad_gateway: { status: 502 },
  unavailable: { status: 503 },
  insufficient_storage: { status: 507 },

  // The request itself.
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  no_such_endpoint: { status: 404 },
  /** Headers or a body that stalled or ran past its budget (decision 204); the connection closes. */
  request_timeout: { status: 408, message: 'The request took too long to arrive. Please try again.' },

  // Accounts and sessions.
  credentials_missing: { status: 401, message: 'Authentication credentials were not provided.' },
  session_invalid: { status: 401 },
  invalid_credentials: { status: 401 },
  wrong_password: { status: 403 },
  email_taken: { status: 400 },
  reset_link_invalid: { status: 400 },

  // Properties and analysis jobs.
  address_unreadable: { status: 400 },
  address_not_found: { status: 404 },
  /** A building of several recorded homes named without a unit: which one (decision 197). */
  address_unit_required: { status: 400 },
  /** The address is in a California county we do not serve (lookups and analyses). */
  address_county_not_supported: { status: 404 },
  place_not_found: { status: 404 },
  job_not_found: { status: 404 },
  job_of_another_account: { status: 403 },
  /** An owner-supplied sale outside the job's sale window, or one too many (decision 249). */
  owner_sale_invalid: { status: 400 },
  owner_sales_full: { status: 409 },
  owner_sale_not_found: { status: 404 },
  sign_in_again: { status: 401 },
  paid_job_other_home: { status: 409 },

  // Orders, payments and appeals.
  order_not_found: { status: 404 },
  order_not_paid: { status: 403 },
  county_not_detected: { status: 400 },
  /** The job's county has no appeal form here (plans, reports). */
  county_not_supported: { status: 400 },
  /** The county's regular appeal period is closed and the next roll year's lien date has not come (decision 225). */
  filing_period_closed: { status: 409 },
  /** Fewer comparable sales than a package needs (decision 227). */
  too_few_comparables: { status: 409 },
  /** The result is valued for another roll year than the one a plan is sold for now (decision 236). */
  analysis_outdated: { status: 409 },
  /** The notice the appeal answers is past its own limit (60 days or six months; decision 246). */
  notice_period_closed: { status: 409 },
  /** The notice's type or dates are missing or inconsistent (decision 246). */
  notice_invalid: { status: 400 },
  appeal_invalid: { status: 400 },
  payment_session_not_found: { status: 404, message: 'Payment session not found' },
  payment_provider_failed: { status: 502, message: 'Failed to create payment session' },
  letter_link_unknown: { status: 404 },
  letter_link_used: { status: 409 },
  letter_link_expired: { status: 410 },

  // Watches (issue 52, decision 228).
  /** A confirmation link that is unknown, used up or expired. */
  watch_link_unknown: { status: 404 },
  /** An unsubscribe link whose signature does not match. */
  unsubscribe_link_invalid: { status: 400 },
} as const satisfies Record<string, { status: number; message?: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in table order (for enums and tests). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The codes that answer with HTTP status `S`. */
export type ErrorCodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never;
}[ErrorCode];

/** An error answer's body: the text a person reads and the code a program reads. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The HTTP status an error with this code is answered with. */
export function statusOfError<C extends ErrorCode>(code: C): (typeof ERROR_CODES)[C]['status'] {
  return ERROR_CODES[code].status;
}

/** The fixed text of a code, when it has one. */
export function fixedErrorMessage(code: ErrorCode): string | undefined {
  const entry: { status: number; message?: string } = ERROR_CODES[code];
  return entry.message;
}

/** The code an error answer's body carries, if it is one we know (for clients reading any answer). */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return isErrorCode(code) ? code : undefined;
}

/** The by-kind code for a status (the first in the table), for errors raised by the framework. */
export function codeOfStatus(status: number): ErrorCode | undefined {
  return ERROR_CODE_LIST.find((code) => ERROR_CODES[code].status === status);
}
