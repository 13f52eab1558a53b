import { AUTH_API, AUTH_TIMEOUT_MS } from '@homie/contracts/auth-constants';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '#lib/api-client.ts';

/** POST /api/auth/verify/: the token is valid when the answer is 2xx (spec §7). Network errors reject. */
export async function verifyToken(token: string): Promise<boolean> {
  try {
    await request(AUTH_API.verify, { method: 'POST', body: { token }, timeoutMs: AUTH_TIMEOUT_MS });
    return true;
  } catch (error) {
    // Any 2xx says valid, whatever its body; any other answer says not.
    if (error instanceof ApiError && error.kind === 'invalid') return true;
    if (error instanceof ApiError && error.kind === 'http') return false;
    throw error;
  }
}

/** The start-up check's token verification as a mutation (awaited with `mutateAsync` in its chain). */
export function useVerifyToken() {
  return useMutation({ mutationFn: verifyToken });
}
