import { useMutation } from '@tanstack/react-query';
import {
  AUTH_API,
  type AccountMessageResponse,
  accountMessageResponseSchema,
  type ChangePasswordForm,
  type ForgotPasswordForm,
} from '@homie/contracts/auth';
import { ApiError, request, restated } from '#lib/api-client.ts';
import { clearSession } from '#lib/session-store.ts';
import { emitLogout } from '#lib/session-events.ts';
import { NETWORK_ERROR } from '../utils/messages.ts';

const TIMEOUT_MS = 15_000;

/** Rejects with the text to show: the server's `{ error }` for a 4xx, a generic text otherwise. */
function failureText(error: unknown, fallback: string): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.kind === 'http' && error.status < 500) return error;
  if (error.kind === 'timeout' || error.kind === 'network') return restated(error, NETWORK_ERROR);
  return restated(error, fallback);
}

/** POST /api/auth/password/change/ (signed in): the current session stays, the others end. */
export async function changePassword(form: ChangePasswordForm): Promise<AccountMessageResponse> {
  try {
    return await request(AUTH_API.passwordChange, {
      auth: true,
      method: 'POST',
      body: { current_password: form.current_password, new_password: form.new_password },
      schema: accountMessageResponseSchema,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw failureText(error, 'Your password could not be changed. Please try again.');
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** POST /api/auth/password/forgot/: the same neutral answer whether or not the address has an account. */
export async function requestPasswordReset(form: ForgotPasswordForm): Promise<AccountMessageResponse> {
  try {
    return await request(AUTH_API.passwordForgot, {
      method: 'POST',
      body: { email: form.email },
      schema: accountMessageResponseSchema,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw failureText(error, 'The reset link could not be requested. Please try again.');
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/auth/password/reset/ with the token of the e-mailed link. */
export async function resetPassword(input: {
  token: string;
  password: string;
}): Promise<AccountMessageResponse> {
  try {
    return await request(AUTH_API.passwordReset, {
      method: 'POST',
      body: input,
      schema: accountMessageResponseSchema,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw failureText(error, 'Your password could not be reset. Please try again.');
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/**
 * DELETE /api/auth/account/ with the password as confirmation. On success the session is gone on
 * the server; it is forgotten here too (as a logout by choice, so the guard sends the user to /).
 */
export async function deleteAccount(password: string): Promise<void> {
  const fallback = 'Your account could not be deleted. Please try again.';
  try {
    await request(AUTH_API.account, {
      auth: true,
      method: 'DELETE',
      body: { password },
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid') {
      // Deleted: the answer's body does not matter.
    } else if (error instanceof ApiError && error.kind === 'http') {
      const serverText = (error.body as { error?: unknown } | null)?.error;
      throw error.status < 500 && typeof serverText === 'string' && serverText
        ? error
        : restated(error, fallback);
    } else throw failureText(error, fallback);
  }
  clearSession({ byUser: true });
  emitLogout();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
