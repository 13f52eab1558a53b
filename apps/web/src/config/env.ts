/**
 * Build-time settings of the web app, validated once. The API lives on the same origin by default
 * (the server serves this app; the dev server proxies API paths), so nothing needs setting.
 */
import { z } from 'zod';

const envSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .transform((value) => value.replace(/\/+$/, '')),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid web app settings: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
  );
}

export const env = { apiBaseUrl: parsed.data.VITE_API_BASE_URL } as const;
