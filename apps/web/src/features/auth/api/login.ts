import { useMutation } from '@tanstack/react-query';
import {
  AUTH_API,
  AUTH_ERRORS,
  AUTH_TIMEOUT_MS,
  type LoginResponse,
  loginErrorText,
  loginResponseSchema,
  type SignInForm,
} from '@homie/contracts/auth';
import { ApiError, request, restated } from '#lib/api-client.ts';
import { saveSession } from '#lib/session-store.ts';
import { NETWORK_ERROR } from '../utils/messages.ts';

/** POST /api/auth/login/; rejects with the user-facing text of spec §8 (server text, timeout, default). */
export async function login(form: SignInForm): Promise<LoginResponse> {
  try {
    return await request(AUTH_API.login, {
      method: 'POST',
      body: { email: form.email, password: form.password },
      timeoutMs: AUTH_TIMEOUT_MS,
      schema: loginResponseSchema,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'timeout') throw restated(error, AUTH_ERRORS.loginTimeout);
    if (error.kind === 'http') throw restated(error, loginErrorText(error.body));
    if (error.kind === 'invalid') throw restated(error, AUTH_ERRORS.loginFailed);
    throw restated(error, NETWORK_ERROR);
  }
}

/** Signs in and stores the session (tokens, user id and email). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) =>
      saveSession({
        accessToken: data.access,
        refreshToken: data.refresh,
        user: {
          user_id: data.user_id,
          email: data.email,
          ...(data.first_name ? { first_name: data.first_name } : {}),
        },
      }),
  });
}
