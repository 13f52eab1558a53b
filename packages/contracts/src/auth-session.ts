/**
 * The session's schemas, which the web app needs before any other: the signed-in user kept in browser
 * storage (spec §9) and the token refresh answer (spec §7). Written with zod's small build,
 * `zod/mini` (decision 151), and loaded by the web app when a stored session is checked or a token
 * refreshed, never with the first page. `auth.ts` re-exports them and builds its wire schemas on
 * `userIdSchema`.
 */
import * as z from 'zod/mini';

/** Users are identified by an opaque string id (a UUID on the server). */
export const userIdSchema = z.string().check(z.minLength(1), z.maxLength(100));

/** The user kept in browser storage (JSON) after sign-in or sign-up. */
export const sessionUserSchema = z.object({
  user_id: z.optional(userIdSchema),
  email: z.string(),
  first_name: z.optional(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/token/refresh/ answer (the refresh token is rotated). */
export const refreshResponseSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.optional(z.string().check(z.minLength(1))),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
