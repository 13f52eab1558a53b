import { AUTH_API, AUTH_TIMEOUT_MS } from '@homie/contracts/auth-constants';
import { apiFetch } from '#lib/api-client.ts';

/** POST /api/auth/verify/: the token is valid when the answer is 2xx (spec §7). Network errors reject. */
export async function verifyToken(token: string): Promise<boolean> {
  const response = await apiFetch(AUTH_API.verify, {
    method: 'POST',
    body: { token },
    timeoutMs: AUTH_TIMEOUT_MS,
  });
  return response.ok;
}
