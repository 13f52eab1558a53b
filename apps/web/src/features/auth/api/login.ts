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
import { apiFetch, readBody, RequestTimeoutError } from '#lib/api-client.ts';
import { saveSession } from '#lib/session-store.ts';
import { NETWORK_ERROR } from '../utils/messages.ts';

/** POST /api/auth/login/; rejects with the user-facing text of spec §8 (server text, timeout, default). */
export async function login(form: SignInForm): Promise<LoginResponse> {
  let response: Response;
  try {
    response = await apiFetch(AUTH_API.login, {
      method: 'POST',
      body: { email: form.email, password: form.password },
      timeoutMs: AUTH_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(error instanceof RequestTimeoutError ? AUTH_ERRORS.loginTimeout : NETWORK_ERROR);
  }
  const body = await readBody(response);
  if (!response.ok) throw new Error(loginErrorText(body));
  const parsed = loginResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(AUTH_ERRORS.loginFailed);
  return parsed.data;
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
