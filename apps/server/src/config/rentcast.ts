/**
 * RentCast's property-records API (issue 14 item 5, decision 118): on only when RENTCAST_API_KEY is
 * set. RENTCAST_BASE_URL (default https://api.rentcast.io/v1), RENTCAST_MAX_AGE_DAYS (a stored record
 * is fetched again once older; default 30), RENTCAST_TIMEOUT_MS (default 5000).
 */
import { z } from 'zod';

export interface RentcastConfig {
  apiKey: string;
  /** Without a trailing slash: `${baseUrl}/properties?address=…`. */
  baseUrl: string;
  maxAgeDays: number;
  timeoutMs: number;
}

const RentcastEnvSchema = z.object({
  RENTCAST_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  RENTCAST_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : 'https://api.rentcast.io/v1'))
    .pipe(z.url({ protocol: /^https?$/ })),
  RENTCAST_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RENTCAST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

/** The RentCast settings, or undefined when no key is set; issues name the variable that is wrong. */
export function rentcastConfigFrom(env: Record<string, string | undefined>): {
  config: RentcastConfig | undefined;
  issues: string[];
} {
  const parsed = RentcastEnvSchema.safeParse({
    RENTCAST_API_KEY: env.RENTCAST_API_KEY,
    RENTCAST_BASE_URL: env.RENTCAST_BASE_URL,
    RENTCAST_MAX_AGE_DAYS: env.RENTCAST_MAX_AGE_DAYS || undefined,
    RENTCAST_TIMEOUT_MS: env.RENTCAST_TIMEOUT_MS || undefined,
  });
  if (!parsed.success)
    return {
      config: undefined,
      issues: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`),
    };
  const e = parsed.data;
  if (!e.RENTCAST_API_KEY) return { config: undefined, issues: [] };
  return {
    config: {
      apiKey: e.RENTCAST_API_KEY,
      baseUrl: e.RENTCAST_BASE_URL.replace(/\/+$/, ''),
      maxAgeDays: e.RENTCAST_MAX_AGE_DAYS,
      timeoutMs: e.RENTCAST_TIMEOUT_MS,
    },
    issues: [],
  };
}
