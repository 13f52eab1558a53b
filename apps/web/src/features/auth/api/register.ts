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
import { apiFetch, readBody, RequestTimeoutError } from '#lib/api-client.ts';
import { saveSession } from '#lib/session-store.ts';
import { NETWORK_ERROR } from '../utils/messages.ts';

/** POST /api/auth/register/ with the nested profile; rejects with the text of spec §8. */
export async function register(form: SignUpForm): Promise<RegisterResponse> {
  let response: Response;
  try {
    response = await apiFetch(AUTH_API.register, {
      method: 'POST',
      body: {
        email: form.email,
        password: form.password,
        profile: { first_name: form.first_name, phone_number: form.phone_number ?? '' },
      },
      timeoutMs: AUTH_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(error instanceof RequestTimeoutError ? AUTH_ERRORS.registrationTimeout : NETWORK_ERROR);
  }
  const body = await readBody(response);
  if (!response.ok) throw new Error(registrationErrorText(body));
  const parsed = registerResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(AUTH_ERRORS.registrationFailed);
  return parsed.data;
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
