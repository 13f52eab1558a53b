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
    throw new PropertyApiError(message, response.status);
  }
  return body;
}

export class PropertyApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PropertyApiError';
  }
}
