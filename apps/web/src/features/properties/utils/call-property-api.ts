import { ApiError, type RequestOptions, request, restated } from '#lib/api-client.ts';
import { ANALYSIS_ERRORS } from './messages.ts';

/** A lookup of a building of several recorded homes named without its unit (decision 197). */
export const isUnitRequired = (error: unknown) =>
  error instanceof ApiError && error.code === 'address_unit_required';

/** A lookup of an address in no record: its owner gives the home's facts (issue 14 item 2). */
export const isNotInRecords = (error: unknown) =>
  error instanceof ApiError && error.code === 'address_not_found';

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
