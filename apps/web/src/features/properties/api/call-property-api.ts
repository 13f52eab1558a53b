import { apiFetch, readBody } from '#lib/api-client.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';

/**
 * One call to the property-tax API (spec §7): a non-ok status or `success: false` throws an Error
 * carrying the response's `error` text (or the default).
 */
export async function callPropertyApi(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
) {
  const response = await apiFetch(path, init);
  const body = (await readBody(response)) as Record<string, unknown> | null;
  const failed = !response.ok || !body || typeof body !== 'object' || body.success === false;
  if (failed) {
    const message =
      body && typeof body === 'object' && typeof body.error === 'string' && body.error
        ? body.error
        : ANALYSIS_ERRORS.unknown;
    const reason = body && typeof body === 'object' && typeof body.reason === 'string' ? body.reason : null;
    throw new PropertyApiError(message, response.status, reason);
  }
  return body;
}

export class PropertyApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The lookup's `reason` for a miss (not_in_records, county_not_supported, unreadable), when it gave one. */
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'PropertyApiError';
  }
}
