import { ApiError, type RequestOptions, request, restated } from '#lib/api-client.ts';
import { ANALYSIS_ERRORS } from '../utils/messages.ts';

/** The lookup's `reason` for a miss (not_in_records, county_not_supported, unreadable), when it gave one. */
export function missReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const reason = (error.body as Record<string, unknown>).reason;
  return typeof reason === 'string' ? reason : null;
}

function serverText(body: unknown): string {
  const error = body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
  return typeof error === 'string' && error ? error : ANALYSIS_ERRORS.unknown;
}

/**
 * One call to the property-tax API (spec §7) through `request()`. Its one rule beyond HTTP: an
 * answer with `success: false` (or no JSON object) is a failure too. Failures are ApiErrors
 * carrying the answer's `error` text (or the default); other kinds (network, aborted) pass as they are.
 */
export async function callPropertyApi(
  path: string,
  options: Pick<RequestOptions, 'method' | 'body' | 'signal'> = {},
): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request(path, options);
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'invalid'))
      throw restated(error, serverText(error.body));
    throw error;
  }
  if (!body || typeof body !== 'object' || (body as Record<string, unknown>).success === false)
    throw new ApiError(serverText(body), 200, body, { kind: 'invalid' });
  return body as Record<string, unknown>;
}
