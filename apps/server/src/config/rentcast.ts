/**
 * RentCast's property-records API (issue 14 item 5, decision 118): on only when RENTCAST_API_KEY is
 * set. RENTCAST_BASE_URL (default https://api.rentcast.io/v1), RENTCAST_MAX_AGE_DAYS (a stored record
 * is fetched again once older; default 30), RENTCAST_TIMEOUT_MS (default 5000). What asking may cost
 * (decision 210): RENTCAST_CALLS_PER_HOUR (default 100) and RENTCAST_CALLS_PER_DAY (default 500) for
 * every server process on the database together, RENTCAST_CALLS_PER_CLIENT_PER_HOUR (default 10) per
 * visitor's address, and the circuit breaker: RENTCAST_BREAKER_FAILURES failures in a row (default 5)
 * stop the calls for RENTCAST_BREAKER_COOLDOWN_SECONDS (default 60), doubling while it keeps failing.
 */
import { z } from 'zod';
import { parseSettingsGroup } from './settings-group.ts';

export interface RentcastConfig {
  apiKey: string;
  /** Without a trailing slash: `${baseUrl}/properties?address=…`. */
  baseUrl: string;
  maxAgeDays: number;
  timeoutMs: number;
  /** Calls to RentCast at most, all server processes on the database together (decision 210). */
  callsPerHour: number;
  callsPerDay: number;
  /** Calls at most that one visitor's lookups may cause (by client address). */
  callsPerClientPerHour: number;
  /** Failures in a row that open the circuit breaker, and its first cool-down. */
  breakerFailures: number;
  breakerCooldownSeconds: number;
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
  RENTCAST_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  RENTCAST_CALLS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(500),
  RENTCAST_CALLS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  RENTCAST_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  RENTCAST_BREAKER_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
});

const SETTINGS = [
  'RENTCAST_API_KEY',
  'RENTCAST_BASE_URL',
  'RENTCAST_MAX_AGE_DAYS',
  'RENTCAST_TIMEOUT_MS',
  'RENTCAST_CALLS_PER_HOUR',
  'RENTCAST_CALLS_PER_DAY',
  'RENTCAST_CALLS_PER_CLIENT_PER_HOUR',
  'RENTCAST_BREAKER_FAILURES',
  'RENTCAST_BREAKER_COOLDOWN_SECONDS',
] as const;

/** The RentCast settings, or undefined when no key is set; issues name the variable that is wrong. */
export function rentcastConfigFrom(env: Record<string, string | undefined>): {
  config: RentcastConfig | undefined;
  issues: string[];
} {
  const parsed = parseSettingsGroup(RentcastEnvSchema, SETTINGS, env);
  if (!parsed.data) return { config: undefined, issues: parsed.issues };
  const e = parsed.data;
  if (!e.RENTCAST_API_KEY) return { config: undefined, issues: [] };
  return {
    config: {
      apiKey: e.RENTCAST_API_KEY,
      baseUrl: e.RENTCAST_BASE_URL.replace(/\/+$/, ''),
      maxAgeDays: e.RENTCAST_MAX_AGE_DAYS,
      timeoutMs: e.RENTCAST_TIMEOUT_MS,
      callsPerHour: e.RENTCAST_CALLS_PER_HOUR,
      callsPerDay: e.RENTCAST_CALLS_PER_DAY,
      callsPerClientPerHour: e.RENTCAST_CALLS_PER_CLIENT_PER_HOUR,
      breakerFailures: e.RENTCAST_BREAKER_FAILURES,
      breakerCooldownSeconds: e.RENTCAST_BREAKER_COOLDOWN_SECONDS,
    },
    issues: [],
  };
}
