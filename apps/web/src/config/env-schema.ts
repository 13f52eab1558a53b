import * as z from 'zod/mini';

/**
 * The web app's build-time settings (`VITE_*`), checked when Vite builds or serves the app
 * (vite.config.ts), so a bad value fails the build and the page itself carries no schema
 * (decision 151). The API lives on the same origin by default, so nothing needs setting.
 */
const INVALID_SETTINGS = 'Invalid web app settings: VITE_API_BASE_URL must be an http(s) URL or a path.';

export const webEnvSchema = z.object({
  /** An http(s) URL or a path; empty or unset means the page's own origin. */
  VITE_API_BASE_URL: z.optional(
    z
      .string({ error: INVALID_SETTINGS })
      .check(z.regex(/^(|https?:\/\/[^\s]+|\/[^\s]*)$/, { error: INVALID_SETTINGS })),
  ),
});

/** Throws the first problem's message when the settings are not valid. */
export function checkWebEnv(env: Record<string, unknown>): void {
  const parsed = webEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? INVALID_SETTINGS);
}
