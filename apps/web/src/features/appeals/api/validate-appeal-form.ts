import { APPEAL_ERRORS, appealValidationResponseSchema } from '@homie/contracts/appeals';
import { FILL_FORM_PATHS } from '@homie/contracts/appeals-report';
import { apiFetch, errorMessageOf, readBody } from '#lib/api-client.ts';
import type { AppealRequestBody } from '../utils/appeal-request.ts';

export interface ValidationOutcome {
  valid: boolean;
  /** The server's `errors` (a field map), or a general message when the call failed. */
  errors: unknown;
  warnings: string[];
}

/**
 * POST /fill-form/validate (spec §7): the server is the authority. A non-OK answer is "invalid"
 * with its error; a network failure is "Network error during validation".
 */
export async function validateAppealForm(body: AppealRequestBody): Promise<ValidationOutcome> {
  let response: Response;
  try {
    response = await apiFetch(FILL_FORM_PATHS.validate, { method: 'POST', body });
  } catch {
    return { valid: false, errors: [APPEAL_ERRORS.validationNetwork], warnings: [] };
  }
  const payload = await readBody(response);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'error' in payload
        ? errorMessageOf(payload, response.status)
        : APPEAL_ERRORS.validationFailed;
    return { valid: false, errors: [message], warnings: [] };
  }
  const parsed = appealValidationResponseSchema.safeParse(payload);
  if (!parsed.success) return { valid: false, errors: [APPEAL_ERRORS.validationFailed], warnings: [] };
  return { valid: parsed.data.valid, errors: parsed.data.errors, warnings: parsed.data.warnings };
}
