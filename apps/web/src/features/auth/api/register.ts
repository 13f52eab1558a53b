import { useMutation } from '@tanstack/react-query';
import {
  AUTH_API,
  AUTH_ERRORS,
  AUTH_TIMEOUT_MS,
  type RegisterResponse,
  registerResponseSchema,
  registrationErrorText,
  type SignUpForm,
} from '@homie/contracts/auth';
import { ApiError, request, restated } from '#lib/api-client.ts';
import { saveSession } from '#lib/session-store.ts';
import { NETWORK_ERROR } from '../utils/messages.ts';

/** POST /api/auth/register/ with the nested profile; rejects with the text of spec §8. */
export async function register(form: SignUpForm): Promise<RegisterResponse> {
  try {
    return await request(AUTH_API.register, {
      method: 'POST',
      body: {
        email: form.email,
        password: form.password,
        profile: { first_name: form.first_name, phone_number: form.phone_number ?? '' },
      },
      timeoutMs: AUTH_TIMEOUT_MS,
      schema: registerResponseSchema,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'timeout') throw restated(error, AUTH_ERRORS.registrationTimeout);
    if (error.kind === 'http') throw restated(error, registrationErrorText(error.body));
    if (error.kind === 'invalid') throw restated(error, AUTH_ERRORS.registrationFailed);
    throw restated(error, NETWORK_ERROR);
  }
}

/** Creates the account and signs in at once with the returned tokens and the form's email. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (data, form) =>
      saveSession({
        accessToken: data.access,
        refreshToken: data.refresh,
        user: { user_id: data.user_id, email: form.email, first_name: form.first_name },
      }),
  });
}
