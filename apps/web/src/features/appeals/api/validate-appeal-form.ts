import { APPEAL_ERRORS, appealValidationResponseSchema } from '@homie/contracts/appeals';
import { FILL_FORM_PATHS } from '@homie/contracts/appeals-report';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '#lib/api-client.ts';
import type { AppealRequestBody } from '../utils/appeal-request.ts';
import { pairWarnings, type ShownWarning } from '../utils/appeal-warnings.ts';

export interface ValidationOutcome {
  valid: boolean;
  /** The server's `errors` (a field map), or a general message when the call failed. */
  errors: unknown;
  warnings: ShownWarning[];
}

/**
 * POST /fill-form/validate (spec §7): the server is the authority. A non-OK answer is "invalid"
 * with its error; a network failure is "Network error during validation".
 */
export async function validateAppealForm(body: AppealRequestBody): Promise<ValidationOutcome> {
  try {
    const answer = await request(FILL_FORM_PATHS.validate, {
      method: 'POST',
      body,
      schema: appealValidationResponseSchema,
    });
    return {
      valid: answer.valid,
      errors: answer.errors,
      warnings: pairWarnings(answer.warnings, answer.warning_parts),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'aborted')
      return { valid: false, errors: [APPEAL_ERRORS.validationNetwork], warnings: [] };
    const hasError =
      error.kind === 'http' && error.body && typeof error.body === 'object' && 'error' in error.body;
    return {
      valid: false,
      errors: [hasError ? error.message : APPEAL_ERRORS.validationFailed],
      warnings: [],
    };
  }
}

/** Validate Form as a mutation (decision 142). */
export function useValidateAppealForm() {
  return useMutation({ mutationFn: validateAppealForm });
}
